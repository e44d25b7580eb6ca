import { AsyncLocalStorage } from 'node:async_hooks';

/** What the upstream calls made for one HTTP request need to know about it. */
interface RequestScope {
  /** Aborted when the client goes away (request-guards.ts). */
  readonly signal: AbortSignal;
  /** Epoch ms by which the request must be answered (limitRequestTime), if it has a budget. */
  deadline?: number;
}

// The abort signal and the time budget of the HTTP request being answered, for every upstream
// call made on its behalf (however deep in services and command handlers), without threading
// them through each signature.
const requestScope = new AsyncLocalStorage<RequestScope>();

/** Runs `work` (and everything it starts) with `signal` as the current request's abort signal. */
export function runWithRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestScope.run({ signal }, work);
}

/** The current request's abort signal; undefined outside a request (workers, start-up). */
export function currentRequestSignal(): AbortSignal | undefined {
  return requestScope.getStore()?.signal;
}

/**
 * Gives the current request a time budget: it must be answered within `ms` from now (an earlier
 * deadline stays). Every upstream call made for it afterwards, also by field resolvers of its
 * answer, gets at most the time left (upstream-client.ts). Outside a request it does nothing.
 */
export function limitRequestTime(ms: number): void {
  const scope = requestScope.getStore();
  if (!scope) return;
  const deadline = Date.now() + ms;
  scope.deadline = scope.deadline === undefined ? deadline : Math.min(scope.deadline, deadline);
}

/** Milliseconds left of the current request's budget (≤ 0 once spent); undefined without one. */
export function requestTimeLeft(): number | undefined {
  const deadline = requestScope.getStore()?.deadline;
  return deadline === undefined ? undefined : deadline - Date.now();
}

/**
 * Runs `work` outside the current request's signal and budget: for work several requests share
 * (a cache's single flight), which one client going away or running out of time must not cut
 * short for the others.
 */
export function detachedFromRequest<T>(work: () => T): T {
  return requestScope.exit(work);
}

/** The abort reason of a request whose client went away before the answer. */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError';
  constructor() {
    super('The client closed the request before the answer');
  }
}
