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
  '/service/newsletter',
  '/about-betzold',
  '/service/your-advantages',
  '/service/product-safety',
  '/datenschutz',
  '/privacy',
];

/** Paths that are not pages (assets, API routes, staff console, the crawler files): the wall does not apply. */
const NOT_PAGES = /^\/(?:_next|media|api|support|icon\.svg|favicon\.ico|robots\.txt|sitemap\.xml|og-default\.jpg)(?:\/|$)/;

/** The toast the login shows when the wall stopped a customer whose login ran out (spec §2: the session-expired warning). */
export const SESSION_EXPIRED_TOAST = 'vue.error.security.valid_token_required';

function isPublic(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return B2B_PUBLIC_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Where a request on the B2B host must go instead (the login, remembering where it wanted to
 * go), or null. `loggedIn`: the customer marker cookie of a session (spec §4: logged in = the
 * existing-user cookie without the guest cookie).
 */
export function b2bWallRedirect(host: string | null, pathname: string, search: string, loggedIn: boolean, sessionExpired = false): string | null {
  if (!host || loggedIn || NOT_PAGES.test(pathname) || isPublic(pathname)) return null;
  if (!storefrontVariantFromHost(host).isB2b) return null;
  const params = new URLSearchParams({ redirect: `${pathname}${search}` });
  if (sessionExpired) params.set('toast', SESSION_EXPIRED_TOAST);
  return `/login?${params.toString()}`;
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
