import type {
  AbTest,
  Breadcrumb,
  ContentGrid,
  ContentRow,
  ContentTeaser,
  LanguageAlternate,
  PageKind,
  PageResolution,
  PageSeo,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { GetGridByPageIdQuery, GetPageDetailsByUrlQuery, PageType } from '@tafel/graphql-schema/upstream-client';
import { toBreadcrumb } from '../common/shop-mapping.js';
import { isB2bSite } from '../common/site.js';
import { lightningDealsValidUntil, viewLightningFields, type LightningView } from '../lightning/index.js';
import { isShopPath, toLinkTarget } from './content-urls.js';
import { mapRows, type TeaserContext } from './teaser.mapper.js';

export type UpstreamPageDetails = GetPageDetailsByUrlQuery['getPageDetailsByUrl'];
export type UpstreamGridPage = NonNullable<GetGridByPageIdQuery['getGridByPageId']>;

const KIND_BY_PAGE_TYPE: Record<PageType, PageKind> = {
  home: 'HOME',
  category: 'CATEGORY',
  product: 'PRODUCT',
  content: 'CONTENT',
  search: 'SEARCH',
  app: 'APP',
  redirect: 'REDIRECT',
  gone: 'GONE',
  notFound: 'NOT_FOUND',
};

export const NOINDEX = 'noindex,follow';
const ROBOTS_VALUES = new Set(['index,follow', NOINDEX]);

/** The page's robots value; every answer but 200 is noindex (session spec §2), as is anything the upstream words differently. */
function robotsFor(robots: string, httpStatus: number): string {
  if (httpStatus !== 200) return NOINDEX;
  const value = robots.replace(/\s+/g, '');
  return ROBOTS_VALUES.has(value) ? value : NOINDEX;
}

const NOT_FOUND_SEO: PageSeo = { title: null, description: null, robots: NOINDEX, canonicalUrl: null, alternates: [], breadcrumbs: [] };

/** The answer for a URL nothing is shown for (404). */
export function notFoundResolution(): PageResolution {
  return {
    kind: 'NOT_FOUND',
    httpStatus: 404,
    redirectTo: null,
    seo: NOT_FOUND_SEO,
    categoryId: null,
    productId: null,
    gridPageId: null,
    abTests: [],
    leftNavigationHidden: true,
    rows: [],
  };
}

/** Absolute http(s) URLs only (canonical and alternates go into the page head as they are). */
function absoluteUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function toAlternates(entries: ReadonlyArray<{ lang: string; url: string }>): LanguageAlternate[] {
  return entries.flatMap(({ lang, url }) => {
    const href = absoluteUrl(url);
    return href && /^[A-Za-z-]{2,20}$/.test(lang) ? [{ hreflang: lang, url: href }] : [];
  });
}

/**
 * Breadcrumbs whose URL is a link target the storefront may use (a shop path or http(s)): the
 * storefront renders them as links, and a CMS breadcrumb is no more trusted than a teaser link.
 */
function toBreadcrumbs(crumbs: ReadonlyArray<{ displayName: string; url: string }>, site: TeaserContext['site']): Breadcrumb[] {
  return crumbs.flatMap((crumb) => {
    const target = toLinkTarget(crumb.url, site);
    return target ? [toBreadcrumb({ displayName: crumb.displayName, url: target.url })] : [];
  });
}

export interface RedirectCheck {
  /** Called when the upstream names a redirect target that is no shop path (answered 404). */
  refused(target: string): void;
}

/** The same parameters in the same order, however each side encodes them ('a b' as %20 or '+'). */
function sameQuery(a: string, b: string): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString();
}

/**
 * The redirect target as a shop path with the request's query string kept (session spec §2). The
 * upstream adds the request's query itself when its target has none, but re-encoded
 * (URLSearchParams: '+' for %20, %7E for '~', 'flag=' for 'flag'); the query then goes on as
 * the browser sent it, so a signed or tracked link arrives unchanged. A target with a query of its
 * own keeps that one; a fragment stays last. An absolute URL of the site's own origin counts as
 * its path; anything else is refused: the storefront must not become an open redirect.
 */
export function redirectTarget(target: string | null, requestUrl: string, context: TeaserContext): string | null {
  if (!target) return null;
  const link = toLinkTarget(target, context.site);
  if (!link || link.external || !isShopPath(link.url)) return null;
  const hashAt = link.url.indexOf('#');
  const beforeHash = hashAt < 0 ? link.url : link.url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : link.url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt);
  const targetQuery = queryAt < 0 ? '' : beforeHash.slice(queryAt + 1);
  const requestQuery = requestUrl.includes('?') ? requestUrl.slice(requestUrl.indexOf('?') + 1) : '';
  const query = requestQuery && (targetQuery === '' || sameQuery(targetQuery, requestQuery)) ? requestQuery : targetQuery;
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

