import type { OrderItemRecord, OrderRecord, ShipmentRecord } from './order-types.js';

/**
 * Derived facts about an order: its overall status, which parcel holds a line and what can
 * still be returned. Pure functions of the record and "now", shared by the order views and the
 * return flow so both always agree.
 */

/** Days after the order date during which items can be returned (the spec leaves it open). */
export const RETURN_WINDOW_DAYS = 100;
const DAY_MS = 24 * 3600 * 1000;

export type OrderStatusCode = 'IN_PREPARATION' | 'PARTIALLY_SHIPPED' | 'SHIPPED' | 'DELIVERED';

/**
 * The parcels of an order. Lines no parcel mentions (an order just written by checkout) form
 * one more parcel in preparation, so every line is always shown somewhere.
 */
export function shipmentsOf(order: OrderRecord): ShipmentRecord[] {
  const covered = new Set(order.shipments.flatMap((s) => s.lineNos));
  const rest = order.items.filter((i) => !covered.has(i.lineNo)).map((i) => i.lineNo);
  if (rest.length === 0) return order.shipments;
  const pending: ShipmentRecord = { status: 'in_preparation', carrier: order.shipperCode, expectedDeliveryDate: null, trackingCode: null, deliveredAt: null, lineNos: rest };
  return [...order.shipments, pending];
}

export function orderStatus(order: OrderRecord): OrderStatusCode {
  const statuses = shipmentsOf(order).map((s) => s.status);
  if (statuses.length > 0 && statuses.every((s) => s === 'delivered')) return 'DELIVERED';
  if (statuses.every((s) => s === 'in_preparation')) return 'IN_PREPARATION';
  if (statuses.some((s) => s === 'in_preparation')) return 'PARTIALLY_SHIPPED';
  return 'SHIPPED';
}

export function shipmentOfLine(order: OrderRecord, lineNo: number): ShipmentRecord | undefined {
  return shipmentsOf(order).find((s) => s.lineNos.includes(lineNo));
}

/** Last day (YYYY-MM-DD, UTC) of the return window. */
export function returnableUntil(order: OrderRecord): string {
  return new Date(Date.parse(order.orderedAt) + RETURN_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);
}

export function isReturnWindowOpen(order: OrderRecord, now: number): boolean {
  return new Date(now).toISOString().slice(0, 10) <= returnableUntil(order);
}

/** Quantity of a line that can still be returned now: delivered, returnable, in the window. */
export function returnableQuantity(order: OrderRecord, line: OrderItemRecord, now: number): number {
  if (!line.isReturnable || !isReturnWindowOpen(order, now)) return 0;
  if (shipmentOfLine(order, line.lineNo)?.status !== 'delivered') return 0;
  return Math.max(0, line.shippedQuantity - line.returnedQuantity);
}

export const isFullyReturned = (line: OrderItemRecord): boolean => line.shippedQuantity > 0 && line.returnedQuantity >= line.shippedQuantity;

/** True when any line of the order can be returned now. */
export function hasReturnableItems(order: OrderRecord, now: number): boolean {
  return order.items.some((line) => returnableQuantity(order, line, now) > 0);
}

/** Number of articles ordered (sum of the quantities). */
export const articleCount = (order: OrderRecord): number => order.items.reduce((sum, i) => sum + i.orderedAmount, 0);

export const subtotalCents = (order: OrderRecord): number => order.items.reduce((sum, i) => sum + i.unitPriceCents * i.orderedAmount, 0);
