import { isShopPath, SearchKeys, type SearchCriteria, type SearchProblem } from '@tafel/domain';
import type {
  SearchCategoryOption,
  SearchRedirect,
  SearchRedirectReason,
  SearchResults,
  SearchSort,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamSearchQuery } from '@tafel/graphql-schema/upstream-client';
import type { TypedValidationError } from '../cart/index.js';
import { describeProblem, SORT_TO_UPSTREAM, toListingFilters, toProductTile } from '../catalogue/index.js';
import { viewLightningFields, type LightningView } from '../lightning/index.js';
import { fieldError } from '../request/index.js';

export type TypedSearchResults = SearchResults & { __typename: 'SearchResults' };
export type TypedSearchRedirect = SearchRedirect & { __typename: 'SearchRedirect' };
export type SearchAnswer = TypedSearchResults | TypedSearchRedirect | TypedValidationError;

type UpstreamSearch = UpstreamSearchQuery['core_search'];

/** The API's sorts → the upstream's sortBy (relevance for searches, spec §9; the rest as for categories). */
export const SEARCH_SORT_TO_UPSTREAM: Record<SearchSort, string> = { RELEVANCE: 'relevance', ...SORT_TO_UPSTREAM };

/** A search the rules refuse; nothing was asked upstream. */
export function searchRefused(problems: readonly SearchProblem[]): TypedValidationError {
  const fieldErrors = problems.map((problem) => fieldError(problem.field, problem.messageKey, describeProblem(problem), problem.params));
  return {
    __typename: 'ValidationError',
    errorCode: 'VALIDATION_FAILED',
    messageKey: fieldErrors[0]!.messageKey,
    message: `Search refused: ${fieldErrors.map((error) => error.message).join('; ')}`,
    fieldErrors,
  };
}

/** The upstream refused the search (a filter id the listing does not have, an unknown category): its reason. */
export function searchRefusedUpstream(reason: string): TypedValidationError {
  return {
    __typename: 'ValidationError',
    errorCode: 'VALIDATION_FAILED',
    messageKey: SearchKeys.refused,
    message: `Search refused by the shop: ${reason}`,
    fieldErrors: [fieldError('input', SearchKeys.refused, reason)],
  };
}

/** Where the shop sends a search instead of answering results; null unless it is one of the shop's own paths. */
export function searchRedirect(path: string | null | undefined, query: string): TypedSearchRedirect | null {
  if (!path || !isShopPath(path)) return null;
  const reason: SearchRedirectReason = path.startsWith('/prod/') ? 'PRODUCT_MATCH' : 'KEYWORD';
  return { __typename: 'SearchRedirect', path, reason, query };
}

function toCategories(options: UpstreamSearch['categoryOptions']): SearchCategoryOption[] {
  return options
    .map(({ id, name, count }) => ({ id, name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'de'));
}

/** One page of results; `category` is the scope's name when the search was within a category. */
export function toSearchResults(
  result: UpstreamSearch,
  criteria: SearchCriteria,
  sort: SearchSort,
  category: { id: string; name: string } | null,
  view: LightningView,
): TypedSearchResults {
  return {
    __typename: 'SearchResults',
    query: criteria.query,
    originalQuery: criteria.originalQuery,
    products: result.tiles.map((tile) => toProductTile(tile, view)),
    page: criteria.page,
    pageSize: criteria.pageSize,
    totalProducts: result.total,
    // No results still make one (empty) page, as for categories.
    totalPages: Math.max(1, Math.ceil(result.total / criteria.pageSize)),
    sort,
    category,
    categories: toCategories(result.categoryOptions),
    ...toListingFilters(result.filters, criteria),
  };
}

/** A cached answer with its tiles' lightning deals as `view` says now (switch and clock). */
export function viewSearchAnswer(answer: SearchAnswer, view: LightningView): SearchAnswer {
  if (answer.__typename !== 'SearchResults') return answer;
  return { ...answer, products: answer.products.map((tile) => viewLightningFields(tile, view)) };
}
