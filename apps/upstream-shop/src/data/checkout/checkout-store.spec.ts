import { CheckoutStore } from './checkout-store.js';

describe('CheckoutStore', () => {
  it('answers the empty state for unknown carts and keeps updates whole', () => {
    const store = new CheckoutStore();
    expect(store.get('c1')).toMatchObject({ cartId: 'c1', shipperCode: null, speditionFields: [], newsletterSubscribe: false });
    store.update('c1', { shipperCode: 'dpd' });
    expect(store.update('c1', { orderReference: 'X' })).toMatchObject({ shipperCode: 'dpd', orderReference: 'X' });
  });

  it('forgets the oldest state beyond its cap', () => {
    const store = new CheckoutStore(2);
    store.update('a', { shipperCode: 'dhl' });
    store.update('b', { shipperCode: 'dhl' });
    store.update('c', { shipperCode: 'dhl' });
    expect(store.get('a').shipperCode).toBeNull();
    expect(store.get('c').shipperCode).toBe('dhl');
  });

  it('hands out order ids that are not taken', () => {
    const store = new CheckoutStore();
    expect(store.nextOrderId((id) => id === '500000001')).toBe('500000002');
    expect(store.nextOrderId(() => false)).toBe('500000003');
  });
});
