import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerHttpFault, waitOut } from '../faults/apply.js';
import type { FaultStore } from '../faults/fault-store.js';
import { dropConnection, header, HttpError, readBody, sendJson } from '../http/io.js';
import type { TokenStore } from './token-store.js';

/** Shop languages a token can be issued for (spec §1 language codes); the first is the default. */
export const SHOP_IDS = ['de-de', 'at-de', 'ch-de', 'edu', 'edu-de', 'edu-en'] as const;

export interface TokenRouteDeps {
  tokens: TokenStore;
  clientId: string;
  clientSecret: string;
  faults: FaultStore | null;
  signal: AbortSignal;
}

// OAuth 2.0 (RFC 6749 §5.2) error answers; token answers must never be cached.
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
const oauthError = (res: ServerResponse, status: number, error: string, description: string, headers: Record<string, string> = {}): void =>
  sendJson(res, status, { error, error_description: description }, { ...NO_STORE, ...headers });

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Client credentials from HTTP Basic (preferred) or from the form body (RFC 6749 §2.3.1). */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const match = /^Basic\s+(\S+)$/i.exec(header(req, 'authorization') ?? '');
  if (match?.[1]) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    try {
      // Basic credentials are form-encoded before base64 (RFC 6749 §2.3.1).
      return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
    } catch {
      return null;
    }
  }
  const id = form.get('client_id');
  const secret = form.get('client_secret');
  return id !== null && secret !== null ? { id, secret } : null;
}

/** The shop id for the requested scope: a shop language code, or the default when absent. */
function shopIdFor(scope: string | null): string | null {
  const parts = (scope ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return SHOP_IDS[0];
  return parts.find((p): p is (typeof SHOP_IDS)[number] => (SHOP_IDS as readonly string[]).includes(p)) ?? null;
}

export async function handleTokenRoute(req: IncomingMessage, res: ServerResponse, deps: TokenRouteDeps): Promise<void> {
  if (req.method !== 'POST') throw new HttpError(405, 'Use POST to request a token.');
  const fault = deps.faults?.take('token', ['token']);
  if (fault?.kind === 'drop' && fault.phase === 'before') return dropConnection(req, res);
  if (fault?.kind === 'http' && fault.phase === 'before') return answerHttpFault(res, fault);
  if (fault?.kind === 'delay' && !(await waitOut(fault.delayMs ?? 0, deps.signal))) return dropConnection(req, res);
  if (fault?.kind === 'error') return oauthError(res, fault.status ?? 500, fault.messageKey ?? 'server_error', fault.message ?? 'Injected fault');

  const raw = await readBody(req, 16_384);
  const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return oauthError(res, 400, 'invalid_request', 'The body must be application/x-www-form-urlencoded.');
  }
  const form = new URLSearchParams(raw);
  const client = clientCredentials(req, form);
  if (!client || !safeEqual(client.id, deps.clientId) || !safeEqual(client.secret, deps.clientSecret)) {
    return oauthError(res, 401, 'invalid_client', 'Client authentication failed.', { 'WWW-Authenticate': 'Basic realm="upstream-shop"' });
  }
  const grantType = form.get('grant_type');
  if (!grantType) return oauthError(res, 400, 'invalid_request', 'grant_type is missing.');
  if (grantType !== 'client_credentials') return oauthError(res, 400, 'unsupported_grant_type', 'Only client_credentials is supported.');
  const shopId = shopIdFor(form.get('scope'));
  if (!shopId) return oauthError(res, 400, 'invalid_scope', `scope must be one of ${SHOP_IDS.join(', ')}.`);

  const token = deps.tokens.issue(shopId);
  if (fault?.kind === 'drop') return dropConnection(req, res);
  if (fault?.kind === 'http') return answerHttpFault(res, fault);
  sendJson(
    res,
    200,
    { access_token: token.accessToken, token_type: 'bearer', expires_in: token.expiresIn, scope: shopId, shop_id: shopId },
    NO_STORE,
  );
}
