import { isAppRoute } from './app-routes';

/**
 * Set by proxy.ts on a request it resolved through page(url) for the catch-all page (a client's
 * own value is always removed): the resolution as JSON (PageHeaderValue).
 */
export const PAGE_HEADER = 'x-tafel-page';
/** Set by proxy.ts on every page request (a client's own is replaced): the path and query as the browser asked (the route's params lose a trailing slash). */
export const URL_HEADER = 'x-tafel-url';

/** How long proxy.ts waits for the orchestrator's page(url) before it answers 503 (the orchestrator caches resolutions). */
export const PAGE_LOOKUP_TIMEOUT_MS = 2000;
/** Redirects followed within one answer, so a chain of configured redirects still costs the visitor one hop. */
export const MAX_REDIRECT_LOOKUPS = 3;

/** What page(url) says about a URL (the fields the proxy asks for). */
export interface PageRoute {
  kind: 'HOME' | 'CATEGORY' | 'PRODUCT' | 'CONTENT' | 'SEARCH' | 'APP' | 'REDIRECT' | 'GONE' | 'NOT_FOUND';
  httpStatus: number;
  redirectTo?: string | null | undefined;
  categoryId?: string | null | undefined;
  gridPageId?: string | null | undefined;
}

/** What the catch-all page renders, as proxy.ts hands it over (PAGE_HEADER). */
export type PageHeaderValue =
  | { kind: 'CATEGORY'; categoryId: string }
  | { kind: 'CONTENT'; gridPageId: string }
  | { kind: 'GONE' }
  | { kind: 'NOT_FOUND' }
  /** The orchestrator could not resolve the URL in time: the error page, 503. */
  | { kind: 'UNAVAILABLE' };

/** What proxy.ts does with a request. */
export type RouteDecision =
  | { action: 'redirect'; location: string; status: 301 | 302 }
  /** Serve the catch-all page with this resolution and status. */
  | { action: 'render'; page: PageHeaderValue; status: 200 | 404 | 410 | 503 };

/** Next's own query parameter of RSC requests: not part of the page's URL. */
const RSC_QUERY = '_rsc';

/** The search part of a URL without Next's RSC marker ('' or '?a=1'). */
export function pageSearch(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(RSC_QUERY)) return search === '?' ? '' : search;
  params.delete(RSC_QUERY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The path without trailing slashes ('/' stays '/'). */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const UPPERCASE_OR_DOLLAR = /[\p{Lu}$]/u;

/** Spec §2: uppercase letters or '$' in a path outside /cat/ and /prod/ answer 404 (decoded, so %24 counts too). */
export function isRefusedPath(pathname: string): boolean {
  if (pathname.startsWith('/cat/') || pathname.startsWith('/prod/')) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return UPPERCASE_OR_DOLLAR.test(decoded);
}

/** Whether proxy.ts asks the orchestrator about the path: only what is no app route and not refused anyway. */
export function needsPageLookup(pathname: string): boolean {
  return !isAppRoute(pathname) && !isRefusedPath(pathname);
}

/**
 * A redirect's location: the target with the request's query string (page(url) keeps it already;
 * a target without a query gets the request's). Null for a target that is neither a shop path nor
 * an http(s) URL (an absolute '//host' would leave the shop unnoticed).
 */
export function redirectLocation(target: string | null | undefined, search: string): string | null {
  if (!target) return null;
  const isPath = target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
  if (!isPath && !/^https?:\/\/[^/\\]/i.test(target)) return null;
  return search && !target.includes('?') ? `${target}${search}` : target;
}

/** The page(url) lookup: the route, or null when the orchestrator could not answer. A URL it refuses as malformed is NOT_FOUND. */
export type PageLookup = (url: string) => Promise<PageRoute | null>;

/**
 * Resolves a URL that is no app route (session spec §2): redirects — followed through a chain of
 * configured redirects, so the browser makes one hop to the final target (302 when any step is
 * temporary) —, gone pages (410), category slugs and content pages (200), everything else 404.
 * The orchestrator being away answers 503 rather than a hang.
 */
export async function resolveRoute(pathname: string, search: string, lookup: PageLookup): Promise<RouteDecision> {
  if (isRefusedPath(pathname)) return { action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 };
  let url = `${pathname}${search}`;
  let redirect = null as { location: string; status: 301 | 302 } | null;
  let temporary = false;
  for (let hop = 0; hop < MAX_REDIRECT_LOOKUPS; hop++) {
    const route = await lookup(url);
    if (!route) return redirect ? { action: 'redirect', ...redirect } : { action: 'render', page: { kind: 'UNAVAILABLE' }, status: 503 };
    if (route.kind !== 'REDIRECT') return redirect ? { action: 'redirect', ...redirect } : renderDecision(route);
    const location = redirectLocation(route.redirectTo, new URL(url, 'http://x').search);
    if (!location) return redirect ? { action: 'redirect', ...redirect } : { action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 };
    temporary ||= route.httpStatus === 302;
    redirect = { location, status: temporary ? 302 : 301 };
    // Only a shop path that is no app route can redirect again.
    if (!location.startsWith('/')) break;
    const next = new URL(location, 'http://x');
    if (!needsPageLookup(next.pathname) || `${next.pathname}${next.search}` === url) break;
    url = `${next.pathname}${next.search}`;
  }
  return { action: 'redirect', ...redirect! };
}

function renderDecision(route: PageRoute): RouteDecision {
  if (route.kind === 'CATEGORY' && route.categoryId) return { action: 'render', page: { kind: 'CATEGORY', categoryId: route.categoryId }, status: 200 };
  if (route.kind === 'CONTENT' && route.gridPageId) return { action: 'render', page: { kind: 'CONTENT', gridPageId: route.gridPageId }, status: 200 };
  if (route.kind === 'GONE') return { action: 'render', page: { kind: 'GONE' }, status: 410 };
  return { action: 'render', page: { kind: 'NOT_FOUND' }, status: 404 };
}

/** Reads PAGE_HEADER (set by proxy.ts only); a missing or unreadable value is NOT_FOUND. */
export function parsePageHeader(value: string | null | undefined): PageHeaderValue {
  if (!value) return { kind: 'NOT_FOUND' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return { kind: 'NOT_FOUND' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'NOT_FOUND' };
  const record = parsed as Record<string, unknown>;
  switch (record.kind) {
    case 'CATEGORY':
      return typeof record.categoryId === 'string' && record.categoryId ? { kind: 'CATEGORY', categoryId: record.categoryId } : { kind: 'NOT_FOUND' };
    case 'CONTENT':
      return typeof record.gridPageId === 'string' && record.gridPageId ? { kind: 'CONTENT', gridPageId: record.gridPageId } : { kind: 'NOT_FOUND' };
    case 'GONE':
      return { kind: 'GONE' };
    case 'UNAVAILABLE':
      return { kind: 'UNAVAILABLE' };
    default:
      return { kind: 'NOT_FOUND' };
  }
}
