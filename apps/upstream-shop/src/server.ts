import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleTokenRoute } from './auth/token-route.js';
import { TokenStore } from './auth/token-store.js';
import { CONFIG_DEFAULTS } from './config.js';
import { createStores, type UpstreamStores } from './data/stores.js';
import { handleFaultRoute, isFaultPath } from './faults/fault-routes.js';
import { FaultStore } from './faults/fault-store.js';
import { handlePaymentPage, isPaymentPagePath } from './http/checkout-payment-pages.js';
import { handleGraphqlRoute } from './http/graphql-route.js';
import { handleNewsletterConfirm, NEWSLETTER_CONFIRM_PAGE } from './http/newsletter-confirm-page.js';
import { HttpError, sendJson } from './http/io.js';
import { createContentMediaRoute } from './media/content-media-route.js';
import { createMediaRoute } from './media/media-route.js';
import { buildUpstreamSchema } from './schema/schema.js';

export interface UpstreamServerOptions {
  /** 0 picks a free port (tests). */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  tokenTtlSeconds?: number;
  faultsEnabled?: boolean;
  /** Clock for token expiry; tests pass their own to expire tokens without waiting. */
  now?: () => number;
  /** One line per request, e.g. console.log; silent when absent. */
  log?: (line: string) => void;
  /** How long close() lets running requests finish before cutting connections. */
  shutdownGraceMs?: number;
}

export interface UpstreamServer {
  server: Server;
  /** Base URL, e.g. http://127.0.0.1:4100 */
  url: string;
  /** The in-memory data, for tests that set up state the API has no call for (e.g. a guest's address). */
  stores: UpstreamStores;
  close(): Promise<void>;
}

/** The latest password-reset e-mail to the registered account of `email`, for the /__faults/mail hook. */
function latestResetMail(stores: UpstreamStores, email: string): { resetToken: string } | null {
  const customer = stores.customers.findByEmail(email);
  const resetToken = customer ? stores.account.resets.latestMailFor(customer.customerId) : null;
  return resetToken ? { resetToken } : null;
}

/** Builds the stores, schema and routes, and starts listening. */
export async function createUpstreamServer(options: UpstreamServerOptions = {}): Promise<UpstreamServer> {
  const shutdown = new AbortController();
  const now = options.now ?? Date.now;
  const stores = createStores(now);
  const tokens = new TokenStore(options.tokenTtlSeconds ?? Number(CONFIG_DEFAULTS.UPSTREAM_TOKEN_TTL_SECONDS), options.now);
  const faults = options.faultsEnabled ? new FaultStore() : null;
  const graphqlDeps = { schema: buildUpstreamSchema(), tokens, stores, faults, newId: randomUUID, now, signal: shutdown.signal };
  const tokenDeps = {
    tokens,
    clientId: options.clientId ?? CONFIG_DEFAULTS.UPSTREAM_CLIENT_ID,
    clientSecret: options.clientSecret ?? CONFIG_DEFAULTS.UPSTREAM_CLIENT_SECRET,
    faults,
    signal: shutdown.signal,
  };
  const media = createMediaRoute(stores.catalogue);
  const contentMedia = createContentMediaRoute();

  const route = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/oauth/token') return handleTokenRoute(req, res, tokenDeps);
    if (path === '/api/shop' || path === '/api/shop/') return handleGraphqlRoute(req, res, graphqlDeps);
    if (path.startsWith('/media/content/')) return contentMedia(req, res, path);
    if (path.startsWith('/media/')) return media(req, res, path);
    // Stand-in payment provider pages (PayPal and Amazon Pay redirects, card form, payment logos), see README.
    if (isPaymentPagePath(path)) return handlePaymentPage(req, res, path, stores);
    // The link of the newsletter confirmation mail (double opt-in), see README "Content".
    if (path === NEWSLETTER_CONFIRM_PAGE) return handleNewsletterConfirm(req, res, stores.newsletter);
    // Without UPSTREAM_FAULTS=1 the fault API does not exist, exactly like in production.
    if (faults && isFaultPath(path)) return handleFaultRoute(req, res, path, { faults, tokens, orders: stores.orders, lightning: stores.lightning, catalogue: stores.catalogue, mail: (email) => latestResetMail(stores, email), mailbox: stores.mailbox });
    sendJson(res, 404, { error: 'not_found', message: `No route for ${req.method} ${path}.` });
  };

  const server = createServer((req, res) => {
    const started = performance.now();
    const path = new URL(req.url ?? '/', 'http://upstream.invalid').pathname;
    res.on('finish', () => options.log?.(`${req.method} ${path} ${res.statusCode} ${Math.round(performance.now() - started)}ms`));
    route(req, res, path).catch((error: unknown) => {
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message });
      console.error('[upstream-shop] request failed:', error);
      sendJson(res, 500, { error: 'Internal server error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? Number(CONFIG_DEFAULTS.UPSTREAM_PORT), options.host ?? CONFIG_DEFAULTS.UPSTREAM_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> =>
    (closing ??= new Promise<void>((resolve) => {
      shutdown.abort();
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), options.shutdownGraceMs ?? 5000).unref();
    }));

  return { server, url: `http://${host}:${address.port}`, close, stores };
}
