import { END_1, END_2, END_3, expiry, reserve, reserved, run, send, start, toConverted, toExpired, toExtending, toRefreshing, toReleased, toReserved, toReserving } from '../test/fixtures.js';
import { whyNotLightning, type LightningEvent, type LightningSnapshot } from './index.js';

// A refused event answers its reason and leaves state and context exactly as they were.
function expectRefused(snapshot: LightningSnapshot, event: LightningEvent, reason: string): void {
  expect(whyNotLightning(snapshot, event)).toBe(reason);
  const after = send(snapshot, event);
  expect([after.value, after.context]).toEqual([snapshot.value, snapshot.context]);
}

const item = (itemId: string, quantity: number) => ({ itemId, quantity });

describe('none', () => {
  it('reserve.requested starts reserving and records the request', () => {
    const s = run(start(), reserve());
    expect(s.value).toBe('reserving');
    expect(s.context).toMatchObject({ request: { kind: 'reserve', itemId: '10005-01', quantity: 2 }, origin: 'none', lastError: null });
  });

  it.each([
    ['an item id that is no shop id', reserve({ itemId: '10005-01#LIGHTNING_DEAL' }), 'ITEM_INVALID'],
    ['an empty item id', reserve({ itemId: '' }), 'ITEM_INVALID'],
    ['a deal that is over', reserve({ dealAvailable: false }), 'DEAL_OVER'],
    ['quantity 0', reserve({ quantity: 0 }), 'QUANTITY_INVALID'],
    ['a negative quantity', reserve({ quantity: -1 }), 'QUANTITY_INVALID'],
    ['a fraction', reserve({ quantity: 1.5 }), 'QUANTITY_INVALID'],
    ['NaN', reserve({ quantity: Number.NaN }), 'QUANTITY_INVALID'],
    ['above the deal maximum', reserve({ quantity: 4 }), 'QUANTITY_ABOVE_ALLOWED'],
    ['above the stock left', reserve({ quantity: 2, stockLeft: 1 }), 'QUANTITY_ABOVE_ALLOWED'],
  ] as [string, LightningEvent, string][])('refuses %s', (_name, event, reason) => {
    expectRefused(start(), event, reason);
  });

  it('takes exactly the allowed quantity', () => {
    expect(run(start(), reserve({ quantity: 3 })).value).toBe('reserving');
    expect(run(start(), reserve({ quantity: 1, stockLeft: 1 })).value).toBe('reserving');
  });

  it.each([
    [{ type: 'refresh.requested' }, 'NO_RESERVATION'],
    [{ type: 'extend.requested' }, 'NO_RESERVATION'],
    [{ type: 'order.submitted' }, 'NO_RESERVATION'],
    [{ type: 'reservation.released' }, 'NO_RESERVATION'],
    [expiry(), 'EXPIRY_STALE'],
    [reserved(), 'NOT_REQUESTED'],
    [{ type: 'extend.failed', reason: 'X' }, 'NOT_REQUESTED'],
  ] as [LightningEvent, string][])('refuses %o with %s', (event, reason) => {
    expectRefused(start(), event, reason);
  });

  it('cart.synced takes what the upstream holds, and finding nothing changes nothing', () => {
    const nothing = run(start(), { type: 'cart.synced', items: [], expiresAt: null, expired: false });
    expect([nothing.value, nothing.context]).toEqual([start().value, start().context]);
    const held = run(start(), { type: 'cart.synced', items: [item('10005-01', 1)], expiresAt: END_1, expired: false });
    expect(held.value).toBe('reserved');
    expect(held.context).toMatchObject({ items: [item('10005-01', 1)], expiresAt: END_1 });
    expect(run(start(), { type: 'cart.synced', items: [item('10005-01', 1)], expiresAt: END_1, expired: true }).value).toBe('expired');
  });

  it.each([
    ['held items without an end', { type: 'cart.synced', items: [item('10005-01', 1)], expiresAt: null, expired: false }],
    ['a quantity of 0', { type: 'cart.synced', items: [item('10005-01', 0)], expiresAt: END_1, expired: false }],
    ['an item twice', { type: 'cart.synced', items: [item('a', 1), item('a', 2)], expiresAt: END_1, expired: false }],
    ['no expired flag', { type: 'cart.synced', items: [], expiresAt: null } as unknown as LightningEvent],
  ] as [string, LightningEvent][])('cart.synced refuses %s', (_name, event) => {
    expectRefused(start(), event, 'OUTCOME_INVALID');
  });
});

