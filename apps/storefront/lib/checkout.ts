import { gateRoute, initialCheckoutContext, type CheckoutContext, type CheckoutStep, type GateQuery } from '@tafel/checkout-machine';
import { ConfirmPaymentReturnDocument, StartCheckoutDocument, type CheckoutStateFragment } from '@tafel/graphql-schema/storefront';
import { redirect } from 'next/navigation';
import { hasMessage } from './i18n';
import { orchestratorRequest, type TypedDocumentNode } from './orchestrator';
import { readSession, type Session } from './session';
import { withToast } from './toast-param';

/** The workflow as the storefront reads it: the API view plus the machine's context. */
export interface LoadedCheckout {
  checkout: CheckoutStateFragment;
  context: CheckoutContext;
  session: Session;
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
 * anything renders (spec §2 redirect rules). Redirects when the shopper may not be here.
 */
export async function requireCheckoutStep(step: CheckoutStep, query: GateQuery = {}): Promise<LoadedCheckout> {
  const session = await readSession();
  let loaded: LoadedCheckout | null = null;
  if (session.cartId && session.userId) {
    const options = { userId: session.userId, jwt: session.jwt };
    const { startCheckout } = await orchestratorRequest(StartCheckoutDocument, { input: { cartId: session.cartId } }, options);
    let checkout = startCheckout.__typename === 'Checkout' ? startCheckout : null;
    // Back from the payment provider (PayPal page, card form) with the order id: confirm it first.
    const orderId = queryValue(query, 'orderId');
    if (step === 'confirmation' && checkout?.state === 'awaitingPaymentProvider' && orderId) {
      const { confirmPaymentReturn } = await orchestratorRequest(ConfirmPaymentReturnDocument, { input: { cartId: session.cartId, orderId } }, options);
      if (confirmPaymentReturn.__typename === 'Checkout') checkout = confirmPaymentReturn;
    }
    if (checkout) loaded = { checkout, context: contextOf(checkout), session };
  }
  const gate = gateRoute(step, loaded?.context ?? noCheckout(), query);
  if (!gate.allowed) redirect(gateTarget(gate.redirectTo, gate.addQuery, gate.messageKey, query));
  if (loaded === null) redirect('/');
  return loaded;
}

/** Reads one of the checkout pages' queries for the shopper's cart (null when there is none). */
export async function readCheckoutPage<TData, TVariables extends { cartId: string }>(
  document: TypedDocumentNode<TData, TVariables>,
  session: Session,
): Promise<TData | null> {
  if (!session.cartId) return null;
  return orchestratorRequest(document, { cartId: session.cartId } as TVariables, { userId: session.userId, jwt: session.jwt });
}
