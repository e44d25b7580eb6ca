import { messageKeyForReason, type ReturnsGuardReason } from '@tafel/returns-machine';

/** Our text for a refusal reason the upstream has no key for. */
export const REASON_KEY_PREFIX = 'tafel.returns.reason.';

/** The message key to show for a returns machine's refusal reason (the upstream's key where there is one). */
export function returnReasonKey(reason: ReturnsGuardReason | string): string {
  return messageKeyForReason(reason as ReturnsGuardReason) ?? `${REASON_KEY_PREFIX}${reason}`;
}