describe('reserving', () => {
  it('reserve.succeeded holds the items until expiresAt; the add changed its item', () => {
    const s = run(start(), ...toReserved);
    expect(s.value).toBe('reserved');
    expect(s.context).toEqual({
      items: [item('10005-01', 2)],
      expiresAt: END_1,
      lastChange: { reasons: [], changedItemIds: ['10005-01'] },
      lastError: null,
      request: null,
      origin: null,
      expiryDue: false,
    });
  });

  it.each([
    ['no items', { type: 'reserve.succeeded', items: [], expiresAt: END_1 }],
    ['an unreadable end', { type: 'reserve.succeeded', items: [item('10005-01', 2)], expiresAt: 'soon' }],
    ['a bad item id', { type: 'reserve.succeeded', items: [item('a b', 2)], expiresAt: END_1 }],
    ['an empty failure reason', { type: 'reserve.failed', reason: '' }],
  ] as [string, LightningEvent][])('refuses an outcome with %s', (_name, event) => {
    expectRefused(run(start(), ...toReserving), event, 'OUTCOME_INVALID');
  });

  it.each([
    ['none', [] as LightningEvent[], 'none'],
    ['reserved', toReserved, 'reserved'],
    ['expired', toExpired, 'expired'],
    ['released', toReleased, 'released'],
  ])('reserve.failed goes back to %s and keeps the reason', (_name, before, back) => {
    const origin = run(start(), ...before);
    const s = run(origin, reserve({ quantity: 1 }), { type: 'reserve.failed', reason: 'CART_UPDATE_REJECTED', messageKey: 'vue.buybox.text.quantity.error' });
    expect(s.value).toBe(back);
    expect(s.context).toEqual({ ...origin.context, lastError: { reason: 'CART_UPDATE_REJECTED', messageKey: 'vue.buybox.text.quantity.error' } });
  });

  it.each([
    [reserve(), 'BUSY'],
    [{ type: 'refresh.requested' }, 'BUSY'],
    [{ type: 'extend.requested' }, 'BUSY'],
    [{ type: 'order.submitted' }, 'BUSY'],
    [{ type: 'reservation.released' }, 'BUSY'],
    [{ type: 'cart.synced', items: [], expiresAt: null, expired: false }, 'BUSY'],
    [{ type: 'extend.succeeded', items: [], expiresAt: null, change: { reasons: [], changedItemIds: [] } }, 'NOT_REQUESTED'],
    [{ type: 'refresh.failed', reason: 'X' }, 'NOT_REQUESTED'],
    [expiry(), 'EXPIRY_STALE'],
  ] as [LightningEvent, string][])('refuses %o with %s', (event, reason) => {
    expectRefused(run(start(), ...toReserving), event, reason);
  });

  it('an expiry job firing during an add from a running reservation is kept: a failure then expires it', () => {
    const busy = run(start(), ...toReserved, reserve({ quantity: 1 }));
    const due = run(busy, expiry());
    expect(due.context.expiryDue).toBe(true);
    expectRefused(due, expiry(), 'EXPIRY_STALE');
    expectRefused(busy, expiry(END_2), 'EXPIRY_STALE');
    const failed = run(due, { type: 'reserve.failed', reason: 'UPSTREAM_UNAVAILABLE' });
    expect(failed.value).toBe('expired');
    expect(failed.context).toMatchObject({ lastChange: { reasons: ['EXPIRED'], changedItemIds: ['10005-01'] }, expiryDue: false, lastError: { reason: 'UPSTREAM_UNAVAILABLE' } });
    const added = run(due, reserved(3, END_2));
    expect(added.value).toBe('reserved');
    expect(added.context).toMatchObject({ items: [item('10005-01', 3)], expiresAt: END_2, expiryDue: false });
  });
});

