import {
  cartHasItems,
  isPaylessCart,
  loginOk,
  paymentOk,
  paymentStepApplies,
  shippingOk,
  shipperRefusal,
  type DeliveryState,
  type ShipperRefusal,
} from '@tafel/domain';
import type { CheckoutContext, CheckoutEvent, GuardReason, SubmitOrderOutput } from './checkout.types.js';

// Context-level readings of the spec §4 ordering rules. Each one only adapts the context to the
// pure functions of @tafel/domain, so the machine's guards, whyNot and gateRoute share one truth.

/** Payment id the express Amazon-style pay marks in the cart (spec §4). */
export const AMAZON_PAY_METHOD_ID = 'AMAZONPAY';

/**
 * The checkout pays with Amazon-style pay, as express pay or chosen on the payment step: its
 * order is confirmed by completing the payment when the buyer comes back from Amazon.
 */
export function paysWithAmazon(context: CheckoutContext): boolean {
  return context.expressAmazonSelected || context.payment.selectedMethodId === AMAZON_PAY_METHOD_ID;
}

/**
 * The upstream placed the order and it waits for its payment at the provider (PayPal page, card
 * form, Amazon Pay): the machine's awaitingPaymentProvider, read from the context (the provider's
 * redirect or card form is kept exactly as long as the order waits).
 */
export function awaitsPaymentProvider(context: CheckoutContext): boolean {
  return context.orderId === null && (context.redirectUrl !== null || context.computopData !== null);
}

/** Spec §4 Cart lifecycle: the cart has items (articleCount above 0). */
export function hasCartItems(context: CheckoutContext): boolean {
  return cartHasItems({ articleCount: context.articleCount });
}

/** Spec §4 Checkout ordering: a login option is chosen or a session exists. */
export function isLoginOk(context: CheckoutContext): boolean {
  return loginOk({ loginOption: context.loginOption, hasSession: context.session !== 'loggedOut' });
}

/** Spec §4 Checkout ordering: login ok and the shipping step validated. */
export function isShippingOk(context: CheckoutContext): boolean {
  return shippingOk({ loginOk: isLoginOk(context), validated: context.shipping.validated });
}

/** Spec §4: the payment step applies only to non-B2B, non-payless, non-express checkouts. */
export function paymentApplies(context: CheckoutContext): boolean {
  return paymentStepApplies({
    isB2b: context.isB2b,
    isPayless: isPaylessCart({ articleCount: context.articleCount, totalCents: context.totalCents }),
    expressAmazonSelected: context.expressAmazonSelected,
  });
}

/** Spec §4: payment is ok when validated or not applicable. */
export function isPaymentOk(context: CheckoutContext): boolean {
  return paymentOk({ applies: paymentApplies(context), validated: context.payment.validated });
}

/** Everything the summary needs before an order may be submitted, and no order yet. */
export function isReadyToSubmit(context: CheckoutContext): boolean {
  return context.orderId === null && hasCartItems(context) && isShippingOk(context) && isPaymentOk(context);
}

/** The first checkout step that is not done yet, as a reason; null when the order may be submitted. */
export function missingPrerequisite(context: CheckoutContext): GuardReason | null {
  if (context.orderId !== null) return 'ALREADY_SUBMITTED';
  if (!hasCartItems(context)) return 'CART_EMPTY';
  if (!isLoginOk(context)) return 'LOGIN_REQUIRED';
  if (!isShippingOk(context)) return 'SHIPPING_NOT_VALIDATED';
  if (!isPaymentOk(context)) return 'PAYMENT_NOT_SELECTED';
  return null;
}

/**
 * Whether a submit naming `seenCartChangeId` would submit over a cart change the shopper has not
 * seen: a change is recorded and the submit does not name its id (spec §4 cart changed).
 */
export function cartChangeUnseen(context: CheckoutContext, seenCartChangeId: string | null | undefined): boolean {
  // `?? null`: a context read without the migration (no field) has no change either.
  const change = context.cartChange ?? null;
  return change !== null && seenCartChangeId !== change.id;
}

/**
 * The delivery state the shipper rules look at. The checkout keeps only the resolved delivery
 * country, so every address carries it: deliveryCountry() then answers that same country.
 */
export function deliveryStateOf(context: CheckoutContext): DeliveryState {
  const country = context.shipping.deliveryCountry;
  const address = country === null ? null : { country };
  return { deliveryType: context.shipping.deliveryType, billingAddress: address, shippingAddress: address, packstation: address };
}

/** Spec §4 Shippers: why a shipper may not be used for the current delivery, or null. */
export function shipperRefusalFor(context: CheckoutContext, code: string): ShipperRefusal | null {
  return shipperRefusal(code, deliveryStateOf(context));
}

/**
 * The machine event a submission's outcome stands for: the machine raises it when its own
 * submitOrder actor answers, the orchestrator sends it when the order-submit job reports back.
 * 'queued' stands for no event (the job reports later).
 */
export function submitOutputEvent(output: SubmitOrderOutput): CheckoutEvent | null {
  switch (output.kind) {
    case 'ordered':
      return { type: 'submit.succeeded', orderId: output.orderId, newCartId: output.newCartId };
    case 'redirect':
      return { type: 'submit.redirected', redirectUrl: output.redirectUrl, orderId: output.orderId ?? null, newCartId: output.newCartId ?? null };
    case 'cardPayment':
      return { type: 'submit.redirected', redirectUrl: null, computopData: output.computopData ?? null, orderId: output.orderId ?? null, newCartId: output.newCartId ?? null };
    case 'failed':
      return { type: 'submit.failed', reason: output.reason, messageKey: output.messageKey, newCartId: output.newCartId ?? null };
    case 'orderIdUnknown':
      return { type: 'submit.orderIdUnknown' };
    case 'queued':
      return null;
  }
}
