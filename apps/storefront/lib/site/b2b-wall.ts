import { storefrontVariantFromHost } from '@tafel/domain';

/**
 * Spec §2: on the B2B host everything but a public list needs a login. Public: login, logout,
 * register, reset password, returns, contact, imprint, conditions, newsletter, about, advantages,
 * product safety, privacy (the paths our shop uses for them; each with what lies below it).
 */
export const B2B_PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/logout',
  '/myaccount/register',
  '/myaccount/resetpassword',
  '/myaccount/newpassword',
  '/myaccount/returns',
  '/service/kontakt',
  '/impressum',
  '/imprint',
  '/agb',
  // The English host's conditions (its footer links them instead of /agb).
  '/terms',
  '/service/newsletter',
  '/about-betzold',
  '/service/your-advantages',
  '/service/product-safety',
  '/datenschutz',
  '/privacy',
];

/** Paths that are not pages (assets, API routes, staff console, the crawler files): the wall does not apply. */
const NOT_PAGES = /^\/(?:_next|media|api|support|icon\.svg|favicon\.ico|robots\.txt|sitemap\.xml|og-default\.jpg)(?:\/|$)/;

/** Spec §2 session-expired warning (the spec's key for a refused session token, spec §8). */
export const SESSION_EXPIRED_TOAST = 'vue.error.security.valid_token_required';

/**
 * Request header by which proxy.ts marks a request the wall stops, and why (only the proxy sets it;
 * a client's own is dropped). next.config.ts rewrites such a request to WALL_ROUTE.
 */
export const WALL_HEADER = 'x-tafel-wall';
/**
 * The wall's route, served at the URL asked for: the shop's frame with the login flyout open over
 * a neutral placeholder. Without WALL_HEADER (a direct visit) it answers 404.
 */
export const WALL_ROUTE = '/login/wall';
/**
 * 403, not 200: the placeholder is not this URL's content (caches and crawlers must not take it
 * for it); not 401, which requires a WWW-Authenticate challenge a cookie login has none of.
 */
export const WALL_STATUS = 403;

/** Route handlers behind the wall: no page to show the flyout on, so the wall sends them to /login. */
const WALL_REDIRECT_PATHS: readonly string[] = ['/computop'];

/** Whether a walled path is a route handler that goes to the login instead. */
export function isWallRedirectPath(pathname: string): boolean {
  return WALL_REDIRECT_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Why the wall stopped a request: a visitor, or a customer whose session ran out (the warning). */
export type WallReason = 'login' | 'expired';

function isPublic(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return B2B_PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Whether the B2B wall stops this request (spec §2: a page off the public list on the B2B host,
 * not logged in) and why, or null. `sessionExpired`: the customer had a session that ran out.
 */
export function b2bWall(host: string | null, pathname: string, loggedIn: boolean, sessionExpired = false): WallReason | null {
  if (!host || loggedIn || NOT_PAGES.test(pathname) || isPublic(pathname)) return null;
  if (!storefrontVariantFromHost(host).isB2b) return null;
  return sessionExpired ? 'expired' : 'login';
}

/** The wall's reason from WALL_HEADER, or null (no wall, or a value only a forger sends). */
export function wallReasonOf(value: string | null | undefined): WallReason | null {
  return value === 'login' || value === 'expired' ? value : null;
}

/** The B2B catalogue pages (spec §2 route table): German and English. */
export const KATALOG_PATH = '/service/katalog';
export const CATALOGUE_PATH = '/service/catalogue';

/**
 * Spec §2: the B2B catalogue by language — the German educational host on /service/catalogue goes
 * to /service/katalog, the English host on /service/katalog to /service/catalogue (301, query and
 * trailing slash kept); visitors of the other shops on either go home (302: the page exists, just
 * not for them). Null when the path is neither or already the right one.
 */
export function catalogueRedirect(host: string | null, pathname: string, search: string): { location: string; status: 301 | 302 } | null {
  const bare = pathname.replace(/\/+$/, '');
  if (bare !== KATALOG_PATH && bare !== CATALOGUE_PATH) return null;
  const variant = storefrontVariantFromHost(host ?? '');
  if (!host || !variant.isB2b) return { location: '/', status: 302 };
  const wanted = variant.language === 'en-DE' ? CATALOGUE_PATH : KATALOG_PATH;
  if (bare === wanted) return null;
  return { location: `${wanted}${pathname.endsWith('/') ? '/' : ''}${search}`, status: 301 };
}

/** The path a login may send the shopper back to: only paths of this shop, never another site. */
export function safeRedirectPath(value: string | null | undefined): string {
  // Browsers drop tabs and newlines from URLs ('/\t/evil.com' becomes '//evil.com'): control
  // characters and backslashes are refused before parsing, the parsed URL must stay on our origin.
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 2000 || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, 'http://x');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://x' || url.pathname.startsWith('//')) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
