import { CHECKOUT_ROUTES, CHECKOUT_STEPS, stepForPath, stepIndex } from './checkout-steps.js';

describe('checkout steps', () => {
  it('keeps the strict step order of the spec', () => {
    expect(CHECKOUT_STEPS).toEqual(['basket', 'login', 'shipping', 'payment', 'summary', 'confirmation']);
    expect(stepIndex('login')).toBeLessThan(stepIndex('shipping'));
    expect(stepIndex('summary')).toBeGreaterThan(stepIndex('payment'));
  });

  it('maps routes to steps, with or without a trailing slash', () => {
    expect(stepForPath('/checkout/basket')).toBe('basket');
    expect(stepForPath('/checkout/shipping/')).toBe('shipping');
    expect(stepForPath('/prod/1')).toBeNull();
    for (const step of CHECKOUT_STEPS) expect(stepForPath(CHECKOUT_ROUTES[step])).toBe(step);
  });
});
