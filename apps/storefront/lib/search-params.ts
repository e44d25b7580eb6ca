import {
  cleanSearchText as collapseBlanks,
  isShopPath,
  RATING_MAX,
  SEARCH_FILTER_ID_MAX_LENGTH,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_FILTERS,
  SEARCH_PAGE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
} from '@tafel/domain';
import type { SearchInput, SearchSort } from '@tafel/graphql-schema/storefront';
import { firstValue, parsePage, parseSortOf, PRODUCTS_PER_PAGE, type QueryValue, type SortOption } from './listing';
import { shopPath } from './links';

// The search page's URL (catalogue spec §2 "Search", §5, §9): what /search?q=…&oq=…&p=…&sort=…
// &searchInCategoryId=…&filter.{id}=v1,v2&filter.PRICE=from-to&filter.rating=n means, and the
// URLs its links lead to. Everything here is outside input: a piece that cannot be used falls
// back (page 1, sort by relevance) or is left out, so a hand-edited URL still shows a search.
// Pure, so the header's search box (browser) and the page (server) share it.

/** The search page's path. */
export const SEARCH_PATH = '/search';

// The search rules of @tafel/domain (checkSearch): what the page sends stays within them, so the
// orchestrator does not refuse a search a hand-edited URL asked for.
export { SEARCH_QUERY_MAX_LENGTH };
/** Filter values are texts of at most 100 characters, like the query. */
const MAX_FILTER_VALUE_LENGTH = SEARCH_QUERY_MAX_LENGTH;
/** Highest price bound the page passes on (the shop sells school supplies, not houses). */
const MAX_PRICE = 1_000_000;

/** Spec §9: searches sort by relevance unless the shopper chose otherwise. */
export const DEFAULT_SEARCH_SORT: SearchSort = 'RELEVANCE';

/** Sorts of the search page, in the order of its sort select. */
export const SEARCH_SORT_OPTIONS: readonly SortOption<SearchSort>[] = [
  { value: 'RELEVANCE', label: 'ui.sort.relevance' },
  { value: 'RECOMMENDED', label: 'ui.sort.recommended' },
  { value: 'NEWEST', label: 'ui.sort.newest' },
  { value: 'RATING', label: 'ui.sort.rating' },
  { value: 'PRICE_ASC', label: 'ui.sort.priceAsc' },
  { value: 'PRICE_DESC', label: 'ui.sort.priceDesc' },
  { value: 'NAME', label: 'ui.sort.name' },
];

/** Query parameter names. */
export const PARAM = {
  query: 'q',
  originalQuery: 'oq',
  page: 'p',
  sort: 'sort',
  category: 'searchInCategoryId',
  filterPrefix: 'filter.',
  price: 'filter.PRICE',
  rating: 'filter.rating',
  // The filter form's price inputs: a GET form cannot join them into "from-to" by itself.
  priceFrom: 'price.from',
  priceTo: 'price.to',
} as const;

/** One enum filter: values of a filter combine with OR, filters with AND. */
export interface SearchFilter {
  id: string;
  values: string[];
}

/** A price range; either bound may be open. */
export interface PriceBounds {
  from: number | null;
  to: number | null;
}

/** What a search URL asks for, checked. `q` is '' when the URL has none. */
export interface SearchState {
  q: string;
  oq: string | null;
  page: number;
  sort: SearchSort;
  categoryId: string | null;
  filters: SearchFilter[];
  price: PriceBounds | null;
  minRating: number | null;
}

export interface ParsedSearch {
  state: SearchState;
  /** The query is over SEARCH_QUERY_MAX_LENGTH characters: the page says so instead of searching. */
  tooLong: boolean;
}

/** Query parameters as Next.js hands them over (or as collected from a form). */
export type SearchParamsRecord = Readonly<Record<string, QueryValue>>;

const CATEGORY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const FILTER_ID = new RegExp(`^[A-Za-z][A-Za-z0-9_-]{0,${SEARCH_FILTER_ID_MAX_LENGTH - 1}}$`);
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const STARS = /^[0-5](?:[.,]\d)?$/;
// C0/C1 control characters and the Unicode line separators never belong in a search or a path.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A text as the shop searches for it: no control characters, blanks collapsed, trimmed. */
export function cleanSearchText(text: string): string {
  return collapseBlanks(text.replace(new RegExp(CONTROL.source, 'g'), ' '));
}

function allValues(value: QueryValue): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** "4,99" or "4.99" → 4.99; anything else (negative, three decimals, words) → null. */
export function parseAmount(text: string | undefined): number | null {
  const raw = text?.trim() ?? '';
  if (!AMOUNT.test(raw)) return null;
  const amount = Number(raw.replace(',', '.'));
  return Number.isFinite(amount) && amount <= MAX_PRICE ? amount : null;
}

function priceRange(from: number | null, to: number | null): PriceBounds | null {
  if (from === null && to === null) return null;
  // A range entered the wrong way round is meant the right way round.
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return { from, to };
}