describe('reserved', () => {
  const s = run(start(), ...toReserved);

  it('counts what it holds against the deal maximum, for that item only', () => {
    expectRefused(s, reserve({ quantity: 2 }), 'QUANTITY_ABOVE_ALLOWED');
    expect(run(s, reserve({ quantity: 1 })).context).toMatchObject({ origin: 'reserved', request: { kind: 'reserve', quantity: 1 } });
    expect(run(s, reserve({ itemId: '10006-01', quantity: 3 })).value).toBe('reserving');
  });

  it('expires when the job of its end fires, and only then', () => {
    const expired = run(s, expiry());
    expect(expired.value).toBe('expired');
    expect(expired.context).toMatchObject({ items: [item('10005-01', 2)], expiresAt: END_1, lastChange: { reasons: ['EXPIRED'], changedItemIds: ['10005-01'] } });
    // The same instant in another spelling is the same end.
    expect(run(s, expiry('2026-11-26T13:15:00+01:00')).value).toBe('expired');
    expectRefused(s, expiry(END_2), 'EXPIRY_STALE');
    expectRefused(s, expiry('not a date'), 'EXPIRY_STALE');
    // A repeated job is a no-op.
    expectRefused(expired, expiry(), 'EXPIRY_STALE');
  });

  it('refresh is only for an expired reservation', () => {
    expectRefused(s, { type: 'refresh.requested' }, 'NOT_EXPIRED');
  });

  it('extend.requested extends from here', () => {
    expect(run(s, { type: 'extend.requested' }).context).toMatchObject({ request: { kind: 'extend' }, origin: 'reserved' });
  });

  it('cart.synced follows the upstream: lines removed, expired, or none left', () => {
    const two = run(start(), reserve(), { type: 'reserve.succeeded', items: [item('10005-01', 2), item('10006-01', 1)], expiresAt: END_1 });
    const one = run(two, { type: 'cart.synced', items: [item('10006-01', 1)], expiresAt: END_1, expired: false });
    expect([one.value, one.context.items]).toEqual(['reserved', [item('10006-01', 1)]]);
    const moved = run(s, { type: 'cart.synced', items: [item('10005-01', 2)], expiresAt: END_2, expired: false });
    expect(moved.context.expiresAt).toBe(END_2);
    const expired = run(s, { type: 'cart.synced', items: [item('10005-01', 2)], expiresAt: END_1, expired: true });
    expect(expired.value).toBe('expired');
    expect(expired.context.lastChange).toEqual({ reasons: ['EXPIRED'], changedItemIds: ['10005-01'] });
    const gone = run(s, { type: 'cart.synced', items: [], expiresAt: null, expired: false });
    expect([gone.value, gone.context.items, gone.context.expiresAt]).toEqual(['released', [], null]);
  });

  it('order.submitted converts it (final); reservation.released releases it', () => {
    const converted = run(s, { type: 'order.submitted' });
    expect([converted.value, converted.status]).toEqual(['converted', 'done']);
    expect(converted.context.items).toEqual([item('10005-01', 2)]);
    const released = run(s, { type: 'reservation.released' });
    expect([released.value, released.context.items, released.context.expiresAt]).toEqual(['released', [], null]);
  });

  it.each([reserved(), { type: 'refresh.succeeded', items: [], expiresAt: null, change: { reasons: [], changedItemIds: [] } }] as LightningEvent[])(
    'refuses the outcome %o of a request not in flight',
    (event) => expectRefused(s, event, 'NOT_REQUESTED'),
  );
});

