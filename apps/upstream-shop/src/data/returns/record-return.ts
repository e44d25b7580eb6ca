import type { OrderStore } from '../orders/order-store.js';
import type { OrderRecord } from '../orders/order-types.js';
import type { CheckedReturn } from './return-submission.js';
import type { ReturnStore } from './return-store.js';
import type { ReturnRecord } from './return-types.js';

/** Stand-in address of the label PDF; the real upstream answers a link to its label service. */
export const labelUrlFor = (rma: string): string => `https://retouren.tafel.example/labels/${encodeURIComponent(rma)}.pdf`;

/**
 * Records a checked return: the order lines' returned quantities grow and the return is listed
 * for the order. Called only after every check passed, and does nothing that can fail half-way
 * (the order is replaced as a whole, then the return is appended).
 */
export function recordReturn(
  stores: { orders: OrderStore; returns: ReturnStore },
  order: OrderRecord,
  checked: CheckedReturn,
  meta: { placedDate: string; payloadKey: string | null },
): ReturnRecord {
  const returned = new Map(checked.items.map((i) => [i.lineNo, i.quantity]));
  const items = order.items.map((line) => ({ ...line, returnedQuantity: line.returnedQuantity + (returned.get(line.lineNo) ?? 0) }));
  const rma = stores.returns.nextRma(order.orderId, order.returnHash);
  const record: ReturnRecord = {
    rma,
    hash: order.returnHash,
    orderId: order.orderId,
    placedDate: meta.placedDate,
    regulation: checked.regulation,
    carrier: checked.carrier?.code ?? null,
    labels: checked.labels,
    labelUrl: checked.carrier && checked.labels > 0 ? labelUrlFor(rma) : null,
    items: checked.items,
    contact: checked.contact,
    payloadKey: meta.payloadKey,
  };
  stores.orders.save({ ...order, items });
  return stores.returns.add(record);
}