/**
 * Spec §5: `filter.PRICE` is "from-to"; either side may be empty ("5-", "-20"), numbers with a
 * decimal point or comma. Malformed → null (no price filter).
 */
export function parsePriceRange(value: QueryValue): PriceBounds | null {
  const raw = firstValue(value)?.trim() ?? '';
  const match = /^([^-]*)-([^-]*)$/.exec(raw);
  if (!match) return null;
  const fromText = match[1]?.trim() ?? '';
  const toText = match[2]?.trim() ?? '';
  const from = fromText === '' ? null : parseAmount(fromText);
  const to = toText === '' ? null : parseAmount(toText);
  if ((fromText !== '' && from === null) || (toText !== '' && to === null)) return null;
  return priceRange(from, to);
}

/** `filter.rating`: at least this many stars, above 0 and at most 5 (one decimal); else null. */
export function parseMinRating(value: QueryValue): number | null {
  const raw = firstValue(value)?.trim() ?? '';
  if (!STARS.test(raw)) return null;
  const stars = Number(raw.replace(',', '.'));
  return stars > 0 && stars <= RATING_MAX ? stars : null;
}

/** Spec §5: p falls back to 1, also beyond the last page the API takes. */
function searchPage(value: QueryValue): number {
  const page = parsePage(value);
  return page <= SEARCH_PAGE_MAX ? page : 1;
}

/** A query text (q, oq): cleaned; null when blank. */
function queryText(value: QueryValue): string | null {
  const text = cleanSearchText(firstValue(value) ?? '');
  return text === '' ? null : text;
}

/**
 * Spec §5: every parameter `filter.{id}` except PRICE and rating is an enum filter; its values are
 * split on commas, and a repeated parameter adds values. Ids are compared without case (the
 * first spelling wins); blank, over-long and repeated values are left out, as are filters and
 * values beyond the API's limits.
 */
export function parseFilters(params: SearchParamsRecord): SearchFilter[] {
  const filters: SearchFilter[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(PARAM.filterPrefix)) continue;
    const id = key.slice(PARAM.filterPrefix.length);
    const lower = id.toLowerCase();
    if (lower === 'price' || lower === 'rating' || !FILTER_ID.test(id)) continue;
    let filter = filters.find((candidate) => candidate.id.toLowerCase() === lower);
    for (const part of allValues(value).flatMap((text) => text.split(','))) {
      const text = cleanSearchText(part);
      if (text === '' || text.length > MAX_FILTER_VALUE_LENGTH || (filter?.values.length ?? 0) >= SEARCH_MAX_FILTER_VALUES) continue;
      if (!filter) {
        if (filters.length >= SEARCH_MAX_FILTERS) break;
        filter = { id, values: [] };
        filters.push(filter);
      }
      if (filter.values.some((known) => known.toLowerCase() === text.toLowerCase())) continue;
      filter.values.push(text);
    }
  }
  return filters;
}

/** Reads a search URL's parameters (spec §2, §5); never throws. */
export function parseSearchParams(params: SearchParamsRecord): ParsedSearch {
  const rawQuery = queryText(params[PARAM.query]) ?? '';
  const tooLong = rawQuery.length > SEARCH_QUERY_MAX_LENGTH;
  const oq = queryText(params[PARAM.originalQuery]);
  const categoryId = firstValue(params[PARAM.category])?.trim() ?? '';
  // The filter form sends its two price inputs; they replace filter.PRICE when either is filled.
  const fromText = firstValue(params[PARAM.priceFrom])?.trim() ?? '';
  const toText = firstValue(params[PARAM.priceTo])?.trim() ?? '';
  const price = fromText !== '' || toText !== '' ? parsePriceRange(`${fromText}-${toText}`) : parsePriceRange(params[PARAM.price]);
  return {
    tooLong,
    state: {
      q: tooLong ? rawQuery.slice(0, SEARCH_QUERY_MAX_LENGTH) : rawQuery,
      oq: oq !== null && oq.length <= SEARCH_QUERY_MAX_LENGTH ? oq : null,
      page: searchPage(params[PARAM.page]),
      sort: parseSortOf(params[PARAM.sort], SEARCH_SORT_OPTIONS, DEFAULT_SEARCH_SORT),
      categoryId: CATEGORY_ID.test(categoryId) ? categoryId : null,
      filters: parseFilters(params),
      price,
      minRating: parseMinRating(params[PARAM.rating]),
    },
  };
}

/** Collects form fields (repeated names become lists) into the record parseSearchParams reads. */
export function paramsFromEntries(entries: Iterable<readonly [string, unknown]>): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    (params[name] ??= []).push(value);
  }
  return params;
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
    ...(state.filters.length > 0 ? { filters: state.filters.map((filter) => ({ id: filter.id, values: [...filter.values] })) } : {}),
    ...(state.price ? { price: { from: state.price.from, to: state.price.to } } : {}),
    ...(state.minRating !== null ? { minRating: state.minRating } : {}),
  };
}

