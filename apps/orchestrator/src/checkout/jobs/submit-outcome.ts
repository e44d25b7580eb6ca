import type { SubmitFailureReason } from '@tafel/checkout-machine';
import { NO_PAYMENT_SELECTED_KEY, ORDER_ALREADY_SUBMITTED_KEY, PAYMENT_ERROR_KEY } from '@tafel/domain';
import { AppError } from '../../common/app-error.js';
import { isTransientUpstreamError } from '../../upstream/upstream-errors.js';

/** How a submission problem is handled: retried by BullMQ (with backoff) or final at once. */
export type FailureHandling = { retry: true } | { retry: false; reason: SubmitFailureReason; messageKey?: string };

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

/** The business reason of a submitCart errorMessage (all final: trying again gives the same answer). */
export function reasonForSubmitMessage(messageKey: string): SubmitFailureReason {
  return KEY_REASONS[messageKey] ?? 'INTERNAL_ERROR';
}

/**
 * What to do about an error thrown while submitting: timeouts, 5xx and an unusable token are
 * retryable (spec §8: the next attempt may work); a lost cart, an expired session and anything
 * our own code got wrong are final.
 */
export function handlingOf(error: unknown): FailureHandling {
  if (isTransientUpstreamError(error)) return { retry: true };
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
