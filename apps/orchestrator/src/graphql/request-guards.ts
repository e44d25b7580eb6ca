import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ClientGoneError, runWithRequestSignal } from '../upstream/request-signal.js';
import { MAX_SAME_NAME_FIELDS, repeatedField, type RepeatedField } from './repeated-fields.js';

/** The limits checked in front of Apollo (part of config.graphqlLimits). */
export interface RequestShapeLimits {
  readonly maxBatch: number;
  readonly maxQueryLength: number;
  readonly maxTokens: number;
}

interface Refusal {
  readonly message: string;
  readonly reason: string;
}

function refuse(res: Response, { message, reason }: Refusal): void {
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason } }] });
}

/** Query texts up to this length have their repeated-field check remembered (see RepeatedFieldChecks). */
const REMEMBERED_QUERY_LENGTH = 16_384;
/** How many query texts the check remembers: the storefront ships a few dozen documents. */
const REMEMBERED_QUERIES = 256;

/**
 * repeatedField per query text, remembered for the most recently used REMEMBERED_QUERIES texts of
 * at most REMEMBERED_QUERY_LENGTH characters (at most about 8 MB): the storefront sends the same
 * documents on every request, and the check parses each one again (about 1 ms for a return page's
 * mutation). The answer depends only on the text and maxTokens (fixed per middleware).
 */
class RepeatedFieldChecks {
  private readonly answers = new Map<string, RepeatedField | null>();

  constructor(private readonly maxTokens: number) {}

  check(query: string): RepeatedField | null {
    if (query.length > REMEMBERED_QUERY_LENGTH) return repeatedField(query, this.maxTokens);
    const known = this.answers.get(query);
    if (known !== undefined) {
      // Most recently used last: Map keeps insertion order, so the first key is the oldest.
      this.answers.delete(query);
      this.answers.set(query, known);
      return known;
    }
    const answer = repeatedField(query, this.maxTokens);
    this.answers.set(query, answer);
    if (this.answers.size > REMEMBERED_QUERIES) this.answers.delete(this.answers.keys().next().value!);
    return answer;
  }
}

/** Why one operation's query text is refused before Apollo parses it, or null; `which` names it in a batch. */
function queryRefusal(query: string, limits: RequestShapeLimits, checks: RepeatedFieldChecks, which: string): Refusal | null {
  if (query.length > limits.maxQueryLength) {
    return { message: `${which}uery length limit of ${limits.maxQueryLength} characters exceeded, found ${query.length}.`, reason: 'QUERY_LENGTH_LIMIT' };
  }
  const repeated = checks.check(query);
  if (repeated) {
    return {
      message: `${which}uery selects "${repeated.name}" ${repeated.count} times in one selection set; at most ${MAX_SAME_NAME_FIELDS} fields may share a name.`,
      reason: 'REPEATED_FIELD_LIMIT',
    };
  }
  return null;
}

/**
 * Refuses, before Apollo sees the request, a batch (a JSON array) of more than `maxBatch`
 * operations (Apollo has no batch limit and would run all 500), a query text longer than
 * `maxQueryLength` characters (Apollo would hash it, parse it up to the token limit and build
 * errors pointing into it: about 2 ms and much garbage per 50 kB operation), and one that repeats
 * a field more than MAX_SAME_NAME_FIELDS times in a selection set (validation's cost is quadratic
 * in that number, and validation runs before the cost limit). A POST's operations are in the body
 * (mounted after the JSON body parser, whose size limit bounds it first); a GET's one operation is
 * the `query` URL parameter (Apollo answers GET queries too).
 */
export function requestShapeLimits(limits: RequestShapeLimits): RequestHandler {
  const checks = new RepeatedFieldChecks(limits.maxTokens);
  return (req: Request, res: Response, next: NextFunction) => {
    let queries: string[];
    let batched = false;
    if (req.method === 'GET') {
      // Express parses a repeated parameter into an array (Apollo refuses that shape itself).
      queries = ([] as unknown[]).concat(req.query.query ?? []).filter((query): query is string => typeof query === 'string');
    } else if (req.method === 'POST') {
      const body: unknown = req.body;
      batched = Array.isArray(body);
      const operations: unknown[] = Array.isArray(body) ? body : [body];
      if (operations.length > limits.maxBatch) {
        refuse(res, { message: `Batch limit of ${limits.maxBatch} operations exceeded, found ${operations.length}.`, reason: 'BATCH_LIMIT' });
        return;
      }
      queries = operations.map((operation) => (typeof operation === 'object' && operation !== null ? (operation as { query?: unknown }).query : undefined)).map((query) => (typeof query === 'string' ? query : ''));
    } else {
      next();
      return;
    }
    const which = (index: number) => (batched ? `Operation ${index + 1}: q` : 'Q');
    // Lengths first, for every operation: nothing is parsed while any of them is too long.
    const tooLong = queries.findIndex((query) => query.length > limits.maxQueryLength);
    let refusal = tooLong >= 0 ? queryRefusal(queries[tooLong]!, limits, checks, which(tooLong)) : null;
    for (let index = 0; refusal === null && index < queries.length; index += 1) refusal = queryRefusal(queries[index]!, limits, checks, which(index));
    if (refusal) {
      refuse(res, refusal);
      return;
    }
    next();
  };
}

/** Per HTTP request: its abort controller, and whether it carries a mutation. */
interface DisconnectGuard {
  readonly controller: AbortController;
  mutates: boolean;
}

const guards = new WeakMap<Request, DisconnectGuard>();

/**
 * Aborts the upstream calls made for a request whose client closes the connection before the
 * answer is written (the storefront gave up, the browser went away): its resolvers stop waiting
 * and start no further calls. Requests that carry a mutation run to the end, so a change the
 * upstream may already have made is also recorded here (disconnectGuardPlugin marks them).
 */
export function abortOnDisconnect(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const guard: DisconnectGuard = { controller: new AbortController(), mutates: false };
    guards.set(req, guard);
    res.once('close', () => {
      if (!res.writableFinished && !guard.mutates) guard.controller.abort(new ClientGoneError());
    });
    runWithRequestSignal(guard.controller.signal, next);
  };
}

/** Marks a request that carries a mutation (see abortOnDisconnect), once Apollo knows the operation. */
export function disconnectGuardPlugin(): ApolloServerPlugin<{ req?: Request }> {
  return {
    async requestDidStart({ contextValue }) {
      return {
        async didResolveOperation({ operation }) {
          const guard = contextValue.req ? guards.get(contextValue.req) : undefined;
          if (guard && operation?.operation === 'mutation') guard.mutates = true;
        },
      };
    },
  };
}
