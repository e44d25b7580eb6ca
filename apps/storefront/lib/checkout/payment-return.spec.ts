import { describe, expect, it } from '@jest/globals';
import { initialCheckoutContext, type CheckoutContext } from '@tafel/checkout-machine';
import { cardReturnTarget } from './payment-return';

const computopData = { url: 'http://upstream/__payment/computop', mid: 'tafel', data: 'abc', len: 3 };
const base = initialCheckoutContext({ cartId: 'cart-1', articleCount: 1 });
const waiting = (context: Partial<CheckoutContext>): CheckoutContext => ({ ...base, ...context });

describe('cardReturnTarget', () => {
  it('leads a card order that waits for its payment to the thank-you page with that order', () => {
    expect(cardReturnTarget(waiting({ computopData, pendingOrderId: '100234' }))).toBe('/checkout/confirmation?orderId=100234');
  });

  it('keeps the stored order over the one the return names', () => {
    expect(cardReturnTarget(waiting({ computopData, pendingOrderId: '100234' }), '999')).toBe('/checkout/confirmation?orderId=100234');
  });

  it("takes the return's order id only when none was stored, and only a plain one", () => {
    expect(cardReturnTarget(waiting({ computopData, pendingOrderId: null }), '100235')).toBe('/checkout/confirmation?orderId=100235');
    expect(cardReturnTarget(waiting({ computopData, pendingOrderId: null }), '1&orderId=2')).toBe('/checkout/confirmation');
    expect(cardReturnTarget(waiting({ computopData, pendingOrderId: null }), 'x'.repeat(65))).toBe('/checkout/confirmation');
    expect(cardReturnTarget(waiting({ computopData, pendingOrderId: null }))).toBe('/checkout/confirmation');
  });

  it('never confirms a PayPal or Amazon Pay order by a card return', () => {
    expect(cardReturnTarget(waiting({ redirectUrl: 'http://upstream/__payment/paypal?orderId=1', pendingOrderId: '1' }), '1')).toBe('/checkout/confirmation');
  });

  it('leaves everything else to the thank-you page: no checkout, an order already placed, nothing waiting', () => {
    expect(cardReturnTarget(null, '100234')).toBe('/checkout/confirmation');
    expect(cardReturnTarget(waiting({ computopData: null, orderId: '100234' }), '100234')).toBe('/checkout/confirmation');
    expect(cardReturnTarget(waiting({}), '100234')).toBe('/checkout/confirmation');
  });
});
