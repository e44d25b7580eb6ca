import { cookies } from 'next/headers';
import { config } from '@/lib/site/config';
import {
  CART_ID_COOKIE,
  CUSTOMER_SESSION_COOKIE_NAMES,
  customerSessionCookies,
  requestOptionsFor,
  SESSION_MAX_AGE_SECONDS,
  sessionFromCookies,
  staleMarkerCookie,
  USER_ID_COOKIE,
  type CustomerSessionInput,
  type Session,
} from './session-cookies';

export {
  CART_ID_COOKIE,
  InvalidCustomerSessionError,
  SESSION_MAX_AGE_SECONDS,
  USER_ID_COOKIE,
  type CustomerSessionInput,
  type Session,
  type SessionKind,
} from './session-cookies';

/** The visitor's cart ids as the cookies hold them; either may be missing. */
export type CartSessionIds = Pick<Session, 'cartId' | 'userId'>;

function cookieOptions(maxAge: number, httpOnly: boolean) {
  return { maxAge, httpOnly, sameSite: 'lax' as const, secure: config().secureCookies, path: '/' };
}

/**
 * Reads the session cookies: cart id, user id, session token and the session kind (spec §4).
 * Never creates anything (spec §4: carts are created on first need).
 */
export async function readSession(): Promise<Session> {
  const jar = await cookies();
  return sessionFromCookies((name) => jar.get(name)?.value);
}

/**
 * Request options carrying the session to the orchestrator (X-iSHOP-API-USERID, X-JWT), so
 * callers do not pick the cookies apart themselves.
 */
export async function sessionRequestOptions(): Promise<{ userId?: string; jwt?: string }> {
  return requestOptionsFor(await readSession());
}

/** Stores new cart and user ids (after createCart or a CartUpdated.newSession). Server actions only. */
export async function writeSession(session: { cartId: string; userId: string }): Promise<void> {
  const jar = await cookies();
  jar.set(CART_ID_COOKIE, session.cartId, cookieOptions(SESSION_MAX_AGE_SECONDS, true));
  jar.set(USER_ID_COOKIE, session.userId, cookieOptions(SESSION_MAX_AGE_SECONDS, true));
}

/**
 * Stores a customer session after login, registration or guest checkout: token, kind marker,
 * cart and user ids. Throws InvalidCustomerSessionError (writing nothing) when the answer is not
 * usable. Server actions and route handlers only (cookies cannot be set while rendering).
 */
export async function writeCustomerSession(input: CustomerSessionInput): Promise<void> {
  const writes = customerSessionCookies(input, new Date());
  const jar = await cookies();
  jar.delete({ name: staleMarkerCookie(input.guest), path: '/' });
  for (const write of writes) jar.set(write.name, write.value, cookieOptions(write.maxAge, write.httpOnly));
}

/** Logout: removes the token, both markers and the customer's cart ids. Server actions and route handlers only. */
export async function clearCustomerSession(): Promise<void> {
  const jar = await cookies();
  for (const name of CUSTOMER_SESSION_COOKIE_NAMES) jar.delete({ name, path: '/' });
}
