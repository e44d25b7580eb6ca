// The wait message of AccountRateLimitedError (too many logins, registrations, reset requests),
// shared by the login form in the browser and the account pages' server actions.

/** The orchestrator's AccountRateLimitedError key (too many logins, registrations, reset requests). */
export const RATE_LIMITED_KEY = 'tafel.account.rateLimited';

/** Whole minutes to wait, at least one (the answer counts seconds). */
export function rateLimitMinutes(retryAfterSeconds: number): number {
  return Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 60 ? Math.ceil(retryAfterSeconds / 60) : 1;
}

/** The wait message of a refused attempt, in the shop language. */
export function rateLimitedText(message: (key: string, params?: Record<string, string | number>) => string, retryAfterSeconds: number): string {
  const minutes = rateLimitMinutes(retryAfterSeconds);
  return minutes === 1 ? message('tafel.account.rateLimited.oneMinute') : message(RATE_LIMITED_KEY, { minutes });
}
