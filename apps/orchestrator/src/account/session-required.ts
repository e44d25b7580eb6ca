import type { AccountRateLimitedError, SessionRequiredError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { GetCustomerInfoDocument } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import type { Typed } from '../request/index.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';

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
 * Who a session token belongs to, by the upstream's getCustomerInfo: null for a registered
 * customer, else the refusal. A guest's token is valid but no customer's (sessionEnded false: the
 * storefront must not log the guest out); getCustomerInfo answers a token that ended as an
 * anonymous visitor (sessionEnded true).
 */
export function customerSessionRefusal(info: { isGuest: boolean; isExistingCustomer: boolean }): SessionRequiredResult | null {
  if (info.isGuest) return sessionRequired(false);
  if (!info.isExistingCustomer) return sessionRequired(true);
  return null;
}

/**
 * Runs an account call with the shopper's session token: without one it answers
 * SessionRequiredError at once (nothing is called). An upstream UNAUTHENTICATED answer becomes
 * SessionRequiredError; with `client`, the upstream is asked once whose token it was, so a
 * guest's valid token answers sessionEnded false and only a token that ended answers true.
 * Other failures go on as errors.
 */
export async function withCustomerSession<T>(shopper: Shopper, work: (jwt: string) => Promise<T>, client?: UpstreamClient): Promise<T | SessionRequiredResult> {
  const jwt = shopper.jwt;
  if (!jwt) return sessionRequired(false);
  try {
    return await work(jwt);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) throw error;
    if (!client) return sessionRequired(true);
    try {
      const { getCustomerInfo } = await client.request(GetCustomerInfoDocument, { url: '/myaccount' }, { jwt, site: shopper.site, userId: shopper.userId });
      return customerSessionRefusal(getCustomerInfo) ?? sessionRequired(true);
    } catch (infoError) {
      if (infoError instanceof AppError && infoError.code === 'UNAUTHENTICATED') return sessionRequired(true);
      throw infoError;
    }
  }
}
