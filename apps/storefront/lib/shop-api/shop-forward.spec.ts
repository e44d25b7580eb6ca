import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { OrchestratorCaller } from './orchestrator-headers';
import { forwardShopRequest } from './shop-forward';
import type { ShopRequest } from './shop-request';

const caller: OrchestratorCaller = { userId: 'u1', jwt: 'tok.en', site: 'at-de' };
const single: ShopRequest = { batch: false, operations: [{ query: '{ a }', operationName: 'A' }] };
const batch: ShopRequest = { batch: true, operations: [{ query: '{ a }' }, { query: '{ b }', variables: { x: 1 } }] };

/** Records what was sent and answers `answer`. */
function fakeOrchestrator(answer: () => Response | Promise<Response>) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return answer();
  };
  return { sent, fetch };
}

const json = (body: unknown, status = 200, type = 'application/graphql-response+json; charset=utf-8') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

describe('forwardShopRequest', () => {
  // The failure paths log a warning on purpose; keep the test output clean.
  beforeEach(() => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends one operation with the headers of cookies and site, and answers the JSON as it is', async () => {
    const orchestrator = fakeOrchestrator(() => json({ data: { a: 1 } }));
    const answer = await forwardShopRequest(single, { url: 'http://o/graphql', caller, fetch: orchestrator.fetch });
    expect(answer).toEqual({ status: 200, contentType: 'application/graphql-response+json; charset=utf-8', body: '{"data":{"a":1}}' });
    const [call] = orchestrator.sent;
    expect(call?.url).toBe('http://o/graphql');
    expect(call?.init.method).toBe('POST');
    expect(JSON.parse(String(call?.init.body))).toEqual({ query: '{ a }', operationName: 'A' });
    expect(call?.init.headers).toMatchObject({
      'content-type': 'application/json',
      'X-iSHOP-API-USERID': 'u1',
      'X-JWT': 'tok.en',
      'X-Tafel-Site': 'at-de',
    });
  });

  it('sends a batch as an array and passes the status of the answer on', async () => {
    const orchestrator = fakeOrchestrator(() => json([{ data: null, errors: [{ message: 'x' }] }, { data: { b: 2 } }], 200, 'application/json'));
    const answer = await forwardShopRequest(batch, { url: 'http://o/graphql', caller, fetch: orchestrator.fetch });
    expect(JSON.parse(String(orchestrator.sent[0]?.init.body))).toEqual(batch.operations);
    expect(answer.contentType).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toHaveLength(2);
  });

  it('sends no session headers for an anonymous visitor', async () => {
    const orchestrator = fakeOrchestrator(() => json({ data: {} }));
    await forwardShopRequest(single, { url: 'http://o/graphql', caller: { site: 'de-de' }, fetch: orchestrator.fetch });
    const headers = orchestrator.sent[0]?.init.headers;
    expect(headers).not.toHaveProperty('X-JWT');
    expect(headers).not.toHaveProperty('X-iSHOP-API-USERID');
    expect(headers).toHaveProperty('X-Tafel-Site', 'de-de');
  });

  it('answers 504 "Request timed out" per operation when the orchestrator is too slow', async () => {
    const stalled = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const answer = await forwardShopRequest(batch, { url: 'http://o/graphql', caller, fetch: stalled, timeoutMs: 20 });
    expect(answer.status).toBe(504);
    expect(JSON.parse(answer.body)).toEqual([
      { errors: [{ message: 'Request timed out (20ms)', extensions: { code: 'ORCHESTRATOR_TIMEOUT' } }] },
      { errors: [{ message: 'Request timed out (20ms)', extensions: { code: 'ORCHESTRATOR_TIMEOUT' } }] },
    ]);
  });

  it('cancels the orchestrator call when the browser goes away, without a warning', async () => {
    const browser = new AbortController();
    let orchestratorSignal: AbortSignal | undefined;
    const stalled = (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        orchestratorSignal = init?.signal ?? undefined;
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      });
    const answering = forwardShopRequest(single, { url: 'http://o/graphql', caller, fetch: stalled, signal: browser.signal });
    browser.abort();
    const answer = await answering;
    expect(orchestratorSignal?.aborted).toBe(true);
    expect(answer.status).toBe(499);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'The request was cancelled.', extensions: { code: 'CLIENT_CLOSED_REQUEST' } }] });
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('answers 503 "Network error" when the orchestrator cannot be reached', async () => {
    const refused = async () => {
      throw new TypeError('fetch failed');
    };
    const answer = await forwardShopRequest(single, { url: 'http://o/graphql', caller, fetch: refused });
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: 'Network error', extensions: { code: 'ORCHESTRATOR_UNAVAILABLE' } }] });
  });

  it.each([
    ['HTML', () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['broken JSON', () => new Response('{"data":', { status: 200, headers: { 'content-type': 'application/json' } })],
  ])('answers 503 when the orchestrator sends %s', async (_label, answer) => {
    const result = await forwardShopRequest(single, { url: 'http://o/graphql', caller, fetch: fakeOrchestrator(answer).fetch });
    expect(result.status).toBe(503);
  });
});
