import { cookies } from 'next/headers';
import { config } from '@/lib/site/config';
import {
  CART_ID_COOKIE,
  CUSTOMER_NAME_COOKIE,
  CUSTOMER_SESSION_COOKIE_NAMES,
  customerNameCookieValue,
  customerNameFromCookie,
  customerSessionCookies,
  JWT_COOKIE,
  requestOptionsFor,
  CUSTOMER_SESSION_MAX_AGE_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  sessionFromCookies,
  staleMarkerCookie,
  USER_ID_COOKIE,
  type CustomerName,
  type CustomerSessionInput,
  type Session,
} from './session-cookies';
import { nextResetTry, RESET_TRIES_COOKIE, resetTryOf } from './reset-tries';
import { SECURITY_LOGOUT_COOKIE } from '@/lib/site/account-wall';

export {
  CART_ID_COOKIE,
  InvalidCustomerSessionError,
  SESSION_MAX_AGE_SECONDS,
  USER_ID_COOKIE,
  type CustomerName,
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
  // Spec §4: a login clears the password-remind data (the reset try counter).
  if (!input.guest) jar.delete({ name: RESET_TRIES_COOKIE, path: '/' });
  for (const write of writes) jar.set(write.name, write.value, cookieOptions(write.maxAge, write.httpOnly));
}

/** Logout: removes the token, both markers and the customer's cart ids. Server actions and route handlers only. */
export async function clearCustomerSession(): Promise<void> {
  const jar = await cookies();
  for (const name of CUSTOMER_SESSION_COOKIE_NAMES) jar.delete({ name, path: '/' });
}

/** The logged-in customer's names for the header (the name cookie), or null. Never asks upstream. */
export async function readCustomerName(): Promise<CustomerName | null> {
  const jar = await cookies();
  return customerNameFromCookie(jar.get(CUSTOMER_NAME_COOKIE)?.value);
}

/**
 * Keeps the names after a change of the account data, for as long as the session token lives
 * (the token cookie's own expiry is not readable here: the session's 30 days at most; logout
 * removes it with the token). Server actions only.
 */
export async function writeCustomerName(name: CustomerName): Promise<void> {
  const value = customerNameCookieValue(name);
  const jar = await cookies();
  if (!value || !jar.has(JWT_COOKIE)) return;
  jar.set(CUSTOMER_NAME_COOKIE, value, cookieOptions(CUSTOMER_SESSION_MAX_AGE_SECONDS, true));
}

/**
 * Spec §4, §8: the upstream refused the session token: the next page goes through /logout with the
 * security warning (proxy.ts). A session cookie, HttpOnly, always set by the server: by
 * POST /api/account/security-logout for the account forms, by the address book's actions (whose
 * page reads the flag when Next renders it again in the action's answer).
 */
export async function flagSecurityLogout(): Promise<void> {
  const jar = await cookies();
  jar.set(SECURITY_LOGOUT_COOKIE, '1', { httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/' });
}

/** Removes the security-logout flag (the logout that it asked for happened). */
export async function clearSecurityLogout(): Promise<void> {
  const jar = await cookies();
  jar.delete({ name: SECURITY_LOGOUT_COOKIE, path: '/' });
}

/**
 * The number of this password-reset request (spec §3 triesCount, starting at 1), counted up in
 * the HttpOnly session cookie for the next one. Server actions only.
 */
export async function takeResetTry(): Promise<number> {
  const jar = await cookies();
  const current = resetTryOf(jar.get(RESET_TRIES_COOKIE)?.value);
  jar.set(RESET_TRIES_COOKIE, nextResetTry(current), { httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/' });
  return current;
}
