import { describe, expect, it } from '@jest/globals';
import { areaOfPath, isBasketPath } from './area';

describe('areaOfPath', () => {
  it('knows the support console by its path', () => {
    expect(areaOfPath('/support')).toBe('support');
    expect(areaOfPath('/support/submissions/co-1')).toBe('support');
  });

  it('counts everything else as the shop', () => {
    for (const path of ['/', '/supportive-chairs', '/p/support', '/checkout/payment', '/api/shop/']) expect(areaOfPath(path)).toBe('shop');
  });
});

describe('isBasketPath', () => {
  it('knows the basket and nothing else', () => {
    expect(isBasketPath('/checkout/basket')).toBe(true);
    for (const path of ['/', '/checkout', '/checkout/basket-x', '/checkout/summary', '/support/checkout/basket']) expect(isBasketPath(path)).toBe(false);
  });
});
