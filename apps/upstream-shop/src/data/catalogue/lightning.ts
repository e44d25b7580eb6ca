import type { ShopId } from '../customers/customer-types.js';
import type { ItemRecord } from '../types.js';
import { LIGHTNING_DEAL_DEFS, LIGHTNING_DEAL_LEAD_MS, LIGHTNING_DEAL_STEP_MS } from './flags.js';
import { salePrice } from './items.js';
import { SHOP_IDS } from './pricing.js';

/** A lightning deal with its window in epoch milliseconds (fixed when the catalogue is built). */
export interface LightningDealRecord {
  itemId: string;
  productId: string;
  startsAt: number;
  endsAt: number;
  /** Share of the deal quantity already reserved, 0–100. */
  reservedPercent: number;
  /** Most a customer may buy at the deal price. */
  quantityMax: number;
  percentOff: number;
  /** Deal price per shop (gross cents). */
  specialPrices: Record<ShopId, number>;
  /** The de deal price (the lightning area's LightningDealRecord reads this name). */
  specialPriceCents: number;
  /** Deal stock shared by all carts; reservedPercent of it counts as taken by other shoppers. */
  stock: number;
}

/** Deal i runs from an hour before `startedAt` to (i + 1) × 6 hours after it. */
export function buildLightningDeals(item: (itemId: string) => ItemRecord | undefined, startedAt: number): LightningDealRecord[] {
  return LIGHTNING_DEAL_DEFS.map((def, i) => {
    const found = item(def.itemId);
    if (!found) throw new Error(`lightning deal for unknown item ${def.itemId}`);
    const specialPrices = Object.fromEntries(
      SHOP_IDS.map((shop) => [shop, salePrice(found.prices[shop].priceCents, def.percentOff)]),
    ) as Record<ShopId, number>;
    return {
      itemId: def.itemId,
      productId: found.productId,
      startsAt: startedAt - LIGHTNING_DEAL_LEAD_MS,
      endsAt: startedAt + (i + 1) * LIGHTNING_DEAL_STEP_MS,
      reservedPercent: def.reservedPercent,
      quantityMax: def.quantityMax,
      percentOff: def.percentOff,
      specialPrices,
      specialPriceCents: specialPrices.de,
      stock: def.stock,
    };
  });
}

/** Available while the window is open and not everything is reserved (spec §4 tile states). */
export function isLightningDealAvailable(deal: LightningDealRecord, now: number): boolean {
  return deal.startsAt <= now && now < deal.endsAt && deal.reservedPercent < 100;
}
