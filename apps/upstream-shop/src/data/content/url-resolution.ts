// Spec session-checkout-account §2, "Unknown URLs are resolved through a page-details lookup":
// redirect → 301/302, gone → 410, unknown category or product → 404, uppercase letters or '$'
// outside /cat/ and /prod/ → 404, unknown types → 404 unless a known app route.
import type { ShopId } from '../customers/customer-types.js';
import type { ContentStore } from './content-store.js';
import { RETURN_ROUTE_PREFIX } from './site-map.js';
import type { ContentLanguage, GridPageRecord } from './types.js';

export const MAX_URL_LENGTH = 2048;

export interface ParsedShopUrl {
  /** The URL as given (for the /?order= noindex rule). */
  url: string;
  /** Decoded path; null when its percent-encoding is malformed (answered 404). */
  path: string | null;
  search: URLSearchParams;
  hash: string;
}

const hasWhitespaceOrControl = (text: string): boolean =>
  /\s/.test(text) || [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

// Any base works: only path, query and hash of the result are used.
const BASE = 'http://shop.invalid';

/** Parses the url argument, or answers why it is not acceptable (a BAD_USER_INPUT message). */
export function parseShopUrl(url: string): ParsedShopUrl | { error: string } {
  if (url.length === 0) return { error: 'url must not be empty.' };
  if (url.length > MAX_URL_LENGTH) return { error: `url must be at most ${MAX_URL_LENGTH} characters, got ${url.length}.` };
  if (hasWhitespaceOrControl(url)) return { error: 'url must not contain whitespace or control characters.' };
  // "//host/path" would silently switch hosts; the shop only resolves its own paths.
  const absolute = /^https?:\/\//i.test(url);
  if (!absolute && (!url.startsWith('/') || url.startsWith('//'))) return { error: 'url must be a path starting with "/" or an absolute http(s) URL.' };
  let parsed: URL;
  try {
    parsed = new URL(url, BASE);
  } catch {
    return { error: 'url is not a valid URL.' };
  }
  let path: string | null;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    path = null;
  }
  return { url, path, search: parsed.searchParams, hash: parsed.hash };
}

export type Resolution =
  | { kind: 'home'; page: GridPageRecord }
  | { kind: 'content'; page: GridPageRecord }
  | { kind: 'category'; categoryId: string }
  | { kind: 'product'; productId: string }
  | { kind: 'search' }
  | { kind: 'app' }
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'gone' }
  | { kind: 'notFound' };

/** What the catalogue must answer for the resolution. */
export interface CatalogueLookup {
  category(id: string): unknown;
  product(id: string): unknown;
}

const CATEGORY_PATH = /^\/cat\/([^/]*)\/?$/;
const PRODUCT_PATH = /^\/prod\/([^/]*)\/?$/;
const UPPERCASE_OR_DOLLAR = /[\p{Lu}$]/u;

const isReturnRoute = (path: string): boolean => path === RETURN_ROUTE_PREFIX || path.startsWith(`${RETURN_ROUTE_PREFIX}/`);

/**
 * Resolves a parsed URL for a shop (content pages in its language where the CMS has them). Order:
 * home, /cat/, /prod/, case and '$', tables, slugs, app routes.
 */
export function resolvePath(parsed: ParsedShopUrl, shop: ShopId, content: ContentStore, catalogue: CatalogueLookup, language: ContentLanguage = 'de'): Resolution {
  const { path } = parsed;
  if (path === null) return { kind: 'notFound' };
  if (path === '/') {
    const home = content.pageAt('/', shop, language);
    return home ? { kind: 'home', page: home } : { kind: 'notFound' };
  }
  const category = CATEGORY_PATH.exec(path)?.[1];
  if (category !== undefined) return catalogue.category(category) ? { kind: 'category', categoryId: category } : { kind: 'notFound' };
  const product = PRODUCT_PATH.exec(path)?.[1];
  if (product !== undefined) return catalogue.product(product) ? { kind: 'product', productId: product } : { kind: 'notFound' };
  if (path.startsWith('/cat/') || path.startsWith('/prod/')) return { kind: 'notFound' };
  if (UPPERCASE_OR_DOLLAR.test(path)) return { kind: 'notFound' };

  const redirect = content.redirect(path);
  if (redirect) return { kind: 'redirect', to: redirect.to, status: redirect.status };
  if (content.isGone(path)) return { kind: 'gone' };
  const page = content.pageAt(path, shop, language);
  if (page) return { kind: 'content', page };
  const slugCategory = content.slugCategory(path);
  if (slugCategory !== undefined) return { kind: 'category', categoryId: slugCategory };
  if (content.isAppRoute(path)) return appRoute(path, parsed, content);
  return { kind: 'notFound' };
}

function appRoute(path: string, parsed: ParsedShopUrl, content: ContentStore): Resolution {
  const bare = path.replace(/\/$/, '');
  if (isReturnRoute(bare) && !content.returnsEnabled()) return { kind: 'notFound' };
  // Spec route table: /rating needs its encrypted data (enc); without it the page is a 404.
  if (bare === '/rating' && !parsed.search.get('enc')) return { kind: 'notFound' };
  if (bare === '/search') return { kind: 'search' };
  return { kind: 'app' };
}

/** The redirect target with the request's query string, unless the target has its own. */
export function redirectTarget(to: string, search: URLSearchParams): string {
  const query = search.toString();
  return query && !to.includes('?') ? `${to}?${query}` : to;
}
