import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { isRetryableAnswer } from './retryable-answer';

const failed = (...extensions: Record<string, unknown>[]) => new CombinedGraphQLErrors({ errors: extensions.map((e) => ({ message: 'x', extensions: e })) });

describe('isRetryableAnswer', () => {
  it("is true for the orchestrator's SERVICE_UNAVAILABLE (retryable) answers", () => {
    expect(isRetryableAnswer(failed({ code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE', retryable: true }))).toBe(true);
  });

  it('is false for other errors, a mix, and anything that is not a GraphQL answer', () => {
    expect(isRetryableAnswer(failed({ code: 'INTERNAL' }))).toBe(false);
    expect(isRetryableAnswer(failed({ code: 'SERVICE_UNAVAILABLE', retryable: true }, { code: 'BAD_USER_INPUT' }))).toBe(false);
    expect(isRetryableAnswer(new Error('Network error'))).toBe(false);
    expect(isRetryableAnswer(undefined)).toBe(false);
  });
});
