import type { AccountRateLimitedError, SessionRequiredError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { AppError } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import type { Typed } from '../request/index.js';

/** Spec §8: the upstream's key for a customer-scoped call without a valid session. */
export const SESSION_REQUIRED_KEY = 'vue.error.security.valid_token_required';
/** The storefront's text for a refused attempt: wait, then try again. */
export const ACCOUNT_RATE_LIMITED_KEY = 'tafel.account.rateLimited';

export type SessionRequiredResult = Typed<SessionRequiredError, 'SessionRequiredError'>;
export type AccountRateLimitedResult = Typed<AccountRateLimitedError, 'AccountRateLimitedError'>;

/** No registered customer's session; sessionEnded when a token was sent and the upstream refused it. */
export function sessionRequired(sessionEnded: boolean): SessionRequiredResult {
  return {
    __typename: 'SessionRequiredError',
    errorCode: 'SESSION_REQUIRED',
    messageKey: SESSION_REQUIRED_KEY,
    message: sessionEnded ? 'The customer session is no longer accepted' : 'A registered customer session (X-JWT) is required',
    sessionEnded,
  };
}

export function accountRateLimited(retryAfterSeconds: number, what: string): AccountRateLimitedResult {
  return {
    __typename: 'AccountRateLimitedError',
    errorCode: 'RATE_LIMITED',
    messageKey: ACCOUNT_RATE_LIMITED_KEY,
    message: `Too many ${what}; try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  };
}

/**
 * Runs an account call with the shopper's session token: without one it answers
 * SessionRequiredError at once (nothing is called); an upstream UNAUTHENTICATED answer (a
 * guest's token, or one that ended) becomes SessionRequiredError with sessionEnded. Other
 * failures go on as errors.
 */
export async function withCustomerSession<T>(shopper: Shopper, work: (jwt: string) => Promise<T>): Promise<T | SessionRequiredResult> {
  if (!shopper.jwt) return sessionRequired(false);
  try {
    return await work(shopper.jwt);
  } catch (error) {
    if (error instanceof AppError && error.code === 'UNAUTHENTICATED') return sessionRequired(true);
    throw error;
  }
}
