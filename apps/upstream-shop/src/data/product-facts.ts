import type { ItemRecord, ProductRecord } from './types.js';

// Facts derived from a product's items, shared by views, sorting and the cart.

/** The item shown first: the cheapest saleable one (the cheapest overall when none is saleable). */
export function bestItem(product: ProductRecord): ItemRecord {
  const saleable = product.items.filter((i) => i.availableForSale);
  const candidates = saleable.length > 0 ? saleable : product.items;
  let best = candidates[0];
  for (const item of candidates) if (best === undefined || item.priceCents < best.priceCents) best = item;
  if (!best) throw new Error(`product ${product.productId} has no items`);
  return best;
}

export function hasDifferentPrices(product: ProductRecord): boolean {
  return new Set(product.items.map((i) => i.priceCents)).size > 1;
}

export function isOnSale(product: ProductRecord): boolean {
  return product.items.some((i) => i.oldPriceCents !== null);
}

export function isAvailable(product: ProductRecord): boolean {
  return product.items.some((i) => i.availableForSale);
}
