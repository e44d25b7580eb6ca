import { discountPercent } from '@tafel/domain';
import type { Badges, Breadcrumb, Image, Item, Product, ProductTile } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import { bestItem, hasDifferentPrices, isAvailable, isOnSale } from '../../data/product-facts.js';
import type { ItemRecord, ProductRecord } from '../../data/types.js';
import { basePriceView, priceView } from './price.js';

export const IMAGE_WIDTH = 600;
export const IMAGE_HEIGHT = 450;

export const productUrl = (productId: string): string => `/prod/${productId}`;

/** Relative on purpose: the storefront decides which host serves the media. */
export function imageView(item: ItemRecord, product: ProductRecord): Image {
  return { src: `/media/products/${item.itemId}.svg`, alt: `Produktbild: ${item.name}`, title: product.name, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
}

function itemDiscount(item: ItemRecord): number | null {
  return item.oldPriceCents === null ? null : discountPercent(item.oldPriceCents, item.priceCents);
}

export function itemView(item: ItemRecord, product: ProductRecord, best: ItemRecord): Item {
  return {
    itemId: item.itemId,
    orderNumber: item.orderNumber,
    name: item.name,
    prices: {
      price: priceView(item.priceCents),
      specialPrice:
        item.oldPriceCents === null
          ? null
          : { specialPrice: priceView(item.priceCents), oldPrice: priceView(item.oldPriceCents), uvp: null, description: 'Sonderangebot' },
      basePrice: basePriceView(item.basePrice),
      isBestPrice: item.priceCents === best.priceCents,
    },
    images: [imageView(item, product)],
    availableForSale: item.availableForSale,
    deliveryStatusColor: item.deliveryStatusColor,
    deliveryStatusText: item.deliveryStatusText,
    maxQuantity: item.maxQuantity,
    minimumOrderQuantity: item.minimumOrderQuantity,
    variantInfoList: item.variantInfo.map((v) => ({ ...v })),
  };
}

function badges(product: ProductRecord): Badges {
  return { new: product.isNewProduct, popular: product.isTopseller, sale: isOnSale(product) };
}

export function productBreadcrumb(product: ProductRecord, catalogue: Catalogue): Breadcrumb[] {
  return catalogue.breadcrumb(product.categoryId).map((c) => ({ displayName: c.name, url: `/cat/${c.id}/` }));
}

export function productView(product: ProductRecord, catalogue: Catalogue): Product {
  const best = bestItem(product);
  const items = product.items.map((i) => itemView(i, product, best));
  const bestView = items.find((i) => i.itemId === best.itemId) ?? itemView(best, product, best);
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
    maxQuantity: best.maxQuantity,
    minimumOrderQuantity: best.minimumOrderQuantity,
    discountPercent: itemDiscount(best),
    // One article at or above the threshold already makes the whole order ship free.
    deliveryFree: best.priceCents >= 4900,
    manufacturer: { name: product.manufacturer },
    breadcrumb: productBreadcrumb(product, catalogue),
    images: bestView.images,
    badges: badges(product),
    bestItem: bestView,
    items,
  };
}

export function tileView(product: ProductRecord): ProductTile {
  const best = bestItem(product);
  const base = basePriceView(best.basePrice);
  return {
    id: product.productId,
    bestItemId: best.itemId,
    name: product.name,
    url: productUrl(product.productId),
    path: productUrl(product.productId),
    image: imageView(best, product),
    badges: badges(product),
    discountPercent: itemDiscount(best),
    rating: product.rating,
    moreVariants: product.items.length > 1,
    isShortage: !isAvailable(product),
    minimumOrderQuantity: best.minimumOrderQuantity,
    manufacturerName: product.manufacturer,
    price: {
      currentPrice: priceView(best.priceCents).stringValue,
      currentPriceAmount: best.priceCents / 100,
      oldPrice: best.oldPriceCents === null ? null : priceView(best.oldPriceCents).stringValue,
      oldPriceAmount: best.oldPriceCents === null ? null : best.oldPriceCents / 100,
      startFromFlag: hasDifferentPrices(product),
      basePrice: base?.value ?? null,
      basePriceUnit: base?.unit ?? null,
    },
  };
}
