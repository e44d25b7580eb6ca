import type { LoginMutation } from '@tafel/graphql-schema/storefront';

/** What /api/login-action/ answers (spec §7), apart from the session cookies it sets. */
export interface LoginActionAnswer {
  successfull: boolean;
  errorMessage: string | null;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  cartMerged?: boolean | undefined;
  updatedCartId?: string | undefined;
  /** With errorMessage tafel.account.rateLimited: seconds until a login may be tried again. */
  retryAfterSeconds?: number | undefined;
  fieldErrors: { fieldName: string; errorMessage: string }[];
}

/**
 * The login's union answer as the route's JSON (spec §7 auth result): the session's names and cart
 * on success; a refusal's key with its field errors (spec §8: the form then marks e-mail and
 * password); too many attempts with the wait (AccountRateLimitedError).
 */
export function loginActionAnswer(login: LoginMutation['login']): LoginActionAnswer {
  switch (login.__typename) {
    case 'LoggedIn': {
      const { firstName, lastName, cartMerged, cartId } = login.session;
      return { successfull: true, errorMessage: null, firstName, lastName, cartMerged, updatedCartId: cartId, fieldErrors: [] };
    }
    case 'AccountRateLimitedError':
      return { successfull: false, errorMessage: login.messageKey, retryAfterSeconds: login.retryAfterSeconds, fieldErrors: [] };
    default: {
      const fieldErrors = 'fieldErrors' in login ? login.fieldErrors.map((e) => ({ fieldName: e.field, errorMessage: e.messageKey })) : [];
      return { successfull: false, errorMessage: login.messageKey, fieldErrors };
    }
  }
}