describe('expired', () => {
  const s = run(start(), ...toExpired);

  it('holds nothing at the deal price: a new add may take the whole maximum', () => {
    expect(run(s, reserve({ quantity: 3 })).context).toMatchObject({ origin: 'expired' });
  });

  it('refresh claims it again, with what changed', () => {
    const busy = run(s, { type: 'refresh.requested' });
    expect(busy.value).toBe('refreshing');
    expect(busy.context).toMatchObject({ request: { kind: 'refresh' }, origin: 'expired' });
    const change = { reasons: ['REFRESHED', 'REDUCED_QUANTITY'] as const, changedItemIds: ['10005-01'] };
    const refreshed = run(busy, { type: 'refresh.succeeded', items: [item('10005-01', 1)], expiresAt: END_2, change: { reasons: [...change.reasons], changedItemIds: change.changedItemIds } });
    expect(refreshed.value).toBe('reserved');
    expect(refreshed.context).toMatchObject({ items: [item('10005-01', 1)], expiresAt: END_2, lastChange: { reasons: ['REFRESHED', 'REDUCED_QUANTITY'], changedItemIds: ['10005-01'] }, request: null, origin: null });
  });

  it('a refresh that leaves nothing (deal over) releases', () => {
    const r = run(s, { type: 'refresh.requested' }, { type: 'refresh.succeeded', items: [], expiresAt: null, change: { reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['10005-01'] } });
    expect([r.value, r.context.items, r.context.expiresAt, r.context.lastChange]).toEqual(['released', [], null, { reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['10005-01'] }]);
  });

  it('a failed refresh stays expired with the reason', () => {
    const r = run(s, { type: 'refresh.requested' }, { type: 'refresh.failed', reason: 'UPSTREAM_UNAVAILABLE' });
    expect(r.value).toBe('expired');
    expect(r.context).toEqual({ ...s.context, lastError: { reason: 'UPSTREAM_UNAVAILABLE' } });
  });

  it('extend at checkout from an expired reservation, failing back to expired', () => {
    const busy = run(s, { type: 'extend.requested' });
    expect(busy.context.origin).toBe('expired');
    expect(run(busy, { type: 'extend.failed', reason: 'X' }).value).toBe('expired');
    expect(run(busy, { type: 'extend.succeeded', items: [item('10005-01', 2)], expiresAt: END_2, change: { reasons: ['REFRESHED'], changedItemIds: ['10005-01'] } }).value).toBe('reserved');
  });

  it('cart.synced: running again upstream, or lines gone', () => {
    expect(run(s, { type: 'cart.synced', items: [item('10005-01', 2)], expiresAt: END_2, expired: false }).value).toBe('reserved');
    const still = run(s, { type: 'cart.synced', items: [item('10005-01', 1)], expiresAt: END_1, expired: true });
    expect([still.value, still.context.items, still.context.lastChange]).toEqual(['expired', [item('10005-01', 1)], s.context.lastChange]);
    expect(run(s, { type: 'cart.synced', items: [], expiresAt: null, expired: true }).value).toBe('released');
  });

  it('ordering or releasing closes it', () => {
    expect(run(s, { type: 'order.submitted' }).value).toBe('converted');
    expect(run(s, { type: 'reservation.released' }).value).toBe('released');
  });
});

describe('refreshing', () => {
  const s = run(start(), ...toRefreshing);
  it.each([
    [reserve(), 'BUSY'],
    [{ type: 'extend.requested' }, 'BUSY'],
    [{ type: 'refresh.requested' }, 'BUSY'],
    [expiry(), 'EXPIRY_STALE'],
    [{ type: 'extend.failed', reason: 'X' }, 'NOT_REQUESTED'],
    [{ type: 'refresh.succeeded', items: [item('10005-01', 1)], expiresAt: END_2, change: { reasons: ['GONE'], changedItemIds: [] } } as unknown as LightningEvent, 'OUTCOME_INVALID'],
    [{ type: 'refresh.succeeded', items: [item('10005-01', 1)], expiresAt: null, change: { reasons: [], changedItemIds: [] } }, 'OUTCOME_INVALID'],
  ] as [LightningEvent, string][])('refuses %o with %s', (event, reason) => expectRefused(s, event, reason));
});

