import { machineGraph, reasonOf, stateExits } from '@tafel/workflow-machine';
import { transition } from 'xstate';
import { carriersLoaded, contact, order, regulationsLoaded, run, start, toConfirm, toSelection } from '../test/fixtures.js';
import { GUARD_REASONS, returnsMachine, whyNot, type ReturnsEvent, type ReturnsSnapshot } from './index.js';

// For every snapshot reachable within a few events and every event, whyNot is null exactly when
// the machine accepts the event, and otherwise one of the typed reasons.

const EVENTS: ReturnsEvent[] = [
  { type: 'lookup.byHash', hash: 'hash-a' },
  { type: 'lookup.byHash', hash: 'hash-b' },
  { type: 'lookup.byOrder', orderId: 'order-1', zipCode: '10115' },
  { type: 'lookup.found', order },
  { type: 'lookup.notFound' },
  { type: 'item.select', itemId: 'chair', quantity: 1, reason: 'DAMAGED', comment: 'kaputt' },
  { type: 'item.select', itemId: 'pens', quantity: 5, reason: 'DISLIKE' },
  { type: 'item.select', itemId: 'pens', quantity: 1 },
  { type: 'item.deselect', itemId: 'chair' },
  { type: 'selection.done' },
  { type: 'selection.edit' },
  { type: 'photo.add', photoId: 'p1', itemId: 'chair' },
  { type: 'photo.uploading', photoId: 'p1' },
  { type: 'photo.uploaded', photoId: 'p1', imageId: 'i1' },
  { type: 'photo.failed', photoId: 'p1' },
  { type: 'photo.retry', photoId: 'p1' },
  { type: 'photo.remove', photoId: 'p1' },
  regulationsLoaded,
  { type: 'regulation.select', code: 'CREDIT' },
  { type: 'regulation.select', code: 'EXCHANGE' },
  { type: 'regulation.done' },
  { type: 'regulation.edit' },
  carriersLoaded,
  { type: 'carrier.select', code: 'ups' },
  { type: 'labels.set', count: 0 },
  { type: 'labels.set', count: 11 },
  { type: 'carrier.done' },
  { type: 'carrier.edit' },
  { type: 'return.submit', contact },
  { type: 'return.submit', contact: { ...contact, email: 'x' } },
  { type: 'submit.succeeded', rma: 'RMA-1' },
  { type: 'upstream.refused', messageKey: 'vue.returns.error.invalidSelection' },
  { type: 'upstream.unavailable' },
  { type: 'return.retry' },
  { type: 'return.back' },
  { type: 'return.restart' },
];

function reachable(from: ReturnsSnapshot[], depth: number): ReturnsSnapshot[] {
  const seen = new Map<string, ReturnsSnapshot>();
  let frontier = from;
  for (let d = 0; d <= depth && frontier.length > 0; d += 1) {
    const next: ReturnsSnapshot[] = [];
    for (const snapshot of frontier) {
      const key = JSON.stringify([snapshot.value, snapshot.context]);
      if (seen.has(key)) continue;
      seen.set(key, snapshot);
      if (d < depth) for (const event of EVENTS) if (snapshot.can(event)) next.push(transition(returnsMachine, snapshot, event)[0]);
    }
    frontier = next;
  }
  return [...seen.values()];
}

describe('returns guard reasons come from the guards', () => {
  const snapshots = reachable([start(), run(start(), ...toSelection), run(start(), ...toConfirm)], 5);

  it('explores enough of the machine to mean something', () => {
    expect(snapshots.length).toBeGreaterThan(300);
    const states = new Set(snapshots.map((s) => JSON.stringify(s.value)));
    for (const state of [
      '{"flow":"submitting","uploads":"idle"}',
      '{"flow":"submitted","uploads":"idle"}',
      '{"flow":{"failed":"upstreamUnavailable"},"uploads":"idle"}',
      '{"flow":{"failed":"orderNotFound"},"uploads":"idle"}',
      '{"flow":{"preparing":"selection"},"uploads":"uploadFailed"}',
    ]) {
      expect(states).toContain(state);
    }
  });

  it('every guard that refuses a shopper event is a reasoned guard', () => {
    const guards = returnsMachine.implementations.guards as Record<string, unknown>;
    for (const name of [
      'lookupInputValid',
      'itemSelectable',
      'itemSelected',
      'selectionComplete',
      'photoAddable',
      'photoQueued',
      'photoInFlight',
      'photoRetryable',
      'photoRemovable',
      'regulationAvailable',
      'regulationChosen',
      'carrierAvailable',
      'labelCountValid',
      'carrierChosen',
      'readyToSubmit',
    ]) {
      expect(reasonOf(guards[name])).toBeInstanceOf(Function);
    }
  });

  it('whyNot is null for every accepted event, and a refused one gets a typed reason and changes nothing', () => {
    let refused = 0;
    for (const snapshot of snapshots) {
      for (const event of EVENTS) {
        const reason = whyNot(snapshot, event);
        if (snapshot.can(event)) {
          expect({ state: snapshot.value, event, reason }).toEqual({ state: snapshot.value, event, reason: null });
        } else {
          refused += 1;
          expect(GUARD_REASONS).toContain(reason);
          // A refused event changes nothing: neither the state nor any part of the context.
          const after = transition(returnsMachine, snapshot, event)[0];
          expect({ event, value: after.value, context: after.context }).toEqual({ event, value: snapshot.value, context: snapshot.context });
        }
      }
    }
    expect(refused).toBeGreaterThan(1000);
  });
});

describe('stateExits: a way out of every state a return rests in', () => {
  it('every resting state but the final one has an exit', () => {
    const exits = stateExits(machineGraph(returnsMachine));
    expect(exits.filter((e) => e.events.length === 0)).toEqual([]);
    const of = (state: string) => exits.find((e) => e.state.endsWith(state))?.events ?? [];
    expect(of('failed.orderNotFound')).toEqual(expect.arrayContaining(['lookup.byHash', 'return.restart']));
    expect(of('failed.upstreamUnavailable')).toEqual(expect.arrayContaining(['return.retry', 'return.restart']));
    expect(of('failed.upstreamRefused')).toEqual(expect.arrayContaining(['return.back', 'return.restart']));
    // The uploads region rests too: a failed photo is left by retrying or removing it.
    expect(of('uploads.uploadFailed')).toEqual(expect.arrayContaining(['photo.retry', 'photo.remove']));
  });
});
