import { CartStore } from '../cart-store.js';
import { commitLightningAdds, planLightningAdds } from './lightning-adds.js';
import { LightningStore } from './lightning-store.js';
import type { LightningDealRecord } from './lightning-types.js';
import { RESERVATION_MS } from './reservation-math.js';

// A fixed deal list standing in for the catalogue's: the store only sees the source interface.
const DEAL: LightningDealRecord = {
  itemId: '10013-01',
  productId: '10013',
  specialPriceCents: 999,
  specialPrices: { de: 999, at: 1029, ch: 1079, b2b: 949 },
  percentOff: 33,
  reservedPercent: 20,
  quantityMax: 3,
  stock: 10,
  startsAt: 0,
  endsAt: 3_600_000,
};
const T0 = 1000;

function setup() {
  let id = 0;
  const carts = new CartStore(() => `id-${++id}`);
  const store = new LightningStore({ lightningDeals: () => [DEAL] }, carts);
  const cartWith = (quantity: number) => {
    const cart = carts.create();
    return carts.replacePositions(cart.id, quantity > 0 ? [{ id: `p-${cart.id}`, itemId: DEAL.itemId, quantity }] : []);
  };
  const reserve = (quantity: number, now = T0) => {
    const cart = cartWith(quantity);
    commitLightningAdds(store, cart, [{ itemId: DEAL.itemId, quantity, deal: DEAL }], now);
    return cart;
  };
  return { carts, store, cartWith, reserve };
}

describe('LightningStore', () => {
  it('holds deal stock taken elsewhere (20 % of 10) plus running reservations', () => {
    const { store, reserve } = setup();
    expect(store.heldQuantity(DEAL, T0)).toBe(2);
    reserve(2);
    reserve(1);
    expect(store.heldQuantity(DEAL, T0)).toBe(5);
    expect(store.stockLeft(DEAL, T0)).toBe(5);
    expect(store.heldQuantity(DEAL, T0 + RESERVATION_MS)).toBe(2);
  });

  it('keeps the stock of submitted carts for good (sold)', () => {
    const { carts, store, reserve } = setup();
    const cart = reserve(2);
    carts.markSubmitted(cart.id);
    expect(store.heldQuantity(DEAL, T0 + 10 * RESERVATION_MS)).toBe(4);
  });

  it('prices the lightning part in the shop’s deal price only while the reservation runs', () => {
    const { store, reserve } = setup();
    const cart = reserve(2);
    expect([...store.cartLightning(cart, T0 + RESERVATION_MS - 1, 'de')]).toEqual([[DEAL.itemId, { quantity: 2, unitCents: 999 }]]);
    expect([...store.cartLightning(cart, T0, 'ch')]).toEqual([[DEAL.itemId, { quantity: 2, unitCents: 1079 }]]);
    expect(store.cartLightning(cart, T0 + RESERVATION_MS, 'de').size).toBe(0);
  });

  it('lets the reservation follow a smaller or removed position', () => {
    const { carts, store, reserve } = setup();
    const cart = reserve(3);
    store.reconcile(carts.replacePositions(cart.id, [{ id: 'p', itemId: DEAL.itemId, quantity: 1 }]).id);
    expect(store.reservation(cart.id)?.lines).toEqual([{ itemId: DEAL.itemId, quantity: 1, dealEndsAt: DEAL.endsAt }]);
    // Raising the position again does not bring lightning quantity back.
    store.reconcile(carts.replacePositions(cart.id, [{ id: 'p', itemId: DEAL.itemId, quantity: 3 }]).id);
    expect(store.reservation(cart.id)?.lines[0]?.quantity).toBe(1);
    store.reconcile(carts.replacePositions(cart.id, []).id);
    expect(store.reservation(cart.id)).toBeUndefined();
  });

  it('finds the newest reservation of a user among open carts', () => {
    const { carts, store } = setup();
    const first = carts.createFor('user-1');
    const second = carts.createFor('user-1');
    for (const [cart, now] of [[first, T0], [second, T0 + 5]] as const) {
      const filled = carts.replacePositions(cart.id, [{ id: `p-${cart.id}`, itemId: DEAL.itemId, quantity: 1 }]);
      commitLightningAdds(store, filled, [{ itemId: DEAL.itemId, quantity: 1, deal: DEAL }], now);
    }
    expect(store.latestOfUser('user-1')?.cartId).toBe(second.id);
    carts.markSubmitted(second.id);
    expect(store.latestOfUser('user-1')?.cartId).toBe(first.id);
    expect(store.latestOfUser('user-2')).toBeUndefined();
  });
});

describe('planLightningAdds', () => {
  const add = (itemId: string, quantity: number) => ({ addPosition: { itemId, quantity } });

  it('strips the suffix and plans the reservation', () => {
    const { store, cartWith } = setup();
    const plan = planLightningAdds([add('10013-01#LIGHTNING_DEAL', 2), add('10401-01', 1)], cartWith(0), store, T0);
    expect(plan).toEqual({ ok: true, ops: [add('10013-01', 2), add('10401-01', 1)], adds: [{ itemId: '10013-01', quantity: 2, deal: DEAL }] });
  });

  it('refuses items without a running deal', () => {
    const { store, cartWith } = setup();
    const plan = planLightningAdds([add('10401-01#LIGHTNING_DEAL', 1)], cartWith(0), store, T0);
    expect(plan).toEqual({ ok: false, messages: [{ messageKey: 'vue.cart.error.somethingWentWrong', message: 'Item "10401-01" has no running lightning deal.', fieldName: 'ops.0.addPosition.itemId' }] });
    expect(planLightningAdds([add('10013-01#LIGHTNING_DEAL', 1)], cartWith(0), store, DEAL.endsAt).ok).toBe(false);
  });

  it('bounds the quantity by max minus what the cart holds, counting adds of one update together', () => {
    const { store, reserve } = setup();
    const cart = reserve(2);
    const plan = planLightningAdds([add('10013-01#LIGHTNING_DEAL', 1), add('10013-01#LIGHTNING_DEAL', 1)], cart, store, T0);
    expect(plan).toMatchObject({ ok: false, messages: [{ messageKey: 'vue.buybox.text.quantity.error', fieldName: 'ops.1.addPosition.quantity' }] });
    expect(planLightningAdds([add('10013-01#LIGHTNING_DEAL', 1)], cart, store, T0).ok).toBe(true);
  });

  it('bounds the quantity by the stock left; an expired reservation counts nothing', () => {
    const { store, reserve, cartWith } = setup();
    reserve(3);
    reserve(3);
    const cart = reserve(2);
    expect(planLightningAdds([add('10013-01#LIGHTNING_DEAL', 1)], cartWith(0), store, T0)).toMatchObject({ ok: false, messages: [{ message: 'At most 0 more of item "10013-01" can be added at the lightning price.' }] });
    expect(planLightningAdds([add('10013-01#LIGHTNING_DEAL', 3)], cart, store, T0 + RESERVATION_MS).ok).toBe(true);
  });
});
