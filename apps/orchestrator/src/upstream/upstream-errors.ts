import { AppError, UpstreamError } from '../common/app-error.js';

/** The upstream's wording when the user id does not own the cart (upstream SDL header). */
export const USER_ID_REQUIRED_MESSAGE = 'A valid user id is required.';

// Spec §8: the next attempt may work after these (a timeout, a 5xx, a token the upstream refused).
const TRANSIENT_CODES: ReadonlySet<string> = new Set(['UPSTREAM_TIMEOUT', 'UPSTREAM_UNAVAILABLE', 'INVALID_TOKEN']);

/** An upstream failure that may pass on its own: the checkout says "unavailable", a job retries. */
export function isTransientUpstreamError(error: unknown): error is AppError {
  return error instanceof AppError && TRANSIENT_CODES.has(error.code);
}

/** Text of every timeout error (spec §8 "Request timed out (5000ms)"), with the configured value. */
export function timeoutMessage(timeoutMs: number): string {
  return `Request timed out (${timeoutMs}ms)`;
}

// fetch's errors come from Node's own realm (undici), so `instanceof Error` is not reliable
// for them (it fails under Jest's VM modules): these helpers look at the shape instead.
interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}
const asErrorLike = (value: unknown): ErrorLike | null => (typeof value === 'object' && value !== null ? (value as ErrorLike) : null);

/**
 * Runs `work` with a signal that aborts (TimeoutError, as AbortSignal.timeout) after `timeoutMs`.
 * Unlike AbortSignal.timeout, the timer is cleared once the work is done: a finished request
 * leaves no timer behind to fire and build an error nobody reads. `outer` (the request's signal)
 * aborts the work too.
 */
export async function withTimeout<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`The operation was aborted due to timeout`, 'TimeoutError')), timeoutMs);
  try {
    return await work(outer ? AbortSignal.any([controller.signal, outer]) : controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/** True for the errors fetch throws when its AbortSignal.timeout fires (or it is aborted). */
export function isTimeout(error: unknown): boolean {
  const name = asErrorLike(error)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** A readable cause of a network failure (undici hides the useful part in `cause`). */
export function describeNetworkError(error: unknown): string {
  const like = asErrorLike(error);
  if (typeof like?.message !== 'string') return String(error);
  const cause = asErrorLike(like.cause)?.message;
  return typeof cause === 'string' ? `${like.message}: ${cause}` : like.message;
}

interface UpstreamGraphQLError {
  message?: unknown;
  extensions?: { classification?: unknown; code?: unknown; messageKey?: unknown };
}

/** Maps one GraphQL error of the upstream (spec §8 catalogue) to the app's closed set of codes. */
export function errorFromGraphQLError(error: UpstreamGraphQLError, operation: string): UpstreamError {
  const message = typeof error.message === 'string' && error.message ? error.message : 'Upstream error';
  const classification = error.extensions?.classification ?? error.extensions?.code;
  const messageKey = typeof error.extensions?.messageKey === 'string' ? error.extensions.messageKey : undefined;
  const options = { operation, messageKey };
  if (classification === 'CART_NOT_FOUND' || message === USER_ID_REQUIRED_MESSAGE) {
    return new UpstreamError('CART_NOT_FOUND', message, options);
  }
  switch (classification) {
    case 'INVALID_TOKEN':
      return new UpstreamError('INVALID_TOKEN', message, options);
    case 'UNAUTHENTICATED':
      // The customer session (X-JWT) is missing or over (spec §8 vue.error.security.valid_token_required).
      return new UpstreamError('UNAUTHENTICATED', message, options);
    case 'BAD_USER_INPUT':
    case 'NOT_FOUND':
      return new UpstreamError('UPSTREAM_REJECTED', message, options);
    case 'INTERNAL_ERROR':
      return new UpstreamError('UPSTREAM_UNAVAILABLE', message, options);
    default:
      // Anything else (e.g. our document no longer matching their schema) is our bug.
      return new UpstreamError('INTERNAL', `Unexpected upstream error: ${message}`, options);
  }
}

/** The error an upstream GraphQL response stands for, or null when it carries usable data. */
export function errorFromResponse(status: number, body: unknown, operation: string): UpstreamError | null {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as { data?: unknown; errors?: unknown };
  if (Array.isArray(payload.errors) && payload.errors.length > 0) {
    return errorFromGraphQLError(payload.errors[0] as UpstreamGraphQLError, operation);
  }
  const options = { operation };
  if (status >= 500) return new UpstreamError('UPSTREAM_UNAVAILABLE', `Upstream answered HTTP ${status}`, options);
  if (status === 401) return new UpstreamError('INVALID_TOKEN', 'Upstream answered HTTP 401', options);
  if (status >= 400) return new UpstreamError('UPSTREAM_REJECTED', `Upstream answered HTTP ${status}`, options);
  if (typeof payload.data !== 'object' || payload.data === null) {
    return new UpstreamError('INTERNAL', 'Upstream answered without data', options);
  }
  return null;
}

/** The operation name of a GraphQL document, sent as operationName and used in logs. */
export function operationNameOf(document: string): string {
  const match = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(document);
  if (!match?.[1]) throw new Error('Upstream documents must be named operations');
  return match[1];
}

/** JSON.parse that answers null for a body that is not JSON (an HTML error page, say). */
export function parseJsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
