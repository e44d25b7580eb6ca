import { discountPercent } from '@tafel/domain';
import type { Badges, Breadcrumb, Image, Item, Product, ProductTile } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import { deliveryScopeFor, isElectric, OLD_DEVICES_INFO, videosFor, WITHDRAWAL_INFO } from '../../data/catalogue/page-extras.js';
import { selectVariant } from '../../data/catalogue/variants.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import { bestItem, isAvailable, isOnSale } from '../../data/product-facts.js';
import type { ItemRecord, ProductRecord } from '../../data/types.js';
import {
  deliveryInfoView,
  downloadsView,
  energyEfficiencyView,
  energyLabelView,
  FREE_SHIPPING_FROM_CENTS,
  manufacturerView,
  matrixCodeMessagesView,
} from '../catalogue/extras-view.js';
import { reviewSummaryView } from '../catalogue/review-view.js';
import { variantAttributesView } from '../catalogue/variant-view.js';
import { basePriceView, priceView, pricesView } from './price.js';

// Views take the shop of the token: every price is the shop's (spec: prices per shop). The
// lightning-deal fields depend on the clock and are answered by field resolvers instead
// (resolvers/catalogue/field-resolvers.ts), so these objects never go stale.

export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 450;

export const productUrl = (productId: string): string => `/prod/${productId}`;

