import { cleanSearchText, hasControlCharacters, isShopId, isShopPath, SEARCH_DEFAULT_SORT, SEARCH_PAGE_MAX, SEARCH_QUERY_MAX_LENGTH } from '@tafel/domain';
import type { SearchInput, SearchSort } from '@tafel/graphql-schema/storefront';
import { firstValue, PRODUCTS_PER_PAGE, SORT_OPTIONS, type SortOption } from '@/lib/listing/listing';
import {
  changedListing,
  hasListingFilters,
  LISTING_PARAM,
  listingFilterInput,
  listingHref,
  listingParamPairs,
  parseListingParams,
  withoutListingFilters,
  type ListingKind,
  type ListingLocation,
  type ListingParamsRecord,
  type ListingState,
} from '@/lib/listing/listing-state';
import { shopPath } from '@/lib/site/links';
import { SEARCH_PATH } from './search-target';

// The search page's URL (catalogue spec §2 "Search", §5, §9): what /search?q=…&oq=…&p=…&sort=…
// &searchInCategoryId=…&filter.{id}=v1,v2&filter.PRICE=from-to&filter.rating=n means, and the
// URLs its links lead to. A search is a listing (lib/listing/listing-state.ts: page, sort, filters, price,
// rating) of what q, oq and searchInCategoryId say. Everything here is outside input: a piece that
// cannot be used falls back (page 1, sort by relevance) or is left out, so a hand-edited URL still
// shows a search. Pure, so the header's search box (browser) and the page (server) share it.

/** Spec §9 (libs/domain): searches sort by relevance unless the shopper chose otherwise. */
export const DEFAULT_SEARCH_SORT: SearchSort = SEARCH_DEFAULT_SORT;

/** Sorts of the search page, in the order of its sort select. */
export const SEARCH_SORT_OPTIONS: readonly SortOption<SearchSort>[] = [{ value: 'RELEVANCE', label: 'ui.sort.relevance' }, ...SORT_OPTIONS];

/** The search as a kind of listing: its sorts, relevance first, and the pages the API serves. */
export const SEARCH_LISTING: ListingKind<SearchSort> = { sortOptions: SEARCH_SORT_OPTIONS, defaultSort: DEFAULT_SEARCH_SORT, maxPage: SEARCH_PAGE_MAX };

/** Query parameter names. */
export const PARAM = {
  ...LISTING_PARAM,
  query: 'q',
  originalQuery: 'oq',
  category: 'searchInCategoryId',
} as const;

/** What a search URL asks for, checked. `q` is '' when the URL has none. */
export interface SearchState extends ListingState<SearchSort> {
  q: string;
  oq: string | null;
  categoryId: string | null;
}

export interface ParsedSearch {
  state: SearchState;
  /** The query is over SEARCH_QUERY_MAX_LENGTH characters: the page says so instead of searching. */
  tooLong: boolean;
}

/** Query parameters as Next.js hands them over (or as collected from a form). */
export type SearchParamsRecord = ListingParamsRecord;

/** A query text (q, oq): cleaned; null when blank. */
function queryText(value: ListingParamsRecord[string]): string | null {
  const text = cleanSearchText(firstValue(value) ?? '');
  return text === '' ? null : text;
}

/** Reads a search URL's parameters (spec §2, §5); never throws. */
export function parseSearchParams(params: SearchParamsRecord): ParsedSearch {
  const rawQuery = queryText(params[PARAM.query]) ?? '';
  const tooLong = rawQuery.length > SEARCH_QUERY_MAX_LENGTH;
  const oq = queryText(params[PARAM.originalQuery]);
  const categoryId = firstValue(params[PARAM.category])?.trim() ?? '';
  const listing = parseListingParams(params, SEARCH_LISTING);
  return {
    tooLong,
    state: {
      q: tooLong ? rawQuery.slice(0, SEARCH_QUERY_MAX_LENGTH) : rawQuery,
      oq: oq !== null && oq.length <= SEARCH_QUERY_MAX_LENGTH ? oq : null,
      page: listing.page,
      sort: listing.sort,
      categoryId: isShopId(categoryId) ? categoryId : null,
      filters: listing.filters,
      price: listing.price,
      minRating: listing.minRating,
    },
  };
}

/** The orchestrator's input for a search (spec §9: 60 products per page). */
export function searchInput(state: SearchState): SearchInput {
  return {
    query: state.q,
    ...(state.oq ? { originalQuery: state.oq } : {}),
    page: state.page,
    pageSize: PRODUCTS_PER_PAGE,
    sort: state.sort,
    ...(state.categoryId ? { categoryId: state.categoryId } : {}),
    ...listingFilterInput(state),
  };
}

type SearchLinkState = Partial<SearchState> & { q: string };

/**
 * Where a search lives as a listing: /search with what it searches for (q, oq,
 * searchInCategoryId) before the listing's own parameters.
 */
export function searchLocation(state: Pick<SearchLinkState, 'q' | 'oq' | 'categoryId'>): ListingLocation<SearchSort> {
  const base: [string, string][] = [[PARAM.query, state.q]];
  if (state.oq) base.push([PARAM.originalQuery, state.oq]);
  if (state.categoryId) base.push([PARAM.category, state.categoryId]);
  return { ...SEARCH_LISTING, path: SEARCH_PATH, base };
}

/** A search as form fields (a filter's values as repeated fields), e.g. the hidden fields of a GET form. */
export function searchParamPairs(state: SearchLinkState): [name: string, value: string][] {
  return listingParamPairs(searchLocation(state), state);
}

/** The URL of a search; the spec's form `/search?q=…&filter.{id}=v1,v2`. Defaults (relevance, page 1) are left out. */
export function searchHref(state: SearchLinkState): string {
  return listingHref(searchLocation(state), state);
}

/** Spec §9: the canonical URL of a search keeps only q and p. */
export function searchCanonicalPath(state: Pick<SearchState, 'q' | 'page'>): string {
  return searchHref({ q: state.q, page: state.page });
}

/** The same search with some parts changed; anything but the page starts again at page 1. */
export function changedSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  return changedListing(state, change);
}

/**
 * Spec §2: removing all filters clears the filters and the in-category search and resets the
 * sort. The query stays, and so does `oq`: an adjusted search is not adjusted again.
 */
export function withoutFilters(state: SearchState): SearchState {
  return { ...withoutListingFilters(state, DEFAULT_SEARCH_SORT), categoryId: null };
}

/**
 * The same search without its filters and category, from page 1, the sort kept: what is shown
 * when the API refused them (a stale or hand-edited link), as the category page does.
 */
export function unfilteredSearch(state: SearchState): SearchState {
  return { ...withoutFilters(state), sort: state.sort };
}

/** Whether anything narrows the search beyond its query. */
export function hasNarrowing(state: SearchState): boolean {
  return hasListingFilters(state) || state.categoryId !== null;
}

/**
 * A redirect target of the search (SearchRedirect.path) the page may follow: a path of this shop
 * (one leading '/', no scheme or host, no blanks or control characters) that is not the search
 * itself, with the trailing slash the storefront's routes do not have removed. Null otherwise:
 * the page then shows results instead.
 */
export function localRedirectPath(path: string): string | null {
  if (!isShopPath(path) || path.includes('\\') || hasControlCharacters(path)) return null;
  const target = shopPath(path);
  const pathname = target.split(/[?#]/, 1)[0];
  return pathname === SEARCH_PATH ? null : target;
}
