import { describe, expect, it } from '@jest/globals';
import type { TrackingEventInput } from './tracking';
import { TrackingQueue, type SendOutcome } from './tracking-queue';

const event = (n: number, payload = '{}'): TrackingEventInput => ({ id: `event-${String(n).padStart(4, '0')}`, name: `e${n}`, payload, timestamp: '2026-11-25T10:00:00.000Z' });

/** A queue with a hand-run timer and a recording sender answering from `outcomes` (default 'sent'). */
function setup(options: { maxBatch?: number; outcomes?: SendOutcome[]; maxQueued?: number; maxKeepaliveBytes?: number } = {}) {
  const sent: { names: string[]; leaving: boolean }[] = [];
  const outcomes = [...(options.outcomes ?? [])];
  let timer: (() => void) | null = null;
  const queue = new TrackingQueue({
    maxBatch: options.maxBatch ?? 50,
    maxQueued: options.maxQueued,
    maxKeepaliveBytes: options.maxKeepaliveBytes,
    send: async (events, { leaving }) => {
      sent.push({ names: events.map((e) => e.name), leaving });
      return outcomes.shift() ?? 'sent';
    },
    setTimer: (run) => {
      timer = run;
      return 1;
    },
    clearTimer: () => {
      timer = null;
    },
  });
  const fire = async () => {
    const run = timer;
    timer = null;
    run?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { queue, sent, fire, pending: () => timer !== null };
}

describe('TrackingQueue', () => {
  it('collects events and sends them together when the delay is over', async () => {
    const { queue, sent, fire, pending } = setup();
    queue.add(event(1));
    queue.add(event(2));
    expect(sent).toEqual([]);
    expect(pending()).toBe(true);
    await fire();
    expect(sent).toEqual([{ names: ['e1', 'e2'], leaving: false }]);
    expect(queue.size).toBe(0);
  });

  it('sends at once when a batch is full, in batches of at most maxBatch', async () => {
    const { queue, sent } = setup({ maxBatch: 2 });
    queue.add(event(1));
    queue.add(event(2));
    queue.add(event(3));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent[0]).toEqual({ names: ['e1', 'e2'], leaving: false });
    expect(sent.flatMap((s) => s.names)).toEqual(['e1', 'e2', 'e3']);
  });

  it('drops a batch the server refused (all or none: resending cannot help)', async () => {
    const { queue, sent, fire, pending } = setup({ outcomes: ['refused'] });
    queue.add(event(1));
    await fire();
    expect(sent).toHaveLength(1);
    expect(queue.size).toBe(0);
    expect(pending()).toBe(false);
  });

  it('tries a batch that was not delivered once more, in order before newer events, then gives it up', async () => {
    const { queue, sent, fire } = setup({ outcomes: ['failed', 'failed'] });
    queue.add(event(1));
    await fire();
    queue.add(event(2));
    expect(queue.size).toBe(2);
    await fire();
    expect(sent.map((s) => s.names)).toEqual([['e1'], ['e1', 'e2']]);
    // e1 failed twice and is given up; e2 gets its second try.
    expect(queue.size).toBe(1);
    await fire();
    expect(sent.at(-1)?.names).toEqual(['e2']);
    expect(queue.size).toBe(0);
  });

  it('treats a sender that throws as not delivered', async () => {
    let calls = 0;
    const queue = new TrackingQueue({
      maxBatch: 50,
      send: async () => {
        calls += 1;
        throw new Error('offline');
      },
      setTimer: () => 1,
      clearTimer: () => undefined,
    });
    queue.add(event(1));
    await queue.flush();
    expect(calls).toBe(1);
    expect(queue.size).toBe(1);
  });

  it('keeps at most maxQueued events, the newest', async () => {
    const { queue } = setup({ maxQueued: 3 });
    for (let n = 1; n <= 5; n += 1) queue.add(event(n));
    expect(queue.size).toBe(3);
  });

  it('on leaving the page sends everything at once, each request below the keepalive limit', async () => {
    const { queue, sent, pending } = setup({ maxKeepaliveBytes: 300 });
    const payload = JSON.stringify({ text: 'x'.repeat(100) });
    for (let n = 1; n <= 5; n += 1) queue.add(event(n, payload));
    await queue.flush({ leaving: true });
    expect(pending()).toBe(false);
    expect(queue.size).toBe(0);
    expect(sent.every((s) => s.leaving)).toBe(true);
    expect(sent.flatMap((s) => s.names)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    expect(sent.length).toBeGreaterThan(1);
    expect(Math.max(...sent.map((s) => s.names.length))).toBeLessThanOrEqual(2);
  });

  it('keeps every batch below the keepalive limit also while the page stays, in order', async () => {
    const { queue, sent, fire } = setup({ maxKeepaliveBytes: 300 });
    const payload = JSON.stringify({ text: 'x'.repeat(100) });
    for (let n = 1; n <= 5; n += 1) queue.add(event(n, payload));
    await fire();
    expect(sent.every((s) => !s.leaving)).toBe(true);
    expect(sent.flatMap((s) => s.names)).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
    expect(Math.max(...sent.map((s) => s.names.length))).toBeLessThanOrEqual(2);
    expect(queue.size).toBe(0);
  });
});
