import { Logger } from '@nestjs/common';
import type {
  AccountOrder,
  AccountOrderAddress,
  AccountOrderPage,
  AccountOrderShipment,
  AccountOrderStatus,
  AccountShipmentStatus,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { GetAccountOrderQuery, GetAccountOrdersQuery, UpstreamOrderAddressFragment } from '@tafel/graphql-schema/upstream-client';
import { toImage, toMoney } from '../../common/shop-mapping.js';
import { toAddressLines } from '../../common/address-mapping.js';
import type { Typed } from '../../request/index.js';
import { absoluteHttpUrl, returnPath, shopPath } from './order-links.js';
import { orderFilterOptions, type OrderListRequest } from './order-list-request.js';

type UpstreamOrder = GetAccountOrderQuery['getOrderDetailsV2'];
type UpstreamShipment = UpstreamOrder['shipments'][number];

export type AccountOrderPageResult = Typed<AccountOrderPage, 'AccountOrderPage'>;
export type AccountOrderResult = Typed<AccountOrder, 'AccountOrder'>;

const logger = new Logger('AccountOrders');
const ORDER_STATUSES: readonly AccountOrderStatus[] = ['IN_PREPARATION', 'PARTIALLY_SHIPPED', 'SHIPPED', 'DELIVERED'];
const SHIPMENT_STATUSES: readonly AccountShipmentStatus[] = ['IN_PREPARATION', 'SHIPPED', 'DELIVERED'];

/**
 * A status our enum knows. The upstream's enum may grow before our schema does, and one unknown
 * value would fail the enum's serialisation and with it the whole page: it shows as in preparation.
 */
export function knownStatus<T extends string>(value: string, known: readonly T[], what: string): T | 'IN_PREPARATION' {
  if ((known as readonly string[]).includes(value)) return value as T;
  logger.warn(`Unknown ${what} status ${JSON.stringify(value)} from the upstream, shown as IN_PREPARATION`);
  return 'IN_PREPARATION';
}

/** One page of the order list as the API shows it: pages 1-based again, the filter's choices beside it. */
export function toAccountOrderPage(answer: GetAccountOrdersQuery, request: OrderListRequest): AccountOrderPageResult {
  const { orders, pageInfo } = answer.getOrdersV2;
  return {
    __typename: 'AccountOrderPage',
    orders: orders.map((order) => ({
      orderId: order.orderId,
      orderedAt: order.orderedAt,
      status: knownStatus(order.status, ORDER_STATUSES, `order ${order.orderId}`),
      total: toMoney(order.totalAmount),
      itemCount: order.itemCount,
      previewItems: order.previewItems.map((item) => ({ itemId: item.itemId, productId: item.productId, name: item.name, quantity: item.quantity, image: toImage(item.image) })),
    })),
    page: pageInfo.currentPage + 1,
    totalPages: pageInfo.totalPages,
    totalOrders: pageInfo.totalElements,
    perPage: pageInfo.elementsPerPage,
    filter: request.filter,
    query: request.query,
    filterOptions: orderFilterOptions(answer.getOrderYears),
  };
}

export function toAccountOrderAddress(address: UpstreamOrderAddressFragment): AccountOrderAddress {
  return {
    ...toAddressLines(address),
    isStation: address.isStation,
    postNumber: address.postNumber,
  };
}

// Links go into hrefs of our pages: carrier and invoice links only as absolute http(s) URLs, the
// rating link only as a path of this shop; anything else is dropped rather than passed on.
function toShipment(shipment: UpstreamShipment): AccountOrderShipment {
  return {
    number: shipment.shipmentNo,
    status: knownStatus(shipment.status, SHIPMENT_STATUSES, 'shipment'),
    carrier: shipment.carrier,
    expectedDeliveryDate: shipment.expectedDeliveryDate,
    deliveredAt: shipment.deliveredAt,
    trackingLink: absoluteHttpUrl(shipment.trackingLink),
    trackingCode: shipment.trackingCode,
    invoiceLink: absoluteHttpUrl(shipment.invoiceLink),
    items: shipment.items.map((line) => ({
      lineNo: line.lineNo,
      itemId: line.itemId,
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      variationText: line.variationText,
      image: toImage(line.image),
      unitPrice: toMoney(line.unitPrice),
      totalPrice: toMoney(line.totalPrice),
      quantity: line.orderedAmount,
      returnedQuantity: line.returnedQuantity,
      returnable: line.isReturnable,
      alreadyReturned: line.isAlreadyReturned,
      reviewPath: shopPath(line.reviewUrl),
    })),
  };
}

/** One order with addresses, payment and shipments (spec §3 Order). */
export function toAccountOrder(order: UpstreamOrder): AccountOrderResult {
  return {
    __typename: 'AccountOrder',
    orderId: order.orderId,
    salesOrderNo: order.salesOrderNo,
    orderedAt: order.orderedAt,
    status: knownStatus(order.status, ORDER_STATUSES, `order ${order.orderId}`),
    billingAddress: toAccountOrderAddress(order.billingAddress),
    deliveryAddress: toAccountOrderAddress(order.deliveryAddress),
    paymentMethodId: order.paymentMethod.paymentId,
    paymentMethodName: order.paymentMethod.displayName,
    subtotal: toMoney(order.subtotal),
    shippingCost: toMoney(order.shippingCost),
    total: toMoney(order.totalAmount),
    shipments: order.shipments.map(toShipment),
    email: order.email,
    phone: order.phone,
    orderReference: order.orderReference,
    comment: order.comment,
    returnPath: returnPath(order.returnHash),
  };
}
