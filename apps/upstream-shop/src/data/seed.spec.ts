import { renderProductSvg } from '../media/svg.js';
import { AMAZON_PAY_BLOCKED_ORDER_NUMBERS, Catalogue } from './catalogue.js';
import { averageRating, reviewCounts } from './catalogue/reviews.js';
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
    expect(seed.products.length).toBeGreaterThanOrEqual(300);
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

  it('has the flags and extras other areas rely on', () => {
    const items = seed.products.flatMap((p) => p.items);
    const blocked = items.filter((i) => i.amazonPayBlocked).map((i) => i.orderNumber);
    expect(AMAZON_PAY_BLOCKED_ORDER_NUMBERS).toHaveLength(9);
    expect([...blocked].sort()).toEqual([...AMAZON_PAY_BLOCKED_ORDER_NUMBERS].sort());
    const classes = new Set(seed.products.map((p) => p.energyClass).filter((c) => c !== null));
    expect(classes).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F', 'G']));
    const spedition = seed.products.filter((p) => p.items.some((i) => i.needsSpedition));
    expect(spedition.length).toBeGreaterThanOrEqual(10);
    for (const item of items.filter((i) => i.needsSpedition && i.availableForSale)) expect(item.deliveryStatusColor).toBe('orange');
    expect(items.some((i) => i.discontinued && !i.availableForSale)).toBe(true);
    // Rating and number of ratings are computed from the stored reviews.
    const rated = seed.products.filter((p) => p.reviews.length > 0);
    expect(rated.length / seed.products.length).toBeGreaterThan(0.7);
    for (const product of seed.products) {
      expect(product.numberOfRatings).toBe(product.reviews.length);
      expect(product.rating).toBe(averageRating(product.reviews));
      expect(reviewCounts(product.reviews).all.count).toBe(product.numberOfRatings);
      expect(product.extraTabs[0]?.id).toBe('technische-daten');
    }
  });

  it('keeps the fixtures other tests name', () => {
    const catalogue = new Catalogue(seed);
    expect(catalogue.item('10008-01')?.item.maxQuantity).toBe(20);
    expect(catalogue.item('10022-01')?.item.minimumOrderQuantity).toBe(10);
    expect(catalogue.item('10025-01')?.item.availableForSale).toBe(false);
    expect(catalogue.item('10006-01')?.item.oldPriceCents).not.toBeNull();
    expect(catalogue.product('10401')?.items).toHaveLength(6);
    expect(catalogue.priceCentsFor('10401-02', 'de')).toBe(249);
    expect(catalogue.priceCentsFor('10401-02', 'ch')).toBe(269);
    expect(catalogue.priceCentsFor('nope', 'de')).toBeUndefined();
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
