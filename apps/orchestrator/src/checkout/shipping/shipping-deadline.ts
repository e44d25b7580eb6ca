/** What a piece of work did within its deadline. */
export type WithinDeadline<T> = { done: true; value: T } | { done: false };

/**
 * Waits for `work` at most `ms`. Past that it answers `{ done: false }` and the work goes on;
 * its later failure goes to `onLateFailure` (never an unhandled rejection). A failure within the
 * deadline rejects as the work did.
 */
export async function withinDeadline<T>(work: Promise<T>, ms: number, onLateFailure: (error: unknown) => void): Promise<WithinDeadline<T>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<{ done: false }>((resolve) => {
    timer = setTimeout(() => resolve({ done: false }), ms);
  });
  try {
    const outcome = await Promise.race([work.then((value) => ({ done: true as const, value })), late]);
    if (!outcome.done) work.catch(onLateFailure);
    return outcome;
  } finally {
    clearTimeout(timer);
  }
}
