// GraphQL transport limits of spec §7/§9 in one place: used by the browser's Apollo Client, the
// /api/shop/ route and the server's orchestrator calls. No server-only imports here.

/** Spec §7: the one GraphQL endpoint of the shop, as the browser calls it. */
export const SHOP_GRAPHQL_PATH = '/api/shop/';
/** Spec §9: at most 10 operations per batch. */
export const BATCH_MAX = 10;
/** Spec §9: operations issued within 15 ms travel together. */
export const BATCH_INTERVAL_MS = 15;
/**
 * Spec §9: one request times out after 5000 ms. The orchestrator answers every checkout step but
 * the shipping save within CHECKOUT_STEP_BUDGET.answerMs of libs/checkout-machine, below this
 * (kept equal to CHECKOUT_STEP_BUDGET.storefrontMs by a test; not imported: browser bundle).
 */
export const REQUEST_TIMEOUT_MS = 5000;
/**
 * The one longer budget: the server action saving the shipping step waits this long for the
 * orchestrator (SHIPPING_SAVE_BUDGET.storefrontMs of libs/checkout-machine, kept equal by a test;
 * not imported here, this file is in the browser's bundle). The 5 s above is for the browser's
 * batched calls (spec §7/§9); the save is one form post that may need a freight cart's 15 s
 * spedition job plus upstream calls, and the orchestrator answers it within 25 s, done or "still
 * saving" — so its answer, and a new guest session in it, is never lost to our giving up first.
 */
export const SHIPPING_SAVE_TIMEOUT_MS = 30_000;
/** Spec §8: the message of a timed-out request. */
export const TIMEOUT_MESSAGE = timeoutMessage(REQUEST_TIMEOUT_MS);
/** Longest query text /api/shop/ forwards (UTF-8 bytes); the shop's own documents are a few kB. */
export const MAX_QUERY_BYTES = 100 * 1024;
/** Longest request body /api/shop/ reads: a full batch of the longest queries plus variables. */
export const MAX_BODY_BYTES = BATCH_MAX * MAX_QUERY_BYTES + 512 * 1024;

/** Spec §8 wording of a timeout, e.g. "Request timed out (5000ms)". */
export function timeoutMessage(timeoutMs: number): string {
  return `Request timed out (${timeoutMs}ms)`;
}

/** A request did not complete (answer and body) within its timeout. */
export class RequestTimeoutError extends Error {
  override readonly name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(timeoutMessage(timeoutMs));
  }
}

// Statuses whose Response must not carry a body.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Wraps fetch so that the whole exchange — answer and body — completes within `timeoutMs`, else
 * it rejects with RequestTimeoutError (spec §8 message). The body is read inside the wrapper so a
 * server that sends headers and then stalls times out too. The caller's own abort signal still
 * works and keeps its own error.
 */
export function fetchWithTimeout(timeoutMs: number, fetchImpl: Fetch = (input, init) => globalThis.fetch(input, init)): Fetch {
  return async (input, init = {}) => {
    const controller = new AbortController();
    const outer = init.signal ?? undefined;
    const forwardAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) forwardAbort();
    else outer?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await fetchImpl(input, { ...init, signal: controller.signal });
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    } catch (error) {
      if (timedOut) throw new RequestTimeoutError(timeoutMs);
      throw error;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forwardAbort);
    }
  };
}
