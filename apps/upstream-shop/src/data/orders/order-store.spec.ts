import { OrderStore } from './order-store.js';
import type { OrderRecord } from './order-types.js';

const order = (orderId: string, cartId: string | null): OrderRecord => ({ orderId, cartId, customerId: 'C-1', orderedAt: '2025-01-01T10:00:00.000Z', returnHash: `h${orderId}` }) as OrderRecord;

describe('OrderStore.voidOrder', () => {
  it('hides a voided order from every lookup but voidedOrder, and never takes its id again', () => {
    const store = new OrderStore();
    store.add(order('1', 'cart-a'));
    store.add(order('2', 'cart-b'));
    expect(store.voidOrder('1')).toMatchObject({ orderId: '1' });
    expect(store.get('1')).toBeUndefined();
    expect(store.findByCart('cart-a')).toBeUndefined();
    expect(store.findByReturnHash('h1')).toBeUndefined();
    expect(store.listByCustomer('C-1').map((o) => o.orderId)).toEqual(['2']);
    expect(store.placedFromCarts().map((o) => o.orderId)).toEqual(['2']);
    expect(store.voidedOrder('1')).toMatchObject({ orderId: '1', cartId: 'cart-a' });
    expect(store.voidOrder('1')).toBeUndefined();
    expect(() => store.add(order('1', 'cart-a'))).toThrow('order 1 exists');
    store.add(order('3', 'cart-a'));
    expect(store.findByCart('cart-a')?.orderId).toBe('3');
  });
});
