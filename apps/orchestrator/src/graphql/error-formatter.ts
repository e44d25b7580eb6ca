import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, type AppErrorCode } from '../common/app-error.js';
import { isRedisUnavailableError } from '../redis/redis-errors.js';
import type { RedisOutage } from '../redis/redis-outage.js';
import { LIMIT_REASONS } from './query-limits.js';

/** The codes clients see in extensions.code (orchestrator SDL header). */
export const PUBLIC_ERROR_CODES = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'SERVICE_UNAVAILABLE', 'INTERNAL'] as const;
export type PublicErrorCode = (typeof PUBLIC_ERROR_CODES)[number];

/** The one place where the app's coded errors become public GraphQL error codes. */
export const PUBLIC_CODE: Record<AppErrorCode, PublicErrorCode> = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  // A token the upstream refused twice in a row: the upstream cannot be used right now.
  INVALID_TOKEN: 'UPSTREAM_UNAVAILABLE',
  // The upstream refused the arguments we passed on from the client.
  UPSTREAM_REJECTED: 'BAD_USER_INPUT',
  // Lost carts are typed results; one escaping to here is a bug.
  CART_NOT_FOUND: 'INTERNAL',
  // The customer session is missing or over: the storefront logs the shopper out (spec §8).
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  // Support console: signed in as staff, but the role may not do this (engineers never replay).
  FORBIDDEN: 'FORBIDDEN',
  // Our own Redis or job workers, for a moment: extensions.retryable tells the client to try again.
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
};

/** The message of a call refused because Redis is unavailable (the cause stays in our log). */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is unavailable for a moment; please try again shortly';

/**
 * Longest message a client receives. Our own messages quote at most a short excerpt of bad input
 * (common/input-excerpt.ts); graphql-js's coercion errors quote a whole variable value, so this
 * caps them (a 100,000-character id must not come back as a 200 kB error).
 */
export const MAX_ERROR_MESSAGE_CHARS = 1000;

function capped(message: string): string {
  return message.length <= MAX_ERROR_MESSAGE_CHARS ? message : `${message.slice(0, MAX_ERROR_MESSAGE_CHARS - 1)}…`;
}

// graphql-js's suggestions ("Did you mean "cartId"?") name fields, types and enum values of the schema.
// Stripped here only: Apollo's hideSchemaDetailsFromClientErrors strips them from validation errors
// alone, not from variable coercion ("Field "cartid" is not defined by type … Did you mean …"), which
// every request error passes through here too.
const SUGGESTION = / ?Did you mean [^?]*\?/g;

// graphql-js's parse error at parseOptions.maxTokens ("more that" in graphql 16, "more than" later).
const TOKEN_LIMIT_MESSAGE = /^Syntax Error: Document contains more tha[nt] \d+ tokens/;

/** extensions.reason of a request error: the limit it was refused at, else Apollo's code (BAD_USER_INPUT says nothing more). */
function requestErrorReason(formatted: GraphQLFormattedError, apolloCode: string): string | undefined {
  const reason = formatted.extensions?.reason;
  if (typeof reason === 'string' && LIMIT_REASONS.has(reason)) return reason;
  if (apolloCode === ApolloServerErrorCode.GRAPHQL_PARSE_FAILED && TOKEN_LIMIT_MESSAGE.test(formatted.message)) return 'TOKEN_LIMIT';
  return apolloCode === 'BAD_USER_INPUT' ? undefined : apolloCode;
}

// Request-level failures raised by Apollo/graphql-js before any resolver runs: a malformed
// document, a variable of the wrong type ("abc" for an Int), an unknown operation name.
const REQUEST_ERROR_CODES = new Set<string>([
  ApolloServerErrorCode.GRAPHQL_PARSE_FAILED,
  ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
  ApolloServerErrorCode.BAD_USER_INPUT,
  ApolloServerErrorCode.OPERATION_RESOLUTION_FAILURE,
  ApolloServerErrorCode.BAD_REQUEST,
  'INTROSPECTION_DISABLED',
]);
// Automatic persisted queries are off (graphql.module.ts); a client trying them relies on this exact
// code to send whole documents instead.
const PASS_THROUGH_CODES = new Set<string>([
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
]);

const logger = new Logger('GraphQL');

export interface ErrorFormatterOptions {
  /** Production: strip graphql-js's "Did you mean …" suggestions, which reveal schema names with introspection off. */
  hideSchemaDetails?: boolean;
  /** Told of every call refused because Redis is unavailable; it logs one line per outage. */
  redisOutage?: Pick<RedisOutage, 'report'>;
}

/**
 * Apollo's formatError: every error leaves with a code of the closed public set; the internal
 * code travels in extensions.reason when it says more (e.g. TOKEN_FAILED, INVALID_TOKEN), and a
 * request refused at one of the GraphQL limits names it there (query-limits.ts LIMIT_REASONS).
 * A Redis that cannot be used right now (src/redis/redis-errors.ts decides) is a retryable
 * SERVICE_UNAVAILABLE, logged once per outage by RedisOutage, not a stack per request.
 * Other unknown errors are logged with their stack and answered as a bare 'Internal error'.
 */
export function graphQLErrorFormatter(options: ErrorFormatterOptions = {}): (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError {
  return (formatted, error) => {
    const base = { message: capped(formatted.message), locations: formatted.locations, path: formatted.path };
    const original = unwrapResolverError(error);
    if (original instanceof AppError && original.code !== 'INTERNAL') {
      const code = PUBLIC_CODE[original.code];
      const reason = original.reason ?? (original.code === code ? undefined : original.code);
      const extensions: Record<string, unknown> = reason ? { code, reason } : { code };
      if (code === 'SERVICE_UNAVAILABLE') extensions.retryable = true;
      // Only the customer's session is the shopper's business (spec §8: a token error logs them out);
      // the upstream's keys about the orchestrator's own API token stay here.
      if (original.code === 'UNAUTHENTICATED' && original.messageKey) extensions.messageKey = original.messageKey;
      return { ...base, message: capped(original.message), extensions };
    }
    if (isRedisUnavailableError(original)) {
      const where = formatted.path?.join('.') ?? 'request';
      if (options.redisOutage) options.redisOutage.report(`GraphQL ${where}`, original);
      else logger.warn(`Redis unavailable (GraphQL ${where}): ${original instanceof Error ? original.message : String(original)}`);
      return { ...base, message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE', retryable: true } };
    }
    if (original instanceof AppError) return { ...base, message: capped(original.message), extensions: { code: 'INTERNAL' } };
    const apolloCode = formatted.extensions?.code;
    if (typeof apolloCode === 'string' && PASS_THROUGH_CODES.has(apolloCode)) return formatted;
    if (typeof apolloCode === 'string' && REQUEST_ERROR_CODES.has(apolloCode)) {
      const reason = requestErrorReason(formatted, apolloCode);
      // Stripped before capping, so a cut cannot leave half a suggestion that the pattern misses.
      const message = capped(options.hideSchemaDetails ? formatted.message.replace(SUGGESTION, '') : formatted.message);
      return { ...base, message, extensions: reason ? { code: 'BAD_USER_INPUT', reason } : { code: 'BAD_USER_INPUT' } };
    }
    logger.error(`Unexpected error: ${capped(formatted.message)}`, original instanceof Error ? original.stack : undefined);
    return { ...base, message: 'Internal error', extensions: { code: 'INTERNAL' } };
  };
}

/** The formatter without production settings or an outage log (tests, tools). */
export const formatGraphQLError = graphQLErrorFormatter();
