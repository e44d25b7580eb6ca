import type { IllustrationKind, ProductRecord } from '../types.js';

// Accessories and replacement products (spec §2 product detail, §3 wishlist replacement).
// Accessories are curated per kind of article and per product; replacements are computed.

const BY_KIND: Partial<Record<IllustrationKind, string[]>> = {
  'fountain-pen': ['10015', '10061', '10017'],
  pencil: ['10022', '10023'],
  'colour-pencils': ['10023', '10024', '10068'],
  paintbox: ['10211', '10212', '10214', '10260'],
  'paint-pot': ['10213', '10215', '10267'],
  clay: ['10223'],
  stapler: ['10409', '10458'],
  binder: ['10405', '10407', '10454'],
  laminator: ['10466'],
  whiteboard: ['10021', '10716', '10714'],
  shelf: ['10709', '10759'],
  table: ['10704', '10756'],
  chair: ['10706'],
  schoolbag: ['10026', '10510', '10511', '10553'],
  backpack: ['10510', '10511'],
  lunchbox: ['10511', '10561'],
  compass: ['10608'],
  'set-square': ['10602', '10606'],
  globe: ['10620'],
};

const BY_PRODUCT: Record<string, string[]> = {
  '10207': ['10256'],
  '10471': ['10472'],
  '10468': ['10064'],
};

const MAX_RELATED = 4;

function accessoriesOf(product: ProductRecord): string[] {
  const ids = [...(BY_PRODUCT[product.productId] ?? []), ...(BY_KIND[product.kind] ?? [])];
  return [...new Set(ids)].filter((id) => id !== product.productId).slice(0, MAX_RELATED);
}

const saleable = (p: ProductRecord): boolean => p.items.some((i) => i.availableForSale);

/** Up to 3 saleable products of the same leaf category, then of the same level-2 category. */
function replacementsOf(product: ProductRecord, all: readonly ProductRecord[]): string[] {
  if (product.items.every((i) => i.availableForSale)) return [];
  const rank = (a: ProductRecord, b: ProductRecord) => Number(b.isTopseller) - Number(a.isTopseller) || Number(a.productId) - Number(b.productId);
  const pool = (categoryId: string | undefined) =>
    all.filter((p) => p !== product && saleable(p) && p.categoryPath.some((c) => c.id === categoryId)).sort(rank);
  const ids = [...pool(product.categoryId), ...pool(product.categoryPath[1]?.id)].map((p) => p.productId);
  return [...new Set(ids)].slice(0, 3);
}

/** Fills accessoryIds and replacementIds of every product; fails on a curated id that does not exist. */
export function linkProducts(products: ProductRecord[]): void {
  const known = new Set(products.map((p) => p.productId));
  for (const product of products) {
    product.accessoryIds = accessoriesOf(product);
    const unknown = product.accessoryIds.find((id) => !known.has(id));
    if (unknown) throw new Error(`product ${product.productId}: accessory ${unknown} does not exist`);
    product.replacementIds = replacementsOf(product, products);
  }
}
