import { INPUT_EXCERPT_CHARS, inputExcerpt } from './input-excerpt.js';

describe('inputExcerpt', () => {
  it('quotes a short value as it is', () => {
    expect(inputExcerpt('cart-1')).toBe("'cart-1'");
    expect(inputExcerpt('')).toBe("''");
  });

  it('quotes at most the first characters of a long value and names its length', () => {
    const shown = inputExcerpt('A'.repeat(100_000));
    expect(shown).toBe(`'${'A'.repeat(INPUT_EXCERPT_CHARS)}…' (100000 characters)`);
    expect(shown.length).toBeLessThan(70);
  });

  it('escapes what would not print as one safe line: controls, bidi overrides, zero-width, separators, quotes', () => {
    expect(inputExcerpt("a\nb\r\u0000c\u202Ed\u200Be\u2028f'g\\h")).toBe("'a\\u{a}b\\u{d}\\u{0}c\\u{202e}d\\u{200b}e\\u{2028}f\\'g\\\\h'");
  });

  it('counts and cuts by characters, never splitting a surrogate pair', () => {
    const shown = inputExcerpt('😀'.repeat(50), 3);
    expect(shown).toBe("'😀😀😀…' (50 characters)");
  });

  it('shows numbers and the like unquoted, and never echoes objects', () => {
    expect(inputExcerpt(42)).toBe('42');
    expect(inputExcerpt(null)).toBe('null');
    expect(inputExcerpt(undefined)).toBe('undefined');
    expect(inputExcerpt(10n ** 100n, 5)).toBe('10000… (101 characters)');
    expect(inputExcerpt({ secret: 'x'.repeat(1000) })).toBe('a value of type object');
    expect(inputExcerpt(['x'])).toBe('an array');
  });
});
