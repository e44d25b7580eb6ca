import { ConsoleLogger, Logger, type LoggerService } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { AppError, APP_ERROR_CODES, serviceUnavailable, UpstreamError } from '../common/app-error.js';
import { schemaPaths } from '@tafel/graphql-schema';
import { readFileSync } from 'node:fs';
import { formatGraphQLError, graphQLErrorFormatter, MAX_ERROR_MESSAGE_CHARS, PUBLIC_CODE, PUBLIC_ERROR_CODES, SERVICE_UNAVAILABLE_MESSAGE } from './error-formatter.js';
import { limitError } from './query-limits.js';

// Apollo hands formatError the formatted error and the original one, wrapped as a located error.
function format(original: Error, formatted: Partial<GraphQLError> = {}) {
  const located = new GraphQLError(original.message, { path: ['field'], originalError: original });
  return formatGraphQLError({ message: original.message, path: ['field'], ...formatted }, located);
}

describe('formatGraphQLError', () => {
  it('maps every app code into the public set, which is the one the SDL promises clients', () => {
    for (const code of APP_ERROR_CODES) expect(PUBLIC_ERROR_CODES).toContain(PUBLIC_CODE[code]);
    // The orchestrator SDL's header lists the codes as "BAD_USER_INPUT | UNAUTHENTICATED | …".
    const promised = /^([A-Z_]+(?: \| [A-Z_]+)+)$/m.exec(readFileSync(schemaPaths.orchestrator, 'utf8'))?.[1]?.split(' | ');
    expect(promised).toEqual([...PUBLIC_ERROR_CODES]);
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

  it('keeps the limit a request was refused at in extensions.reason', () => {
    for (const reason of ['ALIAS_LIMIT', 'DEPTH_LIMIT', 'DIRECTIVE_LIMIT'] as const) {
      const validation = { message: 'Aliases limit of 15 exceeded, found 16.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason } };
      expect(formatGraphQLError(validation, new GraphQLError('x')).extensions).toEqual({ code: 'BAD_USER_INPUT', reason });
    }
    const cost = limitError('Query cost limit of 800 exceeded, found 960.', 'COST_LIMIT');
    expect(formatGraphQLError({ message: cost.message, extensions: cost.extensions }, cost)).toEqual({
      message: 'Query cost limit of 800 exceeded, found 960.',
      locations: undefined,
      path: undefined,
      extensions: { code: 'BAD_USER_INPUT', reason: 'COST_LIMIT' },
    });
    const tokens = { message: 'Syntax Error: Document contains more that 1500 tokens. Parsing aborted.', extensions: { code: 'GRAPHQL_PARSE_FAILED' } };
    expect(formatGraphQLError(tokens, new GraphQLError('x')).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'TOKEN_LIMIT' });
    // Any other reason a client or library sets is not passed on.
    const other = { message: 'Cannot query field "nope"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'ANYTHING' } };
    expect(formatGraphQLError(other, new GraphQLError('x')).extensions).toEqual({ code: 'BAD_USER_INPUT', reason: 'GRAPHQL_VALIDATION_FAILED' });
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

  describe('a Redis that cannot be used right now', () => {
    function capturing(run: () => void): { errors: unknown[]; warnings: unknown[] } {
      const errors: unknown[] = [];
      const warnings: unknown[] = [];
      Logger.overrideLogger({ log: () => undefined, warn: (message: unknown) => warnings.push(message), error: (message: unknown) => errors.push(message) });
      try {
        run();
      } finally {
        Logger.overrideLogger(new ConsoleLogger());
      }
      return { errors, warnings };
    }
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit (which is 1).'), { name: 'MaxRetriesPerRequestError' });

    it('answers a retryable SERVICE_UNAVAILABLE (not INTERNAL) and reports to the outage log instead of logging a stack', () => {
      const reports: [string, unknown][] = [];
      const formatter = graphQLErrorFormatter({ redisOutage: { report: (source, error) => reports.push([source, error]) } });
      const located = new GraphQLError(maxRetries.message, { path: ['checkout'], originalError: maxRetries });
      const logged = capturing(() => {
        expect(formatter({ message: maxRetries.message, path: ['checkout'] }, located)).toEqual({
          message: SERVICE_UNAVAILABLE_MESSAGE,
          path: ['checkout'],
          locations: undefined,
          extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE', retryable: true },
        });
      });
      expect(reports).toEqual([['GraphQL checkout', maxRetries]]);
      expect(logged).toEqual({ errors: [], warnings: [] });
    });

    it('also when the Redis error is the cause of another error (BullMQ, an INTERNAL AppError)', () => {
      const formatter = graphQLErrorFormatter({ redisOutage: { report: () => undefined } });
      for (const wrapper of [new Error('Job add failed', { cause: new Error('Connection is closed.') }), new AppError('INTERNAL', 'save failed', { cause: maxRetries })]) {
        const located = new GraphQLError(wrapper.message, { path: ['f'], originalError: wrapper });
        expect(formatter({ message: wrapper.message, path: ['f'] }, located).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE', retryable: true });
      }
    });

    it('without an outage log says so in one warning line, without a stack', () => {
      const logged = capturing(() => expect(format(new Error('Connection is closed.')).extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' }));
      expect(logged.errors).toEqual([]);
      expect(logged.warnings).toEqual([expect.stringContaining('Connection is closed.')]);
    });

    it('a worker that did not answer is SERVICE_UNAVAILABLE with its reason, retryable', () => {
      expect(format(serviceUnavailable('WORKER_UNAVAILABLE', 'no worker took the job'))).toMatchObject({
        message: 'no worker took the job',
        extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'WORKER_UNAVAILABLE', retryable: true },
      });
    });
  });

  describe('what an error may reveal', () => {
    const validation = { message: 'Cannot query field "cartt" on type "Query". Did you mean "cart"?', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    const coercion = {
      message: 'Variable "$input" got invalid value { cartid: "x" }; Field "cartid" is not defined by type "AddToCartInput". Did you mean "cartId"?',
      extensions: { code: 'BAD_USER_INPUT' },
    };

    it('in production strips graphql-js suggestions, which name schema fields and types', () => {
      const production = graphQLErrorFormatter({ hideSchemaDetails: true });
      expect(production(validation, new GraphQLError('x')).message).toBe('Cannot query field "cartt" on type "Query".');
      expect(production(coercion, new GraphQLError('x')).message).not.toContain('Did you mean');
      expect(production(coercion, new GraphQLError('x')).message).not.toContain('cartId');
    });

    it('strips a suggestion before capping the message, so no part of one is left', () => {
      const long = { message: `Variable "$input" got invalid value "${'A'.repeat(990)}"; Field "cartid" is not defined. Did you mean "cartId"?`, extensions: { code: 'BAD_USER_INPUT' } };
      const message = graphQLErrorFormatter({ hideSchemaDetails: true })(long, new GraphQLError('x')).message;
      expect(message).not.toContain('Did you');
      expect(message.endsWith('…')).toBe(true);
    });

    it('keeps them in development, where introspection is on anyway', () => {
      expect(formatGraphQLError(validation, new GraphQLError('x')).message).toContain('Did you mean "cart"?');
    });

    it('caps a message that quotes a huge input value', () => {
      const huge = { message: `Variable "$id" got invalid value "${'A'.repeat(100_000)}"; ID cannot represent it`, extensions: { code: 'BAD_USER_INPUT' } };
      const message = formatGraphQLError(huge, new GraphQLError('x')).message;
      expect(message.length).toBe(MAX_ERROR_MESSAGE_CHARS);
      expect(message.endsWith('…')).toBe(true);
      expect(format(new AppError('BAD_USER_INPUT', 'x'.repeat(5000))).message).toHaveLength(MAX_ERROR_MESSAGE_CHARS);
    });
  });
});
