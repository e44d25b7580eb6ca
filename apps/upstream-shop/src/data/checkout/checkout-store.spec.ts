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

  it('keeps Amazon Pay sessions by id, forgetting the oldest beyond its cap, and completions by order', () => {
    const store = new CheckoutStore(10, 2);
    store.openAmazonSession('s1', { orderId: 'o1', declined: false });
    store.openAmazonSession('s2', { orderId: 'o1', declined: true });
    store.completeAmazonOrder('o1', 's1');
    store.openAmazonSession('s3', { orderId: 'o2', declined: false });
    expect(store.amazonSession('s1')).toBeUndefined();
    expect(store.amazonSession('s2')).toEqual({ orderId: 'o1', declined: true });
    expect(store.amazonCompletion('o1')).toBe('s1');
    expect(store.amazonCompletion('o2')).toBeUndefined();
  });
});
