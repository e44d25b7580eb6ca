// Answers of the /api/shop/ route that the storefront produces itself (not the orchestrator's).

/** Error codes of the /api/shop/ route, in `extensions.code` like the orchestrator's own codes. */
export type ShopRouteErrorCode =
  | 'BAD_REQUEST'
  | 'FORBIDDEN'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'ORCHESTRATOR_TIMEOUT'
  | 'ORCHESTRATOR_UNAVAILABLE'
  | 'CLIENT_CLOSED_REQUEST';

/** What the route sends back: HTTP status, content type and JSON text. */
export interface ShopAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * The GraphQL-over-HTTP media type: Apollo Client reads the `errors` of such a body whatever the
 * status, so a 504 reaches the caller as "Request timed out (5000ms)", not as a bare status code.
 */
export const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';

/** Spec §8: the message of an unreachable backend. */
export const NETWORK_ERROR_MESSAGE = 'Network error';

/**
 * A GraphQL-style error answer. `operations` set (a batch): one error result per operation, so
 * each batched query receives its own error instead of the whole batch failing as malformed.
 */
export function errorAnswer(status: number, code: ShopRouteErrorCode, message: string, operations?: number): ShopAnswer {
  const result = { errors: [{ message, extensions: { code } }] };
  const body = operations === undefined ? result : Array.from({ length: operations }, () => result);
  return { status, contentType: GRAPHQL_RESPONSE_TYPE, body: JSON.stringify(body) };
}
