import { print, type DocumentNode } from 'graphql';
import { config } from '@/lib/site/config';
import { fetchWithTimeout, REQUEST_TIMEOUT_MS, RequestTimeoutError } from './graphql-transport';
import { orchestratorHeaders } from './orchestrator-headers';
import { currentSite, type SiteCode } from '@/lib/site/site';

export { JWT_HEADER, SITE_HEADER, USER_ID_HEADER } from './orchestrator-headers';

/**
 * Structural twin of @graphql-typed-document-node/core's TypedDocumentNode (the generated
 * documents of @tafel/graphql-schema/storefront match it), so the storefront needs no extra
 * dependency for one type.
 */
export interface TypedDocumentNode<TData, TVariables> extends DocumentNode {
  __apiType?: (variables: TVariables) => TData;
}

/**
 * The orchestrator could not be reached, timed out, or reported its upstream or its own Redis or
 * workers unavailable (`code`: the extensions.code it answered, when it answered one).
 */
export class OrchestratorUnavailableError extends Error {
  override readonly name = 'OrchestratorUnavailableError';
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The orchestrator answered with GraphQL errors (`extensions.code` when it sent one). */
export class OrchestratorError extends Error {
  override readonly name = 'OrchestratorError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** Error codes the orchestrator uses for a bad id or argument (mapped to 404 by the pages). */
export const BAD_INPUT_CODES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED']);
// SERVICE_UNAVAILABLE: the orchestrator's Redis or workers are away for a moment (retryable).
const UNAVAILABLE_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT', 'SERVICE_UNAVAILABLE']);

export interface RequestOptions {
  /** The visitor's user id (cookie), sent as X-iSHOP-API-USERID. */
  userId?: string | undefined;
  /** The customer session token (cookie), sent as X-JWT. `sessionRequestOptions()` supplies both. */
  jwt?: string | undefined;
  /** The site (X-Tafel-Site). Omitted: the current request's, from its host header. */
  site?: SiteCode | undefined;
  /**
   * Seconds the answer may be reused (catalogue data). Omitted: never cached (cart data).
   */
  revalidate?: number;
  /** Further headers built by the server (the support console's X-Tafel-Staff; at sign-in X-Tafel-Client-IP with X-Tafel-Internal-Secret). */
  headers?: Record<string, string>;
  /** A budget other than the spec's 5 s, for the one mutation that has its own (SHIPPING_SAVE_TIMEOUT_MS). */
  timeoutMs?: number;
}

interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: unknown } }[];
}

// Spec §7/§9: answer and body within 5 s; the global fetch is looked up per call (Next.js patches it).
const timedFetch = fetchWithTimeout(REQUEST_TIMEOUT_MS);

const printed = new WeakMap<object, string>();

function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (!text) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

/**
 * Sends one GraphQL operation to the orchestrator from the server (pages, server actions,
 * route handlers). Throws OrchestratorUnavailableError when the orchestrator cannot answer and
 * OrchestratorError for GraphQL errors; expected business failures arrive as typed results.
 */
export async function orchestratorRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  options: RequestOptions = {},
): Promise<TData> {
  const doc: DocumentNode = document;
  const headers = { ...orchestratorHeaders({ userId: options.userId, jwt: options.jwt, site: options.site ?? (await currentSite()) }), ...options.headers };
  const body = JSON.stringify({ operationName: operationName(doc), query: queryText(doc), variables });

  let response: Response;
  try {
    const fetcher = options.timeoutMs === undefined ? timedFetch : fetchWithTimeout(options.timeoutMs);
    response = await fetcher(`${config().orchestratorUrl}/graphql`, {
      method: 'POST',
      headers,
      body,
      ...(options.revalidate === undefined ? { cache: 'no-store' as const } : { next: { revalidate: options.revalidate } }),
    });
  } catch (error) {
    if (error instanceof RequestTimeoutError) throw new OrchestratorUnavailableError(error.message);
    throw new OrchestratorUnavailableError(`orchestrator not reachable: ${error instanceof Error ? error.message : String(error)}`);
  }

  let payload: GraphQLResponse<TData>;
  try {
    payload = (await response.json()) as GraphQLResponse<TData>;
  } catch {
    throw new OrchestratorUnavailableError(`orchestrator answered HTTP ${response.status} without a GraphQL body`);
  }

  const firstError = payload.errors?.[0];
  if (firstError) {
    const code = typeof firstError.extensions?.code === 'string' ? firstError.extensions.code : undefined;
    if (code && UNAVAILABLE_CODES.has(code)) throw new OrchestratorUnavailableError(firstError.message, code);
    throw new OrchestratorError(firstError.message, code);
  }
  if (!response.ok || !payload.data) {
    throw new OrchestratorUnavailableError(`orchestrator answered HTTP ${response.status} without data`);
  }
  return payload.data;
}

/** True for errors that mean "this id does not exist or is malformed" (answer 404). */
export function isBadInput(error: unknown): boolean {
  return error instanceof OrchestratorError && error.code !== undefined && BAD_INPUT_CODES.has(error.code);
}
