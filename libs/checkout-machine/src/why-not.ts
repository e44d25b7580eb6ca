import {
  BUYER_REFERENCE_INVALID_KEY,
  CART_CHANGED_KEY,
  NO_PAYMENT_SELECTED_KEY,
  ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_ERROR_KEY,
  SESSION_EXPIRED_KEY,
} from '@tafel/domain';
import { whyNot as whyNotFromMachine } from '@tafel/workflow-machine';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.js';
import type { CheckoutEvent, GuardReason } from './checkout.types.js';

/** A snapshot of the checkout machine. */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

// Only the wording of last resort, for when no guard and no state of the machine has a reason:
// a retry where none is offered is "not retryable", express pay where none is offered "unavailable".
const FALLBACK: Partial<Record<CheckoutEvent['type'], GuardReason>> = {
  'submit.retry': 'NOT_RETRYABLE',
  'amazon.select': 'AMAZON_PAY_UNAVAILABLE',
};

/**
 * Why the machine refuses this event in this snapshot, or null when it accepts it. Read from the
 * machine: its reasoned guards and its states' `meta` (refuses / requires), see @tafel/workflow-machine.
 */
export function whyNot(snapshot: CheckoutSnapshot, event: CheckoutEvent): GuardReason | null {
  return whyNotFromMachine<CheckoutEvent, GuardReason>(snapshot, event, { fallback: (e) => FALLBACK[e.type] ?? 'NOT_IN_THIS_STATE' });
}

const REASON_KEYS: Partial<Record<GuardReason, string>> = {
  PAYMENT_NOT_SELECTED: NO_PAYMENT_SELECTED_KEY,
  BUYER_REFERENCE_INVALID: BUYER_REFERENCE_INVALID_KEY,
  ALREADY_SUBMITTED: ORDER_ALREADY_SUBMITTED_KEY,
  SESSION_EXPIRED: SESSION_EXPIRED_KEY,
  AMAZON_PAY_FAILED: PAYMENT_ERROR_KEY,
  CART_CHANGE_NOT_SEEN: CART_CHANGED_KEY,
};

/** The spec's message key to show for a refusal reason, when the spec has one. */
export function messageKeyForReason(reason: GuardReason): string | undefined {
  return REASON_KEYS[reason];
}

/** The steps a shopper may come back to from a later one (the summary, or payment for shipping). */
export type ReopenableStep = 'shipping' | 'payment';

const REOPEN: Readonly<Record<ReopenableStep, { state: { active: ReopenableStep }; event: CheckoutEvent }>> = {
  shipping: { state: { active: 'shipping' }, event: { type: 'shipping.edit' } },
  payment: { state: { active: 'payment' }, event: { type: 'payment.edit' } },
};

/**
 * The event that takes the checkout back into `step` (shipping.edit, payment.edit), or null when
 * it is in that step already. Whoever acts on the step from a later state sends it first: the
 * orchestrator when the step is saved again, the storefront when it shows the step again. The
 * machine's guard decides whether it is accepted (ask whyNot).
 */
export function reopenEvent(snapshot: CheckoutSnapshot, step: ReopenableStep): CheckoutEvent | null {
  const { state, event } = REOPEN[step];
  return snapshot.matches(state) ? null : event;
}
