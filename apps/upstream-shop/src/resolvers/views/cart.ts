import { SHOP_CURRENCY } from '@tafel/domain';
import type { Cart, CartItem } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import type { CartRecord } from '../../data/cart-store.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import { cartTotals, includedVat, type CartLine } from '../../data/cart-totals.js';
import { isOnSale } from '../../data/product-facts.js';
import { freeArticlePositionId } from '../../data/vouchers.js';
import { NO_CART_LIGHTNING, type CartLightning } from '../../data/lightning/lightning-types.js';
import { priceView } from './price.js';
import { imageView, productUrl } from './product.js';

/**
 * lightning: the cart's running lightning reservation (cartLightningFor in resolvers/lightning).
 * shop: the token's shop (context.shop); positions are priced with the catalogue's shop prices.
 */
export function cartView(cart: CartRecord, catalogue: Catalogue, lightning: CartLightning = NO_CART_LIGHTNING, shop: ShopId = 'de'): Cart {
  const items: CartItem[] = [];
  const lines: CartLine[] = [];
  for (const position of cart.positions) {
    const found = catalogue.item(position.itemId);
    if (!found) continue;
    const { item, product } = found;
    const unitCents = catalogue.priceCentsFor(item.itemId, shop) ?? item.priceCents;
    const oldCents = item.prices[shop].oldPriceCents;
    // Lightning quantities cost the deal price while the reservation runs; the rest the normal price.
    const deal = lightning.get(item.itemId);
    const quantityLightning = Math.min(deal?.quantity ?? 0, position.quantity);
    const lineCents = unitCents * (position.quantity - quantityLightning) + (deal?.unitCents ?? 0) * quantityLightning;
    lines.push({ unitCents, quantity: position.quantity, lineCents });
    items.push({
      id: position.id,
      productId: product.productId,
      itemId: item.itemId,
      name: item.name,
      // Spec: links to products with variants carry the chosen item as varid.
      url: product.items.length > 1 ? `${productUrl(product.productId)}?varid=${item.itemId}` : productUrl(product.productId),
      image: imageView(item, product),
      quantity: position.quantity,
      maxQuantity: item.maxQuantity,
      minimumOrderQuantity: item.minimumOrderQuantity,
      articleNumber: item.orderNumber,
      unitPrices: {
        current: priceView(unitCents),
        old: oldCents === null ? null : priceView(oldCents),
        netPrice: priceView(unitCents - includedVat(unitCents)),
        currencyCode: SHOP_CURRENCY,
      },
      totalPrice: priceView(lineCents),
      variantInfoList: item.variantInfo.map((v) => ({ ...v })),
      removableItem: true,
      badges: { new: product.isNewProduct, popular: product.isTopseller, sale: isOnSale(product) },
      isFreeItem: false,
      promotionId: null,
      relatedVoucherCode: null,
      isLightningDeal: quantityLightning > 0,
      quantityLightning,
      quantityNormal: position.quantity - quantityLightning,
      pricePerUnitLightning: deal && quantityLightning > 0 ? priceView(deal.unitCents) : null,
    });
  }
  const totals = cartTotals(lines, cart.vouchers);
  // Spec §4: free items come last; they cost nothing and go with their voucher.
  for (const free of totals.vouchers.freeArticles) {
    const found = catalogue.item(free.itemId);
    if (!found) continue;
    const { item, product } = found;
    items.push({
      id: freeArticlePositionId(free.promotionId),
      productId: product.productId,
      itemId: item.itemId,
      name: item.name,
      url: product.items.length > 1 ? `${productUrl(product.productId)}?varid=${item.itemId}` : productUrl(product.productId),
      image: imageView(item, product),
      quantity: free.quantity,
      maxQuantity: free.quantity,
      minimumOrderQuantity: free.quantity,
      articleNumber: item.orderNumber,
      unitPrices: { current: priceView(0), old: null, netPrice: priceView(0), currencyCode: SHOP_CURRENCY },
      totalPrice: priceView(0),
      variantInfoList: item.variantInfo.map((v) => ({ ...v })),
      removableItem: false,
      badges: { new: product.isNewProduct, popular: product.isTopseller, sale: isOnSale(product) },
      isFreeItem: true,
      promotionId: free.promotionId,
      relatedVoucherCode: free.relatedVoucherCode,
      isLightningDeal: false,
      quantityLightning: 0,
      quantityNormal: free.quantity,
      pricePerUnitLightning: null,
    });
  }
  return {
    id: cart.id,
    attributes: { submitted: cart.submitted },
    details: {
      positionCount: totals.positionCount,
      articleCount: totals.articleCount,
      subtotal: priceView(totals.subtotalCents),
      shippingCost: priceView(totals.shippingCents),
      total: priceView(totals.totalCents),
      tax: priceView(totals.taxCents),
      deliveryFreeMessage: totals.deliveryFreeMessage,
      promotionsSaving: priceView(totals.savingCents),
      voucherCodeStatus: totals.vouchers.status,
      attainableInfos: totals.vouchers.infos.map((i) => ({ ...i, failureDescriptions: [...i.failureDescriptions] })),
      freeArticles: totals.vouchers.freeArticles.map((f) => ({ ...f })),
    },
    items,
    itemsCount: totals.positionCount,
    productsCount: totals.articleCount,
  };
}
