import type { MergeCartsResult, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { ORDER_ALREADY_SUBMITTED } from '../../data/cart-ops.js';
import type { CartRecord } from '../../data/cart-store.js';
import { badUserInput, cartNotFound, userIdRequired } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { cartLightningFor } from '../lightning/cart-lightning.js';
import { cartView } from '../views/cart.js';
import { checkId, requireSession } from './guards.js';
import { mergeInto } from './login-cart.js';

/** A cart the caller may merge: the visitor's own (X-iSHOP-API-USERID) or the customer's cart. */
function callerCart(context: UpstreamContext, customerId: string, cartId: string): CartRecord {
  const cart = context.carts.get(checkId('cartId', cartId));
  if (!cart) throw cartNotFound();
  const owned = cart.userId === context.userId || context.stores.account.customerCarts.isCartOf(customerId, cart.id);
  if (!owned) throw userIdRequired();
  return cart;
}

function mergeCarts(sourceCartId: string, targetCartId: string, context: UpstreamContext): MergeCartsResult {
  const { record } = requireSession(context);
  if (sourceCartId === targetCartId) throw badUserInput('sourceCartId and targetCartId must name two different carts.');
  const source = callerCart(context, record.customerId, sourceCartId);
  const target = callerCart(context, record.customerId, targetCartId);
  if (source.submitted || target.submitted) {
    return { successful: false, errorMessage: ORDER_ALREADY_SUBMITTED, cart: cartView(target, context.catalogue, cartLightningFor(context, target), context.shop), userId: target.userId };
  }
  const registry = context.stores.account.customerCarts;
  const sourceWasCustomers = registry.isCartOf(record.customerId, source.id);
  const merged = mergeInto(context, target, source);
  // The source is gone; if it was the customer's cart the target takes its place.
  if (sourceWasCustomers) registry.assign(record.customerId, merged.id);
  return { successful: true, errorMessage: null, cart: cartView(merged, context.catalogue, cartLightningFor(context, merged), context.shop), userId: merged.userId };
}

export const mergeCartsResolvers: Resolvers<UpstreamContext> = {
  Mutation: {
    mergeCarts: (_parent, { sourceCartId, targetCartId }, context) => mergeCarts(sourceCartId, targetCartId, context),
  },
};
