import type { PayWithAccountInput, PayWithAccountResult, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { ORDER_ALREADY_SUBMITTED } from '../../data/cart-ops.js';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { PayWithAccountSession } from '../../data/customers/pay-with-account-store.js';
import { requireCart } from '../cart.js';
import type { UpstreamContext } from '../context.js';
import { readAddress, type AddressFields } from './address-input.js';
import { addressView } from './address-view.js';
import { FieldErrors, orNull } from './field-errors.js';
import { RULES } from './field-rules.js';
import { checkId } from './guards.js';
import { AccountMessages } from './messages.js';

const empty = { billingAddress: null, shippingAddress: null };

/** Session addresses are not in any address book; their ids say which cart they belong to. */
function sessionAddress(cartId: string, kind: 'billing' | 'shipping', fields: AddressFields, customerId: string): AddressRecord {
  const prefix = kind === 'billing' ? 'PWA-B' : 'PWA-S';
  return { ...fields, addressId: `${prefix}-${cartId}`, customerId, addressType: kind, isAlsoCustomerAddress: false };
}

function setPayWithAccountData(cartId: string, data: PayWithAccountInput, context: UpstreamContext): PayWithAccountResult {
  const cart = requireCart(context, checkId('cartId', cartId));
  const errors = new FieldErrors('payWithAccount');
  const email = orNull(errors.text('email', data.email, RULES.email));
  const billing = readAddress(data.billingAddress, errors.nested('billingAddress'));
  const shipping = data.shippingAddress ? readAddress(data.shippingAddress, errors.nested('shippingAddress')) : null;
  if (cart.submitted) return { successful: false, errorMessage: ORDER_ALREADY_SUBMITTED, fieldErrors: [], ...empty };
  if (!errors.ok) return { successful: false, errorMessage: AccountMessages.invalidInput, fieldErrors: errors.list, ...empty };
  const owner = context.customer?.customerId ?? '';
  const session: PayWithAccountSession = {
    email,
    // The account's e-mail is the billing contact unless the address names its own.
    billing: sessionAddress(cart.id, 'billing', { ...billing, email: billing.email ?? email }, owner),
    shipping: shipping ? sessionAddress(cart.id, 'shipping', shipping, owner) : null,
  };
  context.stores.account.payWithAccount.set(cart.id, session);
  return { successful: true, errorMessage: null, fieldErrors: [], billingAddress: addressView(session.billing), shippingAddress: addressView(session.shipping ?? session.billing) };
}

/** The cart's session, or undefined once the cart is submitted (submission completes it). */
function sessionOf(cartId: string, context: UpstreamContext): PayWithAccountSession | undefined {
  const cart = requireCart(context, checkId('cartId', cartId));
  if (cart.submitted) {
    context.stores.account.payWithAccount.clear(cart.id);
    return undefined;
  }
  return context.stores.account.payWithAccount.get(cart.id);
}

export const payWithAccountResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getPayWithAccountBillingAddress: (_parent, { cartId }, context) => {
      const session = sessionOf(cartId, context);
      return session ? addressView(session.billing) : null;
    },
    getPayWithAccountShippingAddress: (_parent, { cartId }, context) => {
      const session = sessionOf(cartId, context);
      return session ? addressView(session.shipping ?? session.billing) : null;
    },
  },
  Mutation: {
    setPayWithAccountData: (_parent, { cartId, data }, context) => setPayWithAccountData(cartId, data, context),
  },
};
