import { AsyncLocalStorage } from 'node:async_hooks';

// The abort signal of the HTTP request being answered, for every upstream call made on its behalf
// (however deep in services and command handlers), without threading it through each signature.
const requestSignal = new AsyncLocalStorage<AbortSignal>();

/** Runs `work` (and everything it starts) with `signal` as the current request's abort signal. */
export function runWithRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestSignal.run(signal, work);
}

/** The current request's abort signal; undefined outside a request (workers, start-up). */
export function currentRequestSignal(): AbortSignal | undefined {
  return requestSignal.getStore();
}

/**
 * Runs `work` outside the current request's signal: for work several requests share (a cache's
 * single flight), which one client going away must not abort for the others.
 */
export function detachedFromRequest<T>(work: () => T): T {
  return requestSignal.exit(work);
}

/** The abort reason of a request whose client went away before the answer. */
export class ClientGoneError extends Error {
  override readonly name = 'ClientGoneError';
  constructor() {
    super('The client closed the request before the answer');
  }
}
