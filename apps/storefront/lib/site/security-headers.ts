/**
 * The storefront's security headers (issue 22 item 5). proxy.ts sets them on every page, API route
 * and support-console answer; next.config.ts sets the ones without a nonce on what the proxy does
 * not see (static assets, /media, the icons; /media's route sets its own sandboxing CSP). Pure
 * functions, so the rules are unit-tested.
 */

/** Headers that are the same on every answer (next.config.ts and proxy.ts). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // frame-ancestors 'none' in the CSP says the same to current browsers; this is for older ones.
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing in the shop uses these. Returns' photos come from a file input, which needs no camera;
  // PayPal, Amazon Pay and the card form are pages of their own, not the Payment Request API.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Two years, subdomains included: the value HSTS preload lists ask for. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

/** Where bull-board's UI is served (forwarded to the orchestrator by app/support/queues). */
const QUEUE_BOARD_PREFIX = '/support/queues';

export interface CspOptions {
  /** The request's nonce (base64), put on every script Next renders. */
  nonce: string;
  /** Origins of the payment providers' pages: the card form is posted there, their logos load from there. */
  paymentOrigins: readonly string[];
  /** `next dev`: React rebuilds server error stacks with eval. */
  development: boolean;
}

const policy = (directives: Record<string, readonly string[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');

/** The only frame a page may load: YouTube's privacy-enhanced player (product videos). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The pages' Content-Security-Policy (Next's documented nonce way): scripts only with this
 * request's nonce, and what they load ('strict-dynamic'); no inline script. Styles: stylesheets
 * and Next's inline styles by nonce, but style attributes are allowed (`style-src-attr`), since
 * server-rendered markup uses them and they cannot run script.
 */
export function pageCsp({ nonce, paymentOrigins, development }: CspOptions): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...paymentOrigins],
    'font-src': ["'self'"],
    // The browser talks only to the storefront (/api/shop/, the spec's /api/ routes).
    'connect-src': ["'self'"],
    // Product videos: YouTube's privacy-enhanced player, loaded only after the visitor's consent.
    'frame-src': [YOUTUBE_EMBED_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The card payment form is posted to the provider (spec §4 Submit step 3).
    'form-action': ["'self'", ...paymentOrigins],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * bull-board's own UI (staff only): its scripts are files without a nonce, and it styles with
 * inline <style> and attributes and links its font from Google Fonts, as it is built.
 */
export function queueBoardCsp(): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    'font-src': ["'self'", 'https://fonts.gstatic.com'],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** A fresh nonce: 128 random bits, base64 (the characters Next's nonce pattern accepts). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export interface SecurityHeaderOptions {
  pathname: string;
  nonce: string;
  paymentOrigins: readonly string[];
  production: boolean;
  development: boolean;
}

/** Every security header of one answer of the proxy: the static ones, its CSP, HSTS in production. */
export function securityHeaders({ pathname, nonce, paymentOrigins, production, development }: SecurityHeaderOptions): Record<string, string> {
  const board = pathname === QUEUE_BOARD_PREFIX || pathname.startsWith(`${QUEUE_BOARD_PREFIX}/`);
  return {
    ...STATIC_SECURITY_HEADERS,
    'Content-Security-Policy': board ? queueBoardCsp() : pageCsp({ nonce, paymentOrigins, development }),
    ...(production ? { 'Strict-Transport-Security': HSTS_VALUE } : {}),
  };
}

/** The host Next compares a server action's Origin with: the first X-Forwarded-Host hop, else Host. */
function actionHost(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host');
}

/**
 * A server action's POST: from the hydrated page (Next-Action header) or a form posted without
 * JavaScript (multipart to a page, not to an API route or the payment return).
 */
export function isServerActionRequest(method: string, pathname: string, headers: Headers): boolean {
  if (method !== 'POST') return false;
  if (headers.has('next-action')) return true;
  return (headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data') && !pathname.startsWith('/api/') && !pathname.startsWith('/computop/');
}

/**
 * A server-action POST from another origin (CSRF). Next refuses it too, but with a 500; the proxy
 * answers 403 first. Recognised as Next does: a POST with the `Next-Action` header (fetch
 * actions), or a multipart POST to a page (a form action sent without JavaScript). Route handlers
 * (/api/..., /computop/success, which the card provider posts to) are not server actions; a POST
 * without Origin is let through as Next lets it (no browser sends one without).
 */
export function isCrossOriginServerAction(method: string, pathname: string, headers: Headers): boolean {
  if (!isServerActionRequest(method, pathname, headers)) return false;
  const origin = headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  return originHost.toLowerCase() !== (actionHost(headers) ?? '').toLowerCase();
}
