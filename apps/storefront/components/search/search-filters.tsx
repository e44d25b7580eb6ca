import Link from 'next/link';
import { hasFilterOptions as offersFilters, heroFilterCount } from '@/lib/listing/listing-view';
import { changedSearch, searchHref, searchLocation, type SearchState } from '@/lib/search/search-params';
import type { SearchResults } from '@/lib/search/search-view';
import { currentTranslator } from '@/lib/site/site';
import { ListingFilters } from '../listing/listing-filters';
import listingStyles from '../listing/listing.module.css';
import styles from './search.module.css';

/** Whether the results offer categories to search in (the search's category filter). */
function hasCategoryOptions(results: SearchResults): boolean {
  return results.categories.length > 0 || results.category !== null;
}

/** Whether the results offer anything to narrow them by. */
export function hasFilterOptions(results: SearchResults): boolean {
  return hasCategoryOptions(results) || offersFilters(results);
}

/**
 * The filter column of the search page: category options (name and count, links that search in
 * the category) above the listing's filter form (lib/listing/listing-state.ts, components/listing).
 */
export async function SearchFilters({ state, results, activeCount }: { state: SearchState; results: SearchResults; activeCount: number }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  return (
    <ListingFilters panelId="search-filters" location={searchLocation(state)} state={state} options={results} activeCount={activeCount} heroCount={heroFilterCount(hasCategoryOptions(results))}>
      {hasCategoryOptions(results) ? (
        <section className={listingStyles.group} aria-labelledby="search-categories-title" data-testid="search-categories">
          {/* A region, not a second navigation named "Kategorien" beside the header's. */}
          <h3 id="search-categories-title" className={listingStyles.groupTitle}>
            {t('ui.search.categories')}
          </h3>
          <ul className={styles.categoryList}>
            {results.category ? (
              <>
                <li>
                  <Link href={searchHref(changedSearch(state, { categoryId: null }))} className={styles.categoryBack}>
                    ‹ {t('ui.search.wholeShop')}
                  </Link>
                </li>
                <li>
                  <span className={styles.categoryCurrent} aria-current="true">
                    {results.category.name}
                  </span>
                </li>
              </>
            ) : null}
            {results.categories.map((category) => (
              <li key={category.id} className={results.category ? styles.categoryChild : undefined}>
                <Link
                  href={searchHref(changedSearch(state, { categoryId: category.id }))}
                  className={styles.categoryLink}
                  aria-label={t('ui.search.categoryOption', { name: category.name, count: category.count.toLocaleString(i18n.intlLocale) })}
                >
                  {category.name}
                  {/* The count stays with the last word of the name when it wraps. */}
                  {'\u00a0'}
                  <span className={listingStyles.valueCount}>({category.count.toLocaleString(i18n.intlLocale)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </ListingFilters>
  );
}
