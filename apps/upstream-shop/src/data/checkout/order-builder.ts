import type { ShopId } from '../customers/customer-types.js';
import type { AddressRecord } from '../customers/address-store.js';
import type { OrderRecord } from '../orders/order-types.js';
import { subtotalCents, type CheckoutLine } from './checkout-lines.js';
import type { ShipperOption } from './shippers.js';

/** Everything submitCart has checked and decided; buildOrder only assembles it. */
export interface OrderDraft {
  orderId: string;
  returnHash: string;
  customerId: string;
  cartId: string;
  shop: ShopId;
  /** ISO date-time of the submit. */
  orderedAt: string;
  email: string;
  phone: string | null;
  billing: AddressRecord;
  delivery: AddressRecord;
  paymentId: string;
  shipper: ShipperOption;
  lines: readonly CheckoutLine[];
  /** What the cart's vouchers took off the subtotal. */
  savingCents?: number;
  orderReference: string | null;
  comment: string | null;
}

// Working days until a new order arrives: parcels 3, freight (delivered after a call) 10.
const PARCEL_DAYS = 3;
const FREIGHT_DAYS = 10;

/** The date (YYYY-MM-DD) `days` working days (Monday to Friday) after an ISO date-time. */
export function addWorkingDays(isoDateTime: string, days: number): string {
  const date = new Date(isoDateTime);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date.toISOString().slice(0, 10);
}

/** The order record of a submitted cart: lines numbered from 1, addresses copied, one parcel in preparation. */
export function buildOrder(draft: OrderDraft): OrderRecord {
  // A position partly bought at a lightning-deal price becomes two order lines, one per price.
  const parts = draft.lines.flatMap((line) => [
    ...(line.lightningQuantity > 0 ? [{ line, quantity: line.lightningQuantity, unitCents: line.lightningUnitCents }] : []),
    ...(line.quantity > line.lightningQuantity ? [{ line, quantity: line.quantity - line.lightningQuantity, unitCents: line.unitCents }] : []),
  ]);
  const items = parts.map(({ line, quantity, unitCents }, index) => ({
    lineNo: index + 1,
    itemId: line.itemId,
    productId: line.productId,
    name: line.name,
    sku: line.articleNumber,
    variationText: line.variationText,
    unitPriceCents: unitCents,
    orderedAmount: quantity,
    shippedQuantity: 0,
    returnedQuantity: 0,
    isReturnable: true,
  }));
  return {
    orderId: draft.orderId,
    // The ERP's number for the same order (shown on return documents).
    salesOrderNo: `VA-${draft.orderId}`,
    customerId: draft.customerId,
    cartId: draft.cartId,
    shop: draft.shop,
    orderedAt: draft.orderedAt,
    email: draft.email,
    phone: draft.phone,
    // Copies: later address book edits must not change a placed order.
    billingAddress: { ...draft.billing },
    deliveryAddress: { ...draft.delivery },
    paymentMethod: draft.paymentId,
    shipperCode: draft.shipper.code,
    shippingCostCents: draft.shipper.costCents,
    totalCents: subtotalCents(draft.lines) - (draft.savingCents ?? 0) + draft.shipper.costCents,
    orderReference: draft.orderReference,
    comment: draft.comment,
    items,
    shipments: [
      {
        status: 'in_preparation',
        carrier: draft.shipper.name,
        expectedDeliveryDate: addWorkingDays(draft.orderedAt, draft.shipper.code === 'spedition' ? FREIGHT_DAYS : PARCEL_DAYS),
        trackingCode: null,
        lineNos: items.map((i) => i.lineNo),
      },
    ],
    returnHash: draft.returnHash,
  };
}
