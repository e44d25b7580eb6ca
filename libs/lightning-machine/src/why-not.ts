import { CART_CHANGED_KEY, QUANTITY_BELOW_MINIMUM_KEY, QUANTITY_OVER_LIMIT_KEY } from '@tafel/domain';
import { whyNot } from '@tafel/workflow-machine';
import type { SnapshotFrom } from 'xstate';
import type { lightningMachine } from './lightning.machine.js';
import type { LightningChange, LightningEvent, LightningGuardReason } from './lightning.types.js';

/** A snapshot of the lightning machine. */
export type LightningSnapshot = SnapshotFrom<typeof lightningMachine>;

/** Why the machine refuses this event in this snapshot, or null when it accepts it (read from its reasoned guards and state meta). */
export function whyNotLightning(snapshot: LightningSnapshot, event: LightningEvent): LightningGuardReason | null {
  return whyNot<LightningEvent, LightningGuardReason>(snapshot, event, { fallback: 'NOT_IN_THIS_STATE' });
}

/** Spec §8: the upstream's key for a failed add (no running deal). */
export const SOMETHING_WENT_WRONG_KEY = 'vue.cart.error.somethingWentWrong';

const REASON_KEYS: Partial<Record<LightningGuardReason, string>> = {
  QUANTITY_ABOVE_ALLOWED: QUANTITY_OVER_LIMIT_KEY,
  QUANTITY_INVALID: QUANTITY_BELOW_MINIMUM_KEY,
  DEAL_OVER: SOMETHING_WENT_WRONG_KEY,
};

/** The message key to show for a refusal (LightningRefusedError.messageKey); the generic error key when the spec has none. */
export function messageKeyForLightningReason(reason: LightningGuardReason): string {
  return REASON_KEYS[reason] ?? SOMETHING_WENT_WRONG_KEY;
}

/** LightningChange.messageKey: the cart-changed notice when the change has a reason (the cart's prices changed), else null. */
export function changeMessageKey(change: LightningChange | null): string | null {
  return change !== null && change.reasons.length > 0 ? CART_CHANGED_KEY : null;
}
