import { describe, expect, it } from '@jest/globals';
import { hoverIntent, type IntentTimers } from './hover-intent';

/** A hand-driven clock: `advance(ms)` runs what falls due. */
function clock() {
  let now = 0;
  let next = 0;
  const due = new Map<number, { at: number; run: () => void }>();
  const timers: IntentTimers = {
    set(run, ms) {
      next += 1;
      due.set(next, { at: now + ms, run });
      return next;
    },
    clear(handle) {
      due.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...due].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at <= now && due.has(id)) {
        due.delete(id);
        timer.run();
      }
    }
  };
  return { timers, advance, pending: () => due.size };
}

function setUp() {
  const time = clock();
  const changes: boolean[] = [];
  const intent = hoverIntent({ openDelayMs: 250, closeDelayMs: 300, onChange: (open) => changes.push(open), timers: time.timers });
  return { ...time, changes, intent };
}

describe('hoverIntent', () => {
  it('opens only when the pointer rests for the open delay', () => {
    const { intent, advance, changes } = setUp();
    intent.enter();
    advance(249);
    expect(changes).toEqual([]);
    advance(1);
    expect(changes).toEqual([true]);
    expect(intent.isOpen).toBe(true);
  });

  it('opens nothing for a pointer passing over', () => {
    const { intent, advance, changes, pending } = setUp();
    intent.enter();
    advance(100);
    intent.leave();
    advance(1000);
    expect(changes).toEqual([]);
    expect(pending()).toBe(0);
  });

  it('closes only after the close delay, and not when the pointer comes back in time', () => {
    const { intent, advance, changes } = setUp();
    intent.openNow();
    intent.leave();
    advance(299);
    intent.enter();
    advance(1000);
    expect(changes).toEqual([true]);
    intent.leave();
    advance(300);
    expect(changes).toEqual([true, false]);
  });

  it('a repeated enter does not restart the open delay', () => {
    const { intent, advance, changes } = setUp();
    intent.enter();
    advance(200);
    intent.enter();
    advance(50);
    expect(changes).toEqual([true]);
  });

  it('openNow and closeNow act at once and cancel what is pending', () => {
    const { intent, advance, changes, pending } = setUp();
    intent.enter();
    intent.openNow();
    expect(changes).toEqual([true]);
    expect(pending()).toBe(0);
    intent.leave();
    intent.closeNow();
    advance(1000);
    expect(changes).toEqual([true, false]);
    intent.closeNow();
    expect(changes).toEqual([true, false]);
  });

  it('dispose cancels a pending change', () => {
    const { intent, advance, changes } = setUp();
    intent.enter();
    intent.dispose();
    advance(1000);
    expect(changes).toEqual([]);
  });
});
