import type { LightningDeal } from '@tafel/graphql-schema/upstream-resolvers';
import { reservedPercentageRoundFloor } from '../../data/lightning/reservation-math.js';
import type { UpstreamContext } from '../context.js';
import { priceView } from '../views/price.js';

/** The lightning data query: every running deal in the token's shop prices, with how much of its stock is held. */
export function lightningDeals(context: UpstreamContext): LightningDeal[] {
  const store = context.stores.lightning;
  const now = context.now();
  const deals: LightningDeal[] = [];
  for (const deal of store.runningDeals(now)) {
    const found = context.catalogue.item(deal.itemId);
    if (!found) continue;
    const held = store.heldQuantity(deal, now);
    deals.push({
      productId: found.product.productId,
      itemId: deal.itemId,
      name: found.item.name,
      specialPrice: priceView(deal.specialPrices[context.shop]),
      oldPrice: priceView(context.catalogue.shopPrice(found.item, context.shop).priceCents),
      timestampFrom: new Date(deal.startsAt).toISOString(),
      timestampUntil: new Date(deal.endsAt).toISOString(),
      reservedPercentageRoundFloor: reservedPercentageRoundFloor(held, store.dealStock(deal)),
      quantityMax: deal.quantityMax,
      available: held < store.dealStock(deal),
    });
  }
  return deals;
}
