// Pure rules of the session cookies (spec §3 cookies, §4 Session); lib/session/session.ts applies them
// to the request's cookie jar.

/** Cookie holding the visitor's cart id (spec §3). */
export const CART_ID_COOKIE = 'cartId';
/** Cookie holding the visitor's user id, sent to the orchestrator as header of the same name (spec §3). */
export const USER_ID_COOKIE = 'X-iSHOP-API-USERID';
/** Cookie holding the customer session token (login, registration or guest checkout), sent as header X-JWT. */
export const JWT_COOKIE = 'X-JWT';
/** Spec §3 "guest JWT cookie": present while the session token is a guest's. */
export const GUEST_MARKER_COOKIE = 'tafel-guest';
/** Spec §3 "existing-user JWT cookie": present while the session token is a registered customer's. */
export const CUSTOMER_MARKER_COOKIE = 'tafel-customer';
/**
 * The customer's first and last name for the header's account entry (spec §3 "browser-stored user
 * data holds first and last name"): written with the session, so no page asks the upstream for it.
 * HttpOnly: the server renders the header; scripts have no use for it.
 */
export const CUSTOMER_NAME_COOKIE = 'tafel-name';
/**
 * Spec §2 "if a session expired, a warning is shown": written with every customer session and
 * living 30 days past its end (HttpOnly, the proxy reads it), so a request that has it but no token
 * belongs to a customer whose session ran out. An explicit logout removes it: no warning then.
 */
export const PAST_SESSION_COOKIE = 'tafel-past-session';
/** How long PAST_SESSION_COOKIE outlives the session written with it. */
export const PAST_SESSION_GRACE_SECONDS = 30 * 24 * 60 * 60;
/** Value of both marker cookies; only their presence counts. */
export const MARKER_VALUE = '1';

/** Spec §9: the user id cookie lives 30 days; the cart id cookie shares its lifetime. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * A customer session never outlives the cart cookies written with it, whatever expiry the
 * token claims (the upstream's longest session, "stay logged in", is 30 days as well).
 */
export const CUSTOMER_SESSION_MAX_AGE_SECONDS = SESSION_MAX_AGE_SECONDS;

/** Longest id (cart, user) the upstream accepts (longer ones are BAD_USER_INPUT there). */
export const MAX_ID_LENGTH = 100;
/** Longest session token we store; real tokens are far shorter, cookies hold at most 4 kB. */
export const MAX_TOKEN_LENGTH = 3000;

/** Spec §4: the three session states. */
export type SessionKind = 'loggedOut' | 'guest' | 'customer';

/** The visitor's session as the cookies hold it; every part may be missing. */
export interface Session {
  cartId?: string | undefined;
  userId?: string | undefined;
  jwt?: string | undefined;
  kind: SessionKind;
}

// Cookie values travel on as HTTP headers: printable ASCII without spaces only, so a tampered
// cookie can neither break the header nor smuggle another one in.
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/** The value when it is usable as a header value of at most `maxLength` characters, else undefined. */
export function headerSafe(value: string | undefined, maxLength: number): string | undefined {
  if (value === undefined || value.length === 0 || value.length > maxLength) return undefined;
  return HEADER_SAFE.test(value) ? value : undefined;
}

/**
 * Spec §4: logged in (non-guest) when the existing-user marker is present and the guest marker
 * absent; guest when the guest marker is present; else logged out. Markers without a session
 * token count as logged out: nothing authenticated could be done with them.
 */
export function sessionKind(input: { hasJwt: boolean; guestMarker: boolean; customerMarker: boolean }): SessionKind {
  if (!input.hasJwt) return 'loggedOut';
  if (input.guestMarker) return 'guest';
  return input.customerMarker ? 'customer' : 'loggedOut';
}

/**
 * Spec §2: the customer's session ran out — no token, but the cookie of a past customer session
 * (or the customer marker, should it outlive its token). A guest's ended session warns of nothing.
 */
export function sessionExpired(input: { hasJwt: boolean; pastSession: boolean; customerMarker: boolean }): boolean {
  return !input.hasJwt && (input.pastSession || input.customerMarker);
}

/** Reads the session from cookie values (the browser's, so each is checked). */
export function sessionFromCookies(get: (name: string) => string | undefined): Session {
  const jwt = headerSafe(get(JWT_COOKIE), MAX_TOKEN_LENGTH);
  return {
    cartId: headerSafe(get(CART_ID_COOKIE), MAX_ID_LENGTH),
    userId: headerSafe(get(USER_ID_COOKIE), MAX_ID_LENGTH),
    jwt,
    kind: sessionKind({
      hasJwt: jwt !== undefined,
      guestMarker: get(GUEST_MARKER_COOKIE) !== undefined,
      customerMarker: get(CUSTOMER_MARKER_COOKIE) !== undefined,
    }),
  };
}

/** What the orchestrator needs of a session on every call (headers X-iSHOP-API-USERID and X-JWT). */
export function requestOptionsFor(session: Pick<Session, 'userId' | 'jwt'>): { userId?: string; jwt?: string } {
  return {
    ...(session.userId ? { userId: session.userId } : {}),
    ...(session.jwt ? { jwt: session.jwt } : {}),
  };
}

/** One cookie to set; every session cookie is path "/", SameSite=Lax and Secure in production. */
export interface CookieWrite {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
}

