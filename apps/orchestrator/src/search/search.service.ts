import { Inject, Injectable } from '@nestjs/common';
import {
  checkSearch,
  cleanSearchText,
  isFreshSearch,
  SEARCH_DEFAULT_SORT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_SUGGEST_MIN_LENGTH,
  SEARCH_SUGGESTIONS_MAX,
  type SearchCriteria,
} from '@tafel/domain';
import type { SearchInput, SearchSort } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  UpstreamAdjustLongtailDocument,
  UpstreamCategoryNameDocument,
  UpstreamCheckQueryDocument,
  UpstreamSearchDocument,
  UpstreamSuggestQueriesDocument,
  type SearchFilterInput as UpstreamSearchFilter,
} from '@tafel/graphql-schema/upstream-client';
import { AppError, badUserInput } from '../common/app-error.js';
import type { Site } from '../common/site.js';
import type { AppConfig } from '../config/config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { upstreamListingFilter } from '../catalogue/index.js';
import { TtlCache } from '../common/ttl-cache.js';
import { lightningDealsValidUntil, LightningDealsService } from '../lightning/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import {
  SEARCH_SORT_TO_UPSTREAM,
  searchRedirect,
  searchRefused,
  searchRefusedUpstream,
  toSearchResults,
  viewSearchAnswer,
  type SearchAnswer,
} from './search-results.js';

/**
 * The shop's search, answered from the upstream for one site (prices follow its shop). Like
 * catalogue reads, answers are the same for every visitor of a site and are reused for
 * CATALOGUE_CACHE_TTL_MS.
 */
@Injectable()
export class SearchService {
  private readonly answers: TtlCache<SearchAnswer>;
  private readonly suggestions: TtlCache<string[]>;
  private readonly categoryNames: TtlCache<string | null>;

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly lightning: LightningDealsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Like catalogue pages: never kept past the end of a lightning deal on one of its tiles.
    this.answers = new TtlCache(config.catalogueCacheTtlMs, undefined, undefined, (answer) =>
      lightningDealsValidUntil(answer.__typename === 'SearchResults' ? answer.products.map((tile) => tile.lightningDealInfo) : [], Date.now()),
    );
    this.suggestions = new TtlCache(config.catalogueCacheTtlMs);
    this.categoryNames = new TtlCache(config.catalogueCacheTtlMs);
  }

  /**
   * A fresh search is checked for a redirect and adjusted for long-tail words (both asked at once);
   * a redirect wins. Otherwise the (adjusted) search runs; an exact product match of a fresh,
   * unadjusted search sends the shopper to the product. Anything else answers the results.
   */
  async search(input: SearchInput, site: Site): Promise<SearchAnswer> {
    const check = checkSearch(input);
    if (!check.ok) return searchRefused(check.problems);
    const sort: SearchSort = input.sort ?? SEARCH_DEFAULT_SORT;
    const criteria = check.criteria;
    const [view, answer] = await Promise.all([this.lightning.view(site), this.answer(criteria, sort, site)]);
    return viewSearchAnswer(answer, view);
  }

  /** The answer as cached: tiles carry their lightning deals as if switched on (search() shows them per request). */
  private answer(criteria: SearchCriteria, sort: SearchSort, site: Site): Promise<SearchAnswer> {
    return this.answers.get(`${site}|${sort}|${JSON.stringify(criteria)}`, async () => {
      if (!isFreshSearch(criteria, sort)) return this.results(criteria, sort, site);
      const [checked, longtail] = await Promise.all([
        this.upstream.request(UpstreamCheckQueryDocument, { originalQuery: criteria.query }, { site }),
        this.upstream.request(UpstreamAdjustLongtailDocument, { searchQuery: criteria.query }, { site }),
      ]);
      const redirect = searchRedirect(checked.checkQuery.redirectPath, checked.checkQuery.query);
      if (redirect) return redirect;
      const { searchQuery, filters } = longtail.adjustLongtailSearchQuery;
      const adjusted = filters.filter((filter) => filter.values.length > 0);
      if (adjusted.length > 0) {
        const narrowed: SearchCriteria = {
          ...criteria,
          query: cleanSearchText(searchQuery),
          originalQuery: criteria.query,
          filters: adjusted.map((filter) => ({ id: filter.name, values: filter.values })),
        };
        return this.results(narrowed, sort, site);
      }
      return this.results(criteria, sort, site, { redirectOnProductMatch: true });
    });
  }

  /** Up to 8 completions; fewer than 2 characters answer none without asking the upstream. */
  async suggest(query: string, site: Site): Promise<string[]> {
    const text = cleanSearchText(query);
    if (text.length > SEARCH_QUERY_MAX_LENGTH) throw badUserInput(`query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`);
    if (text.length < SEARCH_SUGGEST_MIN_LENGTH) return [];
    return this.suggestions.get(`${site}|${text.toLowerCase()}`, async () => {
      const data = await this.upstream.request(UpstreamSuggestQueriesDocument, { userQuery: text }, { site });
      const unique = [...new Set(data.getSuggestQueries.suggestQueries.map((entry) => entry.suggest.trim()).filter(Boolean))];
      return unique.slice(0, SEARCH_SUGGESTIONS_MAX);
    });
  }

  private async results(criteria: SearchCriteria, sort: SearchSort, site: Site, options: { redirectOnProductMatch?: boolean } = {}): Promise<SearchAnswer> {
    try {
      const [data, categoryName] = await Promise.all([
        this.upstream.request(UpstreamSearchDocument, { filter: upstreamFilter(criteria, sort) }, { site }),
        criteria.categoryId ? this.categoryName(criteria.categoryId, site) : Promise.resolve(null),
      ]);
      const result = data.core_search;
      if (options.redirectOnProductMatch) {
        const redirect = searchRedirect(result.productMatchLink, criteria.query);
        if (redirect) return redirect;
      }
      const category = criteria.categoryId && categoryName !== null ? { id: criteria.categoryId, name: categoryName } : null;
      return toSearchResults(result, criteria, sort, category, { on: true, now: Date.now() });
    } catch (error) {
      // The upstream checks what only it knows: the listing's filter ids and the category.
      if (error instanceof AppError && error.code === 'UPSTREAM_REJECTED') return searchRefusedUpstream(error.message);
      throw error;
    }
  }

  private categoryName(id: string, site: Site): Promise<string | null> {
    return this.categoryNames.get(`${site}|${id}`, async () => {
      const data = await this.upstream.request(UpstreamCategoryNameDocument, { id }, { site });
      return data.core_category?.name ?? null;
    });
  }
}

/** The upstream's search filter of a checked search. */
export function upstreamFilter(criteria: SearchCriteria, sort: SearchSort): UpstreamSearchFilter {
  return {
    searchTerm: criteria.query,
    paging: { offset: (criteria.page - 1) * criteria.pageSize, limit: criteria.pageSize },
    category: criteria.categoryId,
    ...upstreamListingFilter(criteria),
    sortBy: SEARCH_SORT_TO_UPSTREAM[sort],
  };
}
