import type { Cart, CartLine } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import { toImage, toMoney, toVariantInfo } from '../common/shop-mapping.js';

type UpstreamCartItem = UpstreamCartFragment['items'][number];

type CartLineLightning = Pick<CartLine, 'isLightningDeal' | 'quantityLightning' | 'quantityNormal' | 'pricePerUnitLightning'>;

/**
 * A line's lightning part as the upstream charges it (spec §3 cart item: the deal price only while
 * the reservation runs). Switched off, the line shows none of it: all of its quantity is normal.
 */
function lineLightning(item: UpstreamCartItem, lightningOn: boolean): CartLineLightning {
  if (!lightningOn) return { isLightningDeal: false, quantityLightning: 0, quantityNormal: item.quantity, pricePerUnitLightning: null };
  const quantityLightning = Math.max(0, item.quantityLightning);
  return {
    isLightningDeal: item.isLightningDeal && quantityLightning > 0,
    quantityLightning,
    quantityNormal: item.quantityNormal,
    pricePerUnitLightning: quantityLightning > 0 && item.pricePerUnitLightning ? toMoney(item.pricePerUnitLightning) : null,
  };
}

/** One line; `lightningOn`: lightning deals are switched on (else the line shows no lightning part). */
export function toCartLine(item: UpstreamCartItem, lightningOn: boolean): CartLine {
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
    ...lineLightning(item, lightningOn),
  };
}

/** The cart; `lightningOn` as LightningSwitch answers for the cart's site (lines' lightning fields). */
export function toCart(cart: UpstreamCartFragment, lightningOn: boolean): Cart & { __typename: 'Cart' } {
  const { details } = cart;
  return {
    __typename: 'Cart',
    id: cart.id,
    lines: cart.items.map((item) => toCartLine(item, lightningOn)),
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
