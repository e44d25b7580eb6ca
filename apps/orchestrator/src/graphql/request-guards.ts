import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ClientGoneError, runWithRequestSignal } from '../upstream/request-signal.js';

/** The limits checked in front of Apollo (part of config.graphqlLimits). */
export interface RequestShapeLimits {
  readonly maxBatch: number;
  readonly maxQueryLength: number;
}

function refuse(res: Response, message: string, reason: string): void {
  res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', reason } }] });
}

/**
 * Refuses, before Apollo sees the request, a batch (a JSON array) of more than `maxBatch`
 * operations (Apollo has no batch limit and would run all 500) and a query text longer than
 * `maxQueryLength` characters (Apollo would hash it, parse it up to the token limit and build
 * errors pointing into it: about 2 ms and much garbage per 50 kB operation). A POST's operations
 * are in the body (mounted after the JSON body parser, whose size limit bounds it first); a GET's
 * one operation is the `query` URL parameter (Apollo answers GET queries too).
 */
export function requestShapeLimits(limits: RequestShapeLimits): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET') {
      // Express parses a repeated parameter into an array (Apollo refuses that shape itself).
      const texts = ([] as unknown[]).concat(req.query.query ?? []).filter((query): query is string => typeof query === 'string');
      const longest = Math.max(0, ...texts.map((query) => query.length));
      if (longest > limits.maxQueryLength) {
        refuse(res, `Query length limit of ${limits.maxQueryLength} characters exceeded, found ${longest}.`, 'QUERY_LENGTH_LIMIT');
        return;
      }
      next();
      return;
    }
    const body: unknown = req.body;
    if (req.method !== 'POST') {
      next();
      return;
    }
    const operations: unknown[] = Array.isArray(body) ? body : [body];
    if (operations.length > limits.maxBatch) {
      refuse(res, `Batch limit of ${limits.maxBatch} operations exceeded, found ${operations.length}.`, 'BATCH_LIMIT');
      return;
    }
    for (const [index, operation] of operations.entries()) {
      const query = typeof operation === 'object' && operation !== null ? (operation as { query?: unknown }).query : undefined;
      if (typeof query === 'string' && query.length > limits.maxQueryLength) {
        const which = Array.isArray(body) ? `Operation ${index + 1}: q` : 'Q';
        refuse(res, `${which}uery length limit of ${limits.maxQueryLength} characters exceeded, found ${query.length}.`, 'QUERY_LENGTH_LIMIT');
        return;
      }
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
