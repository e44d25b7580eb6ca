import type { PreviousReturn, ReturnItem, ReturnOrder } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import { returnableQuantity, returnableUntil } from '../../data/orders/order-status.js';
import type { OrderItemRecord, OrderRecord } from '../../data/orders/order-types.js';
import { carrierByCode } from '../../data/returns/carriers.js';
import { regulationByCode } from '../../data/returns/regulations.js';
import { RETURN_MESSAGES } from '../../data/returns/return-messages.js';
import { componentsFor, RETURN_REASONS, returnReason } from '../../data/returns/return-reasons.js';
import type { ReturnRecord } from '../../data/returns/return-types.js';
import type { IllustrationKind } from '../../data/types.js';
import { priceView } from '../views/price.js';
import { lineImage } from './order-views.js';

/** The illustration kind of a line's product: what decides components and bulky goods. */
export const kindOf =
  (catalogue: Catalogue) =>
  (line: OrderItemRecord): IllustrationKind | undefined =>
    catalogue.product(line.productId)?.kind;

/** Answer of a lookup that found nothing: which part of the input was wrong is never said. */
export const returnOrderNotFound = (): ReturnOrder => ({
  isError: true,
  errorMsg: RETURN_MESSAGES.orderNotFound,
  hash: null,
  orderId: null,
  salesOrderNo: null,
  orderDate: null,
  returnableUntil: null,
  items: [],
  previousReturns: [],
});

function returnItemView(order: OrderRecord, line: OrderItemRecord, returnable: number, catalogue: Catalogue): ReturnItem {
  const kind = kindOf(catalogue)(line);
  return {
    id: line.itemId,
    lineNo: line.lineNo,
    name: line.name,
    sku: line.sku,
    variationText: line.variationText,
    image: lineImage(line, catalogue),
    shippedQuantity: line.shippedQuantity,
    orderedQuantity: line.orderedAmount,
    returnableQuantity: returnable,
    price: priceView(line.unitPriceCents),
    reasons: RETURN_REASONS.map((r) => ({ code: r.code, name: r.name, comment: r.comment, image: r.image, components: [...componentsFor(r, kind)] })),
  };
}

function previousReturnView(record: ReturnRecord, order: OrderRecord): PreviousReturn {
  return {
    rma: record.rma,
    placedDate: record.placedDate,
    carrier: record.carrier ? (carrierByCode(record.carrier)?.name ?? record.carrier) : null,
    regulation: regulationByCode(record.regulation)?.name ?? record.regulation,
    items: record.items.map((i) => ({
      id: i.itemId,
      lineNo: i.lineNo,
      name: order.items.find((l) => l.lineNo === i.lineNo)?.name ?? i.itemId,
      quantity: i.quantity,
      reason: returnReason(i.reason)?.name ?? i.reason,
    })),
  };
}

/** The return flow of an order: only lines with something left to return are offered. */
export function returnOrderView(order: OrderRecord, returns: readonly ReturnRecord[], now: number, catalogue: Catalogue): ReturnOrder {
  const items = order.items
    .map((line) => ({ line, returnable: returnableQuantity(order, line, now) }))
    .filter((entry) => entry.returnable > 0)
    .map((entry) => returnItemView(order, entry.line, entry.returnable, catalogue));
  return {
    isError: false,
    errorMsg: null,
    hash: order.returnHash,
    orderId: order.orderId,
    salesOrderNo: order.salesOrderNo,
    orderDate: order.orderedAt,
    returnableUntil: returnableUntil(order),
    items,
    previousReturns: returns.map((r) => previousReturnView(r, order)),
  };
}
