import type { Image, Order, OrderAddress, OrderLineItem, OrderOverview, OrderShipment } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import { paymentDisplayName } from '../../data/checkout/payments.js';
import type { AddressRecord } from '../../data/customers/address-store.js';
import {
  articleCount,
  hasReturnableItems,
  isFullyReturned,
  orderStatus,
  returnableQuantity,
  shipmentsOf,
  subtotalCents,
} from '../../data/orders/order-status.js';
import type { OrderItemRecord, OrderRecord, ShipmentRecord } from '../../data/orders/order-types.js';
import { priceView } from '../views/price.js';
import { IMAGE_HEIGHT, IMAGE_WIDTH, imageView } from '../views/product.js';
import { addressFields } from '../views/address.js';

const PREVIEW_ITEMS = 3;

/** The article's picture; a line whose article left the catalogue still gets its (generated) image path. */
export function lineImage(line: OrderItemRecord, catalogue: Catalogue): Image {
  const found = catalogue.item(line.itemId);
  if (found) return imageView(found.item, found.product);
  return { src: `/media/products/${line.itemId}.svg`, alt: `Produktbild: ${line.name}`, title: line.name, width: IMAGE_WIDTH, height: IMAGE_HEIGHT };
}

// Stand-in links: the real upstream answers its document service's and the carriers' URLs.
const TRACKING: Record<string, (code: string) => string> = {
  dhl: (code) => `https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=${code}`,
  dpd: (code) => `https://tracking.dpd.de/status/de_DE/parcel/${code}`,
  'swiss post': (code) => `https://service.post.ch/ekp-web/ui/entry/search/${code}`,
};

export function trackingLink(carrier: string, code: string | null): string | null {
  const link = TRACKING[carrier.toLowerCase()];
  return code && link ? link(encodeURIComponent(code)) : null;
}

export const invoiceLink = (order: OrderRecord, shipmentNo: number): string =>
  `https://service.tafel.example/rechnungen/${encodeURIComponent(order.salesOrderNo)}-${shipmentNo}.pdf`;

/** The spec's rating route takes opaque data (enc); the stand-in encodes it without encrypting. */
export function reviewUrl(order: OrderRecord, line: OrderItemRecord): string {
  const enc = Buffer.from(JSON.stringify({ orderId: order.orderId, productId: line.productId, itemId: line.itemId })).toString('base64url');
  return `/rating?enc=${enc}`;
}

export function orderAddressView(address: AddressRecord): OrderAddress {
  return { ...addressFields(address), addressId: address.addressId };
}

function lineView(order: OrderRecord, line: OrderItemRecord, shipment: ShipmentRecord, now: number, catalogue: Catalogue): OrderLineItem {
  return {
    lineNo: line.lineNo,
    itemId: line.itemId,
    productId: line.productId,
    name: line.name,
    sku: line.sku,
    variationText: line.variationText,
    image: lineImage(line, catalogue),
    unitPrice: priceView(line.unitPriceCents),
    totalPrice: priceView(line.unitPriceCents * line.orderedAmount),
    orderedAmount: line.orderedAmount,
    returnedQuantity: line.returnedQuantity,
    isReturnable: returnableQuantity(order, line, now) > 0,
    isAlreadyReturned: isFullyReturned(line),
    reviewUrl: shipment.status === 'delivered' ? reviewUrl(order, line) : null,
  };
}

const SHIPMENT_STATUS = { in_preparation: 'IN_PREPARATION', shipped: 'SHIPPED', delivered: 'DELIVERED' } as const;

function shipmentView(order: OrderRecord, shipment: ShipmentRecord, index: number, now: number, catalogue: Catalogue): OrderShipment {
  const prepared = shipment.status === 'in_preparation';
  return {
    shipmentNo: index + 1,
    status: SHIPMENT_STATUS[shipment.status],
    carrier: shipment.carrier,
    expectedDeliveryDate: shipment.status === 'delivered' ? null : shipment.expectedDeliveryDate,
    deliveredAt: shipment.deliveredAt ?? null,
    invoiceLink: prepared ? null : invoiceLink(order, index + 1),
    trackingLink: prepared ? null : trackingLink(shipment.carrier, shipment.trackingCode),
    trackingCode: prepared ? null : shipment.trackingCode,
    items: shipment.lineNos
      .map((no) => order.items.find((l) => l.lineNo === no))
      .filter((l): l is OrderItemRecord => l !== undefined)
      .map((line) => lineView(order, line, shipment, now, catalogue)),
  };
}

export function orderOverviewView(order: OrderRecord, catalogue: Catalogue): OrderOverview {
  return {
    orderId: order.orderId,
    orderedAt: order.orderedAt,
    totalAmount: priceView(order.totalCents),
    status: orderStatus(order),
    itemCount: articleCount(order),
    previewItems: order.items.slice(0, PREVIEW_ITEMS).map((line) => ({
      itemId: line.itemId,
      productId: line.productId,
      name: line.name,
      quantity: line.orderedAmount,
      image: lineImage(line, catalogue),
    })),
  };
}

export function orderView(order: OrderRecord, now: number, catalogue: Catalogue, returnsOn: boolean): Order {
  return {
    orderId: order.orderId,
    salesOrderNo: order.salesOrderNo,
    orderedAt: order.orderedAt,
    status: orderStatus(order),
    deliveryAddress: orderAddressView(order.deliveryAddress),
    billingAddress: orderAddressView(order.billingAddress),
    paymentMethod: { paymentId: order.paymentMethod, displayName: paymentDisplayName(order.paymentMethod) },
    subtotal: priceView(subtotalCents(order)),
    shippingCost: priceView(order.shippingCostCents),
    totalAmount: priceView(order.totalCents),
    shipments: shipmentsOf(order).map((s, i) => shipmentView(order, s, i, now, catalogue)),
    email: order.email,
    phone: order.phone,
    orderReference: order.orderReference,
    comment: order.comment,
    returnHash: returnsOn && hasReturnableItems(order, now) ? order.returnHash : null,
  };
}
