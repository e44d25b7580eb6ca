import Link from 'next/link';
import { PARAM, searchHref, changedSearch, type SearchState } from '../../lib/search-params';
import type { SearchResults } from '../../lib/search-view';
import { ratingText } from '../../lib/search-view';
import { currentTranslator } from '../../lib/site';
import { FilterForm, FilterPanel } from './filter-form';
import styles from './search.module.css';

const PANEL_ID = 'search-filters';
/** Rating choices: at least this many stars. */
const RATING_CHOICES: readonly number[] = [4, 3, 2, 1];
/** Enum filters shown open at first (besides any with a selected value); price and rating are open. */
const OPEN_FILTERS = 3;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the results offer anything to narrow them by. */
export function hasFilterOptions(results: SearchResults): boolean {
  return results.categories.length > 0 || results.filters.length > 0 || results.price !== null || results.rating !== null || results.category !== null;
}

/** The form's hidden fields: the search the filters belong to, and URL values the results do not list. */
function hiddenFields(state: SearchState, results: SearchResults): [string, string][] {
  const fields: [string, string][] = [[PARAM.query, state.q]];
  if (state.oq) fields.push([PARAM.originalQuery, state.oq]);
  if (state.categoryId) fields.push([PARAM.category, state.categoryId]);
  if (state.sort !== 'RELEVANCE') fields.push([PARAM.sort, state.sort]);
  for (const filter of state.filters) {
    const listed = results.filters.find((candidate) => same(candidate.id, filter.id));
    for (const value of filter.values) {
      if (!listed?.values.some((candidate) => same(candidate.id, value))) fields.push([`${PARAM.filterPrefix}${filter.id}`, value]);
    }
  }
  return fields;
}

function amountInput(amount: number | null, locale: string): string {
  return amount === null ? '' : amount.toLocaleString(locale, { maximumFractionDigits: 2, useGrouping: false });
}

/**
 * The filter column of the search page (spec §3 listing state): category options (name and
 * count, links that search in the category), each enum filter as a disclosure of checkboxes with
 * counts, price from/to and a minimum rating — one GET form.
 */
