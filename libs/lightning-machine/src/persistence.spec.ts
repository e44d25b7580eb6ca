import { createActor } from 'xstate';
import { expiry, run, start, toConverted, toExpired, toExtending, toRefreshing, toReleased, toReserved, toReserving, reserve } from '../test/fixtures.js';
import {
  lightningMachine,
  LIGHTNING_MACHINE_VERSION,
  persistLightning,
  restoreLightning,
  UnknownLightningVersionError,
  type LightningEvent,
  type LightningSnapshot,
} from './index.js';

// What the orchestrator does: persist as JSON, read back, restore an actor from it.
function roundTrip(snapshot: LightningSnapshot): LightningSnapshot {
  const stored = JSON.parse(JSON.stringify(persistLightning(snapshot)));
  const actor = createActor(lightningMachine, { snapshot: restoreLightning(stored) }).start();
  const restored = actor.getSnapshot();
  actor.stop();
  return restored;
}

describe('persistLightning / restoreLightning', () => {
  it.each([
    ['none', [] as LightningEvent[]],
    ['reserving', toReserving],
    ['reserved', toReserved],
    ['reserving with its expiry due', [...toReserved, reserve({ quantity: 1 }), expiry()]],
    ['expired', toExpired],
    ['refreshing', toRefreshing],
    ['extending', toExtending],
    ['converted', toConverted],
    ['released', toReleased],
    ['a failure kept', [...toReserving, { type: 'reserve.failed', reason: 'UPSTREAM_UNAVAILABLE', messageKey: 'k' }]],
  ] as [string, LightningEvent[]][])('round-trips %s: same state, context and status', (_name, events) => {
    const snapshot = run(start(), ...events);
    const restored = roundTrip(snapshot);
    expect([restored.value, restored.context, restored.status]).toEqual([snapshot.value, snapshot.context, snapshot.status]);
  });

  it('a restored reservation still expires by the job of its end (no timer needed)', () => {
    const actor = createActor(lightningMachine, { snapshot: restoreLightning(JSON.parse(JSON.stringify(persistLightning(run(start(), ...toReserved))))) }).start();
    actor.send(expiry());
    expect(actor.getSnapshot().value).toBe('expired');
    actor.stop();
  });

  it('persists from a live actor too', () => {
    const actor = createActor(lightningMachine).start();
    for (const event of toReserved) actor.send(event);
    const stored = persistLightning(actor);
    expect(stored.snapshot).toMatchObject({ value: 'reserved' });
    actor.stop();
  });

  it('writes the machine version and refuses versions it does not know', () => {
    const persisted = persistLightning(start());
    expect(persisted.version).toBe(LIGHTNING_MACHINE_VERSION);
    expect(LIGHTNING_MACHINE_VERSION).toBe(1);
    expect(() => restoreLightning({ ...persisted, version: LIGHTNING_MACHINE_VERSION + 1 })).toThrow(UnknownLightningVersionError);
    expect(() => restoreLightning({ ...persisted, version: 0 })).toThrow(UnknownLightningVersionError);
  });
});
