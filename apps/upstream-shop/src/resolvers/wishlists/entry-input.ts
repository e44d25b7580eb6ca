import { bestItem } from '../../data/product-facts.js';
import type { ItemRecord, ProductRecord } from '../../data/types.js';
import { WISHLIST_MAX_QUANTITY } from '../../data/wishlists/wishlist-input.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { checkId } from './caller.js';

export interface ResolvedEntry {
  product: ProductRecord;
  /** null: several items and none chosen. A product with one item always resolves to it. */
  item: ItemRecord | null;
  /** The item whose limits and prices apply (the best item when none is chosen). */
  limits: ItemRecord;
}

/** Product and item ids of an input: unknown ids or an item of another product are malformed input. */
export function resolveEntry(context: UpstreamContext, productId: string, itemId: string | null | undefined, path: string): ResolvedEntry {
  checkId(`${path}.productId`, productId);
  const product = context.catalogue.product(productId);
  if (!product) throw badUserInput(`${path}.productId: unknown product "${productId}".`);
  let item: ItemRecord | null = product.items.length === 1 ? (product.items[0] ?? null) : null;
  if (itemId !== null && itemId !== undefined) {
    checkId(`${path}.itemId`, itemId);
    const found = product.items.find((i) => i.itemId === itemId);
    if (!found) throw badUserInput(`${path}.itemId: "${itemId}" is not an item of product "${productId}".`);
    item = found;
  }
  return { product, item, limits: item ?? bestItem(product) };
}

/** Queries have no result to carry a field error: a quantity outside 0..9998 is malformed input. */
export function checkQuantityRange(path: string, quantity: number): void {
  if (quantity < 0 || quantity > WISHLIST_MAX_QUANTITY) throw badUserInput(`${path} must be between 0 and ${WISHLIST_MAX_QUANTITY}.`);
}
