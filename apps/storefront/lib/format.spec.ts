import { describe, expect, it } from '@jest/globals';
import { articleCountText, formatMoney, shorten } from './format';

describe('formatMoney', () => {
  it('formats German prices with a no-break space before the euro sign', () => {
    expect(formatMoney({ amount: 3.49 })).toBe('3,49\u00a0€');
    expect(formatMoney({ amount: 1234.5 })).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 0.1 + 0.2 })).toBe('0,30\u00a0€');
  });
});

describe('articleCountText', () => {
  it('groups thousands', () => {
    expect(articleCountText(1)).toBe('1 Artikel');
    expect(articleCountText(1200)).toBe('1.200 Artikel');
  });
});

describe('shorten', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(shorten('Kurz und gut.')).toBe('Kurz und gut.');
    expect(shorten('Angenehm in der Hand, sauber im Strich', 25)).toBe('Angenehm in der Hand…');
    expect(shorten('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
