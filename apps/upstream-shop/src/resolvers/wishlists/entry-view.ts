import type { WishlistEntry, WishlistTotals } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import { bestItem, hasDifferentPrices, isAvailable } from '../../data/product-facts.js';
import type { ItemRecord, ProductRecord } from '../../data/types.js';
import { entryTotals } from '../../data/wishlists/wishlist-totals.js';
import type { WishlistEntryRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { priceView } from '../views/price.js';
import { itemView, productView } from '../views/product.js';
import { SHOP_CURRENCY } from '@tafel/domain';

/** The entry's product and chosen item; a product with one item always has that item chosen. */
export function entryProduct(entry: Pick<WishlistEntryRecord, 'productId' | 'itemId'>, catalogue: Catalogue): { product: ProductRecord; item: ItemRecord | null } {
  const product = catalogue.product(entry.productId);
  // Entries are validated on write and the catalogue is fixed, so this is a broken seed.
  if (!product) throw new Error(`wishlist entry names unknown product ${entry.productId}`);
  const item = entry.itemId ? (product.items.find((i) => i.itemId === entry.itemId) ?? null) : product.items.length === 1 ? (product.items[0] ?? null) : null;
  return { product, item };
}

/** Spec §3 totals in the token's shop: unit prices of the item (or the best item) times the quantity. */
export function totalsView(item: ItemRecord, quantity: number, context: UpstreamContext): WishlistTotals {
  const now = context.now();
  const { priceCents, oldPriceCents } = context.catalogue.shopPrice(item, context.shop);
  const deal = context.stores.lightning.runningDeal(item.itemId, now);
  const lightningCents = deal && context.stores.lightning.stockLeft(deal, now) > 0 ? deal.specialPrices[context.shop] : null;
  const totals = entryTotals(priceCents, oldPriceCents, lightningCents, quantity);
  return {
    current: priceView(totals.current),
    old: totals.old === null ? null : priceView(totals.old),
    lightningPrice: totals.lightning === null ? null : priceView(totals.lightning),
    // Same rule as the catalogue's base prices: the shop price spread over the item's content.
    basePrice: item.basePrice ? { price: priceView(Math.round(priceCents / item.basePrice.unitsPerItem)), unit: item.basePrice.unit } : null,
    savings: totals.savings === null ? null : priceView(totals.savings),
    currencyCode: SHOP_CURRENCY,
    raw: totals.pay / 100,
  };
}

/** Offered for an unsaleable entry: the catalogue's first replacement product, else a saleable one of the same category. */
function replacementOf(product: ProductRecord, catalogue: Catalogue): ProductRecord | undefined {
  const curated = product.replacementIds.map((id) => catalogue.product(id)).find((p) => p !== undefined && isAvailable(p));
  return curated ?? catalogue.listing(product.categoryId, 'si').find((p) => p.productId !== product.productId && isAvailable(p));
}

export function entryView(entry: WishlistEntryRecord, commentsCount: number, context: UpstreamContext): WishlistEntry {
  const { catalogue } = context;
  const { product, item } = entryProduct(entry, catalogue);
  const best = bestItem(product);
  const isSaleable = item ? item.availableForSale : isAvailable(product);
  const replacement = isSaleable ? undefined : replacementOf(product, catalogue);
  return {
    externalId: entry.externalId,
    quantity: entry.quantity,
    isSaleable,
    product: productView(product, catalogue, context.shop),
    item: item ? itemView(item, product, best, context.shop) : null,
    replacement: replacement ? productView(replacement, catalogue, context.shop) : null,
    hasSamePricesForAllItems: !hasDifferentPrices(product),
    totals: totalsView(item ?? best, entry.quantity, context),
    commentsCount,
  };
}
