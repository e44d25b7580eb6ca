import { describe, expect, it } from '@jest/globals';
import { translator } from '@/lib/i18n/i18n';
import { miniCartFreeLabel, miniCartSelection } from './mini-cart-lines';

describe('miniCartSelection (catalogue spec §9: the mini cart shows 3 items)', () => {
  it('shows the last 3 of 4 lines, in cart order, and counts the one more', () => {
    expect(miniCartSelection(['a', 'b', 'c', 'd'])).toEqual({ shown: ['b', 'c', 'd'], more: 1 });
  });

  it('shows all of 3 or fewer, with none more', () => {
    expect(miniCartSelection(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(miniCartSelection(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(miniCartSelection([])).toEqual({ shown: [], more: 0 });
  });

  it('counts every line beyond the shown ones', () => {
    expect(miniCartSelection(Array.from({ length: 10 }, (_, i) => i))).toEqual({ shown: [7, 8, 9], more: 7 });
  });
});

describe('miniCartFreeLabel (spec §3 isFreeItem: free articles shown as free, as in the basket)', () => {
  const { t } = translator('de-DE');

  it('names the voucher a free article comes with', () => {
    expect(miniCartFreeLabel({ isFreeItem: true, relatedVoucherCode: 'GRATIS' }, t)).toBe('Gratisartikel zum Gutschein GRATIS');
  });

  it('says "Gratis" for a free article without a voucher', () => {
    expect(miniCartFreeLabel({ isFreeItem: true, relatedVoucherCode: null }, t)).toBe('Gratis');
  });

  it('gives no label to a paid line', () => {
    expect(miniCartFreeLabel({ isFreeItem: false, relatedVoucherCode: 'GRATIS' }, t)).toBeNull();
  });
});
