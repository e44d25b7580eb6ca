import { SHOP_ID_PATTERN } from './ids.js';
import { maxLength, required, ValidationKeys } from './validation.js';

/**
 * Rules of a product search (catalogue spec §2 Search, §5 paging and filters, §7 core_search and
 * getSuggestQueries, §9 60 per page): the orchestrator refuses a search breaking them before it
 * asks the upstream, and the storefront keeps what it sends within them.
 */

/** Free text the upstream accepts (search terms, filter values): at most 100 characters. */
export const SEARCH_QUERY_MAX_LENGTH = 100;
/** Suggestions start from 2 characters (after trimming). */
export const SEARCH_SUGGEST_MIN_LENGTH = 2;
/** The upstream answers at most 8 suggestions. */
export const SEARCH_SUGGESTIONS_MAX = 8;
/** Spec §9: 60 products per page, the most the upstream pages by. */
export const SEARCH_PAGE_SIZE_MAX = 60;
/** Pages beyond this are nonsense (600 000 products), not a shop's listing (search or category). */
export const SEARCH_PAGE_MAX = 10_000;
/** Spec §9: searches sort by relevance unless the shopper chose otherwise. */
export const SEARCH_DEFAULT_SORT = 'RELEVANCE';
export const SEARCH_MAX_FILTERS = 10;
export const SEARCH_MAX_FILTER_VALUES = 50;
export const SEARCH_FILTER_ID_MAX_LENGTH = 64;
/** Ratings are 0 to 5 stars. */
export const RATING_MAX = 5;

/** Message keys of refused searches; required and maxLength are the spec's form keys (§5), the rest ours. */
export const SearchKeys = {
  required: ValidationKeys.required,
  maxLength: ValidationKeys.maxLength,
  invalidPage: 'vue.search.error.invalidPage',
  invalidPageSize: 'vue.search.error.invalidPageSize',
  tooManyFilters: 'vue.search.error.tooManyFilters',
  tooManyValues: 'vue.search.error.tooManyValues',
  invalidRange: 'vue.search.error.invalidRange',
  invalidRating: 'vue.search.error.invalidRating',
  invalidCategory: 'vue.search.error.invalidCategory',
  /** The upstream refused the search (a filter id the listing does not have, an unknown category). */
  refused: 'vue.search.error.refused',
} as const;

/** One enum filter of a search: its id (or name) and the values, combined with OR. */
export interface SearchFilter {
  id: string;
  values: string[];
}

/** A search as the shopper asked for it, before any check. */
export interface SearchRequest extends ListingFilterRequest {
  query: string;
  originalQuery?: string | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  categoryId?: string | null | undefined;
}

/** A search that passed the rules, cleaned: what the upstream is asked for. */
export interface SearchCriteria {
  query: string;
  originalQuery: string | null;
  page: number;
  pageSize: number;
  categoryId: string | null;
  /** Filters with at least one value, one entry per id (repeated ids merged), values de-duplicated. */
  filters: SearchFilter[];
  price: { from: number | null; to: number | null } | null;
  minRating: number | null;
}

/** A broken rule: the input path (e.g. filters.2.values.0), the message key and values for its text. */
export interface SearchProblem {
  field: string;
  messageKey: string;
  params?: Record<string, string>;
}

export type SearchCheck = { ok: true; criteria: SearchCriteria } | { ok: false; problems: SearchProblem[] };

// C0/C1 control characters and the Unicode line separators never belong in a search, a filter or a path.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/** Whether a text holds a control character or a Unicode line separator. */
export function hasControlCharacters(text: string): boolean {
  return text.search(CONTROL_CHARACTERS) !== -1;
}

/**
 * Cleans a search text: control characters count as blanks; inner whitespace is collapsed and the
 * ends trimmed, as the upstream's checkQuery cleans a query.
 */
export function cleanSearchText(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}


const withinTextLength = maxLength(SEARCH_QUERY_MAX_LENGTH);

// The spec's form rules (validation.ts): required, then at most 100 characters.
function textProblem(field: string, text: string, isRequired: boolean): SearchProblem | null {
  const problem = (isRequired ? required(text) : null) ?? withinTextLength(text);
  return problem && { field, ...problem };
}

function wholeNumberProblem(field: string, value: number, min: number, max: number, messageKey: string): SearchProblem | null {
  return Number.isInteger(value) && value >= min && value <= max ? null : { field, messageKey, params: { min: String(min), max: String(max) } };
}

function bound(value: number | null | undefined): number | null {
  return value === undefined || value === null ? null : value;
}

/**
 * Checks a search against the rules and cleans it: texts trimmed and collapsed, filters with no
 * values dropped, repeated filter ids (compared case-insensitively) merged, repeated values dropped.
 * Every broken rule is reported, with its input path.
 */
