import { lightningMachine, type LightningEvent, type LightningSnapshot } from '@tafel/lightning-machine';
import { createActor } from 'xstate';
import { LightningReservationChangedEvent } from '../events/lightning-events.js';
import { expiryDelayMs, parseLightningExpiryJob } from '../jobs/expiry-job.js';
import { mayAccessLightning, type LightningMeta } from './lightning-meta.js';
import type { LoadedLightning } from './lightning-records.js';
import { lightningDomainEvents, lightningRequestedJobs } from './lightning-workflow.js';

const meta: LightningMeta = { owner: 'u-1', cartId: 'c-1', site: 'de-de', createdAt: '2026-11-26T00:00:00Z' };
const WF = 'lightning-c-1';
const END_1 = '2026-11-26T12:15:00.000Z';
const END_2 = '2026-11-26T12:30:00.000Z';
const ITEMS = [{ itemId: '10005-01', quantity: 2 }];
const reserve: LightningEvent = { type: 'reserve.requested', itemId: '10005-01', quantity: 2, quantityMax: 5, dealAvailable: true };

/** The machine's snapshot after these events (reached, as the kernel would). */
function after(...events: LightningEvent[]): LightningSnapshot {
  const actor = createActor(lightningMachine).start();
  for (const event of events) actor.send(event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

const record = (snapshot: LightningSnapshot, version: number): LoadedLightning => ({ kind: 'lightning', id: WF, version, snapshot, persisted: snapshot as never, meta, updatedAt: '' });
const transition = (before: LightningSnapshot | null, now: LightningSnapshot) => ({ before: before === null ? null : record(before, 1), after: record(now, 2), accepted: [], command: 'Test' });
const expiryJob = (expiresAt: string, rerun = false) => [{ job: 'lightning-expiry', data: { workflowId: WF, expiresAt }, jobId: `lightning-expiry-${WF}-${Date.parse(expiresAt)}`, ...(rerun ? { rerun: true } : {}) }];

describe('lightning workflow definition', () => {
  const reserved = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 });
  const expired = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'reservation.expired', expiresAt: END_1 });

  it('lets the cart owner, the system and support in, no other visitor', () => {
    expect(mayAccessLightning(meta, { visitor: 'u-1' })).toBe(true);
    expect(mayAccessLightning(meta, { visitor: 'u-2' })).toBe(false);
    expect(mayAccessLightning(meta, { system: true })).toBe(true);
    expect(mayAccessLightning(meta, { support: 'staff-1' })).toBe(true);
    expect(mayAccessLightning(meta, null as never)).toBe(false);
  });

  it('asks for the delayed expiry job at the end of a new reservation (also of a new workflow)', () => {
    expect(lightningRequestedJobs(transition(null, reserved))).toEqual(expiryJob(END_1));
    expect(lightningRequestedJobs(transition(after(), reserved))).toEqual(expiryJob(END_1));
  });

  it('asks for a new job when an add, refresh, extend or sync moves the end, and for none when the end stays', () => {
    const added = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { ...reserve, quantity: 1 }, { type: 'reserve.succeeded', items: [{ itemId: '10005-01', quantity: 3 }], expiresAt: END_2 });
    expect(lightningRequestedJobs(transition(reserved, added))).toEqual(expiryJob(END_2));
    const extended = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'extend.requested' }, { type: 'extend.succeeded', items: ITEMS, expiresAt: END_2, change: { reasons: [], changedItemIds: [] } });
    expect(lightningRequestedJobs(transition(reserved, extended))).toEqual(expiryJob(END_2));
    const refreshed = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'reservation.expired', expiresAt: END_1 }, { type: 'refresh.requested' }, { type: 'refresh.succeeded', items: ITEMS, expiresAt: END_2, change: { reasons: ['REFRESHED'], changedItemIds: ['10005-01'] } });
    expect(lightningRequestedJobs(transition(expired, refreshed))).toEqual(expiryJob(END_2));
    const synced = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'cart.synced', items: ITEMS, expiresAt: END_2, expired: false });
    expect(lightningRequestedJobs(transition(reserved, synced))).toEqual(expiryJob(END_2));
    // Expired by our clock, then synced back to the same end: that end's job once more (its finished job runs again).
    const back = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'reservation.expired', expiresAt: END_1 }, { type: 'cart.synced', items: ITEMS, expiresAt: END_1, expired: false });
    expect(back.value).toBe('reserved');
    expect(lightningRequestedJobs(transition(expired, back))).toEqual(expiryJob(END_1, true));
    // The same end (another spelling of the same instant too): no job.
    const same = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'cart.synced', items: [{ itemId: '10005-01', quantity: 1 }], expiresAt: '2026-11-26T12:15:00Z', expired: false });
    expect(same.context.items).toEqual([{ itemId: '10005-01', quantity: 1 }]);
    expect(lightningRequestedJobs(transition(reserved, same))).toEqual([]);
    // A request in flight from a running reservation keeps its end: no job.
    const extending = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'extend.requested' });
    expect(extending.value).toBe('extending');
    expect(lightningRequestedJobs(transition(reserved, extending))).toEqual([]);
  });

  it('asks for no job once nothing runs: expired, released, ordered, a failed request from none', () => {
    expect([reserved.value, expired.value]).toEqual(['reserved', 'expired']);
    expect(lightningRequestedJobs(transition(reserved, expired))).toEqual([]);
    expect(lightningRequestedJobs(transition(reserved, after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'reservation.released' })))).toEqual([]);
    expect(lightningRequestedJobs(transition(reserved, after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'order.submitted' })))).toEqual([]);
    expect(lightningRequestedJobs(transition(null, after(reserve, { type: 'reserve.failed', reason: 'DEAL_OVER' })))).toEqual([]);
    const notRenewed = after(reserve, { type: 'reserve.succeeded', items: ITEMS, expiresAt: END_1 }, { type: 'reservation.expired', expiresAt: END_1 }, { type: 'refresh.requested' }, { type: 'refresh.failed', reason: 'NOT_RENEWED' });
    expect(lightningRequestedJobs(transition(expired, notRenewed))).toEqual([]);
  });

  it('publishes one change event naming the end before and after (the superseded job is removed from it)', () => {
    const [event] = lightningDomainEvents({ before: record(reserved, 1), after: record(expired, 2), accepted: [{ type: 'reservation.expired', actor: 'system', state: 'expired', payload: null }], command: 'ExpireLightningReservationCommand' });
    expect(event).toBeInstanceOf(LightningReservationChangedEvent);
    expect(event).toMatchObject({ workflowId: WF, cartId: 'c-1', site: 'de-de', version: 2, state: 'expired', previousExpiry: END_1, pendingExpiry: null });
  });

  it('reads expiry job data as outside input and delays to the end', () => {
    expect(parseLightningExpiryJob({ workflowId: WF, expiresAt: END_1 })).toEqual({ workflowId: WF, expiresAt: END_1 });
    expect(() => parseLightningExpiryJob({ workflowId: 'bad id{', expiresAt: END_1 })).toThrow(/workflowId/);
    expect(() => parseLightningExpiryJob({ workflowId: WF, expiresAt: 'tomorrow' })).toThrow(/expiresAt/);
    expect(() => parseLightningExpiryJob(null)).toThrow(/object/);
    expect(expiryDelayMs(END_1, Date.parse(END_1) - 5000)).toBe(5000);
    expect(expiryDelayMs(END_1, Date.parse(END_1) + 5000)).toBe(0);
  });
});
