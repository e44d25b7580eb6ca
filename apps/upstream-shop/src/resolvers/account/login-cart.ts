import type { CartRecord } from '../../data/cart-store.js';
import type { UpstreamContext } from '../context.js';
import { MAX_VOUCHERS } from '../../data/vouchers.js';
import { mergePositions } from './cart-merge.js';

export interface LoginCart {
  cart: CartRecord;
  merged: boolean;
}

/** Moves source's positions into target and deletes source (login merge and mergeCarts). */
export function mergeInto(context: UpstreamContext, target: CartRecord, source: CartRecord): CartRecord {
  const positions = mergePositions(target.positions, source.positions, (id) => context.catalogue.item(id)?.item, context.newId);
  context.carts.replacePositions(target.id, positions);
  // The visitor's vouchers come along (spec §4 merge), each code once.
  const cart = context.carts.replaceVouchers(target.id, [...new Set([...target.vouchers, ...source.vouchers])].slice(0, MAX_VOUCHERS));
  context.carts.remove(source.id);
  return cart;
}

/**
 * The cart a customer continues with after login or registration (spec §4 cart lifecycle).
 * `visitor` is the caller's cart, already checked against X-iSHOP-API-USERID.
 */
export function cartAfterLogin(context: UpstreamContext, customerId: string, visitor: CartRecord | undefined, mergeCart: boolean): LoginCart {
  const registry = context.stores.account.customerCarts;
  const earlier = registry.current(customerId, context.carts, context.newId);
  // A submitted cart is an order now, and another customer's cart is not the visitor's to give away.
  const usable = visitor && !visitor.submitted && !registry.belongsToOther(customerId, visitor.id) ? visitor : undefined;
  if (usable && earlier?.id === usable.id) return { cart: earlier, merged: false };
  if (usable && !earlier) {
    registry.assign(customerId, usable.id);
    return { cart: usable, merged: false };
  }
  if (usable && earlier && mergeCart) return { cart: mergeInto(context, earlier, usable), merged: usable.positions.length > 0 };
  if (earlier) return { cart: earlier, merged: false };
  const fresh = context.carts.create();
  registry.assign(customerId, fresh.id);
  return { cart: fresh, merged: false };
}
