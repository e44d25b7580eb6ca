import { awaitsPaymentProvider, CHECKOUT_ROUTES, gateRoute, initialCheckoutContext, isPaymentFailureState, type CheckoutContext, type CheckoutStep, type GateQuery } from '@tafel/checkout-machine';
import { SHOP_ID_PATTERN } from '@tafel/domain';
import {
  CheckoutContextOfCartDocument,
  type CancelCheckoutPaymentPageMutationVariables,
  type CheckoutStateFragment,
  type CompleteExpressPayPageMutationVariables,
  type ConfirmPaymentReturnPageMutationVariables,
  type RetryCheckoutPaymentPageMutationVariables,
  type StartCheckoutMutationVariables,
} from '@tafel/graphql-schema/storefront';
import { redirect } from 'next/navigation';
import { hasMessage } from '@/lib/i18n/i18n';
import { orchestratorRequest, type TypedDocumentNode } from '@/lib/shop-api/orchestrator';
import { readSession, type Session } from '@/lib/session/session';
import { PAYMENT_CANCELLED_KEY, PAYMENT_CANCELLED_PARAM, TOAST_PARAM, toastFromParam, withParam, withToast } from '@/lib/toast/toast-param';
import { isTrackedPaymentCancel } from '@/lib/tracking/tracking';

/** The workflow as the storefront reads it: the API view (with the page's fields) plus the machine's context. */
export interface LoadedCheckout<TCheckout extends CheckoutStateFragment = CheckoutStateFragment> {
  checkout: TCheckout;
  context: CheckoutContext;
  session: Session;
}

/** One answer of the CheckoutResult union. */
type CheckoutAnswer = { readonly __typename: string };
/** Its Checkout member (every page's selection spreads CheckoutState). */
type CheckoutOf<TAnswer extends CheckoutAnswer> = Extract<TAnswer, { __typename: 'Checkout' }> & CheckoutStateFragment;

/** The answer of completeExpressPay: the checkout, or a failure that may carry the checkout after it. */
type ExpressPayAnswer<TAnswer extends CheckoutAnswer> = TAnswer | { readonly __typename: 'CheckoutStepFailedError'; readonly checkout: CheckoutOf<TAnswer> };

/**
 * What a checkout page asks for when it opens: startCheckout with the page's own fields, so the
 * gate and the page are one request to the orchestrator. Each follow-up answers the same fields:
 * for the thank-you page the payment-provider return's confirmation (PayPal page, card form) and
 * the completion of an Amazon-style payment; for the payment page the way back to it after a
 * declined or failed payment, or after the buyer cancelled on the provider's page.
 */
export interface CheckoutPageRequest<TAnswer extends CheckoutAnswer> {
  start: TypedDocumentNode<{ startCheckout: TAnswer }, StartCheckoutMutationVariables>;
  confirmReturn?: TypedDocumentNode<{ confirmPaymentReturn: TAnswer }, ConfirmPaymentReturnPageMutationVariables>;
  completeExpressPay?: TypedDocumentNode<{ completeExpressPay: ExpressPayAnswer<TAnswer> }, CompleteExpressPayPageMutationVariables>;
  retryPayment?: TypedDocumentNode<{ retryCheckoutPayment: TAnswer }, RetryCheckoutPaymentPageMutationVariables>;
  cancelPayment?: TypedDocumentNode<{ cancelCheckoutPayment: TAnswer }, CancelCheckoutPaymentPageMutationVariables>;
}

/** The providers whose pages send the buyer back with ?cancelPayment= (spec §4; the card form too). */
const CANCELLABLE_PAYMENTS: ReadonlySet<string> = new Set(['PAYPAL', 'AMAZONPAY', 'CREDIT_CARD']);

function isCheckout<TAnswer extends CheckoutAnswer>(answer: TAnswer): answer is CheckoutOf<TAnswer> {
  return answer.__typename === 'Checkout';
}

/** The machine context inside the API's snapshot (JSON of the persisted snapshot, no secrets). */
export function contextOf(checkout: Pick<CheckoutStateFragment, 'snapshot'>): CheckoutContext {
  return (JSON.parse(checkout.snapshot) as { context: CheckoutContext }).context;
}

function queryValue(query: GateQuery, name: string, pattern = SHOP_ID_PATTERN): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && pattern.test(first) ? first : undefined;
}

/** Amazon's checkout session ids: 1-100 letters, digits and -. */
const AMAZON_SESSION_ID = /^[A-Za-z0-9-]{1,100}$/;

/** A context without a checkout: no cart, nobody logged in (the gate sends such a shopper away). */
function noCheckout(): CheckoutContext {
  return initialCheckoutContext({ cartId: 'none', articleCount: 0 });
}

/** Where the gate sends the shopper: the route, the query it adds, the toast of its message key. */
export function gateTarget(redirectTo: string, addQuery: Readonly<Record<string, string>> | undefined, messageKey: string | undefined, query: GateQuery): string {
  let target = redirectTo;
  if (addQuery) {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') params.set(name, first);
    }
    for (const [name, value] of Object.entries(addQuery)) params.set(name, value);
    target = `${redirectTo}?${params.toString()}`;
  }
  return messageKey && hasMessage(messageKey) ? withToast(target, messageKey) : target;
}

/**
 * The page after a cancel taken on the provider's page carries the method for the data layer's
 * payment_cancel (spec §4: for AMAZONPAY and PAYPAL); the page removes it when it opens.
 */
function withCancelTracking(path: string, cancelled: string | null): string {
  return isTrackedPaymentCancel(cancelled) ? withParam(path, PAYMENT_CANCELLED_PARAM, cancelled) : path;
}

