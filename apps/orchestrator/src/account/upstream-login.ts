import type { CustomerSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import { LoginDocument, type LoginMutation } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../common/site.js';
import { fieldError, loginFailed, type LoginFailedResult } from '../request/index.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';
import { accountSubject, type AccountLimits } from './account-limits.js';
import { LOGIN_FAILED_KEY } from './login-form.js';
import { accountRateLimited, type AccountRateLimitedResult } from './session-required.js';

/** What a login form sends: e-mail or B2B customer number, password, stay logged in. */
export interface LoginForm {
  email?: string | null;
  customerNumber?: string | null;
  password: string;
  stayLogged?: boolean | null;
}

/**
 * The upstream login (spec §7 login): with the visitor's cart, merged into the customer's earlier
 * cart when mergeCart (spec §4 Cart lifecycle); the caller's user id owns that cart.
 */
export async function upstreamLogin(
  client: UpstreamClient,
  form: LoginForm,
  visitor: { userId: string | undefined; site: Site; cartId: string | null; mergeCart: boolean },
): Promise<LoginMutation['login']> {
  // A blank customer number is none: the login goes by e-mail (as the form's checks and the limit decide).
  const customerNumber = form.customerNumber?.trim() || null;
  const { login } = await client.request(
    LoginDocument,
    {
      data: {
        email: customerNumber ? null : (form.email ?? null),
        customerNumber,
        password: form.password,
        // The visitor's cart only goes along with its owner's user id.
        cartId: visitor.userId ? visitor.cartId : null,
        mergeCart: visitor.mergeCart,
        stayLogged: form.stayLogged ?? false,
      },
    },
    { userId: visitor.userId, site: visitor.site },
  );
  return login;
}

/** What an upstream auth result (login, registration) carries (spec §3 auth result). */
interface AuthResult {
  successful: boolean;
  token?: { token: string; expires: string } | null;
  userId?: string | null;
  updatedCartId?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  cartMerged?: boolean | null;
}

/** The customer session an upstream auth result opened (its user id owns updatedCartId), or null when it opened none. */
export function sessionFromAuth(result: AuthResult, guest: boolean): CustomerSession | null {
  if (!result.successful || !result.token || !result.userId || !result.updatedCartId) return null;
  return {
    token: result.token.token,
    expires: result.token.expires,
    userId: result.userId,
    cartId: result.updatedCartId,
    guest,
    firstName: result.firstName ?? null,
    lastName: result.lastName ?? null,
    cartMerged: result.cartMerged ?? false,
  };
}

/**
 * The upstream login under the failed-login limit (issue 27), for the account's login and the
 * checkout's login step: the attempt is counted for the account (customer number if given, else
 * the e-mail) and the browser address before the upstream is asked, refused at the limit; a
 * success takes it back. The bookkeeping after the upstream answered is best effort, so a Redis
 * failure never turns a successful login (its session, its merged cart) into an error.
 */
export async function limitedLogin(
  limits: AccountLimits,
  client: UpstreamClient,
  form: LoginForm,
  visitor: Parameters<typeof upstreamLogin>[2],
  address: string | null,
): Promise<{ __typename: 'LoggedIn'; session: CustomerSession } | LoginFailedResult | AccountRateLimitedResult> {
  const admission = await limits.admitLogin([accountSubject(form)], address);
  if (admission.kind === 'refused') return accountRateLimited(admission.retryAfterSeconds, 'failed logins');
  let login;
  try {
    login = await upstreamLogin(client, form, visitor);
  } catch (error) {
    // The password was not checked (the upstream did not answer): the attempt does not count.
    await admission.release();
    throw error;
  }
  const session = sessionFromAuth(login, false);
  if (session === null) return loginFailed(login.errorMessage ?? LOGIN_FAILED_KEY, login.fieldErrors.map((e) => fieldError(e.fieldName, e.errorMessage)));
  await admission.succeeded();
  return { __typename: 'LoggedIn', session };
}