/** Relative on purpose: the storefront decides which host serves the media. */
export function imageView(item: ItemRecord, product: ProductRecord): Image {
  return { src: `/media/products/${item.itemId}.svg`, alt: `Produktbild: ${item.name}`, title: product.name, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
}

function itemDiscount(item: ItemRecord, shop: ShopId): number | null {
  const { priceCents, oldPriceCents } = item.prices[shop];
  return oldPriceCents === null ? null : discountPercent(oldPriceCents, priceCents);
}

const sameDeliveryTimes = (product: ProductRecord): boolean => new Set(product.items.map((i) => i.deliveryStatusText)).size === 1;

export function itemView(item: ItemRecord, product: ProductRecord, best: ItemRecord, shop: ShopId = 'de'): Item {
  return {
    itemId: item.itemId,
    productId: product.productId,
    orderNumber: item.orderNumber,
    name: item.name,
    prices: pricesView(item, shop, best.prices[shop].priceCents),
    images: [imageView(item, product)],
    availableForSale: item.availableForSale,
    deliveryStatusColor: item.deliveryStatusColor,
    deliveryStatusText: item.deliveryStatusText,
    maxQuantity: item.maxQuantity,
    minimumOrderQuantity: item.minimumOrderQuantity,
    variantInfoList: item.variantInfo.map((v) => ({ ...v })),
    warnings: [...item.warnings],
    dangerWarnings: [...item.dangerWarnings],
    matrixCodeMessages: matrixCodeMessagesView(item, shop),
    areAllDeliveryTimesTheSame: sameDeliveryTimes(product),
    needsSpedition: item.needsSpedition,
    amazonPayBlocked: item.amazonPayBlocked,
  };
}

function badges(product: ProductRecord): Badges {
  return { new: product.isNewProduct, popular: product.isTopseller, sale: isOnSale(product) };
}

/** The catalogue argument is no longer needed (the path is on the record); kept for callers. */
export function productBreadcrumb(product: ProductRecord, _catalogue?: Catalogue): Breadcrumb[] {
  return product.categoryPath.map((c) => ({ displayName: c.name, url: `/cat/${c.id}/` }));
}

const tilesOf = (ids: readonly string[], catalogue: Catalogue, shop: ShopId): ProductTile[] =>
  ids.map((id) => catalogue.product(id)).filter((p): p is ProductRecord => p !== undefined).map((p) => shopTileView(p, shop));

export function productView(product: ProductRecord, catalogue: Catalogue, shop: ShopId = 'de'): Product {
  const best = bestItem(product);
  const items = product.items.map((i) => itemView(i, product, best, shop));
  const bestView = items.find((i) => i.itemId === best.itemId) ?? itemView(best, product, best, shop);
  return {
    productId: product.productId,
    name: product.name,
    url: productUrl(product.productId),
    // The stand-in has no SEO slugs, so the path is the canonical detail route as well.
    path: productUrl(product.productId),
    description: product.description,
    shortFacts: [...product.shortFacts],
    rating: product.rating,
    numberOfRatings: product.numberOfRatings,
    isNewProduct: product.isNewProduct,
    isTopseller: product.isTopseller,
    isShortage: !isAvailable(product),
    availableForSale: isAvailable(product),
    hasMultipleItems: product.items.length > 1,
    hasSamePricesForAllItems: new Set(product.items.map((i) => i.prices[shop].priceCents)).size === 1,
    isSingleVariant: product.items.length === 1,
    maxQuantity: best.maxQuantity,
    minimumOrderQuantity: best.minimumOrderQuantity,
    discountPercent: itemDiscount(best, shop),
    // One article at or above the threshold already makes the whole order ship free.
    deliveryFree: best.prices[shop].priceCents >= FREE_SHIPPING_FROM_CENTS,
    manufacturer: manufacturerView(product.manufacturer),
    breadcrumb: productBreadcrumb(product),
    images: bestView.images,
    badges: badges(product),
    bestItem: bestView,
    items,
    energyLabel: energyLabelView(product.energyClass),
    energyEfficiency: energyEfficiencyView(product.energyClass),
    downloads: downloadsView(product),
    extraTabs: product.extraTabs.map((t) => ({ id: t.id, title: t.title })),
    labels: product.labels.map((l) => ({ ...l })),
    warranty: product.warranty,
    deliveryInfo: deliveryInfoView(best, shop),
    youtubeVideos: videosFor(product).map((video) => ({ ...video, previewImageUrl: `/media/products/${best.itemId}.svg` })),
    deliveryScope: deliveryScopeFor(product),
    // Consumers' right of withdrawal does not apply to the educational (business) shop.
    rightOfWithdrawalInfo: shop === 'b2b' ? null : WITHDRAWAL_INFO,
    oldElectricalDevicesInfo: isElectric(product.kind) ? OLD_DEVICES_INFO : null,
    // Built only when asked for: they walk other products or all items.
    get variantAttributes() {
      const selected = selectVariant(product, [], best.itemId);
      return selected.ok ? variantAttributesView(selected.state, product) : [];
    },
    get reviewSummary() {
      return reviewSummaryView(product);
    },
    get accessories() {
      return tilesOf(product.accessoryIds, catalogue, shop);
    },
    get replacementProducts() {
      return tilesOf(product.replacementIds, catalogue, shop);
    },
  };
}

/** A tile priced for the de shop; one argument only, so `.map(tileView)` stays safe. */
export function tileView(product: ProductRecord): ProductTile {
  return shopTileView(product, 'de');
}

/** A tile priced for a shop. */
export function shopTileView(product: ProductRecord, shop: ShopId): ProductTile {
  const best = bestItem(product);
  const { priceCents, oldPriceCents } = best.prices[shop];
  const base = basePriceView(best.basePrice, priceCents);
  return {
    id: product.productId,
    bestItemId: best.itemId,
    name: product.name,
    url: productUrl(product.productId),
    path: productUrl(product.productId),
    image: imageView(best, product),
    badges: badges(product),
    discountPercent: itemDiscount(best, shop),
    rating: product.rating,
    moreVariants: product.items.length > 1,
    isShortage: !isAvailable(product),
    minimumOrderQuantity: best.minimumOrderQuantity,
    manufacturerName: product.manufacturer,
    price: {
      currentPrice: priceView(priceCents).stringValue,
      currentPriceAmount: priceCents / 100,
      oldPrice: oldPriceCents === null ? null : priceView(oldPriceCents).stringValue,
      oldPriceAmount: oldPriceCents === null ? null : oldPriceCents / 100,
      startFromFlag: new Set(product.items.map((i) => i.prices[shop].priceCents)).size > 1,
      basePrice: base?.value ?? null,
      basePriceUnit: base?.unit ?? null,
    },
    energyEfficiency: energyEfficiencyView(product.energyClass),
    breadCrumb: productBreadcrumb(product),
    bestItemDownloads: downloadsView(product),
  };
}
