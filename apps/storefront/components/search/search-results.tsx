import Link from 'next/link';
import { navigationOrEmpty } from '@/lib/listing/catalogue';
import { articleCountText } from '@/lib/i18n/format';
import { sortChoices } from '@/lib/listing/listing';
import { changedSearch, hasNarrowing, SEARCH_SORT_OPTIONS, searchHref, searchParamPairs, type SearchState } from '@/lib/search/search-params';
import { SEARCH_PATH } from '@/lib/search/search-target';
import { adjustmentFilters, effectiveSearch, filterChips, isAdjusted, removeAllHref, unadjustedHref, type SearchResults } from '@/lib/search/search-view';
import { currentTranslator } from '@/lib/site/site';
import { ActiveFilters } from '../listing/active-filters';
import { Pagination } from '../listing/pagination';
import { SortSelect } from '../listing/sort-select';
import listingStyles from '../listing/listing.module.css';
import { ProductGrid } from '../product/product-tile';
import { SearchEmpty } from './search-empty';
import { hasFilterOptions, SearchFilters } from './search-filters';
import styles from './search.module.css';

/** The search results' list for view_item_list and select_item (not the query: it may hold personal data). */
const SEARCH_RESULTS_LIST = { id: 'search_results', name: 'Search results' };

/** The long-tail adjustment (spec §2): what was typed, what it became, and the way back to it. */
async function AdjustmentNote({ state, results }: { state: SearchState; results: SearchResults }) {
  if (!results.originalQuery || !isAdjusted(results)) return null;
  const { t } = await currentTranslator();
  const added = adjustmentFilters(state, results);
  const names = added.map((filter) => `${filter.name}: ${filter.values.map((value) => value.name).join(', ')}`).join(', ');
  const valueCount = added.reduce((sum, filter) => sum + filter.values.length, 0);
  const text =
    added.length === 0
      ? t('ui.search.adjustedPlain', { query: results.query, original: results.originalQuery })
      : t(valueCount === 1 ? 'ui.search.adjustedOne' : 'ui.search.adjustedMany', { original: results.originalQuery, filters: names });
  return (
    <p className={styles.adjusted} data-testid="search-adjusted">
      <InfoIcon />
      <span>
        {text}{' '}
        <Link href={unadjustedHref(results.originalQuery)} className="link">
          {t('ui.search.searchExactly', { original: results.originalQuery })}
        </Link>
      </span>
    </p>
  );
}

/** Results of a search (spec §2): title and count, adjustment, scope, filters, sort, grid and pages. */
export async function SearchResultsView({ state: asked, results, filtersRefused = false }: { state: SearchState; results: SearchResults; filtersRefused?: boolean }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  // Links build on the search as the orchestrator ran it (adjusted query, oq, the filters it chose).
  const state = effectiveSearch(asked, results);
  const chips = filterChips(state, results, i18n);
  const narrowed = hasNarrowing(state);
  const noResults = results.totalProducts === 0;
  const showFilters = hasFilterOptions(results) || narrowed;
  const title = noResults && !narrowed ? t('ui.search.empty.title', { query: asked.q }) : t('ui.search.title', { query: asked.q });
  const countText = articleCountText(results.totalProducts, i18n);
  const sortHidden = searchParamPairs({ ...state, sort: undefined, page: undefined }).map(([name, value]) => [name, value] as const);

  return (
    <div className="container page">
      <h1 className={`page-title ${styles.title}`}>{title}</h1>
      <AdjustmentNote state={asked} results={results} />
      {filtersRefused ? (
        <p className={`notice notice-info ${listingStyles.notice}`} role="status" data-testid="search-filters-refused">
          {t('ui.search.filtersRefused')}
        </p>
      ) : null}
      {results.category ? (
        <p className={styles.scope} data-testid="search-scope">
          {t('ui.search.inCategory', { name: results.category.name })}{' '}
          <Link href={searchHref(changedSearch(state, { categoryId: null }))} className="link">
            {t('ui.search.wholeShop')}
          </Link>
        </p>
      ) : null}

      {noResults && !narrowed ? (
        <SearchEmpty categories={await navigationOrEmpty()} />
      ) : (
        <div className={showFilters ? listingStyles.layout : undefined}>
          {showFilters ? <SearchFilters state={state} results={results} activeCount={chips.length} /> : null}
          <section aria-labelledby="search-results-title" className={listingStyles.results}>
            <h2 id="search-results-title" className="visually-hidden">
              {t('ui.search.results')}
            </h2>
            <div className={listingStyles.toolbar}>
              <span className={listingStyles.toolbarCount} data-testid="search-count">
                {results.totalPages > 1 ? `${t('ui.category.pageOf', { page: results.page, total: results.totalPages })} · ` : ''}
                {countText}
              </span>
              <SortSelect
                key={state.sort}
                action={SEARCH_PATH}
                sort={state.sort}
                options={sortChoices(SEARCH_SORT_OPTIONS, (sort) => searchHref(changedSearch(state, { sort })))}
                hidden={sortHidden}
              />
            </div>
            <ActiveFilters chips={chips} removeAllHref={removeAllHref(state)} />
            {results.products.length > 0 ? (
              <ProductGrid aboveFold testId="listing-grid" products={results.products} label={t('ui.search.resultsFor', { query: results.query })} list={SEARCH_RESULTS_LIST} />
            ) : (
              <div className={listingStyles.empty} data-testid="search-empty">
                <p>{noResults ? t('ui.search.empty.filtered') : t('ui.category.pageEmpty')}</p>
                <Link href={noResults ? removeAllHref(state) : searchHref(changedSearch(state, { page: 1 }))} className="btn btn-secondary">
                  {noResults ? t('ui.filters.removeAll') : t('ui.category.firstPage')}
                </Link>
              </div>
            )}
            <Pagination page={results.page} totalPages={results.totalPages} href={(page) => searchHref(changedSearch(state, { page }))} />
          </section>
        </div>
      )}
    </div>
  );
}

function InfoIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false" className={styles.adjustedIcon}>
      <circle cx="10" cy="10" r="8.2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10 9v5M10 6.2v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
