import { ORDER_ID_UNKNOWN_CODE, type SubmitFailureReason } from '@tafel/checkout-machine';

/**
 * The business reasons support sorts failures by (issue 6), never a stack trace. Returns (issue
 * 25) add UPSTREAM_REFUSED (the upstream refused the return's data, naming a field) and
 * UPLOAD_FAILED (a photo's upload failed after its job's retries).
 */
export const FAILURE_CATEGORIES = ['PAYMENT_DECLINED', 'CART_CHANGED', 'ADDRESS_REJECTED', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_REFUSED', 'UPLOAD_FAILED', 'UNKNOWN'] as const;
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];

const CATEGORY: Readonly<Record<SubmitFailureReason, FailureCategory>> = {
  PAYMENT_DECLINED: 'PAYMENT_DECLINED',
  // The payment method was refused or unusable: for support the same business case.
  PAYMENT_ERROR: 'PAYMENT_DECLINED',
  CART_CHANGED: 'CART_CHANGED',
  // The cart was ordered by someone else meanwhile: it is no longer the cart that was confirmed.
  ALREADY_SUBMITTED: 'CART_CHANGED',
  ADDRESS_REJECTED: 'ADDRESS_REJECTED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  SESSION_EXPIRED: 'UNKNOWN',
  INTERNAL_ERROR: 'UNKNOWN',
};

/** The business category of the machine's failure reason (unknown reasons → UNKNOWN). */
export function failureCategory(reason: string): FailureCategory {
  // Not a failure reason of the machine: the order went out, the upstream did not name it in time.
  if (reason === ORDER_ID_UNKNOWN_CODE) return 'UPSTREAM_UNAVAILABLE';
  return CATEGORY[reason as SubmitFailureReason] ?? 'UNKNOWN';
}

/** What failed: an order's submission (checkout), a return's submission or a return photo's upload. */
export const FAILURE_KINDS = ['ORDER_SUBMISSION', 'RETURN_SUBMISSION', 'PHOTO_UPLOAD'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** The reason a photo failure is indexed with (the photo's message key says more). */
export const UPLOAD_FAILED_REASON = 'UPLOAD_FAILED';

/** The category of a failed return submission or photo upload (reason as ReturnSubmissionFailedEvent names it). */
export function returnFailureCategory(kind: Exclude<FailureKind, 'ORDER_SUBMISSION'>, reason: string): FailureCategory {
  if (kind === 'PHOTO_UPLOAD') return 'UPLOAD_FAILED';
  if (reason === 'UPSTREAM_UNAVAILABLE') return 'UPSTREAM_UNAVAILABLE';
  if (reason === 'UPSTREAM_REFUSED') return 'UPSTREAM_REFUSED';
  return 'UNKNOWN';
}

/** One line for the upstream error of a failed job: the reason and the first line of the message, no stack. */
export function upstreamErrorLine(failedReason: string | null | undefined): string | null {
  if (!failedReason) return null;
  const first = failedReason.split('\n')[0]!.trim();
  return first.length > 300 ? `${first.slice(0, 297)}...` : first;
}
