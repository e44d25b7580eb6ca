import { SEARCH_PAGE_MAX } from '@tafel/domain';
import type { CategoryPageQueryVariables, ProductSort } from '@tafel/graphql-schema/storefront';
import { DEFAULT_SORT, PRODUCTS_PER_PAGE, SORT_OPTIONS } from './listing';
import {
  hasListingFilters,
  listingFilterInput,
  listingHref,
  parseListingParams,
  withoutListingFilters,
  type ListingKind,
  type ListingLocation,
  type ListingParamsRecord,
  type ListingState,
} from './listing-state';
import { categoryHref } from '@/lib/site/links';
import { heroFilterCount } from './listing-view';

// A category page's URL (session spec route table: /cat/{id} takes p, sort, filter.*,
// filter.PRICE, filter.rating; catalogue spec §2 "Category listing", §5, §9): the listing state
// of lib/listing/listing-state.ts with the category's sorts (recommendation first, spec §9 "si").

/**
 * Categories as a kind of listing: their sorts, the shop's recommendation by default, and the
 * pages a listing serves (libs/domain's limit, as for searches): a `p` beyond them falls back to 1
 * instead of a refusal, which the page would take for an unknown category (404).
 */
export const CATEGORY_LISTING: ListingKind<ProductSort> = { sortOptions: SORT_OPTIONS, defaultSort: DEFAULT_SORT, maxPage: SEARCH_PAGE_MAX };

/** What a category URL asks for, checked. */
export type CategoryListingState = ListingState<ProductSort>;

/**
 * Spec §2: up to 5 hero filters, 4 when a category filter exists. A category's subcategories are
 * its category filter (shown as chips above the products).
 */
export function categoryHeroFilters(hasSubcategories: boolean): number {
  return heroFilterCount(hasSubcategories);
}

/** Reads a category URL's parameters; never throws (bad p → 1, unknown sort → recommendation, malformed price or rating left out). */
export function parseCategoryParams(params: ListingParamsRecord): CategoryListingState {
  return parseListingParams(params, CATEGORY_LISTING);
}

/** Where a category lives as a listing: /cat/{id}, nothing before its own parameters. */
export function categoryLocation(id: string): ListingLocation<ProductSort> {
  return { ...CATEGORY_LISTING, path: categoryHref(id), base: [] };
}

/** The URL of a category listing: `/cat/{id}?filter.{id}=v1,v2&filter.PRICE=from-to&filter.rating=n&sort=…&p=…`, defaults left out. */
export function categoryListingHref(id: string, state: Partial<CategoryListingState>): string {
  return listingHref(categoryLocation(id), state);
}

/** Spec §2: "remove all filters" clears the filters and resets the sort — the plain category URL. */
export function categoryRemoveAllHref(id: string, state: CategoryListingState): string {
  return categoryListingHref(id, withoutListingFilters(state, DEFAULT_SORT));
}

/**
 * Spec §9: the canonical URL keeps only p (no sort, no filters). Its path ends in a slash like the
 * spec's links, the sitemap and page(url)'s canonical (/cat/210/): one form per page.
 */
export function categoryCanonicalPath(id: string, page: number): string {
  return listingHref({ ...categoryLocation(id), path: `${categoryHref(id)}/` }, { page });
}

/** Whether the URL narrows the category (it is then not for search engines). */
export const isFilteredCategory = hasListingFilters;

/** The orchestrator's arguments for one page of a category (spec §9: 60 products per page). */
export function categoryListingInput(id: string, state: CategoryListingState): CategoryPageQueryVariables {
  return { id, page: state.page, pageSize: PRODUCTS_PER_PAGE, sort: state.sort, ...listingFilterInput(state) };
}

/** The same category without its filters (the sort stays), from page 1: what is shown when the API refused the filters. */
export function unfilteredCategory(state: CategoryListingState): CategoryListingState {
  return { ...state, page: 1, filters: [], price: null, minRating: null };
}
