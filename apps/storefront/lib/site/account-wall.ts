import { SESSION_EXPIRED_TOAST } from './b2b-wall';

/**
 * Spec §2: /myaccount and every account page need a registered customer's login (the shared
 * login check); registration, password reset and the guest return pages are open to everyone.
 */
const OPEN_ACCOUNT_PATHS: readonly string[] = ['/myaccount/register', '/myaccount/resetpassword', '/myaccount/newpassword', '/myaccount/returns'];

/** Spec §3 cookie securityLogout: set when the upstream refused the session token (spec §4, §8). */
export const SECURITY_LOGOUT_COOKIE = 'securityLogout';
/** The route an account page asks to set the flag (HttpOnly) after its form was told the session ended. */
export const SECURITY_LOGOUT_ROUTE = '/api/account/security-logout';
/** The logout page's query value that makes it show the security warning. */
export const SECURITY_LOGOUT_REASON = 'security';

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether the path is an account page behind the login check. */
export function isProtectedAccountPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return under(path, '/myaccount') && !OPEN_ACCOUNT_PATHS.some((open) => under(path, open));
}

/** The login that brings the visitor back to this page afterwards. */
export function loginRedirectFor(pathname: string, search: string): string {
  return `/login?${new URLSearchParams({ redirect: `${pathname}${search}` }).toString()}`;
}

// Pages a login should not come back to: the login and logout themselves and the pages for visitors.
const NO_WAY_BACK = ['/login', '/logout', '/myaccount/register', '/myaccount/resetpassword', '/myaccount/newpassword'];

/** The header's login link on `pathname`: back to this page afterwards (plain /login from home and the visitor pages). */
export function headerLoginHref(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || !path.startsWith('/') || NO_WAY_BACK.some((page) => under(path, page))) return '/login';
  return loginRedirectFor(path, '');
}

/**
 * Where an account page request must go instead (the login), or null. `sessionExpired`: the
 * customer's session ran out, so the login shows the session-expired warning (as the B2B wall does).
 */
export function accountWallRedirect(pathname: string, search: string, loggedIn: boolean, sessionExpired = false): string | null {
  if (loggedIn || !isProtectedAccountPath(pathname)) return null;
  const login = loginRedirectFor(pathname, search);
  return sessionExpired ? `${login}&${new URLSearchParams({ toast: SESSION_EXPIRED_TOAST }).toString()}` : login;
}

// Paths that are not pages: the security logout waits for the next page.
const NOT_PAGES = /^\/(?:_next|media|api|support|icon\.svg|favicon\.ico)(?:\/|$)/;

/**
 * Spec §2, §4: a set security-logout flag sends the next page through /logout, which ends the
 * session and shows the warning. Null on /logout itself and for what is not a page.
 */
export function securityLogoutRedirect(pathname: string, flagged: boolean): string | null {
  if (!flagged || NOT_PAGES.test(pathname) || under(pathname.replace(/\/+$/, '') || '/', '/logout')) return null;
  return `/logout?${new URLSearchParams({ reason: SECURITY_LOGOUT_REASON }).toString()}`;
}
