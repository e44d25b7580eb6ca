import type { SearchQuery } from '@tafel/graphql-schema/storefront';
import type { Translator } from '@/lib/i18n/i18n';
import { hasFilterValue, toggledFilterValue } from '@/lib/listing/listing-state';
import { listingChips, type FilterChip } from '@/lib/listing/listing-view';
import { searchHref, withoutFilters, type SearchState } from './search-params';

// What the search page shows around the results, as pure functions of the URL's search and the
// orchestrator's answer: the search its links build on, the long-tail adjustment, the chips.

export type SearchOutcome = SearchQuery['search'];
export type SearchResults = Extract<SearchOutcome, { __typename: 'SearchResults' }>;

/** The values the results have selected that the URL did not ask for: the long-tail adjustment's. */
export function adjustmentFilters(state: SearchState, results: SearchResults): { id: string; name: string; values: { id: string; name: string }[] }[] {
  if (!results.originalQuery) return [];
  return results.filters
    .map((filter) => ({
      id: filter.id,
      name: filter.name,
      values: filter.values.filter((value) => value.selected && !hasFilterValue(state.filters, filter.id, value.id)).map(({ id, name }) => ({ id, name })),
    }))
    .filter((filter) => filter.values.length > 0);
}

/**
 * The search the page's links build on: the query searched for and, after a long-tail
 * adjustment, what was typed as `oq` and the filters the adjustment selected — so paging,
 * sorting or filtering keeps the adjusted search and it is not adjusted again.
 */
export function effectiveSearch(state: SearchState, results: SearchResults): SearchState {
  let filters = state.filters;
  for (const filter of adjustmentFilters(state, results)) {
    for (const value of filter.values) filters = toggledFilterValue({ ...state, filters }, filter.id, value.id, true).filters;
  }
  return {
    ...state,
    q: results.query,
    oq: results.originalQuery ?? state.oq,
    page: results.page,
    sort: results.sort,
    categoryId: results.category?.id ?? state.categoryId,
    filters,
  };
}

/** Whether the results' query differs from what the shopper typed (a long-tail adjustment). */
export function isAdjusted(results: SearchResults): boolean {
  return results.originalQuery !== null && results.originalQuery.trim().toLowerCase() !== results.query.trim().toLowerCase();
}

/** The link of an adjusted search to exactly what was typed (oq set: the API does not adjust it again). */
export function unadjustedHref(originalQuery: string): string {
  return searchHref({ q: originalQuery, oq: originalQuery });
}

// Chips and their texts are the same for every listing (lib/listing/listing-view.ts).
export type { FilterChip } from '@/lib/listing/listing-view';

/**
 * The chips of the filters of a search (values, price, rating), each with its remove link. The
 * category scope has its own line with the way back to the whole shop.
 */
export function filterChips(state: SearchState, results: SearchResults | null, i18n: Pick<Translator, 't' | 'intlLocale'>): FilterChip[] {
  return listingChips(state, results?.filters ?? [], i18n, searchHref);
}

/** Spec §2: "remove all filters" clears filters and the in-category search and resets the sort. */
export function removeAllHref(state: SearchState): string {
  return searchHref(withoutFilters(state));
}
