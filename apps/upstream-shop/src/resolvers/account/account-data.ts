import { email as emailRule, required, ValidationKeys } from '@tafel/domain';
import type { AccountChangeResult, AccountDataInput, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { verifyPassword } from '../../data/customers/passwords.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { FieldErrors, orNull } from './field-errors.js';
import { AccountKeys, RULES } from './field-rules.js';
import { requireAccount } from './guards.js';
import { AccountMessages } from './messages.js';
import { readB2bFields } from './register-input.js';

const done: AccountChangeResult = { successful: true, generalErrorMessage: null, fieldErrors: [] };
const refused = (errors: FieldErrors): AccountChangeResult => ({ successful: false, generalErrorMessage: AccountMessages.invalidInput, fieldErrors: errors.list });

/** An e-mail as a query argument: a malformed one is no question a form would ask. */
function queryEmail(value: string): string {
  const trimmed = value.trim();
  if (required(trimmed) || emailRule(trimmed)) throw badUserInput('email must be a well-formed e-mail address of at most 80 characters.');
  return trimmed;
}

function changeAccountData(data: AccountDataInput, context: UpstreamContext): AccountChangeResult {
  const { record } = requireAccount(context);
  const errors = new FieldErrors('accountData');
  const change = {
    salutation: errors.text('salutation', data.salutation, RULES.salutation),
    firstName: errors.text('firstName', data.firstName, RULES.name),
    lastName: errors.text('lastName', data.lastName, RULES.name),
  };
  // B2B fields belong to B2B accounts only; other accounts' forms do not show them.
  const b2b = record.kind === 'b2b' ? readB2bFields(data, errors) : {};
  if (!errors.ok) return refused(errors);
  context.stores.customers.update(record.customerId, { ...change, ...b2b });
  return done;
}

function updateEmail(value: string | null | undefined, context: UpstreamContext): AccountChangeResult {
  const { record } = requireAccount(context);
  const errors = new FieldErrors('contactDetails');
  const email = errors.text('email', value, RULES.requiredEmail);
  const holder = errors.ok ? context.stores.customers.findByEmail(email) : undefined;
  if (holder && holder.customerId !== record.customerId) errors.add('email', ValidationKeys.emailNotUnique);
  if (!errors.ok) return refused(errors);
  context.stores.customers.update(record.customerId, { email });
  return done;
}

function updatePhone(value: string | null | undefined, context: UpstreamContext): AccountChangeResult {
  const { record } = requireAccount(context);
  const errors = new FieldErrors('contactDetails');
  const phone = errors.text('phone', value, RULES.phone);
  if (!errors.ok) return refused(errors);
  context.stores.customers.update(record.customerId, { phone: orNull(phone) });
  return done;
}

function deleteAccount(password: string | null | undefined, context: UpstreamContext): AccountChangeResult {
  const { record } = requireAccount(context);
  const errors = new FieldErrors('deleteAccount');
  const given = errors.raw('password', password, RULES.password);
  if (errors.ok && !verifyPassword(given, record.passwordHash)) errors.add('password', AccountKeys.passwordWrong);
  if (!errors.ok) return refused(errors);
  const { customers, addresses, account } = context.stores;
  addresses.removeAllOf(record.customerId);
  account.customerCarts.release(record.customerId);
  account.resets.revokeAllOf(record.customerId);
  account.certificates.remove(record.customerId);
  // Ends every session too. Orders stay: they are kept for the retention period.
  customers.remove(record.customerId);
  return done;
}

export const accountDataResolvers: Resolvers<UpstreamContext> = {
  Query: {
    isUniqueEmail: (_parent, { email }, context) => {
      const holder = context.stores.customers.findByEmail(queryEmail(email));
      // The caller's own address is no conflict on their contact-details form.
      return !holder || holder.customerId === context.customer?.customerId;
    },
    checkEmailSubscribed: (_parent, { email }, context) => context.stores.newsletter.isSubscribed(queryEmail(email)),
  },
  Mutation: {
    changeAccountData: (_parent, { data }, context) => changeAccountData(data, context),
    updateEmail: (_parent, { email }, context) => updateEmail(email, context),
    updatePhone: (_parent, { phone }, context) => updatePhone(phone, context),
    deleteCurrentCustomerAccount: (_parent, { password }, context) => deleteAccount(password, context),
  },
};
