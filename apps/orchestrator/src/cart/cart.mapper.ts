import type { Cart, CartLine } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamCartFragment } from '@tafel/graphql-schema/upstream-client';
import { discountPercent, isPaylessCart, toCents } from '@tafel/domain';
import type { Badge, CartVoucher, VoucherCodeStatus } from '@tafel/graphql-schema/orchestrator-resolvers';
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

function lineBadges(badges: UpstreamCartItem['badges']): Badge[] {
  return [...(badges.new ? (['NEW'] as const) : []), ...(badges.popular ? (['POPULAR'] as const) : []), ...(badges.sale ? (['SALE'] as const) : [])];
}

const VOUCHER_STATUSES: ReadonlySet<string> = new Set<VoucherCodeStatus>(['VALID', 'NOT_ATTAINABLE']);

/** The upstream's status, when it is one we know (another value would break the enum: none then). */
function voucherStatus(status: string | null | undefined): VoucherCodeStatus | null {
  return status && VOUCHER_STATUSES.has(status) ? (status as VoucherCodeStatus) : null;
}

function toVoucher(info: UpstreamCartFragment['details']['attainableInfos'][number]): CartVoucher {
  return {
    code: info.voucherCode ?? '',
    name: info.voucherName ?? info.voucherCode ?? '',
    successful: info.successful,
    attainable: info.attainable,
    failureDescriptions: [...info.failureDescriptions],
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
    // A free article is never removable on its own, whatever the flag says (spec §4).
    removable: item.removableItem && !item.isFreeItem,
    isFreeItem: item.isFreeItem,
    promotionId: item.promotionId ?? null,
    relatedVoucherCode: item.relatedVoucherCode ?? null,
    badges: lineBadges(item.badges),
    discountPercent: item.unitPrices.old ? discountPercent(toCents(item.unitPrices.old.amount), toCents(item.unitPrices.current.amount)) : null,
    ...lineLightning(item, lightningOn),
  };
}

/** The cart; `lightningOn` as LightningSwitch answers for the cart's site (lines' lightning fields). */
export function toCart(cart: UpstreamCartFragment, lightningOn: boolean): Cart & { __typename: 'Cart' } {
  const { details } = cart;
  return {
    __typename: 'Cart',
    id: cart.id,
    // Spec §4: free items last (the upstream lists them so; a stable sort keeps the rest in order).
    lines: cart.items.map((item) => toCartLine(item, lightningOn)).sort((a, b) => Number(a.isFreeItem) - Number(b.isFreeItem)),
    lineCount: details.positionCount,
    articleCount: details.articleCount,
    subtotal: toMoney(details.subtotal),
    shippingCost: toMoney(details.shippingCost),
    total: toMoney(details.total),
    tax: toMoney(details.tax),
    deliveryFreeMessage: details.deliveryFreeMessage ?? null,
    submitted: cart.attributes.submitted,
    promotionsSaving: toMoney(details.promotionsSaving),
    vouchers: details.attainableInfos.filter((info) => info.voucherCode).map(toVoucher),
    voucherCodeStatus: voucherStatus(details.voucherCodeStatus),
    payless: isPaylessCart({ articleCount: details.articleCount, totalCents: toCents(details.total.amount) }),
  };
}
