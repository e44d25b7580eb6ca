import { describe, expect, it } from '@jest/globals';
import { articleCountText, formatMoney } from './format';

describe('formatMoney', () => {
  it('formats German prices with a plain space before the euro sign', () => {
    expect(formatMoney({ amount: 3.49 })).toBe('3,49 €');
    expect(formatMoney({ amount: 1234.5 })).toBe('1.234,50 €');
    expect(formatMoney({ amount: 0.1 + 0.2 })).toBe('0,30 €');
  });
});

describe('articleCountText', () => {
  it('groups thousands', () => {
    expect(articleCountText(1)).toBe('1 Artikel');
    expect(articleCountText(1200)).toBe('1.200 Artikel');
  });
});
