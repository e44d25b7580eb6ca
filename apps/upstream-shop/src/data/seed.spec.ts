import { renderProductSvg } from '../media/svg.js';
import { Catalogue } from './catalogue.js';
import { buildSeed, CATALOGUE_SEED } from './seed.js';

describe('catalogue seed', () => {
  const seed = buildSeed();

  it('is identical every time it is built', () => {
    expect(buildSeed()).toEqual(seed);
    expect(buildSeed(CATALOGUE_SEED)).toEqual(seed);
  });

  it('changes its random choices with another seed but keeps ids and names', () => {
    const other = buildSeed(1);
    expect(other.products.map((p) => [p.productId, p.name])).toEqual(seed.products.map((p) => [p.productId, p.name]));
    expect(other.products.map((p) => p.rating)).not.toEqual(seed.products.map((p) => p.rating));
  });

  it('has the size later issues rely on', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(120);
    expect(seed.categories.length).toBeGreaterThanOrEqual(40);
    const withVariants = seed.products.filter((p) => p.items.length > 1);
    expect(withVariants.length / seed.products.length).toBeGreaterThanOrEqual(0.2);
    expect(new Set(seed.categories.map((c) => c.level))).toEqual(new Set([0, 1, 2, 3]));
  });

  it('has unique ids and order numbers and sane prices and limits', () => {
    const items = seed.products.flatMap((p) => p.items);
    expect(new Set(seed.products.map((p) => p.productId)).size).toBe(seed.products.length);
    expect(new Set(items.map((i) => i.itemId)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.orderNumber)).size).toBe(items.length);
    for (const item of items) {
      expect(item.itemId).toMatch(/^\d{5}-\d{2}$/);
      expect(item.orderNumber).toMatch(/^\d{3}\.\d{3}$/);
      expect(Number.isInteger(item.priceCents) && item.priceCents > 0).toBe(true);
      if (item.oldPriceCents !== null) expect(item.oldPriceCents).toBeGreaterThan(item.priceCents);
      expect(item.minimumOrderQuantity).toBeGreaterThanOrEqual(1);
      expect(item.maxQuantity).toBeLessThanOrEqual(9999);
    }
    expect(items.some((i) => !i.availableForSale)).toBe(true);
    expect(items.some((i) => i.oldPriceCents !== null)).toBe(true);
    expect(items.some((i) => i.basePrice !== null)).toBe(true);
    expect(items.some((i) => i.maxQuantity < 9999)).toBe(true);
    expect(items.some((i) => i.minimumOrderQuantity > 1)).toBe(true);
  });

  it('files every product under a leaf category reachable from the root', () => {
    const catalogue = new Catalogue(seed);
    for (const product of seed.products) {
      const category = catalogue.category(product.categoryId);
      expect(category?.childIds).toEqual([]);
      expect(catalogue.breadcrumb(product.categoryId)[0]?.level).toBe(1);
    }
    expect(catalogue.listing('1', 'si')).toHaveLength(seed.products.length);
  });

  it('draws every product as a well-formed SVG', () => {
    for (const product of seed.products) {
      const svg = renderProductSvg(product.kind, product.items[0]?.colour ?? '#000000', product.name);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/undefined|NaN/);
    }
  });
});
