import type { Cart, CartLine } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import { toImage, toMoney, toVariantInfo } from '../common/shop-mapping.js';

type UpstreamCartItem = UpstreamCartFragment['items'][number];

export function toCartLine(item: UpstreamCartItem): CartLine {
  return {
    id: item.id,
    productId: item.productId,
    itemId: item.itemId,
    name: item.name,
    articleNumber: item.articleNumber,
    url: item.url,
    image: toImage(item.image),
    variantInfo: item.variantInfoList.map(toVariantInfo),
    quantity: item.quantity,
    maxQuantity: item.maxQuantity,
    minimumOrderQuantity: item.minimumOrderQuantity,
    unitPrice: toMoney(item.unitPrices.current),
    oldUnitPrice: item.unitPrices.old ? toMoney(item.unitPrices.old) : null,
    totalPrice: toMoney(item.totalPrice),
    removable: item.removableItem,
  };
}

export function toCart(cart: UpstreamCartFragment): Cart & { __typename: 'Cart' } {
  const { details } = cart;
  return {
    __typename: 'Cart',
    id: cart.id,
    lines: cart.items.map(toCartLine),
    lineCount: details.positionCount,
    articleCount: details.articleCount,
    subtotal: toMoney(details.subtotal),
    shippingCost: toMoney(details.shippingCost),
    total: toMoney(details.total),
    tax: toMoney(details.tax),
    deliveryFreeMessage: details.deliveryFreeMessage ?? null,
    submitted: cart.attributes.submitted,
  };
}