/** A new customer session as login, registration or guest checkout answer it. */
export interface CustomerSessionInput {
  token: string;
  /** When the session ends: ISO 8601 text (as the API answers it) or a Date. */
  expires: string | Date;
  userId: string;
  cartId: string;
  guest: boolean;
  /** The customer's names (login and registration answer them); a guest's are not kept. */
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
}

/** The answer did not describe a usable session; nothing was written. */
export class InvalidCustomerSessionError extends Error {
  override readonly name = 'InvalidCustomerSessionError';
}

/** Whole seconds from `now` until `expires`, capped; null when unreadable or not in the future. */
export function secondsUntil(expires: string | Date, now: Date, cap: number): number | null {
  const end = expires instanceof Date ? expires.getTime() : Date.parse(expires);
  if (!Number.isFinite(end)) return null;
  const seconds = Math.floor((end - now.getTime()) / 1000);
  return seconds > 0 ? Math.min(seconds, cap) : null;
}

/**
 * The cookies of a new customer session: the token (HttpOnly) and the one marker of its kind,
 * both living as long as the token, and the cart and user ids (30 days). The markers are readable
 * by scripts on purpose: they hold no secret and let client code know the session kind.
 * Throws InvalidCustomerSessionError for an unusable answer.
 */
export function customerSessionCookies(input: CustomerSessionInput, now: Date): CookieWrite[] {
  const token = headerSafe(input.token, MAX_TOKEN_LENGTH);
  const userId = headerSafe(input.userId, MAX_ID_LENGTH);
  const cartId = headerSafe(input.cartId, MAX_ID_LENGTH);
  if (!token) throw new InvalidCustomerSessionError('session token missing or malformed');
  if (!userId || !cartId) throw new InvalidCustomerSessionError('user id or cart id missing or malformed');
  const maxAge = secondsUntil(input.expires, now, CUSTOMER_SESSION_MAX_AGE_SECONDS);
  if (maxAge === null) throw new InvalidCustomerSessionError(`session expiry unreadable or past: ${String(input.expires)}`);
  const writes: CookieWrite[] = [
    { name: JWT_COOKIE, value: token, maxAge, httpOnly: true },
    { name: input.guest ? GUEST_MARKER_COOKIE : CUSTOMER_MARKER_COOKIE, value: MARKER_VALUE, maxAge, httpOnly: false },
    { name: CART_ID_COOKIE, value: cartId, maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true },
    { name: USER_ID_COOKIE, value: userId, maxAge: SESSION_MAX_AGE_SECONDS, httpOnly: true },
  ];
  if (!input.guest) writes.push({ name: PAST_SESSION_COOKIE, value: MARKER_VALUE, maxAge: maxAge + PAST_SESSION_GRACE_SECONDS, httpOnly: true });
  const names = input.guest ? null : customerNameCookieValue({ firstName: input.firstName ?? '', lastName: input.lastName ?? '' });
  if (names) writes.push({ name: CUSTOMER_NAME_COOKIE, value: names, maxAge, httpOnly: true });
  return writes;
}

/** The customer's names as the header shows them. */
export interface CustomerName {
  firstName: string;
  lastName: string;
}

/** Longest name kept (the address rules allow 60 characters per name). */
export const MAX_NAME_LENGTH = 60;

// Names may hold any letter (and a tampered cookie anything): base64url of JSON keeps the cookie
// value plain ASCII, and reading it back checks every part.
function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = [...value].filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f').join('').trim();
  return name.length <= MAX_NAME_LENGTH ? name : null;
}

/** The name cookie's value, or null when there is no name to keep (both empty or too long). */
export function customerNameCookieValue(name: CustomerName): string | null {
  const firstName = cleanName(name.firstName);
  const lastName = cleanName(name.lastName);
  if (firstName === null || lastName === null || (firstName === '' && lastName === '')) return null;
  return Buffer.from(JSON.stringify([firstName, lastName]), 'utf8').toString('base64url');
}

/** The names a name cookie holds, or null for a missing or tampered one. */
export function customerNameFromCookie(value: string | undefined): CustomerName | null {
  if (!value || value.length > 400 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return null;
  const firstName = cleanName(parsed[0]);
  const lastName = cleanName(parsed[1]);
  return firstName === null || lastName === null || (firstName === '' && lastName === '') ? null : { firstName, lastName };
}

/** The marker of the other kind, removed when a session is written (a guest who registers is no guest any more). */
export function staleMarkerCookie(guest: boolean): string {
  return guest ? CUSTOMER_MARKER_COOKIE : GUEST_MARKER_COOKIE;
}

/**
 * Logout: every cookie of the customer (the past-session cookie too: a customer who logged out
 * is not warned that a session expired). The cart and user ids go too — they belong to the
 * customer's cart, which the next visitor on a shared computer must not see; the logout answer
 * brings a new anonymous cart to store instead.
 */
export const CUSTOMER_SESSION_COOKIE_NAMES = [
  JWT_COOKIE,
  GUEST_MARKER_COOKIE,
  CUSTOMER_MARKER_COOKIE,
  CART_ID_COOKIE,
  USER_ID_COOKIE,
  CUSTOMER_NAME_COOKIE,
  PAST_SESSION_COOKIE,
] as const;