export function checkSearch(request: SearchRequest): SearchCheck {
  const problems: SearchProblem[] = [];
  const add = (problem: SearchProblem | null) => {
    if (problem) problems.push(problem);
  };

  const query = cleanSearchText(request.query);
  add(textProblem('query', query, true));
  const originalQuery = request.originalQuery == null ? null : cleanSearchText(request.originalQuery);
  if (originalQuery !== null) add(textProblem('originalQuery', originalQuery, false));

  const page = request.page ?? 1;
  add(wholeNumberProblem('page', page, 1, SEARCH_PAGE_MAX, SearchKeys.invalidPage));
  const pageSize = request.pageSize ?? SEARCH_PAGE_SIZE_MAX;
  add(wholeNumberProblem('pageSize', pageSize, 1, SEARCH_PAGE_SIZE_MAX, SearchKeys.invalidPageSize));

  const categoryId = request.categoryId == null || request.categoryId === '' ? null : request.categoryId;
  if (categoryId !== null && !SHOP_ID_PATTERN.test(categoryId)) add({ field: 'categoryId', messageKey: SearchKeys.invalidCategory });

  const listing = checkListingFilters(request);
  problems.push(...listing.problems);

  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, criteria: { query, originalQuery: originalQuery || null, page, pageSize, categoryId, ...listing.filters } };
}

/** The filters of a listing (a search or a category page), as the shopper chose them. */
export interface ListingFilterRequest {
  filters?: readonly SearchFilter[] | null | undefined;
  price?: { from?: number | null | undefined; to?: number | null | undefined } | null | undefined;
  minRating?: number | null | undefined;
}

/** Checked and cleaned listing filters. */
export type ListingFilters = Pick<SearchCriteria, 'filters' | 'price' | 'minRating'>;

/**
 * Checks the filters of a listing: at most 10 enum filters of at most 50 values of 1 to 100
 * characters (filters without values dropped, repeated ids merged case-insensitively, repeated
 * values dropped), prices 0 or more with from not above to, a minimum rating of 0 to 5 stars.
 * Every broken rule is reported with its input path. Past a count limit (more than 10 filters,
 * more than 50 values of one filter) only the limit is reported and what lies beyond is not
 * looked at: a request of a hundred thousand values costs no more than one of fifty. Within the
 * limits the filters are cleaned either way.
 */
export function checkListingFilters(request: ListingFilterRequest): { problems: SearchProblem[]; filters: ListingFilters } {
  const problems: SearchProblem[] = [];
  const add = (problem: SearchProblem | null) => {
    if (problem) problems.push(problem);
  };

  const merged = new Map<string, SearchFilter>();
  let given = request.filters ?? [];
  if (given.length > SEARCH_MAX_FILTERS) {
    add({ field: 'filters', messageKey: SearchKeys.tooManyFilters, params: { max: String(SEARCH_MAX_FILTERS) } });
    given = [];
  }
  given.forEach((filter, index) => {
    const id = filter.id.trim();
    if (id === '') add({ field: `filters.${index}.id`, messageKey: SearchKeys.required });
    else if (id.length > SEARCH_FILTER_ID_MAX_LENGTH) add({ field: `filters.${index}.id`, messageKey: SearchKeys.maxLength, params: { max: String(SEARCH_FILTER_ID_MAX_LENGTH) } });
    if (filter.values.length > SEARCH_MAX_FILTER_VALUES) {
      add({ field: `filters.${index}.values`, messageKey: SearchKeys.tooManyValues, params: { max: String(SEARCH_MAX_FILTER_VALUES) } });
      return;
    }
    const values = filter.values.map((value, valueIndex) => {
      const text = cleanSearchText(value);
      add(textProblem(`filters.${index}.values.${valueIndex}`, text, true));
      return text;
    });
    const key = id.toLowerCase();
    const entry = merged.get(key) ?? { id, values: [] };
    for (const value of values) if (value !== '' && !entry.values.includes(value)) entry.values.push(value);
    merged.set(key, entry);
  });
  const filters = [...merged.values()].filter((filter) => filter.values.length > 0);

  let price: SearchCriteria['price'] = null;
  if (request.price) {
    const from = bound(request.price.from);
    const to = bound(request.price.to);
    for (const [name, value] of [['from', from], ['to', to]] as const) {
      if (value !== null && !(Number.isFinite(value) && value >= 0)) add({ field: `price.${name}`, messageKey: SearchKeys.invalidRange });
    }
    if (from !== null && to !== null && from > to) add({ field: 'price', messageKey: SearchKeys.invalidRange });
    if (from !== null || to !== null) price = { from, to };
  }

  const minRating = bound(request.minRating);
  if (minRating !== null && !(Number.isFinite(minRating) && minRating >= 0 && minRating <= RATING_MAX)) {
    add({ field: 'minRating', messageKey: SearchKeys.invalidRating, params: { max: String(RATING_MAX) } });
  }

  return { problems, filters: { filters, price, minRating } };
}

/**
 * A fresh search is one the shopper just typed: no long-tail adjustment yet (no original query),
 * first page, by relevance, whole shop, no filters. Only a fresh search is checked for redirects
 * and adjusted; another sort is the shopper acting on results already shown (a new search resets
 * the sort, spec §2).
 */
export function isFreshSearch(criteria: SearchCriteria, sort: string): boolean {
  return sort === SEARCH_DEFAULT_SORT && criteria.originalQuery === null && criteria.page === 1 && criteria.categoryId === null && criteria.filters.length === 0 && criteria.price === null && criteria.minRating === null;
}

/** A path of the shop itself (/cat/610/, /prod/10401?varid=...): never another host, never protocol-relative. */
export function isShopPath(path: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(path) && path.length <= 2048;
}
