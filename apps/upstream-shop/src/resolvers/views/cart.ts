import { SHOP_CURRENCY } from '@tafel/domain';
import type { Cart, CartItem } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import type { CartRecord } from '../../data/cart-store.js';
import { cartTotals, includedVat, type CartLine } from '../../data/cart-totals.js';
import { priceView } from './price.js';
import { imageView, productUrl } from './product.js';

export function cartView(cart: CartRecord, catalogue: Catalogue): Cart {
  const items: CartItem[] = [];
  const lines: CartLine[] = [];
  for (const position of cart.positions) {
    const found = catalogue.item(position.itemId);
    if (!found) continue;
    const { item, product } = found;
    lines.push({ unitCents: item.priceCents, quantity: position.quantity });
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
        current: priceView(item.priceCents),
        old: item.oldPriceCents === null ? null : priceView(item.oldPriceCents),
        netPrice: priceView(item.priceCents - includedVat(item.priceCents)),
        currencyCode: SHOP_CURRENCY,
      },
      totalPrice: priceView(item.priceCents * position.quantity),
      variantInfoList: item.variantInfo.map((v) => ({ ...v })),
      removableItem: true,
    });
  }
  const totals = cartTotals(lines);
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
    },
    items,
    itemsCount: totals.positionCount,
    productsCount: totals.articleCount,
  };
}
