import { describe, expect, it } from '@jest/globals';
import { basketSkipsPayment } from './basket-steps';

describe('basketSkipsPayment (spec §4: the payment step only where payment applies)', () => {
  it('keeps the payment step for a consumer cart that costs something', () => {
    expect(basketSkipsPayment({ isB2b: false, payless: false })).toBe(false);
  });

  it('leaves it out for a payless consumer cart', () => {
    expect(basketSkipsPayment({ isB2b: false, payless: true })).toBe(true);
  });

  it('leaves it out on the B2B shop, payless or not', () => {
    expect(basketSkipsPayment({ isB2b: true, payless: true })).toBe(true);
    expect(basketSkipsPayment({ isB2b: true, payless: false })).toBe(true);
  });
});
