// When a lightning countdown reaches zero the page is refetched, so the server (the upstream's
// prices, the expiry job) tells the new state. Pure apart from the scheduler it is given.

/**
 * The countdown shows 00:00 for its last second; the page is refetched this long after the end
 * itself, so the server already knows the deal or reservation is over.
 */
export const REFRESH_AFTER_END_MS = 1000;

/** Runs `run` after `delayMs` (setTimeout in the browser; a recorder in tests). */
export type Schedule = (run: () => void, delayMs: number) => void;

/**
 * A refetcher that asks once per deal end while that refetch is pending: several countdowns of one
 * end reaching zero together refresh the page once. The end is forgotten as soon as its refetch
 * ran, so a countdown of the same end mounted later (a client-side navigation to a page still
 * showing it at 00:00) asks again instead of staying at zero; one already mounted does not ask
 * twice (its effect runs once per end).
 */
export function endRefresher(schedule: Schedule = (run, delayMs) => void setTimeout(run, delayMs)) {
  const pending = new Set<number>();
  return function refreshAfterEnd(endsAt: number, refresh: () => void, now: number): void {
    if (pending.has(endsAt)) return;
    pending.add(endsAt);
    schedule(() => {
      pending.delete(endsAt);
      refresh();
    }, Math.max(0, endsAt + REFRESH_AFTER_END_MS - now));
  };
}
