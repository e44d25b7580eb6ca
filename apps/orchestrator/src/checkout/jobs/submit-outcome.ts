import type { SubmitFailureReason } from '@tafel/checkout-machine';
import { NO_PAYMENT_SELECTED_KEY, ORDER_ALREADY_SUBMITTED_KEY, PAYMENT_ERROR_KEY } from '@tafel/domain';
import { AppError } from '../../common/app-error.js';
import { isTransientRedisError } from '../../redis/redis-errors.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';
import { WorkflowConflictError } from '../../workflow/workflow-store.js';

/**
 * How a submission problem is handled: retried by BullMQ (with backoff; `reason` is what the last
 * attempt records when it fails too) or final at once.
 */
export type FailureHandling =
  | { retry: true; reason: Extract<SubmitFailureReason, 'UPSTREAM_UNAVAILABLE' | 'INTERNAL_ERROR'> }
  | { retry: false; reason: SubmitFailureReason; messageKey?: string };

// submitCart's errorMessage keys (upstream checkout SDL), by the business reason support sees.
const KEY_REASONS: Readonly<Record<string, SubmitFailureReason>> = {
  [PAYMENT_ERROR_KEY]: 'PAYMENT_DECLINED',
  [NO_PAYMENT_SELECTED_KEY]: 'PAYMENT_ERROR',
  'vue.checkout.paymentStep.errorPaymentNotAvailable': 'PAYMENT_ERROR',
  'vue.checkout.error.billingAddressMissing': 'ADDRESS_REJECTED',
  'vue.checkout.error.noShipperAvailable': 'ADDRESS_REJECTED',
  'vue.checkout.error.speditionDataMissing': 'ADDRESS_REJECTED',
  'vue.checkout.error.emptyCart': 'CART_CHANGED',
  [ORDER_ALREADY_SUBMITTED_KEY]: 'ALREADY_SUBMITTED',
};

/**
 * The upstream placed this workflow's order (the cart is submitted, our intent recorded) but the
 * call that would name it failed: retried whatever its cause (an expired session, a lost cart
 * too), and never recorded as a failure.
 */
export class OrderIdPendingError extends Error {
  constructor(readonly reasonError: unknown) {
    super(`order placed, its id not yet known: ${reasonError instanceof Error ? reasonError.message : String(reasonError)}`);
    this.name = 'OrderIdPendingError';
  }
}

/** The business reason of a submitCart errorMessage (all final: trying again gives the same answer). */
export function reasonForSubmitMessage(messageKey: string): SubmitFailureReason {
  return KEY_REASONS[messageKey] ?? 'INTERNAL_ERROR';
}

/**
 * What to do about an error thrown while submitting: timeouts, 5xx and an unusable token are
 * retryable (spec §8: the next attempt may work); so are a lost or busy Redis and a workflow that
 * kept changing under the job: the upstream may have placed the order already, and the next
 * attempt records it (the intent is kept) instead of calling it failed. A lost cart, an expired
 * session and anything our own code got wrong are final.
 */
export function handlingOf(error: unknown): FailureHandling {
  // The order exists: its cause may be final for a submission, but not for finding the order.
  if (error instanceof OrderIdPendingError) return { retry: true, reason: 'UPSTREAM_UNAVAILABLE' };
  if (isTransientUpstreamError(error)) return { retry: true, reason: 'UPSTREAM_UNAVAILABLE' };
  if (isTransientRedisError(error) || error instanceof WorkflowConflictError) return { retry: true, reason: 'INTERNAL_ERROR' };
  if (!(error instanceof AppError)) return { retry: false, reason: 'INTERNAL_ERROR' };
  switch (error.code) {
    case 'CART_NOT_FOUND':
      // The cart is gone (or no longer this user's): what the shopper confirmed cannot be ordered.
      return { retry: false, reason: 'CART_CHANGED' };
    case 'UNAUTHENTICATED':
      return { retry: false, reason: 'SESSION_EXPIRED', ...(error.messageKey ? { messageKey: error.messageKey } : {}) };
    default:
      return { retry: false, reason: 'INTERNAL_ERROR' };
  }
}
