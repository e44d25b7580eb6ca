import { ConsoleLogger, Logger, type LoggerService } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { AppError, APP_ERROR_CODES, UpstreamError } from '../common/app-error.js';
import { formatGraphQLError, PUBLIC_CODE } from './error-formatter.js';

// Apollo hands formatError the formatted error and the original one, wrapped as a located error.
function format(original: Error, formatted: Partial<GraphQLError> = {}) {
  const located = new GraphQLError(original.message, { path: ['field'], originalError: original });
  return formatGraphQLError({ message: original.message, path: ['field'], ...formatted }, located);
}

describe('formatGraphQLError', () => {
  it('maps every app code into the public set', () => {
    for (const code of APP_ERROR_CODES) {
      expect(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'INTERNAL']).toContain(PUBLIC_CODE[code]);
    }
  });

  it('keeps the message of a coded error and adds the code', () => {
    expect(format(new UpstreamError('UPSTREAM_TIMEOUT', 'Request timed out (5000ms)'))).toEqual({
      message: 'Request timed out (5000ms)',
      path: ['field'],
      locations: undefined,
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
  });

  it('says why when the internal code is finer than the public one', () => {
    expect(format(new UpstreamError('INVALID_TOKEN', 'bad token')).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'INVALID_TOKEN' });
    expect(format(new UpstreamError('UPSTREAM_UNAVAILABLE', 'no token', { reason: 'TOKEN_FAILED' })).extensions).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      reason: 'TOKEN_FAILED',
    });
    expect(format(new AppError('BAD_USER_INPUT', 'page must be 1 or more (got 0)')).extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });

  it("passes the spec key of an expired customer session on, and no other upstream key", () => {
    const session = new UpstreamError('UNAUTHENTICATED', 'A valid customer session is required.', { messageKey: 'vue.error.security.valid_token_required' });
    expect(format(session).extensions).toEqual({ code: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' });
    const token = new UpstreamError('INVALID_TOKEN', 'Invalid token', { messageKey: 'ishop.api.error.invalid_token' });
    expect(format(token).extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', reason: 'INVALID_TOKEN' });
  });

  it('turns request-level failures into BAD_USER_INPUT', () => {
    const coercion = formatGraphQLError(
      { message: 'Variable "$q" got invalid value "abc"; Int cannot represent non-integer value: "abc"', extensions: { code: 'BAD_USER_INPUT' } },
      new GraphQLError('x'),
    );
    expect(coercion.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    const validation = formatGraphQLError({ message: 'Cannot query field "nope"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, new GraphQLError('x'));
    expect(validation).toMatchObject({ message: 'Cannot query field "nope"', extensions: { code: 'BAD_USER_INPUT', reason: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  it('leaves persisted-query codes alone (clients resend the document on them)', () => {
    const formatted = { message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } };
    expect(formatGraphQLError(formatted, new GraphQLError('x'))).toBe(formatted);
  });

  it('hides unknown errors behind INTERNAL and logs them', () => {
    const errors: unknown[] = [];
    const capture: LoggerService = { log: () => undefined, warn: () => undefined, error: (message: unknown) => errors.push(message) };
    Logger.overrideLogger(capture);
    try {
      const result = format(new TypeError("Cannot read properties of undefined (reading 'x')"));
      expect(result).toMatchObject({ message: 'Internal error', extensions: { code: 'INTERNAL' } });
      expect(errors).toEqual([expect.stringContaining("Cannot read properties of undefined")]);
    } finally {
      Logger.overrideLogger(new ConsoleLogger());
    }
  });
});
