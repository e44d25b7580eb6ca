import {
  CHECKOUT_MACHINE_VERSION,
  CHECKOUT_ROUTES,
  CHECKOUT_STEPS,
  gateRoute,
  messageKeyForReason,
  paymentApplies,
  whyNot,
  type CheckoutEvent,
  type CheckoutSnapshot,
} from '@tafel/checkout-machine';
import { CART_CHANGED_KEY } from '@tafel/domain';
import type { CartChangeNotice, Checkout, CheckoutActionState, CheckoutPhase, CheckoutRouteGate } from '@tafel/graphql-schema/orchestrator-resolvers';
import { moneyFromAmount } from '../common/shop-mapping.js';
import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import { stateName, type LoadedCheckout } from './runner/checkout-snapshot.js';
import type { ShippingStepDetails, UpstreamIdentity } from './upstream/checkout-upstream.js';

/** Fields of Checkout read on demand, mostly from the upstream (resolved by CheckoutFieldsResolver). */
type UpstreamFields = 'shippingDetails' | 'paymentDetails' | 'cart' | 'order' | 'cartFingerprint' | 'keptSession';

/**
 * The Checkout object the resolvers return: the workflow's own fields, plus what the field
 * resolvers need to read the upstream views (the loaded checkout and the caller's identity), and
 * the upstream reads made once for this answer (by the command, or by the first field that needs
 * them): `cart` and `cartFingerprint` show the same cart.
 */
export type CheckoutView = Omit<Checkout, UpstreamFields> & {
  __typename: 'Checkout';
  source: { checkout: LoadedCheckout; identity: UpstreamIdentity; cart?: Promise<UpstreamCartFragment>; shippingStep?: Promise<ShippingStepDetails> };
};

/** The shopper actions the storefront offers, with the machine event each one sends. */
export const CHECKOUT_ACTIONS: Readonly<Record<string, CheckoutEvent>> = {
  chooseCheckoutLoginOption: { type: 'login.chooseOption', option: 'guest' },
  saveShippingStep: { type: 'shipping.save' },
  editCheckoutShipping: { type: 'shipping.edit' },
  selectCheckoutPayment: { type: 'payment.select', methodId: 'INVOICE' },
  editCheckoutPayment: { type: 'payment.edit' },
  selectExpressPay: { type: 'amazon.select' },
  abortExpressPay: { type: 'amazon.abort', cartId: 'cart' },
  submitOrder: { type: 'order.submit' },
  retryOrderSubmission: { type: 'submit.retry' },
  retryCheckoutPayment: { type: 'payment.retry' },
  cancelCheckoutPayment: { type: 'payment.cancelled' },
};

/** The coarse phase of a state value (the first level, with active.* split by step). */
export function phaseOf(snapshot: CheckoutSnapshot): CheckoutPhase {
  // orderIdUnknown: the order went out, its confirmation (by e-mail) is still to come; no phase of its own in the API.
  if (snapshot.matches('submitting') || snapshot.matches('orderIdUnknown')) return 'SUBMITTING';
  if (snapshot.matches('awaitingPaymentProvider')) return 'AWAITING_PAYMENT_PROVIDER';
  if (snapshot.matches('confirmed')) return 'CONFIRMED';
  if (snapshot.matches('failed')) return 'FAILED';
  if (snapshot.matches('sessionExpired')) return 'SESSION_EXPIRED';
  if (snapshot.matches({ active: 'login' })) return 'LOGIN';
  if (snapshot.matches({ active: 'shipping' })) return 'SHIPPING';
  if (snapshot.matches({ active: 'payment' })) return 'PAYMENT';
  if (snapshot.matches({ active: 'summary' })) return 'SUMMARY';
  return 'CART_EMPTY';
}

/** Every checkout step's gate (libs/checkout-machine gateRoute: the spec §2 redirect rules). */
export function routeGates(snapshot: CheckoutSnapshot): CheckoutRouteGate[] {
  return CHECKOUT_STEPS.map((step) => {
    const gate = gateRoute(step, snapshot);
    const route = CHECKOUT_ROUTES[step];
    return gate.allowed
      ? { step, route, allowed: true, redirectTo: null, reason: null, messageKey: null }
      : { step, route, allowed: false, redirectTo: gate.redirectTo, reason: gate.reason, messageKey: gate.messageKey ?? null };
  });
}

/**
 * Whether each shopper action is possible now, and the machine's reason when not. The submit is
 * asked as the summary sends it: naming the cart change it shows (cartChangeNotice).
 */
export function actionStates(snapshot: CheckoutSnapshot): CheckoutActionState[] {
  const seenCartChangeId = snapshot.context.cartChange?.id ?? null;
  return Object.entries(CHECKOUT_ACTIONS).map(([action, probe]) => {
    const event = probe.type === 'order.submit' ? { ...probe, seenCartChangeId } : probe;
    const reason = whyNot(snapshot, event);
    return reason === null
      ? { action, allowed: true, reason: null, messageKey: null }
      : { action, allowed: false, reason, messageKey: messageKeyForReason(reason) ?? null };
  });
}

/** Spec §4 cart changed: the notice the summary shows while a lightning change waits to be seen. */
export function cartChangeNoticeOf(snapshot: CheckoutSnapshot): CartChangeNotice | null {
  const change = snapshot.context.cartChange;
  return change ? { id: change.id, messageKey: CART_CHANGED_KEY, reasons: [...change.reasons], changedItemIds: [...change.changedItemIds] } : null;
}

/** The API view of a loaded checkout; upstream fields are left to the field resolvers. */
export function toCheckoutView(checkout: LoadedCheckout, identity: UpstreamIdentity): CheckoutView {
  const { snapshot } = checkout;
  const c = snapshot.context;
  return {
    __typename: 'Checkout',
    source: { checkout, identity },
    id: checkout.id,
    cartId: c.cartId,
    site: checkout.meta.site,
    version: checkout.version,
    machineVersion: CHECKOUT_MACHINE_VERSION,
    state: stateName(snapshot.value),
    phase: phaseOf(snapshot),
    session: c.session,
    loginOption: c.loginOption,
    isB2b: c.isB2b,
    articleCount: c.articleCount,
    total: moneyFromAmount(c.totalCents / 100),
    shipping: {
      deliveryType: c.shipping.deliveryType,
      validated: c.shipping.validated,
      selectedShipperCode: c.shipping.selectedShipperCode,
      deliveryCountry: c.shipping.deliveryCountry,
    },
    payment: {
      applies: paymentApplies(c),
      selectedMethodId: c.payment.selectedMethodId,
      validated: c.payment.validated,
      buyerReference: c.payment.buyerReference,
    },
    expressPaySelected: c.expressAmazonSelected,
    orderId: c.orderId,
    newCartId: c.newCartId,
    submissionAttempt: c.submissionAttempt,
    redirectUrl: c.redirectUrl,
    computopData: c.computopData,
    // step: the named step of a multi-call save that failed (e.g. the shipping save's cartDeliveryAddress).
    lastError: c.lastError && { code: c.lastError.code, messageKey: c.lastError.messageKey, step: c.lastError.step ?? null },
    cartChangeNotice: cartChangeNoticeOf(snapshot),
    routes: routeGates(snapshot),
    actions: actionStates(snapshot),
    snapshot: JSON.stringify(checkout.persisted),
  };
}
