import {
  cleanSearchText,
  RATING_MAX,
  SEARCH_FILTER_ID_MAX_LENGTH,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_FILTERS,
  SEARCH_QUERY_MAX_LENGTH,
} from '@tafel/domain';
import { firstValue, parsePage, parseSortOf, type QueryValue, type SortOption } from './listing';

// The state of a product listing — a category page or a search (catalogue spec §3 "Listing
// state": page, sort, enum filters, price and rating ranges) — as its URL carries it (§5: p falls
// back to 1, filter.PRICE is from-to, filter keys beginning filter. are split on commas), and the
// URLs its links lead to. Everything here is outside input: a piece that cannot be used falls back
// (page 1, the listing's default sort) or is left out, so a hand-edited URL still shows a listing.
// The filters stay within @tafel/domain's listing rules (checkListingFilters), so the orchestrator
// does not refuse what a URL asked for. Pure: the filter form (browser) and the pages (server)
// share it; lib/search/search-params.ts and lib/listing/category-listing.ts build on it.

/** Query parameter names of a listing. */
export const LISTING_PARAM = {
  page: 'p',
  sort: 'sort',
  filterPrefix: 'filter.',
  price: 'filter.PRICE',
  rating: 'filter.rating',
  // The filter form's price inputs: a GET form cannot join them into "from-to" by itself.
  priceFrom: 'price.from',
  priceTo: 'price.to',
} as const;

/** Filter values are texts of at most 100 characters, like a search query. */
const MAX_FILTER_VALUE_LENGTH = SEARCH_QUERY_MAX_LENGTH;
/** Highest price bound a listing passes on (the shop sells school supplies, not houses). */
const MAX_PRICE = 1_000_000;

/** One enum filter: values of a filter combine with OR, filters with AND. */
export interface EnumFilter {
  id: string;
  values: string[];
}

/** A price range; either bound may be open. */
export interface PriceBounds {
  from: number | null;
  to: number | null;
}

/** What a listing URL asks for besides what is listed, checked. */
export interface ListingState<S extends string = string> {
  page: number;
  sort: S;
  filters: EnumFilter[];
  price: PriceBounds | null;
  minRating: number | null;
}

/** What sets one kind of listing apart: its sorts (in the order of the sort select) and their default. */
export interface ListingKind<S extends string = string> {
  sortOptions: readonly SortOption<S>[];
  defaultSort: S;
  /** Pages beyond this fall back to 1 (the API would refuse them). */
  maxPage?: number;
}

/**
 * Where a listing lives: its path and the parameters that say what is listed (the search's q, oq
 * and searchInCategoryId; none for a category), which go first in its URLs. Plain data, so a
 * server component can hand it to the filter form.
 */
export interface ListingLocation<S extends string = string> extends ListingKind<S> {
  path: string;
  base: readonly (readonly [name: string, value: string])[];
}

/** Query parameters as Next.js hands them over (or as collected from a form). */
export type ListingParamsRecord = Readonly<Record<string, QueryValue>>;

const FILTER_ID = new RegExp(`^[A-Za-z][A-Za-z0-9_-]{0,${SEARCH_FILTER_ID_MAX_LENGTH - 1}}$`);
const AMOUNT = /^\d{1,7}(?:[.,]\d{1,2})?$/;
const STARS = /^[0-5](?:[.,]\d)?$/;

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

/**
 * Spec §5: every parameter `filter.{id}` except PRICE and rating is an enum filter; its values are
 * split on commas, and a repeated parameter adds values. Ids are compared without case (the
 * first spelling wins); blank, over-long and repeated values are left out, as are filters and
 * values beyond the API's limits.
 */
