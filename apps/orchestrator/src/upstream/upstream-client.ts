import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { TypedDocumentString } from '@tafel/graphql-schema/upstream-client';
import { UpstreamError } from '../common/app-error.js';
import { DEFAULT_SITE, type Site } from '../common/site.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { currentRequestSignal, requestTimeLeft } from './request-signal.js';
import { TokenProvider } from './token-provider.js';
import {
  describeNetworkError,
  errorFromResponse,
  isTimeout,
  operationNameOf,
  parseJsonOrNull,
  timeoutMessage,
  withTimeout,
} from './upstream-errors.js';

/** Below this much time left of a request's budget no upstream call is started: it could not answer in time. */
const MIN_CALL_MS = 50;

/** The request's time budget (request-signal.ts limitRequestTime) ran out before the upstream answered. */
function budgetSpent(operation: string, cause?: unknown): UpstreamError {
  return new UpstreamError('UPSTREAM_TIMEOUT', `The request's time budget ran out before ${operation} answered; try again`, { operation, cause });
}

/** Header carrying the cart owner (spec §7). */
export const USER_ID_HEADER = 'X-iSHOP-API-USERID';

/** Header carrying the customer or guest session token (upstream account SDL). */
export const JWT_HEADER = 'X-JWT';

export interface UpstreamCallOptions {
  /** The visitor's user id; required by every cart operation. */
  userId?: string | undefined;
  /** The customer or guest session token (X-JWT); required by account and checkout-address calls. */
  jwt?: string | undefined;
  /** The shop to answer for (token scope); the German shop when absent. */
  site?: Site | undefined;
  /** This call's time budget instead of UPSTREAM_TIMEOUT_MS (submitCart: UPSTREAM_SUBMIT_TIMEOUT_MS). */
  timeoutMs?: number | undefined;
  /**
   * A file the variable `variable` carries as base64: written into the request body as bytes
   * instead of the variable's value, so no megabyte-sized JSON string is built (return photos).
   */
  file?: { variable: string; bytes: Buffer } | undefined;
}

/** Bytes of a file encoded per piece: a multiple of 3, so the pieces' base64 join without padding. */
const FILE_PIECE_BYTES = 3 * 16 * 1024;

/** The file's base64 as bytes, piece by piece: no string of the whole file is ever built. */
function* base64Pieces(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += FILE_PIECE_BYTES) yield Buffer.from(bytes.subarray(at, at + FILE_PIECE_BYTES).toString('base64'), 'latin1');
}

/**
 * The JSON body of an upstream call. With a file, the body is streamed: the JSON text around the
 * file variable, and the file's base64 in between, encoded piece by piece (base64 needs no JSON
 * escaping), so a megabyte photo is never a 1.4 MB string, nor copied whole again.
 */
export function requestBody(operationName: string, query: string, variables: unknown, file?: UpstreamCallOptions['file']): string | AsyncIterable<Buffer> {
  if (file === undefined) return JSON.stringify({ operationName, query, variables });
  const placeholder = `tafel-file-${randomUUID()}`;
  const text = JSON.stringify({ operationName, query, variables: { ...(variables as Record<string, unknown>), [file.variable]: placeholder } });
  const at = text.indexOf(`"${placeholder}"`);
  const before = Buffer.from(text.slice(0, at + 1));
  const after = Buffer.from(text.slice(at + 1 + placeholder.length));
  // Async: Node's fetch streams async iterables (a plain iterable would be sent as its text).
  return (async function* body() {
    yield before;
    yield* base64Pieces(file.bytes);
    yield after;
  })();
}

/**
 * Client of the upstream shop's GraphQL API (POST /api/shop/). Failures come out as
 * UpstreamError with a code of the closed set; an INVALID_TOKEN answer costs one new token
 * and one retry (spec §8), anything else is the caller's to handle. A call made for a request
 * whose client has gone (request-signal.ts) is aborted, and none is started after that. A call
 * made for a request with a time budget (limitRequestTime) waits at most the time left, for its
 * token and its answer: past it the call fails UPSTREAM_TIMEOUT and none is started after that.
 */
