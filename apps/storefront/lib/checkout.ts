import { gateRoute, initialCheckoutContext, type CheckoutContext, type CheckoutStep, type GateQuery } from '@tafel/checkout-machine';
import type { CheckoutStateFragment, ConfirmPaymentReturnPageMutationVariables, StartCheckoutMutationVariables } from '@tafel/graphql-schema/storefront';
import { redirect } from 'next/navigation';
import { hasMessage } from './i18n';
import { orchestratorRequest, type TypedDocumentNode } from './orchestrator';
import { readSession, type Session } from './session';
import { withToast } from './toast-param';

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

/**
 * What a checkout page asks for when it opens: startCheckout with the page's own fields, so the
 * gate and the page are one request to the orchestrator; for the thank-you page also the
 * payment-provider return's confirmation, answering the same fields.
 */
export interface CheckoutPageRequest<TAnswer extends CheckoutAnswer> {
  start: TypedDocumentNode<{ startCheckout: TAnswer }, StartCheckoutMutationVariables>;
  confirmReturn?: TypedDocumentNode<{ confirmPaymentReturn: TAnswer }, ConfirmPaymentReturnPageMutationVariables>;
}

function isCheckout<TAnswer extends CheckoutAnswer>(answer: TAnswer): answer is CheckoutOf<TAnswer> {
  return answer.__typename === 'Checkout';
}

/** The machine context inside the API's snapshot (JSON of the persisted snapshot, no secrets). */
export function contextOf(checkout: Pick<CheckoutStateFragment, 'snapshot'>): CheckoutContext {
  return (JSON.parse(checkout.snapshot) as { context: CheckoutContext }).context;
}

function queryValue(query: GateQuery, name: string): string | undefined {
  const value = query[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(first) ? first : undefined;
}

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
  if (session.cartId && session.userId) {
    const options = { userId: session.userId, jwt: session.jwt };
    const input = { cartId: session.cartId };
    const { startCheckout } = await orchestratorRequest(page.start, { input }, options);
    let checkout = isCheckout(startCheckout) ? startCheckout : null;
    // Back from the payment provider (PayPal page, card form) with the order id: confirm it first.
    const orderId = queryValue(query, 'orderId');
    if (page.confirmReturn && checkout?.state === 'awaitingPaymentProvider' && orderId) {
      const { confirmPaymentReturn } = await orchestratorRequest(page.confirmReturn, { input: { ...input, orderId } }, options);
      if (isCheckout(confirmPaymentReturn)) checkout = confirmPaymentReturn;
    }
    if (checkout) loaded = { checkout, context: contextOf(checkout), session };
  }
  const gate = gateRoute(step, loaded?.context ?? noCheckout(), query);
  if (!gate.allowed) redirect(gateTarget(gate.redirectTo, gate.addQuery, gate.messageKey, query));
  if (loaded === null) redirect('/');
  return loaded;
}
