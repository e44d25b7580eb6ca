import type { MutationResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { CHECKOUT_KEYS, fieldError } from '../../data/checkout/checkout-validation.js';
import type { UpstreamContext } from '../context.js';
import { checkId, checkoutCart, requireCustomer } from './guards.js';
import { changed, refused } from './views.js';

const notFound = [fieldError('addressId', { messageKey: CHECKOUT_KEYS.addressNotFound })];

// Address ids point into one customer's address book. When another customer (e.g. after a
// logout and login on the same cart) sets an address, the other one's ids are dropped.
export const addressMutations: Pick<MutationResolvers<UpstreamContext>, 'setBillingAddressOnCart' | 'setShippingAddressOnCart'> = {
  setBillingAddressOnCart: (_parent, { cartId, addressId }, context) => {
    checkId('addressId', addressId);
    const cart = checkoutCart(context, cartId);
    const customer = requireCustomer(context);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    const address = context.stores.addresses.get(customer.customerId, addressId);
    if (!address) return refused(context, cart, CHECKOUT_KEYS.addressNotFound, notFound);
    if (address.isStation || address.addressType === 'packstation') {
      return refused(context, cart, CHECKOUT_KEYS.packstationNotBillable, [fieldError('addressId', { messageKey: CHECKOUT_KEYS.packstationNotBillable })]);
    }
    const record = context.stores.checkout.get(cart.id);
    const keptDelivery = record.customerId === customer.customerId && record.shippingAddressId !== addressId ? record.shippingAddressId : null;
    context.stores.checkout.update(cart.id, { customerId: customer.customerId, billingAddressId: addressId, shippingAddressId: keptDelivery });
    return changed(context, cart);
  },

  setShippingAddressOnCart: (_parent, { cartId, addressId }, context) => {
    if (addressId !== null && addressId !== undefined) checkId('addressId', addressId);
    const cart = checkoutCart(context, cartId);
    const customer = requireCustomer(context);
    if (cart.submitted) return refused(context, cart, CHECKOUT_KEYS.orderAlreadySubmitted);
    const record = context.stores.checkout.get(cart.id);
    const sameOwner = record.customerId === customer.customerId;
    const billingAddressId = sameOwner ? record.billingAddressId : null;
    // null or the billing address itself: deliver to the billing address (sameAsBilling).
    const toBilling = addressId === null || addressId === undefined || addressId === billingAddressId;
    if (!toBilling && !context.stores.addresses.get(customer.customerId, addressId)) return refused(context, cart, CHECKOUT_KEYS.addressNotFound, notFound);
    context.stores.checkout.update(cart.id, { customerId: customer.customerId, billingAddressId, shippingAddressId: toBilling ? null : addressId });
    return changed(context, cart);
  },
};