describe('extending', () => {
  const s = run(start(), ...toExtending);

  it('reports a reduced quantity and keeps the rest', () => {
    const r = run(s, { type: 'extend.succeeded', items: [item('10005-01', 1)], expiresAt: END_2, change: { reasons: ['REDUCED_QUANTITY'], changedItemIds: ['10005-01'] } });
    expect(r.value).toBe('reserved');
    expect(r.context).toMatchObject({ items: [item('10005-01', 1)], expiresAt: END_2, lastChange: { reasons: ['REDUCED_QUANTITY'], changedItemIds: ['10005-01'] } });
  });

  it('an unchanged extension only moves the end', () => {
    const r = run(s, { type: 'extend.succeeded', items: [item('10005-01', 2)], expiresAt: END_3, change: { reasons: [], changedItemIds: [] } });
    expect(r.context).toMatchObject({ items: [item('10005-01', 2)], expiresAt: END_3, lastChange: { reasons: [], changedItemIds: [] } });
  });

  it('not legal any more: released', () => {
    const r = run(s, { type: 'extend.succeeded', items: [], expiresAt: null, change: { reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['10005-01'] } });
    expect([r.value, r.context.expiresAt]).toEqual(['released', null]);
  });

  it('a failure goes back to reserved, or to expired when its job fired meanwhile', () => {
    expect(run(s, { type: 'extend.failed', reason: 'X' }).value).toBe('reserved');
    const due = run(s, expiry());
    expect(run(due, { type: 'extend.failed', reason: 'X' }).value).toBe('expired');
    expect(run(due, { type: 'extend.succeeded', items: [item('10005-01', 2)], expiresAt: END_2, change: { reasons: [], changedItemIds: [] } }).context).toMatchObject({ expiryDue: false, expiresAt: END_2 });
  });

  it.each([
    [reserve(), 'BUSY'],
    [{ type: 'order.submitted' }, 'BUSY'],
    [{ type: 'refresh.failed', reason: 'X' }, 'NOT_REQUESTED'],
    [{ type: 'extend.succeeded', items: [item('10005-01', 2)], expiresAt: 'later', change: { reasons: [], changedItemIds: [] } }, 'OUTCOME_INVALID'],
  ] as [LightningEvent, string][])('refuses %o with %s', (event, reason) => expectRefused(s, event, reason));
});

describe('converted (final)', () => {
  const s = run(start(), ...toConverted);
  it.each([
    [reserve(), 'ALREADY_CONVERTED'],
    [{ type: 'refresh.requested' }, 'ALREADY_CONVERTED'],
    [{ type: 'extend.requested' }, 'ALREADY_CONVERTED'],
    [{ type: 'order.submitted' }, 'ALREADY_CONVERTED'],
    [{ type: 'cart.synced', items: [], expiresAt: null, expired: false }, 'ALREADY_CONVERTED'],
    [expiry(), 'EXPIRY_STALE'],
  ] as [LightningEvent, string][])('refuses %o with %s', (event, reason) => expectRefused(s, event, reason));
});

describe('released', () => {
  const s = run(start(), ...toReleased);
  it('may reserve again', () => {
    expect(run(s, reserve({ quantity: 3 })).context.origin).toBe('released');
  });
  it.each([
    [{ type: 'refresh.requested' }, 'NO_RESERVATION'],
    [{ type: 'extend.requested' }, 'NO_RESERVATION'],
    [{ type: 'reservation.released' }, 'NO_RESERVATION'],
    [expiry(), 'EXPIRY_STALE'],
  ] as [LightningEvent, string][])('refuses %o with %s', (event, reason) => expectRefused(s, event, reason));
});
