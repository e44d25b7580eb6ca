import { ValidationKeys } from '@tafel/domain';
import type { AccountChangeResult, ForgotPasswordResult, MutationForgotPasswordArgs, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { hashPassword, verifyPassword } from '../../data/customers/passwords.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { FieldErrors } from './field-errors.js';
import { AccountKeys, RULES } from './field-rules.js';
import { checkId, requireAccount } from './guards.js';
import { AccountMessages } from './messages.js';

/** Spec §5: forgot-password sends a per-session counter; the stand-in refuses above this. */
export const MAX_FORGOT_PASSWORD_TRIES = 5;
const TOKEN_MAX = 200;

const forgotAnswer = (devEmailToken: string | null = null): ForgotPasswordResult => ({ successful: true, errorMessage: null, fieldErrors: [], devEmailToken });

function forgotPassword(args: MutationForgotPasswordArgs, context: UpstreamContext): ForgotPasswordResult {
  // A filled honeypot is a bot: it gets the same answer as everybody and nothing happens.
  if ((args.honeypotField ?? '') !== '') return forgotAnswer();
  const counter = args.counter ?? 1;
  if (counter < 0) throw badUserInput('counter must be 0 or more.');
  if (counter > MAX_FORGOT_PASSWORD_TRIES) {
    return { successful: false, errorMessage: AccountMessages.forgotTooManyRequests, fieldErrors: [], devEmailToken: null };
  }
  const errors = new FieldErrors('forgotPassword');
  const email = errors.text('email', args.email, RULES.email);
  const customerNumber = errors.text('customerNumber', args.customerNumber, RULES.customerNumber);
  if (email === '' && customerNumber === '') errors.add('email', ValidationKeys.required);
  if (!errors.ok) return { successful: false, errorMessage: AccountMessages.invalidInput, fieldErrors: errors.list, devEmailToken: null };

  const { customers, account } = context.stores;
  const found = customerNumber !== '' ? customers.findByCustomerNumber(customerNumber) : customers.findByEmail(email);
  // With both given they must name the same account; guests have no password to reset.
  const matches = found && found.kind !== 'guest' && (email === '' || found.email.toLowerCase() === email.toLowerCase());
  return forgotAnswer(matches ? account.resets.issue(found.customerId) : null);
}

function changeForgottenPassword(emailToken: string, password: string | null | undefined, repeat: string | null | undefined, context: UpstreamContext) {
  checkId('emailToken', emailToken, TOKEN_MAX);
  const errors = new FieldErrors('newPassword');
  const next = errors.raw('password', password, RULES.password);
  if (errors.raw('passwordRepeat', repeat, RULES.password) !== next && errors.ok) errors.add('passwordRepeat', AccountKeys.passwordNotEqual);
  const { customers, account } = context.stores;
  const token = account.resets.check(emailToken);
  const customer = token.state === 'valid' ? customers.get(token.customerId) : undefined;
  if (!customer) {
    const errorMessage = token.state === 'expired' ? AccountMessages.resetTokenExpired : AccountMessages.resetInvalidToken;
    return { successful: false, errorMessage, fieldErrors: errors.list };
  }
  if (!errors.ok) return { successful: false, errorMessage: AccountMessages.invalidInput, fieldErrors: errors.list };
  customers.update(customer.customerId, { passwordHash: hashPassword(next) });
  account.resets.consume(emailToken);
  // Whoever held a session with the old password is out, and the lock-out starts afresh.
  customers.endSessionsOf(customer.customerId);
  account.loginGuard.reset(`customer:${customer.customerId}`);
  return { successful: true, errorMessage: null, fieldErrors: [] };
}

function changePassword(oldPassword: string | null | undefined, newPassword: string | null | undefined, context: UpstreamContext): AccountChangeResult {
  const { record } = requireAccount(context);
  const { customers, account } = context.stores;
  const key = `customer:${record.customerId}`;
  // Same brute-force guard as the login: a hijacked session must not guess the password.
  if (account.loginGuard.isLocked(key)) return { successful: false, generalErrorMessage: AccountMessages.tooManyAttempts, fieldErrors: [] };
  const errors = new FieldErrors('changePassword');
  const old = errors.raw('oldPassword', oldPassword, RULES.password);
  const next = errors.raw('newPassword', newPassword, RULES.password);
  if (errors.ok && !verifyPassword(old, record.passwordHash)) {
    account.loginGuard.recordFailure(key);
    errors.add('oldPassword', AccountKeys.passwordWrong);
  }
  if (!errors.ok) return { successful: false, generalErrorMessage: AccountMessages.invalidInput, fieldErrors: errors.list };
  customers.update(record.customerId, { passwordHash: hashPassword(next) });
  return { successful: true, generalErrorMessage: null, fieldErrors: [] };
}

export const passwordResolvers: Resolvers<UpstreamContext> = {
  Query: {
    checkTokenValidity: (_parent, { emailToken }, context) => {
      const state = context.stores.account.resets.check(checkId('emailToken', emailToken, TOKEN_MAX)).state;
      return { valid: state === 'valid', expired: state === 'expired' };
    },
  },
  Mutation: {
    forgotPassword: (_parent, args, context) => forgotPassword(args, context),
    changeForgottenPassword: (_parent, { emailToken, password, passwordRepeat }, context) => changeForgottenPassword(emailToken, password, passwordRepeat, context),
    changePassword: (_parent, { oldPassword, newPassword }, context) => changePassword(oldPassword, newPassword, context),
  },
};
