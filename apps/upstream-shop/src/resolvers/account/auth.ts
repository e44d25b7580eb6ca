import { ValidationKeys } from '@tafel/domain';
import type { AuthResult, LoginInput, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { CartRecord } from '../../data/cart-store.js';
import { SESSION_TTL_MS } from '../../data/customers/customer-store.js';
import { verifyPassword } from '../../data/customers/passwords.js';
import { requireCart } from '../cart.js';
import type { UpstreamContext } from '../context.js';
import { FieldErrors, type FieldErrorRecord } from './field-errors.js';
import { RULES } from './field-rules.js';
import { checkId, requireSession } from './guards.js';
import { cartAfterLogin } from './login-cart.js';
import { AccountMessages } from './messages.js';

/** Session length without "stay logged in": a working day, so a shared school PC forgets it. */
export const SHORT_SESSION_TTL_MS = 24 * 3600 * 1000;

export const tokenView = (session: { token: string; expiresAt: number }) => ({ token: session.token, expires: new Date(session.expiresAt).toISOString() });

function refused(errorMessage: string, fieldErrors: FieldErrorRecord[]): AuthResult {
  return {
    successfull: false,
    successful: false,
    errorMessage,
    updatedCartId: null,
    userId: null,
    firstName: null,
    lastName: null,
    cartMerged: false,
    sharedListMerged: false,
    token: null,
    fieldErrors,
  };
}

/** Brute-force key: the account when one matches, else the login name, so both behave alike. */
function guardKey(customerId: string | undefined, loginName: string): string {
  return customerId ? `customer:${customerId}` : `login:${loginName.toLowerCase()}`;
}

function login(data: LoginInput, context: UpstreamContext): AuthResult {
  const errors = new FieldErrors('login');
  const email = errors.text('email', data.email, RULES.email);
  const customerNumber = errors.text('customerNumber', data.customerNumber, RULES.customerNumber);
  if (email === '' && customerNumber === '') errors.add('email', ValidationKeys.required);
  const password = errors.raw('password', data.password, RULES.password);
  // The cart is checked before anything counts, so a stale cart id never costs an attempt.
  const visitor: CartRecord | undefined = data.cartId ? requireCart(context, checkId('cartId', data.cartId)) : undefined;
  if (!errors.ok) return refused(AccountMessages.invalidInput, errors.list);

  const { customers, account } = context.stores;
  const loginField = email !== '' ? 'email' : 'customerNumber';
  const customer = email !== '' ? customers.findByEmail(email) : customers.findByCustomerNumber(customerNumber);
  const key = guardKey(customer?.customerId, email || customerNumber);
  if (account.loginGuard.isLocked(key)) return refused(AccountMessages.tooManyAttempts, []);
  // Guests have no password hash, so they can never log in here.
  if (!customer || !verifyPassword(password, customer.passwordHash)) {
    account.loginGuard.recordFailure(key);
    const mark = (fieldName: string) => ({ fieldName, errorMessage: AccountMessages.invalidCredentials, formName: 'login' });
    return refused(AccountMessages.invalidCredentials, [mark(loginField), mark('password')]);
  }

  account.loginGuard.reset(key);
  const { cart, merged } = cartAfterLogin(context, customer.customerId, visitor, data.mergeCart === true);
  const session = customers.createSession(customer.customerId, data.stayLogged ? SESSION_TTL_MS : SHORT_SESSION_TTL_MS);
  return {
    successfull: true,
    successful: true,
    errorMessage: null,
    updatedCartId: cart.id,
    userId: cart.userId,
    firstName: customer.firstName,
    lastName: customer.lastName,
    cartMerged: merged,
    sharedListMerged: false,
    token: tokenView(session),
    fieldErrors: [],
  };
}

export const authResolvers: Resolvers<UpstreamContext> = {
  Mutation: {
    login: (_parent, { data }, context) => login(data, context),
    logout: (_parent, _args, context) => {
      const { current } = requireSession(context);
      context.stores.customers.endSession(current.sessionToken);
      // The customer's cart stays theirs for the next login; the visitor starts afresh.
      const cart = context.carts.create();
      return { successful: true, newCartId: cart.id, userId: cart.userId };
    },
  },
};
