import { ceilToEnding, floorToEnding, grossOf, netOf, shopPrice, shopPrices } from './pricing.js';

describe('shop prices', () => {
  it('rounds to endings of 5 or 9 cents', () => {
    expect(ceilToEnding(256.47)).toBe(259);
    expect(ceilToEnding(255)).toBe(255);
    expect(ceilToEnding(250.01)).toBe(255);
    expect(floorToEnding(198.8)).toBe(195);
    expect(floorToEnding(199)).toBe(199);
    expect(floorToEnding(3)).toBe(5);
  });

  it('derives at (+3 %), ch (+8 %) and b2b (net list, 5 % off) from the de price', () => {
    expect(shopPrice(249, 'de')).toBe(249);
    expect(shopPrice(249, 'at')).toBe(259);
    expect(shopPrice(249, 'ch')).toBe(269);
    expect(shopPrice(249, 'b2b')).toBe(grossOf(195));
    expect(netOf(shopPrice(249, 'b2b'))).toBe(195);
    for (const cents of [45, 199, 1249, 12900, 249900]) {
      expect(shopPrice(cents, 'at')).toBeGreaterThanOrEqual(cents * 1.03);
      expect(shopPrice(cents, 'ch')).toBeGreaterThanOrEqual(cents * 1.08);
      expect(shopPrice(cents, 'b2b')).toBeLessThan(cents);
    }
  });

  it('keeps a special price only where it stays below the old price', () => {
    const prices = shopPrices(999, 1249);
    expect(prices.de).toEqual({ priceCents: 999, oldPriceCents: 1249 });
    for (const shop of ['at', 'ch', 'b2b'] as const) expect(prices[shop].oldPriceCents).toBeGreaterThan(prices[shop].priceCents);
    expect(shopPrices(45, 46).at.oldPriceCents).toBeNull();
    expect(shopPrices(249, null).ch).toEqual({ priceCents: 269, oldPriceCents: null });
  });
});
