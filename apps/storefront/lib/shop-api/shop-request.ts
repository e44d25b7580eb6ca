import { BATCH_MAX, MAX_BODY_BYTES, MAX_QUERY_BYTES } from './graphql-transport';
import { errorAnswer, type ShopAnswer } from './shop-answer';

// Validation of what the browser sends to /api/shop/: every part is outside input.

/** One GraphQL operation as it is forwarded (only these fields travel on). */
export interface GraphQLOperation {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/** A validated request: one operation, or a batch (JSON array) of 1 to BATCH_MAX. */
export interface ShopRequest {
  batch: boolean;
  operations: GraphQLOperation[];
}

export type ParsedShopRequest = { ok: true; request: ShopRequest } | { ok: false; answer: ShopAnswer };

const ALLOWED_FIELDS = new Set(['query', 'variables', 'operationName', 'extensions']);
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,199}$/;
const encoder = new TextEncoder();

function badRequest(message: string): { ok: false; answer: ShopAnswer } {
  return { ok: false, answer: errorAnswer(400, 'BAD_REQUEST', message) };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function utf8Length(text: string): number {
  // Each UTF-16 unit is at most 3 UTF-8 bytes: short texts need no encoding.
  return text.length * 3 <= MAX_QUERY_BYTES ? text.length : encoder.encode(text).length;
}

/** Checks one operation; answers the problem as text, or the operation reduced to what is forwarded. */
export function validateOperation(value: unknown): GraphQLOperation | string {
  if (!isPlainObject(value)) return 'an operation must be a JSON object';
  const unknown = Object.keys(value).find((key) => !ALLOWED_FIELDS.has(key));
  if (unknown !== undefined) return `unknown field "${unknown.slice(0, 40)}"`;
  const { query, variables, operationName, extensions } = value;
  if (typeof query !== 'string' || query.trim() === '') return '"query" must be a non-empty string';
  if (utf8Length(query) > MAX_QUERY_BYTES) return `"query" is longer than ${MAX_QUERY_BYTES} bytes`;
  if (variables !== undefined && variables !== null && !isPlainObject(variables)) return '"variables" must be an object';
  if (operationName !== undefined && operationName !== null && (typeof operationName !== 'string' || !GRAPHQL_NAME.test(operationName))) {
    return '"operationName" must be a GraphQL name';
  }
  // Extensions (e.g. Apollo's client library info) are accepted but not passed on.
  if (extensions !== undefined && extensions !== null && !isPlainObject(extensions)) return '"extensions" must be an object';
  return {
    query,
    ...(isPlainObject(variables) ? { variables } : {}),
    ...(typeof operationName === 'string' ? { operationName } : {}),
  };
}

/** Parses and validates the body: one operation object or an array of 1 to BATCH_MAX of them. */
export function parseShopRequest(text: string): ParsedShopRequest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return badRequest('The body must be JSON: one GraphQL operation or an array of them.');
  }
  const batch = Array.isArray(json);
  const items: unknown[] = Array.isArray(json) ? json : [json];
  if (batch && items.length === 0) return badRequest('A batch must hold at least one operation.');
  if (items.length > BATCH_MAX) return badRequest(`A batch holds at most ${BATCH_MAX} operations (got ${items.length}).`);
  const operations: GraphQLOperation[] = [];
  for (const [index, item] of items.entries()) {
    const checked = validateOperation(item);
    if (typeof checked === 'string') return badRequest(batch ? `Operation ${index + 1}: ${checked}.` : `Invalid operation: ${checked}.`);
    operations.push(checked);
  }
  return { ok: true, request: { batch, operations } };
}

/**
 * Checks the request's headers before the body is read: JSON only (a cross-site form cannot send
 * it without a CORS preflight, which this route does not grant), no cross-site browser requests
 * (the route acts with the visitor's cookies), and a declared size within MAX_BODY_BYTES.
 */
export function checkRequestHeaders(headers: Headers): ShopAnswer | null {
  const contentType = headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') {
    return errorAnswer(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the GraphQL request as application/json.');
  }
  if (headers.get('sec-fetch-site') === 'cross-site') {
    return errorAnswer(403, 'FORBIDDEN', 'Cross-site requests are not accepted.');
  }
  const declared = Number(headers.get('content-length') ?? '0');
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge();
  return null;
}

/** The answer for a body over MAX_BODY_BYTES. */
export function tooLarge(): ShopAnswer {
  return errorAnswer(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${MAX_BODY_BYTES} bytes.`);
}

/**
 * Reads the body's bytes, stopping as soon as they exceed `maxBytes` (a missing or wrong
 * content-length must not make the server buffer without end). Null: too large.
 */
export async function readBytesLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads the body as UTF-8 text within `maxBytes`. Null: too large; undefined: not UTF-8. */
export async function readBodyLimited(request: Request, maxBytes: number): Promise<string | null | undefined> {
  const bytes = await readBytesLimited(request, maxBytes);
  if (bytes === null) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
