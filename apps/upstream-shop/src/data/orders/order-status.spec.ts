import { Catalogue } from '../catalogue.js';
import { buildSeed } from '../seed.js';
import { articleCount, hasReturnableItems, isFullyReturned, orderStatus, returnableQuantity, returnableUntil, shipmentsOf } from './order-status.js';
import type { OrderRecord } from './order-types.js';
import { buildOrderSeed } from './seed-builder.js';

const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
const DAY = 24 * 3600 * 1000;
const { orders } = buildOrderSeed(NOW, new Catalogue(buildSeed()));
const order = (id: string): OrderRecord => {
  const found = orders.find((o) => o.orderId === id);
  if (!found) throw new Error(`no seed order ${id}`);
  return found;
};
const line = (o: OrderRecord, no: number) => o.items[no - 1]!;

describe('order status', () => {
  it('derives the order status from its parcels', () => {
    expect(orderStatus(order('40010010'))).toBe('IN_PREPARATION');
    expect(orderStatus(order('40010009'))).toBe('SHIPPED');
    expect(orderStatus(order('40010008'))).toBe('DELIVERED');
    const mixed: OrderRecord = { ...order('40010009'), shipments: [order('40010009').shipments[0]!, { ...order('40010009').shipments[1]!, status: 'in_preparation' }] };
    expect(orderStatus(mixed)).toBe('PARTIALLY_SHIPPED');
  });

  it('puts lines no parcel mentions into a parcel in preparation (orders fresh from checkout)', () => {
    const fresh: OrderRecord = { ...order('40010010'), shipments: [] };
    expect(shipmentsOf(fresh)).toEqual([expect.objectContaining({ status: 'in_preparation', lineNos: [1, 2], trackingCode: null })]);
    expect(orderStatus(fresh)).toBe('IN_PREPARATION');
  });

  it('counts articles', () => {
    expect(articleCount(order('40010008'))).toBe(5);
  });
});

describe('returnable quantity', () => {
  it('offers delivered, returnable, not yet returned quantities within 100 days', () => {
    const o = order('40010008');
    expect(returnableQuantity(o, line(o, 1), NOW)).toBe(1);
    expect(returnableQuantity(o, line(o, 2), NOW)).toBe(2); // one of three already returned
    expect(isFullyReturned(line(o, 2))).toBe(false);
  });

  it('offers nothing for hygiene articles, fully returned lines, parcels on their way and old orders', () => {
    const clay = order('40010006');
    expect(returnableQuantity(clay, line(clay, 2), NOW)).toBe(0);
    const returned = order('40010007');
    expect(isFullyReturned(line(returned, 1))).toBe(true);
    expect(returnableQuantity(returned, line(returned, 1), NOW)).toBe(0);
    const split = order('40010009');
    expect(returnableQuantity(split, line(split, 1), NOW)).toBe(1);
    expect(returnableQuantity(split, line(split, 3), NOW)).toBe(0);
    expect(hasReturnableItems(order('40010005'), NOW)).toBe(false);
    expect(hasReturnableItems(order('40010010'), NOW)).toBe(false);
  });

  it('closes the window after day 100', () => {
    const o = order('40010006'); // ordered 85 days ago
    expect(returnableUntil(o)).toBe(new Date(Date.parse(o.orderedAt) + 100 * DAY).toISOString().slice(0, 10));
    expect(returnableQuantity(o, line(o, 1), NOW + 15 * DAY)).toBe(2);
    expect(returnableQuantity(o, line(o, 1), NOW + 16 * DAY)).toBe(0);
  });
});
