import { cartHasItems, isPaylessCart } from './cart.js';

describe('cart rules', () => {
  it('has items only when articleCount is above 0', () => {
    expect(cartHasItems({ articleCount: 0 })).toBe(false);
    expect(cartHasItems({ articleCount: 2 })).toBe(true);
    expect(cartHasItems(null)).toBe(false);
  });

  it('is payless when it has items and a basket value of 0', () => {
    expect(isPaylessCart({ articleCount: 1, totalCents: 0 })).toBe(true);
    expect(isPaylessCart({ articleCount: 0, totalCents: 0 })).toBe(false);
    expect(isPaylessCart({ articleCount: 1, totalCents: 1 })).toBe(false);
  });
});
