import { isInternalApiSecret } from './internal-secret.js';

describe('INTERNAL_API_SECRET', () => {
  it('accepts 32-256 printable ASCII characters without spaces', () => {
    expect(isInternalApiSecret('x'.repeat(32))).toBe(true);
    expect(isInternalApiSecret('!~'.repeat(128))).toBe(true);
    expect(isInternalApiSecret('Ab0-_.+/=:;'.repeat(3) + 'zzzz')).toBe(true);
  });

  it('refuses short, long, spaced, control and non-ASCII values', () => {
    for (const bad of ['', 'x'.repeat(31), 'x'.repeat(257), `${'x'.repeat(32)} `, `a b${'x'.repeat(32)}`, `${'x'.repeat(32)}\n`, `${'x'.repeat(32)}\t`, `${'x'.repeat(31)}ä`, `${'x'.repeat(32)}\u0000`]) {
      expect([JSON.stringify(bad), isInternalApiSecret(bad)]).toEqual([JSON.stringify(bad), false]);
    }
  });
});
