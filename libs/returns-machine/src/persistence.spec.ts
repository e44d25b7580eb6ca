import { createActor } from 'xstate';
import { contact, run, start, toConfirm, toSelection, toSubmitting } from '../test/fixtures.js';
import {
  persistReturn,
  restoreReturn,
  RETURNS_MACHINE_VERSION,
  returnsMachine,
  UnknownReturnsVersionError,
  type ReturnsEvent,
  type ReturnsSnapshot,
} from './index.js';

// What the orchestrator does: persist as JSON, read back, restore an actor from it.
function roundTrip(snapshot: ReturnsSnapshot): ReturnsSnapshot {
  const stored = JSON.parse(JSON.stringify(persistReturn(snapshot)));
  const actor = createActor(returnsMachine, { snapshot: restoreReturn(stored) }).start();
  const restored = actor.getSnapshot();
  actor.stop();
  return restored;
}

const photos: ReturnsEvent[] = [
  { type: 'item.select', itemId: 'chair', quantity: 1, reason: 'DAMAGED', comment: 'kaputt' },
  { type: 'photo.add', photoId: 'p1', itemId: 'chair' },
  { type: 'photo.add', photoId: 'p2', itemId: 'chair' },
  { type: 'photo.uploading', photoId: 'p1' },
  { type: 'photo.failed', photoId: 'p1' },
  { type: 'photo.uploaded', photoId: 'p2', imageId: 'img-2' },
];

describe('persistReturn / restoreReturn', () => {
  it.each([
    ['a fresh return', [] as ReturnsEvent[]],
    ['item selection with photos in every state', [...toSelection, ...photos]],
    ['confirm', toConfirm],
    ['submitting', toSubmitting],
    ['submitted', [...toSubmitting, { type: 'submit.succeeded', rma: 'RMA-1', labelUrl: null }]],
    ['failed.upstreamUnavailable', [...toSubmitting, { type: 'upstream.unavailable' }]],
    ['failed.orderNotFound', [{ type: 'lookup.byHash', hash: 'x' }, { type: 'lookup.notFound' }]],
  ] as [string, ReturnsEvent[]][])('round-trips %s: same state and context', (_name, events) => {
    const snapshot = run(start(), ...events);
    const restored = roundTrip(snapshot);
    expect(restored.value).toEqual(snapshot.value);
    expect(restored.context).toEqual(snapshot.context);
    expect(restored.status).toBe(snapshot.status);
  });

  it('a restored return goes on where it stopped', () => {
    const restored = roundTrip(run(start(), ...toSelection, ...photos));
    const actor = createActor(returnsMachine, { snapshot: restoreReturn(persistReturn(restored)) }).start();
    actor.send({ type: 'photo.retry', photoId: 'p1' });
    expect(actor.getSnapshot().value).toEqual({ flow: { preparing: 'selection' }, uploads: 'busy' });
    actor.stop();
    const confirm = roundTrip(run(start(), ...toConfirm));
    expect(run(confirm, { type: 'return.submit', contact }).value).toEqual({ flow: 'submitting', uploads: 'idle' });
  });

  it('writes the machine version and refuses versions it does not know', () => {
    const persisted = persistReturn(start());
    expect(persisted.version).toBe(RETURNS_MACHINE_VERSION);
    expect(() => restoreReturn({ ...persisted, version: RETURNS_MACHINE_VERSION + 1 })).toThrow(UnknownReturnsVersionError);
    expect(() => restoreReturn({ ...persisted, version: 0 })).toThrow(UnknownReturnsVersionError);
  });
});
