import type { GraphQLFormattedError } from 'graphql';

/**
 * The closed set of error classifications the upstream puts into `extensions.classification`
 * (see the header of libs/graphql-schema/schema/upstream.graphql). Clients branch on these.
 */
export const ERROR_CLASSIFICATIONS = ['INVALID_TOKEN', 'CART_NOT_FOUND', 'BAD_USER_INPUT', 'NOT_FOUND', 'INTERNAL_ERROR', 'UNAUTHENTICATED'] as const;
export type ErrorClassification = (typeof ERROR_CLASSIFICATIONS)[number];

export function isErrorClassification(value: unknown): value is ErrorClassification {
  return typeof value === 'string' && (ERROR_CLASSIFICATIONS as readonly string[]).includes(value);
}

/** Message keys the real upstream sends; the storefront reacts to the token ones (spec §8). */
export const MESSAGE_KEYS = {
  invalidToken: 'ishop.api.error.invalid_token',
  revokedToken: 'ishop.api.error.revoked_token',
  cartNotFound: 'ishop.api.error.cart_not_found',
  userIdRequired: 'ishop.api.error.valid_user_id_required',
  badUserInput: 'ishop.api.error.bad_user_input',
  internalError: 'ishop.api.error.internal_error',
  // Spec §8: a customer-scoped call without a valid X-JWT session (clients on a logout page go to '/').
  validTokenRequired: 'vue.error.security.valid_token_required',
} as const;

/** Exact texts clients match on (spec §8 names "A valid user id is required." verbatim). */
export const MESSAGES = {
  invalidToken: 'Invalid token',
  revokedToken: 'Token has been revoked',
  cartNotFound: 'Cart not found',
  userIdRequired: 'A valid user id is required.',
  internalError: 'Internal server error',
  validTokenRequired: 'A valid customer session is required.',
} as const;

/** Default message per classification, used when a fault is injected without one. */
export const DEFAULT_MESSAGES: Record<ErrorClassification, { message: string; messageKey?: string }> = {
  INVALID_TOKEN: { message: MESSAGES.invalidToken, messageKey: MESSAGE_KEYS.invalidToken },
  CART_NOT_FOUND: { message: MESSAGES.cartNotFound, messageKey: MESSAGE_KEYS.cartNotFound },
  BAD_USER_INPUT: { message: 'Bad user input', messageKey: MESSAGE_KEYS.badUserInput },
  NOT_FOUND: { message: 'Not found' },
  INTERNAL_ERROR: { message: MESSAGES.internalError, messageKey: MESSAGE_KEYS.internalError },
  UNAUTHENTICATED: { message: MESSAGES.validTokenRequired, messageKey: MESSAGE_KEYS.validTokenRequired },
};

/**
 * An expected failure that becomes a GraphQL error. Business failures of mutations are
 * results (successful false), not this; see STYLE.md "Errors".
 */
export class UpstreamError extends Error {
  constructor(
    public readonly classification: ErrorClassification,
    message: string,
    public readonly messageKey?: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export const cartNotFound = (): UpstreamError =>
  new UpstreamError('CART_NOT_FOUND', MESSAGES.cartNotFound, MESSAGE_KEYS.cartNotFound);

// The real upstream reports a foreign or missing user id with this classification too, which
// is why clients treat both the same way (spec §8: new cart id, retry once).
export const userIdRequired = (): UpstreamError =>
  new UpstreamError('CART_NOT_FOUND', MESSAGES.userIdRequired, MESSAGE_KEYS.userIdRequired);

export const badUserInput = (message: string): UpstreamError =>
  new UpstreamError('BAD_USER_INPUT', message, MESSAGE_KEYS.badUserInput);

/** A customer-scoped operation without a valid X-JWT session (or with one that may not use it). */
export const unauthenticated = (message: string = MESSAGES.validTokenRequired): UpstreamError =>
  new UpstreamError('UNAUTHENTICATED', message, MESSAGE_KEYS.validTokenRequired);

/** A GraphQL error entry with the upstream's extensions. */
export function errorEntry(classification: string, message: string, messageKey?: string): GraphQLFormattedError {
  return { message, extensions: messageKey ? { classification, messageKey } : { classification } };
}

export function tokenErrorEntry(reason: 'invalid' | 'revoked'): GraphQLFormattedError {
  return reason === 'revoked'
    ? errorEntry('INVALID_TOKEN', MESSAGES.revokedToken, MESSAGE_KEYS.revokedToken)
    : errorEntry('INVALID_TOKEN', MESSAGES.invalidToken, MESSAGE_KEYS.invalidToken);
}
