import type { SubmitFailureReason } from '@tafel/checkout-machine';
import { AppError } from '../../common/app-error.js';

/** How a submission problem is handled: retried by BullMQ (with backoff) or final at once. */
export type FailureHandling = { retry: true } | { retry: false; reason: SubmitFailureReason; messageKey?: string };

// submitCart's errorMessage keys (upstream checkout SDL), by the business reason support sees.
const KEY_REASONS: Readonly<Record<string, SubmitFailureReason>> = {
  'vue.checkout.payment.error': 'PAYMENT_DECLINED',
  'vue.checkout.paymentStep.errorNoPaymentSelected': 'PAYMENT_ERROR',
  'vue.checkout.paymentStep.errorPaymentNotAvailable': 'PAYMENT_ERROR',
  'vue.checkout.error.billingAddressMissing': 'ADDRESS_REJECTED',
  'vue.checkout.error.noShipperAvailable': 'ADDRESS_REJECTED',
  'vue.checkout.error.speditionDataMissing': 'ADDRESS_REJECTED',
  'vue.checkout.error.emptyCart': 'CART_CHANGED',
  'vue.checkout.error.orderAlreadySubmitted': 'ALREADY_SUBMITTED',
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
  if (!(error instanceof AppError)) return { retry: false, reason: 'INTERNAL_ERROR' };
  switch (error.code) {
    case 'UPSTREAM_TIMEOUT':
    case 'UPSTREAM_UNAVAILABLE':
    case 'INVALID_TOKEN':
      return { retry: true };
    case 'CART_NOT_FOUND':
      // The cart is gone (or no longer this user's): what the shopper confirmed cannot be ordered.
      return { retry: false, reason: 'CART_CHANGED' };
    case 'UNAUTHENTICATED':
      return { retry: false, reason: 'SESSION_EXPIRED', ...(error.messageKey ? { messageKey: error.messageKey } : {}) };
    default:
      return { retry: false, reason: 'INTERNAL_ERROR' };
  }
}
