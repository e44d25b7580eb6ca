import type { QueryResolvers, SearchFilterInput, SearchResult } from '@tafel/graphql-schema/upstream-resolvers';
import { comparator, isSortBy, SORT_OPTIONS } from '../../data/catalogue.js';
import { applyFilter, parseFilter } from '../../data/catalogue/filtering.js';
import { adjustLongtail, productPath, redirectFor } from '../../data/catalogue/query-rules.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { PRODUCTS_PER_PAGE } from '../views/category.js';
import { checkId, checkInt, checkText, MAX_TEXT_LENGTH, withLazy } from './args.js';
import { listingParts } from './listing.js';

const SEARCH_SORTS = ['relevance', ...SORT_OPTIONS] as const;

function search(filter: SearchFilterInput, context: UpstreamContext, withRedirect: boolean): SearchResult {
  const { catalogue, shop, language } = context;
  const term = checkText(filter.searchTerm, 'searchTerm');
  const offset = checkInt(filter.paging?.offset ?? 0, 'paging.offset', 0);
  const limit = checkInt(filter.paging?.limit ?? PRODUCTS_PER_PAGE, 'paging.limit', 1, PRODUCTS_PER_PAGE);
  const sortBy = filter.sortBy ?? 'relevance';
  if (sortBy !== 'relevance' && !isSortBy(sortBy)) throw badUserInput(`sortBy must be one of ${SEARCH_SORTS.join(', ')}; got "${sortBy.slice(0, MAX_TEXT_LENGTH)}".`);
  const category = filter.category === null || filter.category === undefined ? catalogue.root() : catalogue.category(checkId(filter.category, 'category'));
  if (!category) throw badUserInput(`Unknown category "${filter.category}".`);
  const parsed = parseFilter(filter);
  if (!parsed.ok) throw badUserInput(parsed.message);

  const hits = catalogue.search.search(term).filter((h) => catalogue.isMember(h.product.productId, category.id));
  const byRank = isSortBy(sortBy) ? comparator(sortBy, shop) : comparator('si', shop);
  const sorted = hits
    .sort((a, b) => (sortBy === 'relevance' ? b.score - a.score : 0) || byRank(a.product, b.product))
    .map((h) => h.product);
  const matched = applyFilter(sorted, parsed.query, shop);
  const exact = catalogue.search.exact(term);
  const parts = listingParts({ catalogue, shop, scope: sorted, matched, query: parsed.query, scopeCategory: category, sortBy, sortIds: SEARCH_SORTS, offset, limit, language });
  return withLazy(
    {
      searchTerm: term,
      productMatchLink: exact ? productPath(exact) : null,
      redirectPath: withRedirect ? redirectFor(term, { categories: catalogue.allCategories(), exact: (t) => catalogue.search.exact(t) }) : null,
    },
    parts,
  );
}

export const searchQueries: QueryResolvers<UpstreamContext> = {
  core_search: (_parent, { filter }, context) => search(filter, context, false),
  core_searchWithRedirect: (_parent, { filter }, context) => search(filter, context, true),
  checkQuery: (_parent, { originalQuery }, { catalogue }) => {
    const query = checkText(originalQuery, 'originalQuery');
    return { query, redirectPath: redirectFor(query, { categories: catalogue.allCategories(), exact: (t) => catalogue.search.exact(t) }) };
  },
  adjustLongtailSearchQuery: (_parent, { searchQuery }, { catalogue }) => adjustLongtail(checkText(searchQuery, 'searchQuery'), catalogue.brands),
  getSuggestQueries: (_parent, { userQuery }, { catalogue }) => {
    if (userQuery.length > MAX_TEXT_LENGTH) throw badUserInput(`userQuery must be at most ${MAX_TEXT_LENGTH} characters.`);
    // Spec §2: suggestions start with the second character typed.
    if (userQuery.trim().length < 2) return { suggestQueries: [] };
    return { suggestQueries: catalogue.search.suggest(userQuery).map((suggest) => ({ suggest })) };
  },
};
