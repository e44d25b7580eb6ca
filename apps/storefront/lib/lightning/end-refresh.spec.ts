import { describe, expect, it } from '@jest/globals';
import { endRefresher, REFRESH_AFTER_END_MS } from './end-refresh';

const END = Date.parse('2026-11-26T12:00:00Z');

function recorder() {
  const scheduled: { run: () => void; delayMs: number }[] = [];
  return { scheduled, schedule: (run: () => void, delayMs: number) => void scheduled.push({ run, delayMs }) };
}

describe('endRefresher', () => {
  it('refreshes once for several countdowns of one end, a second after the end', () => {
    const { scheduled, schedule } = recorder();
    const refreshAfterEnd = endRefresher(schedule);
    let refreshes = 0;
    refreshAfterEnd(END, () => refreshes++, END);
    refreshAfterEnd(END, () => refreshes++, END);
    expect(scheduled.map((s) => s.delayMs)).toEqual([REFRESH_AFTER_END_MS]);
    scheduled[0]?.run();
    expect(refreshes).toBe(1);
  });

  it('refreshes again for the same end once its refetch ran (a page reached by client-side navigation)', () => {
    const { scheduled, schedule } = recorder();
    const refreshAfterEnd = endRefresher(schedule);
    let refreshes = 0;
    refreshAfterEnd(END, () => refreshes++, END);
    scheduled[0]?.run();
    refreshAfterEnd(END, () => refreshes++, END + 60_000);
    expect(scheduled).toHaveLength(2);
    // Long after the end: refetched at once.
    expect(scheduled[1]?.delayMs).toBe(0);
    scheduled[1]?.run();
    expect(refreshes).toBe(2);
  });

  it('keeps different ends apart', () => {
    const { scheduled, schedule } = recorder();
    const refreshAfterEnd = endRefresher(schedule);
    refreshAfterEnd(END, () => undefined, END);
    refreshAfterEnd(END + 5000, () => undefined, END);
    expect(scheduled.map((s) => s.delayMs)).toEqual([REFRESH_AFTER_END_MS, 5000 + REFRESH_AFTER_END_MS]);
  });
});
