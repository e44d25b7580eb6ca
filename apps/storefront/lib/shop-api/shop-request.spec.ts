import { describe, expect, it } from '@jest/globals';
import { MAX_QUERY_BYTES } from './graphql-transport';
import { checkRequestHeaders, parseShopRequest, readBodyLimited, validateOperation } from './shop-request';

const op = { query: 'query Cart($id: ID!) { cart(cartId: $id) { __typename } }', variables: { id: 'c1' }, operationName: 'Cart' };

function errorOf(text: string) {
  const parsed = parseShopRequest(text);
  if (parsed.ok) throw new Error('expected a refusal');
  return { status: parsed.answer.status, ...(JSON.parse(parsed.answer.body) as { errors: { message: string; extensions: { code: string } }[] }) };
}

describe('parseShopRequest', () => {
  it('accepts one operation', () => {
    expect(parseShopRequest(JSON.stringify(op))).toEqual({ ok: true, request: { batch: false, operations: [op] } });
  });

  it('accepts a batch of up to 10 operations', () => {
    const parsed = parseShopRequest(JSON.stringify(Array.from({ length: 10 }, () => op)));
    expect(parsed.ok && parsed.request.batch && parsed.request.operations.length).toBe(10);
  });

  it('refuses more than 10 operations with a clear message', () => {
    const error = errorOf(JSON.stringify(Array.from({ length: 11 }, () => op)));
    expect(error.status).toBe(400);
    expect(error.errors[0]).toEqual({ message: 'A batch holds at most 10 operations (got 11).', extensions: { code: 'BAD_REQUEST' } });
  });

  it.each([
    ['not JSON', '{query'],
    ['an empty batch', '[]'],
    ['a string', '"query { x }"'],
    ['null', 'null'],
    ['a number', '42'],
  ])('refuses %s', (_label, text) => {
    expect(errorOf(text).status).toBe(400);
  });

  it('names the failing operation of a batch', () => {
    expect(errorOf(JSON.stringify([op, { query: '' }])).errors[0]?.message).toBe('Operation 2: "query" must be a non-empty string.');
  });
});

describe('validateOperation', () => {
  it('forwards only query, variables and operationName', () => {
    const operation = { query: '{ a }', variables: null, operationName: null, extensions: { clientLibrary: {} } };
    expect(validateOperation(operation)).toEqual({ query: '{ a }' });
  });

  it.each([
    [{ variables: { a: 1 } }, '"query" must be a non-empty string'],
    [{ query: 42 }, '"query" must be a non-empty string'],
    [{ query: '   ' }, '"query" must be a non-empty string'],
    [{ query: '{ a }', variables: [1] }, '"variables" must be an object'],
    [{ query: '{ a }', variables: 'x' }, '"variables" must be an object'],
    [{ query: '{ a }', operationName: 7 }, '"operationName" must be a GraphQL name'],
    [{ query: '{ a }', operationName: 'a b' }, '"operationName" must be a GraphQL name'],
    [{ query: '{ a }', extensions: 'x' }, '"extensions" must be an object'],
    [{ query: '{ a }', id: 'persisted' }, 'unknown field "id"'],
    [[], 'an operation must be a JSON object'],
  ])('refuses %o', (value, problem) => {
    expect(validateOperation(value)).toBe(problem);
  });

  it('measures the query in UTF-8 bytes', () => {
    expect(typeof validateOperation({ query: 'a'.repeat(MAX_QUERY_BYTES) })).toBe('object');
    expect(validateOperation({ query: 'a'.repeat(MAX_QUERY_BYTES + 1) })).toBe(`"query" is longer than ${MAX_QUERY_BYTES} bytes`);
    expect(validateOperation({ query: 'ä'.repeat(MAX_QUERY_BYTES / 2 + 1) })).toBe(`"query" is longer than ${MAX_QUERY_BYTES} bytes`);
  });
});

describe('checkRequestHeaders', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it('lets same-origin JSON through', () => {
    expect(checkRequestHeaders(headers({ 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' }))).toBeNull();
  });
  it.each([
    [{}, 415],
    [{ 'content-type': 'text/plain' }, 415],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 415],
    [{ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }, 403],
    [{ 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) }, 413],
  ])('refuses %o with %i', (values, status) => {
    expect(checkRequestHeaders(headers(values))?.status).toBe(status);
  });
});

describe('readBodyLimited', () => {
  const post = (body: BodyInit) => new Request('http://localhost/api/shop/', { method: 'POST', body });
  it('reads UTF-8 text', async () => {
    expect(await readBodyLimited(post('{"query":"{ ä }"}'), 100)).toBe('{"query":"{ ä }"}');
  });
  it('stops at the limit', async () => {
    expect(await readBodyLimited(post('x'.repeat(101)), 100)).toBeNull();
  });
  it('refuses bytes that are not UTF-8', async () => {
    expect(await readBodyLimited(post(new Uint8Array([0x7b, 0xff, 0x7d])), 100)).toBeUndefined();
  });
});