export function parseFilters(params: ListingParamsRecord): EnumFilter[] {
  const filters: EnumFilter[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith(LISTING_PARAM.filterPrefix)) continue;
    const id = key.slice(LISTING_PARAM.filterPrefix.length);
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

/**
 * Reads a listing URL's own parameters (spec §3, §5); never throws. `p` falls back to 1 (also
 * beyond `maxPage`), an unknown sort to the listing's default, a malformed price or rating is
 * left out. The filter form's `price.from` / `price.to` replace `filter.PRICE` when either is filled.
 */
export function parseListingParams<S extends string>(params: ListingParamsRecord, kind: ListingKind<S>): ListingState<S> {
  const page = parsePage(params[LISTING_PARAM.page]);
  const fromText = firstValue(params[LISTING_PARAM.priceFrom])?.trim() ?? '';
  const toText = firstValue(params[LISTING_PARAM.priceTo])?.trim() ?? '';
  return {
    page: kind.maxPage === undefined || page <= kind.maxPage ? page : 1,
    sort: parseSortOf(params[LISTING_PARAM.sort], kind.sortOptions, kind.defaultSort),
    filters: parseFilters(params),
    price: fromText !== '' || toText !== '' ? parsePriceRange(`${fromText}-${toText}`) : parsePriceRange(params[LISTING_PARAM.price]),
    minRating: parseMinRating(params[LISTING_PARAM.rating]),
  };
}

/** Collects form fields (repeated names become lists) into the record the parsers read. */
export function paramsFromEntries(entries: Iterable<readonly [string, unknown]>): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== 'string') continue;
    (params[name] ??= []).push(value);
  }
  return params;
}

/** The filters of a listing as the orchestrator takes them (category and search alike); empty parts left out. */
export function listingFilterInput(state: Pick<ListingState, 'filters' | 'price' | 'minRating'>): {
  filters?: { id: string; values: string[] }[];
  price?: { from: number | null; to: number | null };
  minRating?: number;
} {
  return {
    ...(state.filters.length > 0 ? { filters: state.filters.map((filter) => ({ id: filter.id, values: [...filter.values] })) } : {}),
    ...(state.price ? { price: { from: state.price.from, to: state.price.to } } : {}),
    ...(state.minRating !== null ? { minRating: state.minRating } : {}),
  };
}

// Readable URLs: spaces as "+", the commas between values literal. A comma inside a value is
// escaped in the link, but the server sees the decoded URL and splits on it (spec §5): values with
// commas do not survive a round trip (the shop's filter values have none).
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

type Parts = [name: string, values: string[]][];

/** A listing state as its parameters in URL order, each with its values; the default sort and page 1 are left out. */
function stateParts(state: Partial<ListingState>, defaultSort: string): Parts {
  const parts: Parts = [];
  for (const filter of state.filters ?? []) {
    if (filter.values.length > 0) parts.push([`${LISTING_PARAM.filterPrefix}${filter.id}`, filter.values]);
  }
  if (state.price) parts.push([LISTING_PARAM.price, [priceRangeText(state.price)]]);
  if (state.minRating !== null && state.minRating !== undefined) parts.push([LISTING_PARAM.rating, [String(state.minRating)]]);
  if (state.sort && state.sort !== defaultSort) parts.push([LISTING_PARAM.sort, [state.sort]]);
  if (state.page && state.page > 1) parts.push([LISTING_PARAM.page, [String(state.page)]]);
  return parts;
}

function locationParts(location: Pick<ListingLocation, 'base' | 'defaultSort'>, state: Partial<ListingState>): Parts {
  return [...location.base.map(([name, value]): [string, string[]] => [name, [value]]), ...stateParts(state, location.defaultSort)];
}

/** A listing as form fields (a filter's values as repeated fields), e.g. the hidden fields of a GET form. */
export function listingParamPairs(location: Pick<ListingLocation, 'base' | 'defaultSort'>, state: Partial<ListingState>): [name: string, value: string][] {
  return locationParts(location, state).flatMap(([name, values]) => values.map((value): [string, string] => [name, value]));
}

