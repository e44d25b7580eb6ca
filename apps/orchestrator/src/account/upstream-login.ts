import type { CustomerSession } from '@tafel/graphql-schema/orchestrator-resolvers';
import { LoginDocument, type LoginMutation } from '@tafel/graphql-schema/upstream-client';
import type { Site } from '../common/site.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';

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
  const { login } = await client.request(
    LoginDocument,
    {
      data: {
        email: form.customerNumber ? null : (form.email ?? null),
        customerNumber: form.customerNumber ?? null,
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