/** getPageDetailsByUrl's answer as the contract's PageResolution (session spec §2). */
export function toPageResolution(details: UpstreamPageDetails, requestUrl: string, context: TeaserContext, check: RedirectCheck): PageResolution {
  const kind = KIND_BY_PAGE_TYPE[details.pageType] ?? 'NOT_FOUND';
  if (kind === 'NOT_FOUND') return notFoundResolution();
  let redirectTo: string | null = null;
  let httpStatus = details.httpStatus;
  if (kind === 'REDIRECT') {
    redirectTo = redirectTarget(details.redirectUrl, requestUrl, context);
    if (!redirectTo) {
      check.refused(details.redirectUrl ?? '(none)');
      return notFoundResolution();
    }
    httpStatus = httpStatus === 302 ? 302 : 301;
  } else if (kind === 'GONE') {
    httpStatus = 410;
  } else {
    httpStatus = 200;
  }
  const ok = httpStatus === 200;
  const abTests: AbTest[] = details.activeAbTests.map((test) => ({ id: test.id, trackingCode: test.trackingCode }));
  return {
    kind,
    httpStatus,
    redirectTo,
    seo: {
      title: details.title ?? null,
      description: details.description ?? null,
      robots: robotsFor(details.robots, httpStatus),
      // Contract: null for non-200 answers and product pages.
      canonicalUrl: ok && kind !== 'PRODUCT' ? absoluteUrl(details.canonicalUrl) : null,
      // Contract: no alternates on B2B (spec §1), app routes and non-200 answers, whatever the upstream sends.
      alternates: ok && kind !== 'APP' && !isB2bSite(context.site) ? toAlternates(details.hreflang) : [],
      breadcrumbs: toBreadcrumbs(details.breadcrumbs, context.site),
    },
    categoryId: kind === 'CATEGORY' ? (details.categoryId ?? null) : null,
    productId: kind === 'PRODUCT' ? (details.productId ?? null) : null,
    gridPageId: kind === 'CONTENT' ? (details.gridPageId ?? null) : null,
    abTests,
    leftNavigationHidden: details.leftNavigation.hidden,
    rows: kind === 'CONTENT' ? mapRows(details.rows, { ...context, abTests }) : [],
  };
}

/** A grid page as the contract's ContentGrid; abTests are those of the page showing it. */
export function toContentGrid(grid: UpstreamGridPage, abTests: readonly AbTest[], context: TeaserContext): ContentGrid {
  const httpOk = 200;
  return {
    pageId: grid.pageId,
    seo: {
      title: grid.title ?? null,
      description: grid.description ?? null,
      robots: robotsFor(grid.robots, httpOk),
      canonicalUrl: absoluteUrl(grid.canonicalUrl),
      alternates: isB2bSite(context.site) ? [] : toAlternates(grid.links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => ({ lang: link.hreflang!, url: link.href }))),
      breadcrumbs: toBreadcrumbs(grid.breadcrumbs, context.site),
    },
    abTests: [...abTests],
    rows: mapRows(grid.rows, { ...context, abTests }),
  };
}

/** Every teaser of some rows, children included. */
export function* teasersOf(rows: readonly ContentRow[]): Generator<ContentTeaser> {
  const walk = function* (teaser: ContentTeaser): Generator<ContentTeaser> {
    yield teaser;
    for (const child of teaser.children) yield* walk(child);
  };
  for (const row of rows) for (const cell of row.cells) yield* walk(cell.teaser);
}

/** Until when cached rows may be shown: the first end of a lightning deal on one of their tiles. */
export function rowsValidUntil(rows: readonly ContentRow[], now: number): number {
  return lightningDealsValidUntil([...teasersOf(rows)].flatMap((teaser) => teaser.products.map((tile) => tile.lightningDealInfo)), now);
}

/** Rows mapped earlier (kept in the cache) with their tiles' deals as `view` says now. */
export function viewRows(rows: ContentRow[], view: LightningView): ContentRow[] {
  const viewTeaser = (teaser: ContentTeaser): ContentTeaser =>
    teaser.products.length === 0 && teaser.children.length === 0
      ? teaser
      : { ...teaser, products: teaser.products.map((tile) => viewLightningFields(tile, view)), children: teaser.children.map(viewTeaser) };
  return rows.map((row) => ({ ...row, cells: row.cells.map((cell) => ({ ...cell, teaser: viewTeaser(cell.teaser) })) }));
}