export async function SearchFilters({ state, results, activeCount }: { state: SearchState; results: SearchResults; activeCount: number }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const isChecked = (id: string, value: { id: string; selected: boolean }) =>
    value.selected || state.filters.some((filter) => same(filter.id, id) && filter.values.some((known) => same(known, value.id)));
  const price = state.price;
  const stateKey = searchHref(state);
  // A minimum from the URL that is not one of the choices (3.5) is offered too, so it stays chosen.
  const ratingChoices = state.minRating === null || RATING_CHOICES.includes(state.minRating) ? RATING_CHOICES : [...RATING_CHOICES, state.minRating].sort((a, b) => b - a);
  return (
    <aside className={styles.aside} aria-labelledby="search-filters-title">
      <h2 id="search-filters-title" className="visually-hidden">
        {t('ui.search.filters')}
      </h2>
      {/* Without JavaScript the folded panel could not be opened: it stays open. */}
      <noscript>
        <style>{`#${PANEL_ID}{display:block !important}[aria-controls="${PANEL_ID}"]{display:none !important}`}</style>
      </noscript>
      <FilterPanel id={PANEL_ID} label={t('ui.search.filters')} activeCount={activeCount}>
        {results.categories.length > 0 || results.category ? (
          <nav className={styles.group} aria-labelledby="search-categories-title" data-testid="search-categories">
            <h3 id="search-categories-title" className={styles.groupTitle}>
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
                    <span className={styles.count}>({category.count.toLocaleString(i18n.intlLocale)})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <FilterForm stateKey={stateKey} hidden={hiddenFields(state, results)}>
          {results.filters.map((filter, index) => {
            const selected = filter.values.filter((value) => isChecked(filter.id, value)).length;
            return (
              <details key={filter.id} className={styles.group} open={selected > 0 || index < OPEN_FILTERS} data-testid={`filter-${filter.id}`}>
                <summary className={styles.groupSummary}>
                  {filter.name}
                  {selected > 0 ? <span className={styles.badge}>{selected}</span> : null}
                </summary>
                <fieldset className={styles.fieldset}>
                  <legend className="visually-hidden">{filter.name}</legend>
                  <ul className={styles.valueList}>
                    {filter.values.map((value) => {
                      const checked = isChecked(filter.id, value);
                      return (
                        <li key={value.id}>
                          <label className={styles.check}>
                            <input
                              type="checkbox"
                              name={`${PARAM.filterPrefix}${filter.id}`}
                              value={value.id}
                              defaultChecked={checked}
                              disabled={value.count === 0 && !checked}
                            />
                            <span className={styles.checkText}>{value.name}</span>
                            <span className={styles.count}>
                              <span className="visually-hidden">, </span>
                              {value.count.toLocaleString(i18n.intlLocale)}
                            </span>
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                </fieldset>
              </details>
            );
          })}

          {results.price || price ? (
            <details className={styles.group} open data-testid="filter-price">
              <summary className={styles.groupSummary}>
                {t('ui.search.price')}
                {price ? <span className={styles.badge}>1</span> : null}
              </summary>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{t('ui.search.priceLegend')}</legend>
                <div className={styles.priceRow}>
                  <label className={styles.priceField}>
                    <span>{t('ui.search.priceFrom')}</span>
                    <input
                      type="text"
                      inputMode="decimal"
                      name={PARAM.priceFrom}
                      defaultValue={amountInput(price?.from ?? null, i18n.intlLocale)}
                      placeholder={results.price ? amountInput(Math.floor(results.price.min), i18n.intlLocale) : undefined}
                      maxLength={10}
                      autoComplete="off"
                    />
                    <span aria-hidden="true">€</span>
                  </label>
                  <label className={styles.priceField}>
                    <span>{t('ui.search.priceTo')}</span>
                    <input
                      type="text"
                      inputMode="decimal"
                      name={PARAM.priceTo}
                      defaultValue={amountInput(price?.to ?? null, i18n.intlLocale)}
                      placeholder={results.price ? amountInput(Math.ceil(results.price.max), i18n.intlLocale) : undefined}
                      maxLength={10}
                      autoComplete="off"
                    />
                    <span aria-hidden="true">€</span>
                  </label>
                </div>
                <button type="submit" className={`btn btn-secondary ${styles.applyButton}`}>
                  {t('ui.search.apply')}
                </button>
              </fieldset>
            </details>
          ) : null}

          {results.rating || state.minRating !== null ? (
            <details className={styles.group} open data-testid="filter-rating">
              <summary className={styles.groupSummary}>
                {t('ui.search.rating')}
                {state.minRating !== null ? <span className={styles.badge}>1</span> : null}
              </summary>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{t('ui.search.rating')}</legend>
                <ul className={styles.valueList}>
                  {ratingChoices.map((stars) => (
                    <li key={stars}>
                      <label className={styles.check}>
                        <input type="radio" name={PARAM.rating} value={String(stars)} defaultChecked={state.minRating === stars} />
                        <span className={styles.stars} aria-hidden="true">
                          {'★'.repeat(Math.floor(stars))}
                          <span className={styles.starsOff}>{'★'.repeat(5 - Math.floor(stars))}</span>
                        </span>
                        <span className={styles.checkText}>{ratingText(stars, i18n)}</span>
                      </label>
                    </li>
                  ))}
                  <li>
                    <label className={styles.check}>
                      <input type="radio" name={PARAM.rating} value="" defaultChecked={state.minRating === null} />
                      <span className={styles.checkText}>{t('ui.search.ratingAny')}</span>
                    </label>
                  </li>
                </ul>
              </fieldset>
            </details>
          ) : null}

          <noscript>
            <button type="submit" className={`btn ${styles.applyAll}`}>
              {t('ui.search.apply')}
            </button>
          </noscript>
        </FilterForm>
      </FilterPanel>
    </aside>
  );
}
