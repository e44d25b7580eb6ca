import { DEV_ACCOUNTS } from './customers/seed-customers.js';
import { createStores } from './stores.js';

// Same data on every start (issue: deterministic seed): two servers started at the same moment
// hold the same customers, address books, orders and lightning deals.
describe('createStores', () => {
  const START = Date.parse('2026-11-22T08:00:00.000Z');
  const snapshot = () => {
    const stores = createStores(() => START);
    const ids = Object.values(DEV_ACCOUNTS).map((a) => a.customerId);
    return {
      customers: stores.customers.all(),
      addresses: ids.map((id) => stores.addresses.list(id)),
      orders: ids.map((id) => stores.orders.listByCustomer(id)),
      deals: stores.catalogue.lightningDeals(),
    };
  };

  it('builds the same seed every time', () => {
    expect(snapshot()).toEqual(snapshot());
  });

  it('gives every dev account addresses and the consumer orders, some returnable and some returned', () => {
    const { addresses, orders } = snapshot();
    expect(addresses.every((list) => list.length > 0)).toBe(true);
    const anna = orders[0] ?? [];
    expect(anna.length).toBeGreaterThanOrEqual(8);
    const items = anna.flatMap((o) => o.items);
    expect(items.some((i) => i.isReturnable && i.returnedQuantity === 0)).toBe(true);
    expect(items.some((i) => i.returnedQuantity > 0)).toBe(true);
    expect(orders.every((list) => list.length > 0)).toBe(true);
  });

  it('has at least 8 lightning deals', () => {
    expect(snapshot().deals.length).toBeGreaterThanOrEqual(8);
  });
});
