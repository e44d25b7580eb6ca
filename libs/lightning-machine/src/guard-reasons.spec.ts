import { machineGraph, reasonOf, stateExits } from '@tafel/workflow-machine';
import { transition } from 'xstate';
import { END_1, END_2, expiry, reserve, reserved, start } from '../test/fixtures.js';
import { LIGHTNING_GUARD_REASONS, lightningMachine, whyNotLightning, type LightningEvent, type LightningSnapshot } from './index.js';

// For every snapshot reachable within a few events and every event, whyNot is null exactly when the
// machine accepts the event, and otherwise one of the typed reasons, with nothing changed.

const item = (itemId: string, quantity: number) => ({ itemId, quantity });
const EVENTS: LightningEvent[] = [
  reserve(),
  reserve({ quantity: 1 }),
  reserve({ quantity: 3 }),
  reserve({ quantity: 0 }),
  reserve({ itemId: 'a:b' }),
  reserve({ dealAvailable: false }),
  reserve({ quantity: 2, stockLeft: 1 }),
  reserved(),
  reserved(1, END_2),
  { type: 'reserve.succeeded', items: [], expiresAt: END_1 },
  { type: 'reserve.failed', reason: 'UPSTREAM_UNAVAILABLE' },
  { type: 'reserve.failed', reason: '' },
  expiry(),
  expiry(END_2),
  { type: 'refresh.requested' },
  { type: 'refresh.succeeded', items: [item('10005-01', 2)], expiresAt: END_2, change: { reasons: ['REFRESHED'], changedItemIds: ['10005-01'] } },
  { type: 'refresh.succeeded', items: [], expiresAt: null, change: { reasons: ['NOT_LEGAL_DEAL'], changedItemIds: ['10005-01'] } },
  { type: 'refresh.failed', reason: 'X' },
  { type: 'extend.requested' },
  { type: 'extend.succeeded', items: [item('10005-01', 1)], expiresAt: END_2, change: { reasons: ['REDUCED_QUANTITY'], changedItemIds: ['10005-01'] } },
  { type: 'extend.succeeded', items: [item('10005-01', 1)], expiresAt: null, change: { reasons: [], changedItemIds: [] } },
  { type: 'extend.failed', reason: 'X' },
  { type: 'cart.synced', items: [], expiresAt: null, expired: false },
  { type: 'cart.synced', items: [item('10005-01', 1)], expiresAt: END_1, expired: false },
  { type: 'cart.synced', items: [item('10005-01', 1)], expiresAt: END_1, expired: true },
  { type: 'order.submitted' },
  { type: 'reservation.released' },
];

function reachable(from: LightningSnapshot, depth: number): LightningSnapshot[] {
  const seen = new Map<string, LightningSnapshot>();
  let frontier = [from];
  for (let d = 0; d <= depth && frontier.length > 0; d += 1) {
    const next: LightningSnapshot[] = [];
    for (const snapshot of frontier) {
      const key = JSON.stringify([snapshot.value, snapshot.context]);
      if (seen.has(key)) continue;
      seen.set(key, snapshot);
      if (d < depth) for (const event of EVENTS) if (snapshot.can(event)) next.push(transition(lightningMachine, snapshot, event)[0]);
    }
    frontier = next;
  }
  return [...seen.values()];
}

describe('lightning guard reasons come from the guards', () => {
  const snapshots = reachable(start(), 5);

  it('explores every state', () => {
    expect(new Set(snapshots.map((s) => String(s.value)))).toEqual(new Set(['none', 'reserving', 'reserved', 'expired', 'refreshing', 'extending', 'converted', 'released']));
  });

  it('every guard that refuses an event is a reasoned guard', () => {
    const guards = lightningMachine.implementations.guards as Record<string, unknown>;
    for (const name of ['reservable', 'outcomeValid', 'expiryMatches', 'expiryDuringRequest']) expect(reasonOf(guards[name])).toBeInstanceOf(Function);
  });

  it('whyNot is null for every accepted event; a refused one gets a typed reason and changes nothing', () => {
    const given = new Set<string>();
    for (const snapshot of snapshots) {
      for (const event of EVENTS) {
        const reason = whyNotLightning(snapshot, event);
        if (snapshot.can(event)) {
          expect({ state: snapshot.value, event, reason }).toEqual({ state: snapshot.value, event, reason: null });
        } else {
          expect(LIGHTNING_GUARD_REASONS).toContain(reason);
          given.add(reason!);
          const after = transition(lightningMachine, snapshot, event)[0];
          expect({ event, value: after.value, context: after.context }).toEqual({ event, value: snapshot.value, context: snapshot.context });
        }
      }
    }
    // Every reason but the last resort is given somewhere.
    expect([...given].sort()).toEqual(LIGHTNING_GUARD_REASONS.filter((r) => r !== 'NOT_IN_THIS_STATE').sort());
  });
});

describe('machine graph', () => {
  const graph = machineGraph(lightningMachine);

  it('draws the states and the transitions of the issue', () => {
    expect(graph.states.map((s) => s.id).sort()).toEqual(['converted', 'expired', 'extending', 'none', 'refreshing', 'released', 'reserved', 'reserving']);
    const edges = graph.transitions.map((t) => `${t.source} -${t.event}-> ${t.target}`);
    expect(edges).toEqual(
      expect.arrayContaining([
        'none -reserve.requested-> reserving',
        'reserving -reserve.succeeded-> reserved',
        'reserved -reservation.expired-> expired',
        'expired -refresh.requested-> refreshing',
        'refreshing -refresh.succeeded-> reserved',
        'reserved -extend.requested-> extending',
        'expired -extend.requested-> extending',
        'extending -extend.succeeded-> reserved',
        'extending -extend.succeeded-> released',
        'reserved -order.submitted-> converted',
        'released -reserve.requested-> reserving',
      ]),
    );
    // Expiry is a delayed job of the host, never an XState timer (it would not survive a restore).
    expect(edges.filter((e) => e.includes('xstate.after'))).toEqual([]);
  });

  it('every resting state but the final one has a way out', () => {
    const exits = stateExits(graph);
    expect(exits.filter((e) => e.events.length === 0)).toEqual([]);
    expect(graph.states.filter((s) => s.type === 'final').map((s) => s.id)).toEqual(['converted']);
    expect(exits.map((e) => e.state).sort()).toEqual(['expired', 'extending', 'none', 'refreshing', 'released', 'reserved', 'reserving']);
    const of = (state: string) => exits.find((e) => e.state === state)?.events ?? [];
    expect(of('reserving')).toEqual(expect.arrayContaining(['reserve.succeeded', 'reserve.failed']));
    expect(of('refreshing')).toEqual(expect.arrayContaining(['refresh.succeeded', 'refresh.failed']));
    expect(of('extending')).toEqual(expect.arrayContaining(['extend.succeeded', 'extend.failed']));
  });
});
