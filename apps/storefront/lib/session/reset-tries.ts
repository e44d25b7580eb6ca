// Spec §3 password-forgotten data "triesCount starting at 1", §5 "forgot-password sends a per-session
// counter": the storefront counts the requests of one browser session in an HttpOnly session
// cookie (no Max-Age: it ends with the browser session); the upstream refuses above its limit.

/** The session cookie holding the number of the next password-reset request. */
export const RESET_TRIES_COOKIE = 'tafel-reset-tries';
/** The first request's number. */
export const FIRST_RESET_TRY = 1;
/** Highest number kept; the upstream refuses long before (above 5), the cap keeps the cookie small. */
export const MAX_RESET_TRY = 99;

/** The number to send with this request: the cookie's, or 1 for a missing or tampered one. */
export function resetTryOf(cookie: string | undefined): number {
  if (!cookie || !/^[1-9]\d{0,1}$/.test(cookie)) return FIRST_RESET_TRY;
  return Number(cookie);
}

/** The cookie value after a request with `current` was sent (capped). */
export function nextResetTry(current: number): string {
  return String(Math.min(Math.max(current, FIRST_RESET_TRY) + 1, MAX_RESET_TRY));
}
