import { entryTotals } from './wishlist-totals.js';

describe('entryTotals', () => {
  it('multiplies the unit price by the quantity', () => {
    expect(entryTotals(249, null, null, 3)).toEqual({ current: 747, old: null, lightning: null, savings: null, pay: 747 });
  });
  it('saves the difference to the old price of a special offer', () => {
    expect(entryTotals(999, 1249, null, 2)).toEqual({ current: 1998, old: 2498, lightning: null, savings: 500, pay: 1998 });
  });
  it('pays the lightning price while a deal runs', () => {
    expect(entryTotals(1495, null, 999, 2)).toEqual({ current: 2990, old: null, lightning: 1998, savings: 992, pay: 1998 });
    expect(entryTotals(999, 1249, 899, 1)).toMatchObject({ savings: 350, pay: 899 });
  });
  it('is zero for quantity 0', () => {
    expect(entryTotals(249, 299, null, 0)).toEqual({ current: 0, old: 0, lightning: null, savings: null, pay: 0 });
  });
});
