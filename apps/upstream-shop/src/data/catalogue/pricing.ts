import type { ShopId } from '../customers/customer-types.js';
import type { ShopPriceRecord } from '../types.js';

// Shop price lists are derived from the de list price so that one hand-written price per item
// stays the single source. Shops round like price lists do: to endings of 5 or 9 cents.

export const SHOP_IDS: readonly ShopId[] = ['de', 'at', 'ch', 'b2b'];
export const VAT_RATE = 0.19;
const AT_FACTOR = 1.03;
const CH_FACTOR = 1.08;
/** Educational customers get about 5 % off the net price. */
const B2B_NET_FACTOR = 0.95;

const ENDINGS = [5, 9];

/** The smallest amount ≥ cents that ends in 5 or 9 cents. */
export function ceilToEnding(cents: number): number {
  const whole = Math.ceil(cents - 1e-9);
  for (let c = whole; ; c++) if (ENDINGS.includes(c % 10)) return c;
}

/** The largest amount ≤ cents that ends in 5 or 9 cents (at least 5). */
export function floorToEnding(cents: number): number {
  for (let c = Math.floor(cents + 1e-9); c > 5; c--) if (ENDINGS.includes(c % 10)) return c;
  return 5;
}

export const netOf = (grossCents: number): number => Math.round(grossCents / (1 + VAT_RATE));
export const grossOf = (netCents: number): number => Math.round(netCents * (1 + VAT_RATE));

/** One de price in another shop's list (gross). */
export function shopPrice(deCents: number, shop: ShopId): number {
  switch (shop) {
    case 'de':
      return deCents;
    case 'at':
      return ceilToEnding(deCents * AT_FACTOR);
    case 'ch':
      return ceilToEnding(deCents * CH_FACTOR);
    case 'b2b':
      // B2B lists are kept net: the net amount gets the shop ending, the gross follows from it.
      return grossOf(floorToEnding((deCents / (1 + VAT_RATE)) * B2B_NET_FACTOR));
  }
}

/** Every shop's price of an item; a special price survives only where it stays below the old one. */
export function shopPrices(deCents: number, deOldCents: number | null): Record<ShopId, ShopPriceRecord> {
  const entry = (shop: ShopId): ShopPriceRecord => {
    const priceCents = shopPrice(deCents, shop);
    const old = deOldCents === null ? null : shopPrice(deOldCents, shop);
    return { priceCents, oldPriceCents: old !== null && old > priceCents ? old : null };
  };
  return { de: entry('de'), at: entry('at'), ch: entry('ch'), b2b: entry('b2b') };
}
