import type { CartRecord } from '../../data/cart-store.js';
import { isWellFormedId, CHECKOUT_LIMITS } from '../../data/checkout/checkout-validation.js';
import type { CustomerRecord } from '../../data/customers/customer-types.js';
import { badUserInput, unauthenticated } from '../../errors.js';
import { requireCart } from '../cart.js';
import type { UpstreamContext } from '../context.js';

/** An id argument (cart, address, order): opaque, but never empty or huge, else BAD_USER_INPUT. */
export function checkId(name: string, value: string): string {
  if (!isWellFormedId(value)) throw badUserInput(`${name} must be a non-empty id of at most ${CHECKOUT_LIMITS.id} characters.`);
  return value;
}

/** The caller's cart (requireCart semantics: user id, then CART_NOT_FOUND). */
export function checkoutCart(context: UpstreamContext, cartId: string): CartRecord {
  return requireCart(context, checkId('cartId', cartId));
}

/** The customer (or guest) of the X-JWT session; without one: UNAUTHENTICATED, nothing changes. */
export function requireCustomer(context: UpstreamContext): CustomerRecord {
  const record = context.customer ? context.stores.customers.get(context.customer.customerId) : undefined;
  if (!record) throw unauthenticated();
  return record;
}
