import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { bearerToken, type TokenStore } from '../auth/token-store.js';
import type { ContentLanguage } from '../data/content/types.js';
import type { ShopId } from '../data/customers/customer-types.js';
import type { UpstreamStores } from '../data/stores.js';
import { DEFAULT_MESSAGES, errorEntry, MESSAGE_KEYS, tokenErrorEntry } from '../errors.js';
import { answerHttpFault, longestDelay, waitOut } from '../faults/apply.js';
import type { Fault } from '../faults/fault.js';
import type { FaultStore } from '../faults/fault-store.js';
import type { UpstreamContext } from '../resolvers/context.js';
import { executeOperation, prepareOperation, type PreparedOperation } from '../schema/operation.js';
import { dropConnection, header, HttpError, readBody, sendJson } from './io.js';

export interface GraphqlRouteDeps {
  schema: GraphQLSchema;
  tokens: TokenStore;
  stores: UpstreamStores;
  faults: FaultStore | null;
  newId: () => string;
  now: () => number;
  signal: AbortSignal;
}

/** Token scope (a shop language code, spec §1) → shop variant. */
export function shopOfToken(shopId: string): ShopId {
  if (shopId.startsWith('edu')) return 'b2b';
  if (shopId.startsWith('at')) return 'at';
  if (shopId.startsWith('ch')) return 'ch';
  return 'de';
}

/** The language of a token's shop (its scope): English only for the English B2B shop. */
export function languageOfToken(shopId: string): ContentLanguage {
  return shopId === 'edu-en' ? 'en' : 'de';
}

/** A guard against abuse, well above the client's batches of 10 (spec §7). */
export const MAX_BATCH = 50;

const requestError = (message: string) => ({ errors: [errorEntry('BAD_USER_INPUT', message, MESSAGE_KEYS.badUserInput)] });

type Body = { data?: unknown; errors?: GraphQLFormattedError[] };

function faultError(fault: Fault, prepared: PreparedOperation): Body {
  const classification = fault.classification ?? 'INTERNAL_ERROR';
  const defaults = DEFAULT_MESSAGES[classification];
  const entry = errorEntry(classification, fault.message ?? defaults.message, fault.messageKey ?? defaults.messageKey);
  // Shaped like an error raised by the root resolver: its path, and no data.
  return { errors: [prepared.rootField ? { ...entry, path: [prepared.rootField] } : entry], data: null };
}

/**
 * POST /api/shop/: a GraphQL request or a batch (JSON array) of them. Order of checks: body,
 * faults, token, then each operation in turn, so a batch observes its own earlier writes.
 */
export async function handleGraphqlRoute(req: IncomingMessage, res: ServerResponse, deps: GraphqlRouteDeps): Promise<void> {
  if (req.method !== 'POST') throw new HttpError(405, 'Use POST for GraphQL requests.');
  let payload: unknown;
  try {
    payload = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    return sendJson(res, 400, requestError(`Malformed JSON body: ${(error as Error).message}`));
  }
  const requests: unknown[] = Array.isArray(payload) ? payload : [payload];
  const batch = Array.isArray(payload);
  if (requests.length === 0) return sendJson(res, 400, requestError('A batch needs at least one operation.'));
  if (requests.length > MAX_BATCH) return sendJson(res, 400, requestError(`A batch holds at most ${MAX_BATCH} operations.`));

  const prepared = requests.map((r) => prepareOperation(deps.schema, r));
  const faults = prepared.map((p) => deps.faults?.take('graphql', p.names));
  const whole = (kind: Fault['kind'], phase: 'before' | 'after') => faults.find((f) => f?.kind === kind && f.phase === phase);
  if (whole('drop', 'before')) return dropConnection(req, res);
  const httpBefore = whole('http', 'before');
  if (httpBefore) return answerHttpFault(res, httpBefore);
  const delay = longestDelay(faults);
  if (delay > 0 && !(await waitOut(delay, deps.signal))) return dropConnection(req, res);

  const auth = deps.tokens.check(bearerToken(header(req, 'authorization')));
  if (!auth.ok) {
    const body = { errors: [tokenErrorEntry(auth.reason)] };
    return sendJson(res, 200, batch ? requests.map(() => body) : body);
  }

  const { stores } = deps;
  const context: UpstreamContext = {
    stores,
    catalogue: stores.catalogue,
    carts: stores.carts,
    userId: header(req, 'x-ishop-api-userid'),
    customer: stores.customers.resolve(header(req, 'x-jwt')),
    shop: shopOfToken(auth.shopId),
    language: languageOfToken(auth.shopId),
    newId: deps.newId,
    now: deps.now,
  };
  const bodies: Body[] = [];
  let status = 200;
  for (const [index, operation] of prepared.entries()) {
    const fault = faults[index];
    if (fault?.kind === 'error') {
      bodies.push(faultError(fault, operation));
    } else if (!operation.ok) {
      bodies.push({ errors: operation.errors });
      status = 400;
    } else {
      const result = await executeOperation(deps.schema, operation, context);
      bodies.push(result.body);
      if (result.requestError) status = 400;
    }
  }
  if (whole('drop', 'after')) return dropConnection(req, res);
  const httpAfter = whole('http', 'after');
  if (httpAfter) return answerHttpFault(res, httpAfter);
  // A batch mixes good and bad operations, so only a single request maps its errors to 400.
  sendJson(res, batch ? 200 : status, batch ? bodies : bodies[0]);
}