@Injectable()
export class UpstreamClient {
  private readonly logger = new Logger('UpstreamClient');
  private readonly endpoint: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenProvider,
  ) {
    this.endpoint = `${config.upstreamUrl}/api/shop/`;
  }

  async request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    options: UpstreamCallOptions = {},
  ): Promise<TResult> {
    const query = document.toString();
    const operation = operationNameOf(query);
    const site = options.site ?? DEFAULT_SITE;
    const token = await this.withinBudget(this.tokens.getToken(site), operation);
    try {
      return await this.send<TResult>(query, operation, variables, token, options);
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.code !== 'INVALID_TOKEN') throw error;
      const fresh = await this.withinBudget(this.tokens.renewToken(token, site), operation);
      return this.send<TResult>(query, operation, variables, fresh, options);
    }
  }

  /**
   * Waits for a token at most the request's time left. The token request itself goes on: other
   * callers share it (TokenProvider's single flight), so one request's budget must not abort it.
   */
  private async withinBudget<T>(work: Promise<T>, operation: string): Promise<T> {
    const left = requestTimeLeft();
    if (left === undefined) return work;
    if (left < MIN_CALL_MS) throw this.logged(budgetSpent(operation));
    let timer: NodeJS.Timeout | undefined;
    const spent = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(this.logged(budgetSpent(operation))), left);
    });
    try {
      return await Promise.race([work, spent]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async send<TResult>(
    query: string,
    operation: string,
    variables: unknown,
    token: string,
    options: UpstreamCallOptions,
  ): Promise<TResult> {
    const ownTimeoutMs = options.timeoutMs ?? this.config.upstreamTimeoutMs;
    const left = requestTimeLeft();
    if (left !== undefined && left < MIN_CALL_MS) throw this.logged(budgetSpent(operation));
    // The request's budget, when shorter, bounds the call: its answer must come in time.
    const byBudget = left !== undefined && left < ownTimeoutMs;
    const timeoutMs = byBudget ? left : ownTimeoutMs;
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (options.userId) headers[USER_ID_HEADER] = options.userId;
    if (options.jwt) headers[JWT_HEADER] = options.jwt;

    let status: number;
    let text: string;
    const requestSignal = currentRequestSignal();
    try {
      ({ status, text } = await withTimeout(
        timeoutMs,
        async (signal) => {
          const body = requestBody(operation, query, variables, options.file);
          // A streamed body (a file) needs duplex 'half' in Node's fetch.
          const init = typeof body === 'string' ? { body } : { body: body as unknown as RequestInit['body'], duplex: 'half' as const };
          const response = await fetch(this.endpoint, { method: 'POST', headers, signal, ...init } as RequestInit);
          return { status: response.status, text: await response.text() };
        },
        requestSignal,
      ));
    } catch (error) {
      // Nobody reads the answer: no warning per abandoned call (a costly request makes many).
      if (requestSignal?.aborted) {
        this.logger.debug(`${operation} abandoned: the client disconnected`);
        throw new UpstreamError('UPSTREAM_UNAVAILABLE', 'Upstream call abandoned: the client disconnected', { operation, cause: error });
      }
      throw this.logged(
        isTimeout(error)
          ? byBudget
            ? budgetSpent(operation, error)
            : new UpstreamError('UPSTREAM_TIMEOUT', timeoutMessage(timeoutMs), { operation, cause: error })
          : new UpstreamError('UPSTREAM_UNAVAILABLE', `Upstream not reachable: ${describeNetworkError(error)}`, { operation, cause: error }),
      );
    }
    const body = parseJsonOrNull(text);
    const failure = errorFromResponse(status, body, operation);
    if (failure) throw this.logged(failure);
    return (body as { data: TResult }).data;
  }

  // One line per failed call, with operation and code; never the token or the variables.
  private logged(error: UpstreamError): UpstreamError {
    this.logger.warn(`${error.operation} failed: ${error.code}: ${error.message}`);
    return error;
  }
}
