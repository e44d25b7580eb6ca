import type { LightningDealInfo } from '@tafel/graphql-schema/upstream-resolvers';
import { isLightningDealAvailable, type LightningDealRecord } from '../../data/catalogue.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import { priceView } from '../views/price.js';

/** A deal as the shop shows it at `now` (availability changes with the clock, so it is never cached). */
export function lightningView(deal: LightningDealRecord | undefined, shop: ShopId, now: number): LightningDealInfo | null {
  if (!deal) return null;
  return {
    itemId: deal.itemId,
    isAvailableLightningDeal: isLightningDealAvailable(deal, now),
    lightningDealTimestampFrom: new Date(deal.startsAt).toISOString(),
    lightningDealTimestampUntil: new Date(deal.endsAt).toISOString(),
    lightningReservedPercentageRoundFloor: Math.floor(deal.reservedPercent),
    lightningSpecialPrice: priceView(deal.specialPrices[shop]),
    lightningQuantityMax: deal.quantityMax,
  };
}