// Readable URLs: spaces as "+", the commas between values literal (a comma inside a value is
// escaped, so it cannot be taken for a separator).
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

function amountText(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}

/** "5-20", "5-", "-20": the URL form of a price range. */
export function priceRangeText(price: PriceBounds): string {
  return `${price.from === null ? '' : amountText(price.from)}-${price.to === null ? '' : amountText(price.to)}`;
}

/** A search as its parameters in URL order, each with its values; defaults (relevance, page 1) are left out. */
function searchParts(state: Partial<SearchState> & { q: string }): [name: string, values: string[]][] {
  const parts: [string, string[]][] = [[PARAM.query, [state.q]]];
  if (state.oq) parts.push([PARAM.originalQuery, [state.oq]]);
  if (state.categoryId) parts.push([PARAM.category, [state.categoryId]]);
  for (const filter of state.filters ?? []) {
    if (filter.values.length > 0) parts.push([`${PARAM.filterPrefix}${filter.id}`, filter.values]);
  }
  if (state.price) parts.push([PARAM.price, [priceRangeText(state.price)]]);
  if (state.minRating !== null && state.minRating !== undefined) parts.push([PARAM.rating, [String(state.minRating)]]);
  if (state.sort && state.sort !== DEFAULT_SEARCH_SORT) parts.push([PARAM.sort, [state.sort]]);
  if (state.page && state.page > 1) parts.push([PARAM.page, [String(state.page)]]);
  return parts;
}

/** A search as form fields (a filter's values as repeated fields), e.g. the hidden fields of a GET form. */
export function searchParamPairs(state: Partial<SearchState> & { q: string }): [name: string, value: string][] {
  return searchParts(state).flatMap(([name, values]) => values.map((value): [string, string] => [name, value]));
}

/** The URL of a search; the spec's form `/search?q=…&filter.{id}=v1,v2`. */
export function searchHref(state: Partial<SearchState> & { q: string }): string {
  const query = searchParts(state)
    .map(([name, values]) => `${encode(name)}=${values.map(encode).join(',')}`)
    .join('&');
  return `${SEARCH_PATH}?${query}`;
}

/** Where the header's search box goes: home for a blank query (spec §2), else the search. */
export function searchTarget(query: string): string {
  const q = cleanSearchText(query).slice(0, SEARCH_QUERY_MAX_LENGTH);
  return q === '' ? '/' : searchHref({ q });
}

/** Spec §9: the canonical URL of a search keeps only q and p. */
export function searchCanonicalPath(state: Pick<SearchState, 'q' | 'page'>): string {
  return searchHref({ q: state.q, page: state.page });
}

/** The same search with some parts changed; anything but the page starts again at page 1. */
export function changedSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  return { ...state, ...change, page: change.page ?? 1 };
}

/** A filter value switched on or off (values compared without case). */
export function toggledFilterValue(state: SearchState, id: string, value: string, on: boolean): SearchState {
  const lower = value.toLowerCase();
  const others = state.filters.filter((filter) => filter.id.toLowerCase() !== id.toLowerCase());
  const current = state.filters.find((filter) => filter.id.toLowerCase() === id.toLowerCase());
  const kept = (current?.values ?? []).filter((known) => known.toLowerCase() !== lower);
  const values = on ? [...kept, value] : kept;
  const position = current ? state.filters.indexOf(current) : state.filters.length;
  const filters = values.length > 0 ? [...others.slice(0, position), { id: current?.id ?? id, values }, ...others.slice(position)] : others;
  return changedSearch(state, { filters });
}

/**
 * Spec §2: removing all filters clears the filters and the in-category search and resets the
 * sort. The query stays, and so does `oq`: an adjusted search is not adjusted again.
 */
export function withoutFilters(state: SearchState): SearchState {
  return { q: state.q, oq: state.oq, page: 1, sort: DEFAULT_SEARCH_SORT, categoryId: null, filters: [], price: null, minRating: null };
}

/** Whether anything narrows the search beyond its query. */
export function hasNarrowing(state: SearchState): boolean {
  return state.filters.length > 0 || state.price !== null || state.minRating !== null || state.categoryId !== null;
}

/**
 * A redirect target of the search (SearchRedirect.path) the page may follow: a path of this shop
 * (one leading '/', no scheme or host, no blanks or control characters) that is not the search
 * itself, with the trailing slash the storefront's routes do not have removed. Null otherwise:
 * the page then shows results instead.
 */
export function localRedirectPath(path: string): string | null {
  if (!isShopPath(path) || path.includes('\\') || CONTROL.test(path)) return null;
  const target = shopPath(path);
  const pathname = target.split(/[?#]/, 1)[0];
  return pathname === SEARCH_PATH ? null : target;
}
