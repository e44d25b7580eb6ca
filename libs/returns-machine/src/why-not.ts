import { whyNot as whyNotFromMachine } from '@tafel/workflow-machine';
import type { SnapshotFrom } from 'xstate';
import type { returnsMachine } from './returns.machine.js';
import type { ReturnsEvent, ReturnsGuardReason } from './returns.types.js';

/** A snapshot of the returns machine. */
export type ReturnsSnapshot = SnapshotFrom<typeof returnsMachine>;

// Wording of last resort, when no guard and no state of the machine has a reason.
const FALLBACK: Partial<Record<ReturnsEvent['type'], ReturnsGuardReason>> = {
  'return.retry': 'NOT_RETRYABLE',
};

/** Why the machine refuses this event in this snapshot, or null when it accepts it (read from the machine's reasoned guards and state meta). */
export function whyNot(snapshot: ReturnsSnapshot, event: ReturnsEvent): ReturnsGuardReason | null {
  return whyNotFromMachine<ReturnsEvent, ReturnsGuardReason>(snapshot, event, { fallback: (e) => FALLBACK[e.type] ?? 'NOT_IN_THIS_STATE' });
}

// The upstream's return keys (libs/graphql-schema orders.graphql) and the spec's form keys.
const REASON_KEYS: Partial<Record<ReturnsGuardReason, string>> = {
  ORDER_NOT_FOUND: 'vue.returns.error.orderNotFound',
  NOTHING_SELECTED: 'vue.returns.error.noItemsSelected',
  ITEM_UNKNOWN: 'vue.returns.error.invalidSelection',
  QUANTITY_INVALID: 'vue.returns.error.invalidSelection',
  QUANTITY_EXCEEDS_RETURNABLE: 'vue.returns.error.quantityExceeded',
  REASON_UNKNOWN: 'vue.returns.error.invalidReason',
  REASON_REQUIRED: 'vue.returns.error.invalidReason',
  COMMENT_REQUIRED: 'vue.returns.error.commentRequired',
  COMMENT_TOO_LONG: 'vue.form.error.maxLength',
  COMPONENT_UNKNOWN: 'vue.returns.error.invalidComponent',
  PHOTO_REQUIRED: 'vue.returns.error.imageRequired',
  PHOTO_FAILED: 'vue.returns.error.imageRequired',
  PHOTO_LIMIT_REACHED: 'vue.upload.error.tooManyFiles',
  ITEM_PHOTO_LIMIT_REACHED: 'vue.upload.error.tooManyFiles',
  REGULATION_NOT_SELECTED: 'vue.returns.error.invalidRegulation',
  REGULATION_UNAVAILABLE: 'vue.returns.error.invalidRegulation',
  CARRIER_NOT_SELECTED: 'vue.returns.error.invalidCarrier',
  CARRIER_UNAVAILABLE: 'vue.returns.error.invalidCarrier',
  LABEL_COUNT_INVALID: 'vue.returns.error.invalidLabels',
};

/** The message key to show for a refusal reason, when there is one. */
export function messageKeyForReason(reason: ReturnsGuardReason): string | undefined {
  return REASON_KEYS[reason];
}
