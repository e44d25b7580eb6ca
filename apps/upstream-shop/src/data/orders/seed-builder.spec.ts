import { Catalogue } from '../catalogue.js';
import { DEV_ACCOUNTS } from '../customers/seed-customers.js';
import { buildSeed } from '../seed.js';
import { buildOrderSeed } from './seed-builder.js';

const NOW = Date.UTC(2026, 2, 15, 12, 0, 0);
const catalogue = new Catalogue(buildSeed());

describe('order seed', () => {
  const seed = buildOrderSeed(NOW, catalogue);
  const of = (customerId: string) => seed.orders.filter((o) => o.customerId === customerId);

  it('is identical for the same start and moves with the start', () => {
    expect(buildOrderSeed(NOW, catalogue)).toEqual(seed);
    const later = buildOrderSeed(NOW + 10 * 24 * 3600 * 1000, catalogue);
    expect(later.orders.map((o) => o.returnHash)).toEqual(seed.orders.map((o) => o.returnHash));
    expect(later.orders[0]?.orderedAt).not.toBe(seed.orders[0]?.orderedAt);
  });

  it('gives the dev accounts their orders, the consumer’s spread over two years', () => {
    const anna = of(DEV_ACCOUNTS.consumer.customerId);
    expect(anna.length).toBeGreaterThanOrEqual(8);
    const years = anna.map((o) => (NOW - Date.parse(o.orderedAt)) / (24 * 3600 * 1000));
    expect(Math.max(...years)).toBeGreaterThan(600);
    expect(years.filter((d) => d < 90).length).toBeGreaterThanOrEqual(5);
    expect(of(DEV_ACCOUNTS.b2b.customerId).length).toBeGreaterThanOrEqual(4);
    expect(of(DEV_ACCOUNTS.b2b.customerId).every((o) => o.orderReference)).toBe(true);
    expect(of(DEV_ACCOUNTS.internal.customerId)).toHaveLength(1);
  });

  it('uses real catalogue items at their prices and adds shipping below 49 €', () => {
    for (const order of seed.orders) {
      for (const line of order.items) expect(catalogue.item(line.itemId)?.item.priceCents).toBe(line.unitPriceCents);
      const subtotal = order.items.reduce((s, l) => s + l.unitPriceCents * l.orderedAmount, 0);
      expect(order.totalCents).toBe(subtotal + (subtotal < 4900 ? 495 : 0));
    }
  });

  it('has unique ids and hashes, and returned quantities that match the seeded returns', () => {
    expect(new Set(seed.orders.map((o) => o.orderId)).size).toBe(seed.orders.length);
    expect(new Set(seed.orders.map((o) => o.returnHash)).size).toBe(seed.orders.length);
    for (const order of seed.orders) {
      for (const line of order.items) {
        const returned = seed.returns.filter((r) => r.orderId === order.orderId).flatMap((r) => r.items).filter((i) => i.lineNo === line.lineNo);
        expect(line.returnedQuantity).toBe(returned.reduce((s, i) => s + i.quantity, 0));
      }
    }
  });

  it('ships every line once and tracks parcels that left the warehouse', () => {
    for (const order of seed.orders) {
      expect(order.shipments.flatMap((s) => s.lineNos).sort()).toEqual(order.items.map((l) => l.lineNo).sort());
      for (const s of order.shipments) expect(s.trackingCode === null).toBe(s.status === 'in_preparation');
    }
  });
});
