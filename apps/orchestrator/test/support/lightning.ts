import type { TestUpstream } from './upstream.js';

/**
 * The stand-in's reservation length for new lightning adds, refreshes and extends (its test hook
 * `/__faults/lightning-reservation`); null restores its 15 minutes.
 */
export async function setReservationLength(upstream: TestUpstream, ms: number | null): Promise<void> {
  const response = await fetch(`${upstream.url}/__faults/lightning-reservation`, ms === null ? { method: 'DELETE' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
  if (!response.ok) throw new Error(`/__faults/lightning-reservation answered ${response.status}`);
}

/** Runs `work` while reservations last `ms`, and restores the 15 minutes whatever happens. */
export async function withReservationLength<T>(upstream: TestUpstream, ms: number, work: () => Promise<T>): Promise<T> {
  await setReservationLength(upstream, ms);
  try {
    return await work();
  } finally {
    await setReservationLength(upstream, null);
  }
}

/** Polls `probe` until it answers true; fails after `timeoutMs` with `what` (generous deadlines: CI machines are loaded). */
export async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 20_000, everyMs = 50): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
