/**
 * The closed set of codes of unexpected failures. Expected business failures (validation,
 * lost cart, refused cart change) are typed GraphQL results instead; see cart-results.ts.
 */
export const APP_ERROR_CODES = [
  'BAD_USER_INPUT',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_REJECTED',
  'INVALID_TOKEN',
  'CART_NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INTERNAL',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/**
 * Finer cause. TOKEN_FAILED: /oauth/token failed (after its one retry); the flag travels to the
 * client in extensions.reason so nobody retries it again (spec §8 "token failure ... not retried").
 */
export type AppErrorReason = 'TOKEN_FAILED';

export interface AppErrorOptions {
  reason?: AppErrorReason;
  /** Upstream operation name, for logs. */
  operation?: string;
  /** The spec message key the upstream sent with the error, if any. */
  messageKey?: string;
  cause?: unknown;
}

/** A coded failure; src/graphql/error-formatter.ts turns it into a GraphQL error. */
export class AppError extends Error {
  readonly reason?: AppErrorReason;
  readonly operation?: string;
  readonly messageKey?: string;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.reason = options.reason;
    this.operation = options.operation;
    this.messageKey = options.messageKey;
  }
}

/** A failure talking to the upstream shop API (token endpoint or GraphQL). */
export class UpstreamError extends AppError {
  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(code, message, options);
    this.name = 'UpstreamError';
  }
}

/** Input the API refuses before anything is called. */
export function badUserInput(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message);
}
