import { LoginDocument } from '@tafel/graphql-schema/storefront';
import { unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { storeCustomerSession } from '@/lib/session/customer-session';
import { readSession } from '@/lib/session/session';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { mergeVisitorWishlist } from '@/lib/wishlist/merge-after-login';
import { OrchestratorUnavailableError, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { accountAddressHeaders } from './address-headers';
import { loginActionAnswer, type LoginActionAnswer } from './login-answer';

// Server-only: the login of POST /api/login-action/ (the hydrated form) and of the login form's
// server action (a submit before hydration or without JavaScript), so both behave alike.

/** What a login sends: the e-mail, or the customer number on the B2B shop. */
export interface LoginInput {
  email: string;
  customerNumber: string;
  password: string;
  stayLogged: boolean;
  mergeCart: boolean;
}

/**
 * Logs in with the visitor's cart and the browser's address (the per-address login limit); on
 * success the session cookies are set. An unreachable orchestrator is the outage message, not a 500.
 */
export async function logIn(input: LoginInput): Promise<{ answer: LoginActionAnswer; unavailable: boolean }> {
  try {
    const session = await readSession();
    const { login } = await orchestratorRequest(
      LoginDocument,
      {
        input: {
          email: input.customerNumber ? null : input.email,
          customerNumber: input.customerNumber || null,
          password: input.password,
          cartId: session.cartId ?? null,
          mergeCart: input.mergeCart,
          stayLogged: input.stayLogged,
        },
      },
      { userId: session.userId, headers: await accountAddressHeaders() },
    );
    if (login.__typename === 'LoggedIn') {
      await storeCustomerSession(login.session);
      // The visitor's merkzettel (kept under their user id) joins the account (issue 29).
      await mergeVisitorWishlist(session.userId, login.session);
    }
    return { answer: loginActionAnswer(login), unavailable: false };
  } catch (error) {
    if (!(error instanceof OrchestratorUnavailableError)) throw error;
    console.error('[storefront] login: orchestrator unavailable', error.message);
    return { answer: { successfull: false, errorMessage: unavailableMessageKey(error.code, error.message === TIMEOUT_MESSAGE), fieldErrors: [] }, unavailable: true };
  }
}