/**
 * Starts or resumes the shopper's checkout (the orchestrator takes over what changed upstream:
 * cart, session) and applies the checkout machine's gate for this step on the server, before
 * anything renders (spec §2 redirect rules). Redirects when the shopper may not be here. The
 * page's fields come with the start (one request); when the gate sends the shopper away, they
 * are not shown.
 */
export async function requireCheckoutStep<TAnswer extends CheckoutAnswer>(
  step: CheckoutStep,
  query: GateQuery,
  page: CheckoutPageRequest<TAnswer>,
): Promise<LoadedCheckout<CheckoutOf<TAnswer>>> {
  const session = await readSession();
  let loaded: LoadedCheckout<CheckoutOf<TAnswer>> | null = null;
  // The method whose payment the buyer cancelled on the provider's page, when the cancel was taken.
  let cancelled: string | null = null;
  if (session.cartId && session.userId) {
    const options = { userId: session.userId, jwt: session.jwt };
    const input = { cartId: session.cartId };
    let checkout: CheckoutOf<TAnswer> | null = null;
    // Back from the provider's page where the buyer cancelled: the upstream took the order back,
    // the step opens again (asked first: resuming the checkout would reopen it without a word).
    const cancelPayment = queryValue(query, 'cancelPayment');
    if (page.cancelPayment && cancelPayment && CANCELLABLE_PAYMENTS.has(cancelPayment)) {
      const { cancelCheckoutPayment } = await orchestratorRequest(page.cancelPayment, { input }, options);
      if (isCheckout(cancelCheckoutPayment)) {
        checkout = cancelCheckoutPayment;
        cancelled = cancelPayment;
      }
    }
    if (checkout === null) {
      const { startCheckout } = await orchestratorRequest(page.start, { input }, options);
      if (isCheckout(startCheckout)) checkout = startCheckout;
    }
    // Back from Amazon-style pay with its checkout session: complete the payment first (a decline
    // answers the checkout after it, which the gate sends to payment).
    const amazonSession = queryValue(query, 'amazonCheckoutSessionId', AMAZON_SESSION_ID);
    if (page.completeExpressPay && checkout?.state === 'awaitingPaymentProvider' && amazonSession) {
      const { completeExpressPay } = await orchestratorRequest(page.completeExpressPay, { input: { ...input, checkoutSessionId: amazonSession } }, options);
      if (isCheckout(completeExpressPay)) checkout = completeExpressPay;
      else if ('checkout' in completeExpressPay && completeExpressPay.__typename === 'CheckoutStepFailedError') checkout = completeExpressPay.checkout;
    }
    // Back from the payment provider (PayPal page, card form) with the order id: confirm it first.
    const orderId = queryValue(query, 'orderId');
    if (page.confirmReturn && checkout?.state === 'awaitingPaymentProvider' && orderId) {
      const { confirmPaymentReturn } = await orchestratorRequest(page.confirmReturn, { input: { ...input, orderId } }, options);
      if (isCheckout(confirmPaymentReturn)) checkout = confirmPaymentReturn;
    }
    // The payment step opened after the payment was declined: open the step again.
    if (page.retryPayment && checkout && isPaymentFailureState(checkout.state)) {
      const { retryCheckoutPayment } = await orchestratorRequest(page.retryPayment, { input }, options);
      if (isCheckout(retryCheckoutPayment)) checkout = retryCheckoutPayment;
    }
    if (checkout) loaded = { checkout, context: contextOf(checkout), session };
  }
  const gate = gateRoute(step, loaded?.context ?? noCheckout(), query);
  if (!gate.allowed) {
    // A notice on its way here (e.g. the payment error of a provider's return) goes on with the shopper.
    const passedOn = toastFromParam(queryValue(query, TOAST_PARAM, /^[\w.-]{1,200}$/), hasMessage)?.messageKey;
    redirect(withCancelTracking(gateTarget(gate.redirectTo, gate.addQuery, gate.messageKey ?? (cancelled ? PAYMENT_CANCELLED_KEY : passedOn), query), cancelled));
  }
  if (loaded === null) redirect('/');
  // The step again, with the notice and without ?cancelPayment (a reload does not cancel twice).
  if (cancelled) redirect(withCancelTracking(withToast(CHECKOUT_ROUTES[step], PAYMENT_CANCELLED_KEY), cancelled));
  return loaded;
}

/**
 * The machine context of the shopper's checkout (one Redis read in the orchestrator), null
 * without a cart or a checkout. `known`: the session the caller already has.
 */
export async function checkoutContextOfCart(known?: Pick<Session, 'cartId' | 'userId' | 'jwt'>): Promise<CheckoutContext | null> {
  const session = known ?? (await readSession());
  if (!session.cartId || !session.userId) return null;
  const { checkout } = await orchestratorRequest(CheckoutContextOfCartDocument, { cartId: session.cartId }, { userId: session.userId, jwt: session.jwt });
  return checkout.__typename === 'Checkout' ? contextOf(checkout) : null;
}

/**
 * Whether the shopper's order waits for its payment at the provider (PayPal page, card form,
 * Amazon Pay): the basket says so, and a refused cart change explains itself with it, since the
 * cart cannot change until the order is paid or the payment is cancelled there.
 */
export async function orderAwaitsPayment(known?: Pick<Session, 'cartId' | 'userId' | 'jwt'>): Promise<boolean> {
  const context = await checkoutContextOfCart(known);
  return context !== null && awaitsPaymentProvider(context);
}
