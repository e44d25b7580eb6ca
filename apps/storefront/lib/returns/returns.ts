import { gateReturnRoute, type GateQuery, type ReturnsContext, type ReturnStep } from '@tafel/returns-machine';
import { CreateCartDocument, ReturnPageDocument, ReturnSwitchDocument } from '@tafel/graphql-schema/storefront';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { hasMessage } from '@/lib/i18n/i18n';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession, type Session } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { browserAddress, clientAddressHeaders } from '@/lib/support/client-address';
import { config } from '@/lib/site/config';
import { withToast } from '@/lib/toast/toast-param';
import { persistedOf, RETURN_CONFIRMATION_ROUTE, RETURN_COOKIE, RETURN_COOKIE_MAX_AGE_SECONDS, returnIdFromCookie, routeOfPhase, type ReturnFlowView } from './return-view';

// Server-only: the return cookie, the visitor's identity for the orchestrator, and the gate of
// every return page (spec §2) with the shared machine's gateReturnRoute.

/** The visitor's identity as the orchestrator's returns API checks it, with the browser's address for its per-address limits. */
export interface ReturnCaller {
  userId: string;
  jwt?: string | undefined;
  /** X-Tafel-Client-IP with X-Tafel-Internal-Secret (none without a trusted proxy). */
  headers: Record<string, string>;
}

/**
 * Headers naming the browser's address (our outermost trusted proxy's X-Forwarded-For entry, with
 * INTERNAL_API_SECRET): the orchestrator counts return lookups and photos per shopper address, not
 * per storefront server. None without a trusted proxy (TRUSTED_PROXY_HOPS=0).
 */
export async function returnAddressHeaders(): Promise<Record<string, string>> {
  const { trustedProxyHops, internalApiSecret } = config();
  return clientAddressHeaders(browserAddress((await headers()).get('x-forwarded-for'), trustedProxyHops), internalApiSecret);
}

/**
 * The visitor's caller when the visitor already has a user id, else null: a return belongs to the
 * user id that looked it up, so a visitor without one has no return to read or change (no cart is
 * created for that).
 */
export async function existingReturnCaller(): Promise<ReturnCaller | null> {
  const session = await readSession();
  return session.userId ? { userId: session.userId, jwt: session.jwt, headers: await returnAddressHeaders() } : null;
}

/** The return id the cookie holds, if it can be one. */
export async function readReturnId(): Promise<string | undefined> {
  const jar = await cookies();
  return returnIdFromCookie(jar.get(RETURN_COOKIE)?.value);
}

/** Stores the return id (server actions and route handlers only). */
export async function writeReturnId(returnId: string): Promise<void> {
  const jar = await cookies();
  jar.set(RETURN_COOKIE, returnId, { maxAge: RETURN_COOKIE_MAX_AGE_SECONDS, httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/' });
}

/**
 * The visitor's user id, created with a cart when the visitor has none yet (a return link opened
 * in a fresh browser): the orchestrator binds a return to X-iSHOP-API-USERID. Null while returns
 * are off (no cart is created for a lookup that cannot happen). Server actions and route handlers
 * only (it may write the cookies).
 */
export async function ensureReturnCaller(): Promise<ReturnCaller | null> {
  const session = await readSession();
  const addressHeaders = await returnAddressHeaders();
  if (session.userId) return { userId: session.userId, jwt: session.jwt, headers: addressHeaders };
  // Only for a lookup (callers check their input first), and only while returns are on: the lookup
  // that follows is counted per address by the orchestrator, so a cookie-less client that repeats
  // it is soon refused (the cart before it is not limited: see the README).
  const { returnSwitch } = await orchestratorRequest(ReturnSwitchDocument, {}, { jwt: session.jwt, headers: addressHeaders });
  if (!returnSwitch) return null;
  const { createCart } = await orchestratorRequest(CreateCartDocument, {}, { jwt: session.jwt, headers: addressHeaders });
  await writeSession(createCart);
  return { userId: createCart.userId, jwt: session.jwt, headers: addressHeaders };
}

/** The machine context inside the flow's snapshot (for the gate). */
export function contextOfFlow(flow: ReturnFlowView): ReturnsContext {
  return persistedOf(flow).snapshot.context as ReturnsContext;
}

/** What a return page works with. */
export interface LoadedReturn {
  flow: ReturnFlowView | null;
  session: Session;
  returnId: string | undefined;
}

/** The switch and the visitor's return (one request), without gating. */
export async function loadReturn(): Promise<LoadedReturn & { returnSwitch: boolean }> {
  const session = await readSession();
  const returnId = await readReturnId();
  const options = requestOptionsFor(session);
  if (returnId && session.userId) {
    const { returnSwitch, returnFlow } = await orchestratorRequest(ReturnPageDocument, { returnId }, options);
    const switchOn = returnSwitch && returnFlow.__typename !== 'ReturnsDisabledError';
    return { flow: returnFlow.__typename === 'ReturnFlow' ? returnFlow : null, session, returnId, returnSwitch: switchOn };
  }
  const { returnSwitch } = await orchestratorRequest(ReturnSwitchDocument, {}, options);
  return { flow: null, session, returnId, returnSwitch };
}

// Texts for the redirects that explain themselves (lookup found nothing).
const GATE_TOASTS: Partial<Record<string, string>> = {
  ORDER_NOT_FOUND: 'vue.returns.error.orderNotFound',
  NOT_RETURNABLE: 'tafel.returns.nothingReturnable',
};

/**
 * Loads the visitor's return and applies the shared machine's gate for this page on the server,
 * before anything renders (spec §2): switch off → 404, a logged-in customer on the lookup → the
 * order list, productselection without `order` → the lookup, a later step without the earlier
 * ones → productselection or the lookup.
 */
export async function requireReturnStep(step: ReturnStep, query: GateQuery): Promise<LoadedReturn> {
  const loaded = await loadReturn();
  const gate = gateReturnRoute(step, loaded.flow ? contextOfFlow(loaded.flow) : null, {
    returnSwitch: loaded.returnSwitch ? 'true' : 'false',
    loggedIn: loaded.session.kind === 'customer',
    query,
  });
  if (!gate.allowed) {
    if ('notFound' in gate) notFound();
    const key = GATE_TOASTS[gate.reason];
    redirect(key && hasMessage(key) ? withToast(gate.redirectTo, key) : gate.redirectTo);
  }
  // A filed return takes no changes: its later steps show its thank-you view (the lookup and the
  // item selection start the next return of the visitor).
  if (loaded.flow?.phase === 'SUBMITTED' && (step === 'regulations' || step === 'carrier' || step === 'confirm')) redirect(RETURN_CONFIRMATION_ROUTE);
  return loaded;
}

/** The thank-you view's gate: the switch, then a submitted return (else the page where the return stands). */
export async function requireSubmittedReturn(): Promise<ReturnFlowView> {
  const loaded = await loadReturn();
  if (!loaded.returnSwitch) notFound();
  if (loaded.flow?.phase !== 'SUBMITTED') redirect(loaded.flow ? routeOfPhase(loaded.flow) : '/myaccount/returns');
  return loaded.flow;
}
