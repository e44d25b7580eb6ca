import { ITEM_ID_PATTERN, isValidItemId } from './index.js';

describe('item ids', () => {
  it('takes the upstream ids, up to 64 characters', () => {
    expect(isValidItemId('chair')).toBe(true);
    expect(isValidItemId('line-1.a:b_c')).toBe(true);
    expect(isValidItemId('x'.repeat(64))).toBe(true);
    expect(ITEM_ID_PATTERN.test('x'.repeat(64))).toBe(true);
  });
  it('refuses empty, longer and other characters', () => {
    expect(isValidItemId('')).toBe(false);
    expect(isValidItemId('x'.repeat(65))).toBe(false);
    expect(isValidItemId('a b')).toBe(false);
    expect(isValidItemId('a/b')).toBe(false);
    expect(isValidItemId(42)).toBe(false);
  });
});
