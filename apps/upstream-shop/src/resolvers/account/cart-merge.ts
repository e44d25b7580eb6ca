import { maxQuantityFor } from '@tafel/domain';
import { MAX_POSITIONS } from '../../data/cart-ops.js';
import type { CartPosition } from '../../data/cart-store.js';
import type { ItemRecord } from '../../data/types.js';

/**
 * The positions of `target` with those of `source` added (spec §4: carts are merged after
 * login). Quantities of the same item are summed and capped at the item's maximum; items no
 * longer for sale are dropped, as the cart would refuse adding them; the position cap holds.
 */
export function mergePositions(
  target: readonly CartPosition[],
  source: readonly CartPosition[],
  itemOf: (itemId: string) => ItemRecord | undefined,
  newId: () => string,
): CartPosition[] {
  const merged = target.map((p) => ({ ...p }));
  for (const position of source) {
    const item = itemOf(position.itemId);
    if (!item || !item.availableForSale) continue;
    const max = maxQuantityFor(item);
    const existing = merged.find((p) => p.itemId === position.itemId);
    if (existing) existing.quantity = Math.min(existing.quantity + position.quantity, max);
    else if (merged.length < MAX_POSITIONS) merged.push({ id: newId(), itemId: position.itemId, quantity: Math.min(position.quantity, max) });
  }
  return merged;
}
