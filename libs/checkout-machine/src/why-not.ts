import {
  BUYER_REFERENCE_INVALID_KEY,
  NO_PAYMENT_SELECTED_KEY,
  ORDER_ALREADY_SUBMITTED_KEY,
  PAYMENT_ERROR_KEY,
  SESSION_EXPIRED_KEY,
  buyerReferenceProblem,
  requiresBuyerReference,
} from '@tafel/domain';
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine.js';
import { hasCartItems, isLoginOk, isPaymentOk, isShippingOk, paymentApplies, shipperRefusalFor } from './checkout.rules.js';
import type { CheckoutContext, CheckoutEvent, GuardReason } from './checkout.types.js';

/** A snapshot of the checkout machine. */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The first checkout step that is not done yet, as a reason; null when the order may be submitted. */
export function missingPrerequisite(context: CheckoutContext): GuardReason | null {
  if (context.orderId !== null) return 'ALREADY_SUBMITTED';
  if (!hasCartItems(context)) return 'CART_EMPTY';
  if (!isLoginOk(context)) return 'LOGIN_REQUIRED';
  if (!isShippingOk(context)) return 'SHIPPING_NOT_VALIDATED';
  if (!isPaymentOk(context)) return 'PAYMENT_NOT_SELECTED';
  return null;
}

/** Why the machine refuses this event in this snapshot, or null when it accepts it. */
export function whyNot(snapshot: CheckoutSnapshot, event: CheckoutEvent): GuardReason | null {
  if (snapshot.can(event)) return null;
  const context = snapshot.context;
  if (snapshot.matches('sessionExpired')) return 'SESSION_EXPIRED';
  if (context.orderId !== null || snapshot.matches('confirmed') || snapshot.matches('orderIdUnknown') || snapshot.matches({ failed: 'alreadySubmitted' })) {
    return 'ALREADY_SUBMITTED';
  }
  if (snapshot.matches('submitting') || snapshot.matches('awaitingPaymentProvider')) return 'SUBMISSION_IN_PROGRESS';
  switch (event.type) {
    case 'order.submit':
      return missingPrerequisite(context) ?? 'NOT_IN_THIS_STATE';
    case 'submit.retry':
      return missingPrerequisite(context) ?? 'NOT_RETRYABLE';
    case 'shipping.edit':
    case 'shipping.save':
      if (!hasCartItems(context)) return 'CART_EMPTY';
      if (!isLoginOk(context)) return 'LOGIN_REQUIRED';
      break;
    case 'shipping.selectShipper': {
      const shipper = context.shipping.shippers.find((s) => s.code === event.code);
      if (shipper === undefined || !shipper.enabled || shipperRefusalFor(context, event.code) !== null) return 'SHIPPER_REFUSED';
      break;
    }
    case 'payment.edit':
    case 'payment.select':
      if (!hasCartItems(context)) return 'CART_EMPTY';
      if (!isShippingOk(context)) return isLoginOk(context) ? 'SHIPPING_NOT_VALIDATED' : 'LOGIN_REQUIRED';
      if (!paymentApplies(context)) return 'PAYMENT_NOT_APPLICABLE';
      if (event.type === 'payment.select') {
        if (event.methodId === '') return 'PAYMENT_NOT_SELECTED';
        if (requiresBuyerReference(event.methodId) && buyerReferenceProblem(event.buyerReference ?? '') !== null) {
          return 'BUYER_REFERENCE_INVALID';
        }
      }
      break;
    case 'amazon.select':
      return 'AMAZON_PAY_UNAVAILABLE';
    case 'amazon.abort':
      return context.expressAmazonSelected ? 'NOT_IN_THIS_STATE' : 'AMAZON_PAY_NOT_SELECTED';
    default:
      break;
  }
  return 'NOT_IN_THIS_STATE';
}

const REASON_KEYS: Partial<Record<GuardReason, string>> = {
  PAYMENT_NOT_SELECTED: NO_PAYMENT_SELECTED_KEY,
  BUYER_REFERENCE_INVALID: BUYER_REFERENCE_INVALID_KEY,
  ALREADY_SUBMITTED: ORDER_ALREADY_SUBMITTED_KEY,
  SESSION_EXPIRED: SESSION_EXPIRED_KEY,
  AMAZON_PAY_FAILED: PAYMENT_ERROR_KEY,
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
