import type { Request, Response } from 'express';
import { requestShapeLimits } from './request-guards.js';

const guard = requestShapeLimits({ maxBatch: 2, maxQueryLength: 60, maxTokens: 1500 });

/** Runs the guard on a request; its refusal (status and body), or 'next' when it let the request through. */
function run(request: Partial<Request>): 'next' | { status: number; body: unknown } {
  let answer: { status: number; body: unknown } | undefined;
  const res = {
    status(status: number) {
      return { json: (body: unknown) => void (answer = { status, body }) };
    },
  } as unknown as Response;
  let passed = false;
  guard({ query: {}, ...request } as Request, res, () => (passed = true));
  if (passed === (answer !== undefined)) throw new Error('the guard must either answer or call next');
  return answer ?? 'next';
}

const refusal = (message: string, reason: string) => ({ status: 400, body: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason } }] } });

describe('requestShapeLimits', () => {
  it('refuses a POST batch over the limit and a POST query text over the length limit', () => {
    expect(run({ method: 'POST', body: [{ query: '{ a }' }, { query: '{ b }' }, { query: '{ c }' }] })).toEqual(
      refusal('Batch limit of 2 operations exceeded, found 3.', 'BATCH_LIMIT'),
    );
    expect(run({ method: 'POST', body: { query: `{ ${'a '.repeat(40)}}` } })).toEqual(refusal('Query length limit of 60 characters exceeded, found 83.', 'QUERY_LENGTH_LIMIT'));
    expect(run({ method: 'POST', body: [{ query: '{ a }' }, { query: '{ a }' }] })).toBe('next');
  });

  it('refuses a GET query text over the length limit, also when the parameter is repeated', () => {
    const long = `{ ${'a '.repeat(40)}}`;
    expect(run({ method: 'GET', query: { query: long } })).toEqual(refusal('Query length limit of 60 characters exceeded, found 83.', 'QUERY_LENGTH_LIMIT'));
    expect(run({ method: 'GET', query: { query: ['{ a }', long] } })).toEqual(refusal('Query length limit of 60 characters exceeded, found 83.', 'QUERY_LENGTH_LIMIT'));
    expect(run({ method: 'GET', query: { query: '{ a }' } })).toBe('next');
    expect(run({ method: 'GET', query: {} })).toBe('next');
  });

  it('refuses a field repeated more than 10 times in one selection set, in a POST, a batch or a GET', () => {
    const repeated = `{ ${'a '.repeat(11)}}`;
    const message = (which: string) => `${which}uery selects "a" 11 times in one selection set; at most 10 fields may share a name.`;
    expect(run({ method: 'POST', body: { query: repeated } })).toEqual(refusal(message('Q'), 'REPEATED_FIELD_LIMIT'));
    expect(run({ method: 'POST', body: [{ query: '{ a }' }, { query: repeated }] })).toEqual(refusal(message('Operation 2: q'), 'REPEATED_FIELD_LIMIT'));
    expect(run({ method: 'GET', query: { query: repeated } })).toEqual(refusal(message('Q'), 'REPEATED_FIELD_LIMIT'));
    expect(run({ method: 'POST', body: { query: `{ ${'a '.repeat(10)}}` } })).toBe('next');
  });

  it('answers a query text it has checked before the same way (the check is remembered per text)', () => {
    const repeated = `{ ${'b '.repeat(11)}}`;
    const message = 'Query selects "b" 11 times in one selection set; at most 10 fields may share a name.';
    for (let round = 0; round < 3; round += 1) {
      expect(run({ method: 'POST', body: { query: repeated } })).toEqual(refusal(message, 'REPEATED_FIELD_LIMIT'));
      expect(run({ method: 'POST', body: { query: '{ b }' } })).toBe('next');
    }
  });

  it('checks every length before it parses anything', () => {
    const long = `{ ${'a '.repeat(40)}}`;
    expect(run({ method: 'POST', body: [{ query: `{ ${'a '.repeat(11)}}` }, { query: long }] })).toEqual(
      refusal('Operation 2: query length limit of 60 characters exceeded, found 83.', 'QUERY_LENGTH_LIMIT'),
    );
  });
});
