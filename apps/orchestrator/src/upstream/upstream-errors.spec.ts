import { UpstreamError } from '../common/app-error.js';
import { errorFromGraphQLError, errorFromResponse, isTimeout, operationNameOf, timeoutMessage, withTimeout } from './upstream-errors.js';

describe('errorFromGraphQLError', () => {
  const code = (error: Parameters<typeof errorFromGraphQLError>[0]) => errorFromGraphQLError(error, 'Op').code;

  it('maps the upstream classifications to the closed set', () => {
    expect(code({ message: 'x', extensions: { classification: 'INVALID_TOKEN', messageKey: 'ishop.api.error.invalid_token' } })).toBe(
      'INVALID_TOKEN',
    );
    expect(code({ message: 'x', extensions: { classification: 'CART_NOT_FOUND' } })).toBe('CART_NOT_FOUND');
    expect(code({ message: 'x', extensions: { classification: 'BAD_USER_INPUT' } })).toBe('UPSTREAM_REJECTED');
    expect(code({ message: 'x', extensions: { classification: 'NOT_FOUND' } })).toBe('UPSTREAM_REJECTED');
    expect(code({ message: 'x', extensions: { classification: 'INTERNAL_ERROR' } })).toBe('UPSTREAM_UNAVAILABLE');
    expect(code({ message: 'x', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })).toBe('INTERNAL');
  });

  it('treats "A valid user id is required." as a lost cart whatever the classification', () => {
    const error = errorFromGraphQLError({ message: 'A valid user id is required.', extensions: { classification: 'BAD_USER_INPUT' } }, 'FindCart');
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ code: 'CART_NOT_FOUND', message: 'A valid user id is required.', operation: 'FindCart' });
  });
});

describe('errorFromResponse', () => {
  it('answers null for data without errors', () => {
    expect(errorFromResponse(200, { data: { x: 1 } }, 'Op')).toBeNull();
  });

  it('prefers GraphQL errors over the HTTP status', () => {
    expect(errorFromResponse(500, { errors: [{ message: 'gone', extensions: { classification: 'CART_NOT_FOUND' } }] }, 'Op')?.code).toBe(
      'CART_NOT_FOUND',
    );
  });

  it('maps bare HTTP failures', () => {
    expect(errorFromResponse(503, null, 'Op')?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(errorFromResponse(401, null, 'Op')?.code).toBe('INVALID_TOKEN');
    expect(errorFromResponse(404, null, 'Op')?.code).toBe('UPSTREAM_REJECTED');
    expect(errorFromResponse(200, { data: null }, 'Op')?.code).toBe('INTERNAL');
  });
});

describe('helpers', () => {
  it('writes the spec timeout text with the configured value', () => {
    expect(timeoutMessage(5000)).toBe('Request timed out (5000ms)');
    expect(timeoutMessage(300)).toBe('Request timed out (300ms)');
  });

  it('recognises fetch timeouts', async () => {
    const error = await fetch('http://127.0.0.1:9', { signal: AbortSignal.abort(new DOMException('t', 'TimeoutError')) }).catch((e: unknown) => e);
    expect(isTimeout(error)).toBe(true);
    expect(isTimeout(new Error('fetch failed'))).toBe(false);
  });

  it('aborts work that takes longer than its timeout with a TimeoutError', async () => {
    const never = (signal: AbortSignal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const error = await withTimeout(20, never).catch((e: unknown) => e);
    expect(isTimeout(error)).toBe(true);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it('leaves no timer behind once the work is done', async () => {
    let seen: AbortSignal | undefined;
    expect(await withTimeout(30, async (signal) => ((seen = signal), 'done'))).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen?.aborted).toBe(false);
    await expect(withTimeout(30, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('finds the operation name of a document', () => {
    expect(operationNameOf('query FindCart($cartId: ID!) { x }')).toBe('FindCart');
    expect(operationNameOf('\n    mutation ShopInit {\n shopInit { cartId } }')).toBe('ShopInit');
    expect(() => operationNameOf('{ x }')).toThrow('named operations');
  });
});
