import { isShopId, SHOP_ID_PATTERN } from './ids.js';

describe('shop ids', () => {
  it('accepts 1-64 of A-Z a-z 0-9 - _ and nothing else', () => {
    expect(isShopId('c-1a2B_3')).toBe(true);
    expect(isShopId('x'.repeat(64))).toBe(true);
    for (const bad of ['', 'a b', '../x', 'x'.repeat(65), 'ä', 'a\n']) expect(SHOP_ID_PATTERN.test(bad)).toBe(false);
    expect(isShopId(42)).toBe(false);
  });
});
