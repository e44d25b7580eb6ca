'use client';

import { COUNTDOWN_TICK_MS } from '@tafel/lightning-machine';
import { useSyncExternalStore } from 'react';

// One clock for every countdown on the page (a listing may show sixty): a single timer, started
// by the first countdown that mounts and stopped when the last one goes, ticking on the whole
// second so all countdowns turn together.

let now = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
  timer = setTimeout(tick, COUNTDOWN_TICK_MS - (now % COUNTDOWN_TICK_MS));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
      now = 0;
    }
  };
}

/**
 * The current time, ticking every second. `renderedAt`: the server's time of rendering, used for
 * the server render and hydration, so the first client render shows what the HTML shows (no
 * hydration mismatch); React re-renders with the real clock right after.
 */
export function useNow(renderedAt: number): number {
  return useSyncExternalStore(
    subscribe,
    () => now || renderedAt,
    () => renderedAt,
  );
}
