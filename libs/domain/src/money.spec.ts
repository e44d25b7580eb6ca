import { discountPercent, formatCents, showsDiscountBadge, toCents } from './money.js';

describe('money', () => {
  it('formats cents the German way with the euro sign after the amount', () => {
    expect(formatCents(349).replace(/\s/g, ' ')).toBe('3,49 €');
    expect(formatCents(123456).replace(/\s/g, ' ')).toBe('1.234,56 €');
  });

  it('formats cents for the English B2B shop with the euro sign first', () => {
    expect(formatCents(123456, 'en-DE')).toBe('€1,234.56');
    expect(formatCents(349, 'de-DE')).toBe(formatCents(349));
  });

  it('rounds float amounts to whole cents', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });

  it('computes the floored discount percent and the 5 % badge threshold', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(999, 950)).toBe(4);
    expect(discountPercent(1000, 1000)).toBeNull();
    expect(showsDiscountBadge(4)).toBe(false);
    expect(showsDiscountBadge(5)).toBe(true);
    expect(showsDiscountBadge(null)).toBe(false);
  });
});
