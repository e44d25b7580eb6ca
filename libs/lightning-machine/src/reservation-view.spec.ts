import { END_1, END_2, expiry, reserve, reserved, run, start, toConverted, toExpired, toExtending, toRefreshing, toReleased, toReserved, toReserving } from '../test/fixtures.js';
import { CART_CHANGED_KEY } from '@tafel/domain';
import {
  changeMessageKey,
  heldLightningQuantity,
  LIGHTNING_RESERVATION_STATES,
  lightningQuantityFor,
  lightningReservationView,
  lightningStateName,
  messageKeyForLightningReason,
  pendingExpiry,
  type LightningEvent,
} from './index.js';

describe('lightningStateName', () => {
  it.each([
    [[], 'NONE'],
    [toReserving, 'RESERVING'],
    [toRefreshing, 'RESERVING'],
    [toReserved, 'RESERVED'],
    [toExpired, 'EXPIRED'],
    [toExtending, 'EXTENDING'],
    [toConverted, 'CONVERTED'],
    [toReleased, 'RELEASED'],
  ] as [LightningEvent[], string][])('%#: %s', (events, name) => {
    expect(LIGHTNING_RESERVATION_STATES).toContain(name);
    expect(lightningStateName(run(start(), ...events))).toBe(name);
  });
});

describe('pendingExpiry: the end the orchestrator keeps a delayed job for', () => {
  it('is expiresAt while the reservation runs', () => {
    expect(pendingExpiry(run(start(), ...toReserved))).toBe(END_1);
    // A request from a running reservation keeps its job.
    expect(pendingExpiry(run(start(), ...toExtending))).toBe(END_1);
    expect(pendingExpiry(run(start(), ...toReserved, reserve({ quantity: 1 })))).toBe(END_1);
  });

  it('moves with a new end', () => {
    expect(pendingExpiry(run(start(), ...toExtending, { type: 'extend.succeeded', items: [{ itemId: '10005-01', quantity: 2 }], expiresAt: END_2, change: { reasons: [], changedItemIds: [] } }))).toBe(END_2);
  });

  it('is null without a running reservation, and once its job fired', () => {
    for (const events of [[], toReserving, toExpired, toRefreshing, toConverted, toReleased]) expect(pendingExpiry(run(start(), ...events))).toBeNull();
    expect(pendingExpiry(run(start(), ...toExtending, expiry()))).toBeNull();
  });
});

describe('lightningQuantityFor (the API LightningQuantity)', () => {
  const deal = { itemId: '10005-01', quantityMax: 3 };

  it('counts what a running reservation holds', () => {
    expect(lightningQuantityFor(run(start(), ...toReserved), deal)).toEqual({ itemId: '10005-01', quantityMax: 3, inCart: 2, allowed: 1, min: 1, max: 1 });
    expect(heldLightningQuantity(run(start(), ...toReserved), '10006-01')).toBe(0);
  });

  it('counts nothing without a workflow, or once expired', () => {
    expect(lightningQuantityFor(null, deal)).toEqual({ itemId: '10005-01', quantityMax: 3, inCart: 0, allowed: 3, min: 1, max: 3 });
    expect(lightningQuantityFor(run(start(), ...toExpired), deal).inCart).toBe(0);
  });

  it('is 0..0 at the maximum or without stock', () => {
    expect(lightningQuantityFor(run(start(), reserve({ quantity: 3 }), reserved(3)), deal)).toMatchObject({ allowed: 0, min: 0, max: 0 });
    expect(lightningQuantityFor(null, { ...deal, stockLeft: 0 })).toMatchObject({ allowed: 0, min: 0, max: 0 });
  });
});

describe('lightningReservationView (the API LightningReservation)', () => {
  it('a running reservation', () => {
    expect(lightningReservationView(run(start(), ...toReserved))).toEqual({
      state: 'RESERVED',
      hasReservation: true,
      expired: false,
      expiresAt: END_1,
      items: [{ itemId: '10005-01', quantity: 2 }],
      lastChange: { reasons: [], changedItemIds: ['10005-01'] },
    });
  });

  it('an expired one still has its reservation (spec §3), expired; also while refreshing', () => {
    expect(lightningReservationView(run(start(), ...toExpired))).toMatchObject({ state: 'EXPIRED', hasReservation: true, expired: true, expiresAt: END_1 });
    expect(lightningReservationView(run(start(), ...toRefreshing))).toMatchObject({ state: 'RESERVING', hasReservation: true, expired: true });
  });

  it('none, released and converted hold no reservation', () => {
    for (const events of [[], toReleased, toConverted]) {
      expect(lightningReservationView(run(start(), ...events))).toMatchObject({ hasReservation: false, expired: false, expiresAt: null });
    }
  });
});

describe('message keys', () => {
  it('a change with a reason shows the cart-changed notice; an add does not', () => {
    expect(changeMessageKey({ reasons: ['EXPIRED'], changedItemIds: ['a'] })).toBe(CART_CHANGED_KEY);
    expect(changeMessageKey({ reasons: [], changedItemIds: ['a'] })).toBeNull();
    expect(changeMessageKey(null)).toBeNull();
  });

  it('refusals carry the buy box keys', () => {
    expect(messageKeyForLightningReason('QUANTITY_ABOVE_ALLOWED')).toBe('vue.buybox.text.quantity.error');
    expect(messageKeyForLightningReason('DEAL_OVER')).toBe('vue.cart.error.somethingWentWrong');
    expect(messageKeyForLightningReason('BUSY')).toBe('vue.cart.error.somethingWentWrong');
  });
});