/** The URL of a listing in the spec's form: `/cat/210?filter.{id}=v1,v2&filter.PRICE=5-20&sort=NAME&p=2`. */
export function listingHref(location: Pick<ListingLocation, 'path' | 'base' | 'defaultSort'>, state: Partial<ListingState>): string {
  const query = locationParts(location, state)
    .map(([name, values]) => `${encode(name)}=${values.map(encode).join(',')}`)
    .join('&');
  return query === '' ? location.path : `${location.path}?${query}`;
}

/** The same listing with some parts changed; anything but the page starts again at page 1 (spec §2). */
export function changedListing<T extends ListingState>(state: T, change: Partial<T>): T {
  return { ...state, ...change, page: change.page ?? 1 };
}

/** A filter value switched on or off (values compared without case); back to page 1. */
export function toggledFilterValue<T extends ListingState>(state: T, id: string, value: string, on: boolean): T {
  const lower = value.toLowerCase();
  const others = state.filters.filter((filter) => filter.id.toLowerCase() !== id.toLowerCase());
  const current = state.filters.find((filter) => filter.id.toLowerCase() === id.toLowerCase());
  const kept = (current?.values ?? []).filter((known) => known.toLowerCase() !== lower);
  const values = on ? [...kept, value] : kept;
  const position = current ? state.filters.indexOf(current) : state.filters.length;
  const filters = values.length > 0 ? [...others.slice(0, position), { id: current?.id ?? id, values }, ...others.slice(position)] : others;
  return changedListing(state, { filters } as Partial<T>);
}

/** Spec §2: removing all filters clears them and resets the sort to the listing's default (page 1). */
export function withoutListingFilters<T extends ListingState>(state: T, defaultSort: T['sort']): T {
  return { ...state, page: 1, sort: defaultSort, filters: [], price: null, minRating: null };
}

/** Filter ids and values are compared without case (the URL may spell them otherwise than the listing). */
export function sameText(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether the state's enum filters hold this value of this filter (without case). */
export function hasFilterValue(filters: readonly EnumFilter[], id: string, value: string): boolean {
  return filters.some((filter) => sameText(filter.id, id) && filter.values.some((known) => sameText(known, value)));
}

/** Whether enum filters, a price or a rating narrow the listing. */
export function hasListingFilters(state: Pick<ListingState, 'filters' | 'price' | 'minRating'>): boolean {
  return state.filters.length > 0 || state.price !== null || state.minRating !== null;
}

/** An enum filter as a listing offers it (the orchestrator's ListingFilter), as far as the URL functions need it. */
export interface OfferedFilter {
  id: string;
  values: readonly { id: string }[];
}

/**
 * The filter form's own hidden fields (after the location's base): a sort other than the default,
 * and values of the URL the listing does not offer as a checkbox, so applying the form keeps them.
 */
export function filterFormHidden(state: ListingState, offered: readonly OfferedFilter[], defaultSort: string): [name: string, value: string][] {
  const fields: [string, string][] = [];
  if (state.sort !== defaultSort) fields.push([LISTING_PARAM.sort, state.sort]);
  for (const filter of state.filters) {
    const listed = offered.find((candidate) => sameText(candidate.id, filter.id));
    for (const value of filter.values) {
      if (!listed?.values.some((candidate) => sameText(candidate.id, value))) fields.push([`${LISTING_PARAM.filterPrefix}${filter.id}`, value]);
    }
  }
  return fields;
}

/**
 * Where the filter form leads: the canonical URL of the listing its fields describe (filters as
 * `filter.{id}=v1,v2`, the price as `filter.PRICE=from-to`, page 1). The location's base (the
 * search's query) comes from the location, not from the fields.
 */
export function filterFormHref(location: ListingLocation, entries: Iterable<readonly [string, unknown]>): string {
  const state = parseListingParams(paramsFromEntries(entries), location);
  return listingHref(location, { ...state, page: 1 });
}
