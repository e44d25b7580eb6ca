import { formatCents, SHOP_CURRENCY } from '@tafel/domain';
import type { BasePrice, Price, Prices } from '@tafel/graphql-schema/upstream-resolvers';
import { netOf } from '../../data/catalogue/pricing.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import type { BasePriceRecord, ItemRecord } from '../../data/types.js';

export function priceView(cents: number): Price {
  return { stringValue: formatCents(cents), amount: cents / 100, currencyCode: SHOP_CURRENCY };
}

/** The base price of an item at `priceCents` (its price in the shop asked for). */
export function basePriceView(base: BasePriceRecord | null, priceCents?: number): BasePrice | null {
  if (!base) return null;
  const perUnit = priceCents === undefined ? base.centsPerUnit : Math.round(priceCents / base.unitsPerItem);
  return { value: `1 ${base.unit} = ${formatCents(perUnit)}`, unit: base.unit, isDisplayBasePrice: true };
}

/** An item's prices in one shop; isBestPrice compares with the product's best item there. */
export function pricesView(item: ItemRecord, shop: ShopId, bestCents: number): Prices {
  const { priceCents, oldPriceCents } = item.prices[shop];
  return {
    price: priceView(priceCents),
    specialPrice:
      oldPriceCents === null ? null : { specialPrice: priceView(priceCents), oldPrice: priceView(oldPriceCents), uvp: null, description: 'Sonderangebot' },
    basePrice: basePriceView(item.basePrice, priceCents),
    isBestPrice: priceCents === bestCents,
    netPrice: priceView(netOf(priceCents)),
  };
}
