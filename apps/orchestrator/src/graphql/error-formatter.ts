import { ApolloServerErrorCode, unwrapResolverError } from '@apollo/server/errors';
import { Logger } from '@nestjs/common';
import type { GraphQLFormattedError } from 'graphql';
import { AppError, type AppErrorCode } from '../common/app-error.js';

/** The codes clients see in extensions.code (orchestrator SDL header). */
export type PublicErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT' | 'INTERNAL';

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
  INTERNAL: 'INTERNAL',
};

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
// Automatic persisted queries rely on these exact codes to resend the full document.
const PASS_THROUGH_CODES = new Set<string>([
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_FOUND,
  ApolloServerErrorCode.PERSISTED_QUERY_NOT_SUPPORTED,
]);

const logger = new Logger('GraphQL');

/**
 * Apollo's formatError: every error leaves with a code of the closed public set; the internal
 * code travels in extensions.reason when it says more (e.g. TOKEN_FAILED, INVALID_TOKEN).
 * Unknown errors are logged with their stack and answered as a bare 'Internal error'.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const code = PUBLIC_CODE[original.code];
    const reason = original.reason ?? (original.code === code ? undefined : original.code);
    const extensions: Record<string, string> = reason ? { code, reason } : { code };
    // Only the customer's session is the shopper's business (spec §8: a token error logs them out);
    // the upstream's keys about the orchestrator's own API token stay here.
    if (original.code === 'UNAUTHENTICATED' && original.messageKey) extensions.messageKey = original.messageKey;
    return { ...base, message: original.message, extensions };
  }
  const apolloCode = formatted.extensions?.code;
  if (typeof apolloCode === 'string' && PASS_THROUGH_CODES.has(apolloCode)) return formatted;
  if (typeof apolloCode === 'string' && REQUEST_ERROR_CODES.has(apolloCode)) {
    const reason = apolloCode === 'BAD_USER_INPUT' ? undefined : apolloCode;
    return { ...base, extensions: reason ? { code: 'BAD_USER_INPUT', reason } : { code: 'BAD_USER_INPUT' } };
  }
  logger.error(`Unexpected error: ${formatted.message}`, original instanceof Error ? original.stack : undefined);
  return { ...base, message: 'Internal error', extensions: { code: 'INTERNAL' } };
}
