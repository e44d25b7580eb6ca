import type { RegisterB2bCustomerInput, RegisterResult, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { CustomerRecord } from '../../data/customers/customer-types.js';
import { hashPassword } from '../../data/customers/passwords.js';
import { requireCart } from '../cart.js';
import type { UpstreamContext } from '../context.js';
import { SHORT_SESSION_TTL_MS, tokenView } from './auth.js';
import { FieldErrors } from './field-errors.js';
import { checkId } from './guards.js';
import { cartAfterLogin } from './login-cart.js';
import { AccountMessages } from './messages.js';
import { readB2bFields, readCustomerNumber, readRegistration, type RegistrationData, type RegistrationKind } from './register-input.js';

// New B2B accounts buy on invoice, like the seeded school (the shop's default for institutions).
const B2B_DEFAULTS = { paymentMethod: 'RECHNUNG', termsOfPayment: '30 Tage netto' } as const;

interface RegisterData extends RegistrationData {
  newsletter?: boolean | null;
  cartId?: string | null;
}

const failed = (fieldErrors: FieldErrors['list']): RegisterResult => ({
  successful: false,
  errorMessage: AccountMessages.invalidInput,
  fieldErrors,
  token: null,
  userId: null,
  updatedCartId: null,
  firstName: null,
  lastName: null,
  customerNumber: null,
});

/** Registers (or starts a guest) and logs in; validates everything before writing anything. */
function register(context: UpstreamContext, kind: RegistrationKind, data: RegisterData, b2bData?: RegisterB2bCustomerInput): RegisterResult {
  const { customers, addresses, newsletter } = context.stores;
  const errors = new FieldErrors(kind === 'guest' ? 'guest' : 'register');
  const registration = readRegistration(data, kind, customers, errors);
  const b2b = b2bData ? readB2bFields(b2bData, errors) : null;
  const wantedNumber = b2bData ? readCustomerNumber(b2bData.customerNumber, customers, errors) : null;
  const visitor = data.cartId ? requireCart(context, checkId('cartId', data.cartId)) : undefined;
  if (!errors.ok) return failed(errors.list);

  const { address } = registration;
  const customerId = `C-${context.newId()}`;
  const record: CustomerRecord = {
    customerId,
    kind,
    email: registration.email,
    customerNumber: b2b ? (wantedNumber ?? customers.nextCustomerNumber()) : null,
    passwordHash: kind === 'guest' ? null : hashPassword(registration.password),
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    phone: registration.phone ?? address.phone,
    shop: b2b ? 'b2b' : context.shop,
    termsOfPayment: b2b ? B2B_DEFAULTS.termsOfPayment : null,
    paymentMethod: b2b ? B2B_DEFAULTS.paymentMethod : null,
    isInternal: false,
    createdAt: new Date(context.now()).toISOString(),
    ...(b2b ?? {}),
  };
  customers.add(record);
  addresses.save({ ...address, addressId: `A-${context.newId()}`, customerId, addressType: 'billing', isAlsoCustomerAddress: true });
  if (data.newsletter) newsletter.subscribe(record.email);
  const { cart } = cartAfterLogin(context, customerId, visitor, false);
  const session = customers.createSession(customerId, SHORT_SESSION_TTL_MS);
  return {
    successful: true,
    errorMessage: null,
    fieldErrors: [],
    token: tokenView(session),
    userId: cart.userId,
    updatedCartId: cart.id,
    firstName: record.firstName,
    lastName: record.lastName,
    customerNumber: record.customerNumber,
  };
}

export const registerResolvers: Resolvers<UpstreamContext> = {
  Mutation: {
    registerCustomer: (_parent, { data }, context) => register(context, 'consumer', data),
    registerB2bCustomer: (_parent, { data }, context) => register(context, 'b2b', data, data),
    registerGuest: (_parent, { data }, context) => register(context, 'guest', data),
  },
};
