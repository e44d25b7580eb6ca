import type { CartStore } from '../cart-store.js';
import type { CustomerCarts } from '../customers/customer-carts.js';
import type { OrderStore } from '../orders/order-store.js';
import type { OrderRecord } from '../orders/order-types.js';
import type { CheckoutStore } from './checkout-store.js';

export interface VoidOrderStores {
  orders: OrderStore;
  carts: CartStore;
  checkout: CheckoutStore;
  customerCarts: CustomerCarts;
}

/**
 * Undoes the placing of an order whose payment was declined (Amazon Pay, spec §2 "returns to
 * payment"): the order disappears for the customer and the cart is open again with its checkout
 * choices, so the shopper can pay it another way and submitCart places a new order. Call it only
 * after every check passed; none of these writes can fail.
 */
export function voidUnpaidOrder(stores: VoidOrderStores, order: OrderRecord): void {
  const cart = order.cartId === null ? undefined : stores.carts.get(order.cartId);
  stores.orders.voidOrder(order.orderId);
  if (!cart) return;
  const { newCartId } = stores.checkout.get(cart.id);
  stores.carts.reopen(cart.id);
  stores.checkout.update(cart.id, { newCartId: null });
  // submitCart moved the customer on to the new cart; give the reopened one back instead.
  if (newCartId !== null && stores.customerCarts.isCartOf(order.customerId, newCartId)) stores.customerCarts.assign(order.customerId, cart.id);
}
