import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_STEP_BUDGET, SHIPPING_SAVE_BUDGET } from '@tafel/checkout-machine';
import { BATCH_INTERVAL_MS, BATCH_MAX, fetchWithTimeout, REQUEST_TIMEOUT_MS, RequestTimeoutError, SHIPPING_SAVE_TIMEOUT_MS, TIMEOUT_MESSAGE } from './graphql-transport';

/** A fetch that never answers until its signal aborts (like a stalled server). */
const stalledFetch = (_input: RequestInfo | URL, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('transport constants (spec §9)', () => {
  it('batches at most 10 operations per 15 ms and times out after 5000 ms', () => {
    expect([BATCH_MAX, BATCH_INTERVAL_MS, REQUEST_TIMEOUT_MS]).toEqual([10, 15, 5000]);
    expect(TIMEOUT_MESSAGE).toBe('Request timed out (5000ms)');
  });

  it("waits for the shipping save as long as the shared budget says, longer than the orchestrator's answer takes", () => {
    expect(SHIPPING_SAVE_TIMEOUT_MS).toBe(SHIPPING_SAVE_BUDGET.storefrontMs);
    expect(SHIPPING_SAVE_TIMEOUT_MS).toBeGreaterThan(SHIPPING_SAVE_BUDGET.answerMs);
  });

  it("waits for every other checkout step as long as the orchestrator's step budget assumes", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(CHECKOUT_STEP_BUDGET.storefrontMs);
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(CHECKOUT_STEP_BUDGET.answerMs);
  });
});

describe('fetchWithTimeout', () => {
  it('answers the response with its body read', async () => {
    const answer = () => new Response('{"data":{}}', { status: 200, headers: { 'content-type': 'application/json' } });
    const fetch = fetchWithTimeout(1000, async () => answer());
    const response = await fetch('http://x/graphql');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('{"data":{}}');
  });

  it('rejects with the spec message when no answer comes in time', async () => {
    const fetch = fetchWithTimeout(20, stalledFetch);
    await expect(fetch('http://x/graphql')).rejects.toThrow(new RequestTimeoutError(20));
    await expect(fetch('http://x/graphql')).rejects.toThrow('Request timed out (20ms)');
  });

  it('times out a body that stalls after the headers', async () => {
    const fetch = fetchWithTimeout(20, async (_input, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":'));
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200 });
    });
    await expect(fetch('http://x/graphql')).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it("keeps the caller's own abort as such", async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(1000, stalledFetch)('http://x/graphql', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('answers statuses without a body', async () => {
    const response = await fetchWithTimeout(1000, async () => new Response(null, { status: 204 }))('http://x');
    expect(response.status).toBe(204);
  });
});
