import { isJsonText } from '@tafel/domain';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, RequestTimeoutError } from './graphql-transport';
import { orchestratorHeaders, type OrchestratorCaller } from './orchestrator-headers';
import { errorAnswer, NETWORK_ERROR_MESSAGE, type ShopAnswer } from './shop-answer';
import type { ShopRequest } from './shop-request';

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Where and as whom a validated browser request is forwarded. */
export interface ForwardTarget {
  /** The orchestrator's GraphQL URL. */
  url: string;
  /** Session and site, taken from cookies and host on the server, never from the browser's headers. */
  caller: OrchestratorCaller;
  /** Replaceable for tests; default the global fetch. */
  fetch?: Fetch;
  timeoutMs?: number;
  /** The browser's request signal: when the browser goes away, the orchestrator call is cancelled (its work stops too). */
  signal?: AbortSignal;
}

// Media types of a GraphQL answer the route passes on.
const JSON_TYPES = ['application/graphql-response+json', 'application/json'];

function jsonType(response: Response): string | undefined {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type && JSON_TYPES.includes(type) ? `${type}; charset=utf-8` : undefined;
}

/**
 * Forwards a validated request (single or batch) to the orchestrator and answers its JSON with
 * its status. A timeout answers 504 "Request timed out (5000ms)", an unreachable orchestrator or
 * one answering something other than JSON 503 "Network error" (spec §8) — for a batch with one
 * error result per operation.
 */
export async function forwardShopRequest(request: ShopRequest, target: ForwardTarget): Promise<ShopAnswer> {
  const timeoutMs = target.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const perOperation = request.batch ? request.operations.length : undefined;
  const send = fetchWithTimeout(timeoutMs, target.fetch);
  let response: Response;
  let text: string;
  try {
    response = await send(target.url, {
      method: 'POST',
      headers: orchestratorHeaders(target.caller),
      body: JSON.stringify(request.batch ? request.operations : request.operations[0]),
      cache: 'no-store',
      ...(target.signal ? { signal: target.signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    // Nobody waits for this answer; not an orchestrator failure worth a warning.
    if (target.signal?.aborted) return errorAnswer(499, 'CLIENT_CLOSED_REQUEST', 'The request was cancelled.', perOperation);
    if (error instanceof RequestTimeoutError) return errorAnswer(504, 'ORCHESTRATOR_TIMEOUT', error.message, perOperation);
    console.warn('[storefront] /api/shop/: orchestrator not reachable', error instanceof Error ? error.message : error);
    return errorAnswer(503, 'ORCHESTRATOR_UNAVAILABLE', NETWORK_ERROR_MESSAGE, perOperation);
  }
  const contentType = jsonType(response);
  if (!contentType || !isJsonText(text)) {
    console.warn(`[storefront] /api/shop/: orchestrator answered HTTP ${response.status} without JSON`);
    return errorAnswer(503, 'ORCHESTRATOR_UNAVAILABLE', NETWORK_ERROR_MESSAGE, perOperation);
  }
  return { status: response.status, contentType, body: text };
}
