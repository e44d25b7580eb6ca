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
  // A part of our own (Redis, the job workers) is unavailable for a moment; the call may be retried.
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/**
 * Finer cause, sent to the client in extensions.reason. TOKEN_FAILED: /oauth/token failed (after
 * its one retry), so nobody retries it again (spec §8 "token failure ... not retried").
 * REDIS_UNAVAILABLE / WORKER_UNAVAILABLE: why a SERVICE_UNAVAILABLE call may be retried shortly.
 */
export type AppErrorReason = 'TOKEN_FAILED' | 'REDIS_UNAVAILABLE' | 'WORKER_UNAVAILABLE';

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

/** Our own Redis or job workers cannot serve the call right now; retrying shortly may work. */
export function serviceUnavailable(reason: 'REDIS_UNAVAILABLE' | 'WORKER_UNAVAILABLE', message: string, cause?: unknown): AppError {
  return new AppError('SERVICE_UNAVAILABLE', message, { reason, cause });
}
