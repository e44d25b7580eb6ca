import { afterEach, describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { makeShopClient } from './apollo-client';

const A = gql`
  query A {
    a
  }
`;
const B = gql`
  query B($id: ID!) {
    b(id: $id)
  }
`;

type Sent = { url: string; body: unknown };

/** Pretends to be a browser whose fetch answers each batched operation. */
function browserWithFetch(sent: Sent[]) {
  const original = { window: globalThis.window, fetch: globalThis.fetch };
  Object.assign(globalThis, { window: {} });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string }[];
    sent.push({ url: String(input), body });
    const results = body.map((op) => ({ data: op.operationName === 'A' ? { a: 1 } : { b: 2 } }));
    return new Response(JSON.stringify(results), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    Object.assign(globalThis, { window: original.window });
    globalThis.fetch = original.fetch;
  };
}

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('makeShopClient', () => {
  it('batches operations of one moment into one request to /api/shop/', async () => {
    const sent: Sent[] = [];
    restore = browserWithFetch(sent);
    const client = makeShopClient();
    const [a, b] = await Promise.all([client.query({ query: A }), client.query({ query: B, variables: { id: '7' } })]);
    expect(a.data).toEqual({ a: 1 });
    expect(b.data).toEqual({ b: 2 });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/shop/');
    expect(sent[0]?.body).toEqual([
      expect.objectContaining({ operationName: 'A' }),
      expect.objectContaining({ operationName: 'B', variables: { id: '7' } }),
    ]);
  });

  it('answers a second read from the cache (cache-first)', async () => {
    const sent: Sent[] = [];
    restore = browserWithFetch(sent);
    const client = makeShopClient();
    await client.query({ query: A });
    await client.query({ query: A });
    expect(sent).toHaveLength(1);
  });

  it('refuses to query while rendering on the server', async () => {
    const client = makeShopClient();
    await expect(client.query({ query: A })).rejects.toThrow('started while rendering on the server');
  });
});
