import { checkQuantity, maxQuantityFor, minQuantityFor, QUANTITY_BELOW_MINIMUM_KEY, QUANTITY_OVER_LIMIT_KEY } from './quantity.js';

describe('checkQuantity', () => {
  it.each([1, 2, 9999])('accepts %p without item limits', (q) => {
    expect(checkQuantity(q)).toEqual({ ok: true, quantity: q });
  });

  it.each([0, -1])('refuses %p as below the minimum of 1', (q) => {
    expect(checkQuantity(q)).toEqual({ ok: false, messageKey: QUANTITY_BELOW_MINIMUM_KEY, limit: 1, reason: 'BELOW_MINIMUM' });
  });

  it('refuses 10000 as above the 9999 cap', () => {
    expect(checkQuantity(10000)).toEqual({ ok: false, messageKey: QUANTITY_OVER_LIMIT_KEY, limit: 9999, reason: 'ABOVE_MAXIMUM' });
  });

  it.each(['abc', 1.5, Number.NaN, null, undefined])('refuses %p as not a whole number', (q) => {
    expect(checkQuantity(q)).toMatchObject({ ok: false, reason: 'NOT_A_WHOLE_NUMBER' });
  });

  it('honours the item maxQuantity and minimumOrderQuantity', () => {
    const limits = { maxQuantity: 20, minimumOrderQuantity: 5 };
    expect(checkQuantity(21, limits)).toMatchObject({ ok: false, limit: 20, messageKey: QUANTITY_OVER_LIMIT_KEY });
    expect(checkQuantity(4, limits)).toMatchObject({ ok: false, limit: 5, messageKey: QUANTITY_BELOW_MINIMUM_KEY });
    expect(checkQuantity(5, limits)).toEqual({ ok: true, quantity: 5 });
  });

  it('caps an item maximum above 9999 and ignores non-positive limits', () => {
    expect(maxQuantityFor({ maxQuantity: 50000 })).toBe(9999);
    expect(maxQuantityFor({ maxQuantity: 0 })).toBe(9999);
    expect(minQuantityFor({ minimumOrderQuantity: 0 })).toBe(1);
  });
});
