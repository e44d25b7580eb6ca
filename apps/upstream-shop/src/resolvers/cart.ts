import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { applyOperations, ORDER_ALREADY_SUBMITTED, type CartMessageRecord } from '../data/cart-ops.js';
import type { CartRecord } from '../data/cart-store.js';
import { commitLightningAdds, planLightningAdds } from '../data/lightning/lightning-adds.js';
import { cartNotFound, userIdRequired } from '../errors.js';
import type { UpstreamContext } from './context.js';
import { cartLightningFor } from './lightning/cart-lightning.js';
import { cartView } from './views/cart.js';

/**
 * The cart of the calling user. A missing or foreign user id and an unknown cart are errors
 * (not results): clients recover from them by starting a new cart (spec §8).
 */
export function requireCart(context: UpstreamContext, cartId: string): CartRecord {
  if (!context.userId) throw userIdRequired();
  const cart = context.carts.get(cartId);
  if (!cart) throw cartNotFound();
  if (cart.userId !== context.userId) throw userIdRequired();
  return cart;
}

function refused(cart: CartRecord, context: UpstreamContext, messages: CartMessageRecord[]) {
  const view = cartView(cart, context.catalogue, cartLightningFor(context, cart), context.shop);
  return { successful: false, messages, cart: view, details: view.details, attainableInfos: view.details.attainableInfos };
}

export const cartResolvers: Resolvers<UpstreamContext> = {
  Query: {
    // calculateShippingCost is accepted for compatibility; with one flat shipping rule and no
    // addresses yet the cost is always known, so it is always calculated.
    shop_findCart: (_parent, { cartId }, context) => {
      const cart = requireCart(context, cartId);
      return cartView(cart, context.catalogue, cartLightningFor(context, cart), context.shop);
    },
  },
  Mutation: {
    shopInit: (_parent, _args, { carts }) => {
      const cart = carts.create();
      return { cartId: cart.id, userId: cart.userId };
    },
    cart_update: (_parent, { data }, context) => {
      const cart = requireCart(context, data.cartId);
      if (cart.submitted) {
        return refused(cart, context, [{ messageKey: ORDER_ALREADY_SUBMITTED, message: 'The cart has been submitted and can no longer change.', fieldName: null }]);
      }
      // Items with the #LIGHTNING_DEAL suffix are checked against their deal, then added like any other.
      const lightning = planLightningAdds(data.ops, cart, context.stores.lightning, context.now());
      if (!lightning.ok) return refused(cart, context, lightning.messages);
      const outcome = applyOperations(cart.positions, lightning.ops, context, cart.vouchers);
      if (!outcome.ok) return refused(cart, context, outcome.messages);
      context.carts.replacePositions(cart.id, outcome.positions);
      const saved = context.carts.replaceVouchers(cart.id, outcome.vouchers);
      commitLightningAdds(context.stores.lightning, saved, lightning.adds, context.now());
      const view = cartView(saved, context.catalogue, cartLightningFor(context, saved), context.shop);
      return { successful: true, messages: [], cart: view, details: view.details, attainableInfos: view.details.attainableInfos };
    },
  },
};
