import { CartStore } from '../cart-store.js';
import { CustomerCarts } from '../customers/customer-carts.js';
import { OrderStore } from '../orders/order-store.js';
import type { OrderRecord } from '../orders/order-types.js';
import { CheckoutStore } from './checkout-store.js';
import { voidUnpaidOrder, type VoidOrderStores } from './void-order.js';

/** A cart submitted as order 500000001 by customer C-1, as submitCart leaves it. */
function submitted(customerCartIsTheOrdered: boolean): { stores: VoidOrderStores; order: OrderRecord; cartId: string; nextId: string } {
  const stores = { orders: new OrderStore(), carts: new CartStore(), checkout: new CheckoutStore(), customerCarts: new CustomerCarts({}) };
  const cart = stores.carts.create();
  const order = { orderId: '500000001', cartId: cart.id, customerId: 'C-1', paymentMethod: 'AMAZONPAY' } as OrderRecord;
  stores.orders.add(order);
  stores.carts.markSubmitted(cart.id);
  const next = stores.carts.createFor(cart.userId);
  stores.checkout.update(cart.id, { paymentId: 'AMAZONPAY', newCartId: next.id });
  stores.customerCarts.assign('C-1', customerCartIsTheOrdered ? next.id : 'elsewhere');
  return { stores, order, cartId: cart.id, nextId: next.id };
}

describe('voidUnpaidOrder', () => {
  it('removes the order and reopens the cart, which becomes the customer’s cart again', () => {
    const { stores, order, cartId, nextId } = submitted(true);
    voidUnpaidOrder(stores, order);
    expect(stores.orders.get(order.orderId)).toBeUndefined();
    expect(stores.orders.findByCart(cartId)).toBeUndefined();
    expect(stores.orders.voidedOrder(order.orderId)).toBe(order);
    expect(stores.carts.get(cartId)?.submitted).toBe(false);
    expect(stores.checkout.get(cartId)).toMatchObject({ newCartId: null, paymentId: 'AMAZONPAY' });
    expect(stores.customerCarts.isCartOf('C-1', cartId)).toBe(true);
    expect(stores.carts.get(nextId)).toMatchObject({ submitted: false, positions: [] });
  });

  it('leaves a customer cart alone that submitCart did not move', () => {
    const { stores, order, cartId } = submitted(false);
    voidUnpaidOrder(stores, order);
    expect(stores.customerCarts.isCartOf('C-1', 'elsewhere')).toBe(true);
    expect(stores.carts.get(cartId)?.submitted).toBe(false);
  });

  it('still voids the order when its cart is gone', () => {
    const { stores, order, cartId } = submitted(true);
    stores.carts.remove(cartId);
    voidUnpaidOrder(stores, order);
    expect(stores.orders.get(order.orderId)).toBeUndefined();
    expect(stores.carts.get(cartId)).toBeUndefined();
  });
});
