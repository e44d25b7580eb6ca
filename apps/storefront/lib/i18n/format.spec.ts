import { describe, expect, it } from '@jest/globals';
import { articleCountText, formatMoney, shorten } from './format';
import { translator } from './i18n';

const de = translator('de-DE');
const en = translator('en-DE');

describe('formatMoney', () => {
  it('formats German prices with a no-break space before the euro sign', () => {
    expect(formatMoney({ amount: 3.49 }, de)).toBe('3,49\u00a0€');
    expect(formatMoney({ amount: 1234.5 }, de)).toBe('1.234,50\u00a0€');
    expect(formatMoney({ amount: 0.1 + 0.2 }, de)).toBe('0,30\u00a0€');
  });
  it('formats prices for the English shop with Intl en-DE', () => {
    expect(formatMoney({ amount: 1234.5 }, en)).toBe('€1,234.50');
    expect(formatMoney({ amount: 3.49 }, translator('de-AT'))).toBe('3,49\u00a0€');
  });
});

describe('articleCountText', () => {
  it('groups thousands', () => {
    expect(articleCountText(1, de)).toBe('1 Artikel');
    expect(articleCountText(1200, de)).toBe('1.200 Artikel');
  });
});

describe('articleCountText in English', () => {
  it('uses the singular for one article only', () => {
    expect(articleCountText(1, en)).toBe('1 article');
    expect(articleCountText(2, en)).toBe('2 articles');
    expect(articleCountText(0, en)).toBe('0 articles');
  });
});

describe('shorten', () => {
  it('keeps short text and cuts long text at a word', () => {
    expect(shorten('Kurz und gut.')).toBe('Kurz und gut.');
    expect(shorten('Angenehm in der Hand, sauber im Strich', 25)).toBe('Angenehm in der Hand…');
    expect(shorten('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
