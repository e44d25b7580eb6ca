import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAGE_LOOKUP_TIMEOUT_MS } from './routing';

// A real HTTP orchestrator stand-in per test: what it answers decides what the proxy's lookup makes of it.
let answer: (body: { variables: { url: string } }, response: ServerResponse) => void = () => undefined;
let server: Server;
let asked: { site: string | undefined; url: string }[] = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as { variables: { url: string } };
      asked.push({ site: request.headers['x-tafel-site'] as string | undefined, url: body.variables.url });
      answer(body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // config() reads the environment once, on first use (after this).
  process.env.ORCHESTRATOR_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const json = (response: ServerResponse, payload: unknown) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(payload));
};

describe('the proxy’s page(url) lookup against a real HTTP server', () => {
  it('asks for the URL with the site of the host and returns the route', async () => {
    const { pageLookupFor } = await import('./page-lookup');
    asked = [];
    answer = (body, response) => json(response, { data: { page: { kind: 'REDIRECT', httpStatus: 301, redirectTo: `/cat/900/?x=1`, categoryId: null, gridPageId: null } } });
    expect(await pageLookupFor('at-de')('/angebote/?x=1')).toEqual({ kind: 'REDIRECT', httpStatus: 301, redirectTo: '/cat/900/?x=1', categoryId: null, gridPageId: null });
    expect(asked).toEqual([{ site: 'at-de', url: '/angebote/?x=1' }]);
  });

  it('makes a URL the orchestrator refuses as malformed a 404', async () => {
    const { pageLookupFor } = await import('./page-lookup');
    answer = (_body, response) => json(response, { errors: [{ message: 'url must be at most 2048 characters', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(await pageLookupFor('de-de')('/x')).toEqual({ kind: 'NOT_FOUND', httpStatus: 404 });
  });

  it('answers null (503) for an orchestrator that fails or does not answer in time, instead of hanging', async () => {
    const { pageLookupFor } = await import('./page-lookup');
    answer = (_body, response) => json(response, { errors: [{ message: 'upstream down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] });
    expect(await pageLookupFor('de-de')('/beratung/')).toBeNull();
    // Never answers.
    answer = () => undefined;
    const started = Date.now();
    expect(await pageLookupFor('de-de')('/beratung/')).toBeNull();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(PAGE_LOOKUP_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(PAGE_LOOKUP_TIMEOUT_MS + 1500);
  }, 10_000);
});
