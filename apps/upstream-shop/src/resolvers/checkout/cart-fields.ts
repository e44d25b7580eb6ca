import type { CartDetails, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { includedVat } from '../../data/cart-totals.js';
import type { UpstreamContext } from '../context.js';
import { priceView } from '../views/price.js';
import { checkoutTotalCents, factsFor, paymentFacts, shareFacts, type CheckoutFacts } from './facts.js';
import { cartAddressView, shipperView } from './views.js';

/**
 * The cart's details with the checkout fields' facts attached. Once a shipper is in effect the
 * shipping cost is that shipper's, so the cart shows what the order will cost.
 */
function detailsWithCheckout(details: CartDetails, facts: CheckoutFacts | null): CartDetails {
  if (!facts) return details;
  const shipper = facts.shipper;
  const next: CartDetails = { ...details };
  if (shipper && facts.lines.length > 0) {
    const total = checkoutTotalCents(facts);
    next.shippingCost = priceView(shipper.costCents);
    next.total = priceView(total);
    next.tax = priceView(includedVat(total));
    // Freight is never free, and free shipping needs no hint.
    if (shipper.code === 'spedition' || shipper.costCents === 0) next.deliveryFreeMessage = null;
  }
  shareFacts(next, facts);
  return next;
}

export const cartFieldResolvers: Resolvers<UpstreamContext> = {
  Cart: {
    details: (cart, _args, context) => detailsWithCheckout(cart.details, factsFor(cart, context, () => context.carts.get(cart.id))),
    billingAddress: (cart, _args, context) => {
      const billing = factsFor(cart, context, () => context.carts.get(cart.id))?.billing;
      return billing ? cartAddressView(billing) : null;
    },
    shippingAddress: (cart, _args, context) => {
      const delivery = factsFor(cart, context, () => context.carts.get(cart.id))?.delivery;
      return delivery ? cartAddressView(delivery) : null;
    },
    deliveryType: (cart, _args, context) => factsFor(cart, context, () => context.carts.get(cart.id))?.deliveryType ?? 'sameAsBilling',
    orderReference: (cart, _args, context) => context.stores.checkout.get(cart.id).orderReference,
    orderComment: (cart, _args, context) => context.stores.checkout.get(cart.id).orderComment,
    newsletterSubscribe: (cart, _args, context) => context.stores.checkout.get(cart.id).newsletterSubscribe,
  },
  // Details objects not built by Cart.details (none known) have no cart to ask: their fields answer null.
  CartDetails: {
    shippers: (details, _args, context) => {
      const facts = factsFor(details, context, () => undefined);
      return facts ? facts.shippers.map((s) => shipperView(s, facts.shipper)) : null;
    },
    bzBasket: (details, _args, context) => {
      const facts = factsFor(details, context, () => undefined);
      return facts ? { shipper: facts.shipper?.code ?? null } : null;
    },
    speditionsFields: (details, _args, context) => {
      const facts = factsFor(details, context, () => undefined);
      return facts ? facts.record.speditionFields.map((f) => ({ ...f })) : null;
    },
    selectedPaymentMethodInCart: (details, _args, context) => {
      const facts = factsFor(details, context, () => undefined);
      return facts ? (paymentFacts(context, facts).inEffect?.paymentId ?? null) : null;
    },
    deliveryCountry: (details, _args, context) => factsFor(details, context, () => undefined)?.deliveryCountry ?? null,
    orderReference: (details, _args, context) => factsFor(details, context, () => undefined)?.record.orderReference ?? null,
  },
  // cart_update answers the details twice (result.details and result.cart.details); both show the same.
  CartUpdateResult: {
    details: (result, _args, context) => {
      const cart = result.cart;
      if (!cart || !result.details) return result.details ?? null;
      return detailsWithCheckout(result.details, factsFor(cart, context, () => context.carts.get(cart.id)));
    },
  },
};
