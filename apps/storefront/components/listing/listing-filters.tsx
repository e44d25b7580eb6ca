import type { ReactNode } from 'react';
import { filterFormHidden, hasFilterValue, LISTING_PARAM, listingHref, type ListingLocation, type ListingState } from '@/lib/listing/listing-state';
import { ratingText, type ListingFilterOptions } from '@/lib/listing/listing-view';
import { currentTranslator } from '@/lib/site/site';
import { EnumFilterGroup, type EnumFilterValue } from './enum-filter-group';
import { FilterForm, FilterPanel } from './filter-form';
import styles from './listing.module.css';

/** Rating choices: at least this many stars. */
const RATING_CHOICES: readonly number[] = [4, 3, 2, 1];

function amountInput(amount: number | null, locale: string): string {
  return amount === null ? '' : amount.toLocaleString(locale, { maximumFractionDigits: 2, useGrouping: false });
}

/** One end of the price range: a decimal text field in euros (the listing's bound as placeholder). */
function AmountField({ label, name, value, placeholder }: { label: string; name: string; value: string; placeholder: string | undefined }) {
  return (
    <label className={styles.priceField}>
      <span>{label}</span>
      <input type="text" inputMode="decimal" name={name} defaultValue={value} placeholder={placeholder} maxLength={10} autoComplete="off" />
      <span aria-hidden="true">€</span>
    </label>
  );
}

/**
 * The filter column of a listing (category page or search; spec §3 listing state): each enum
 * filter as a disclosure of checkboxes with counts, price from/to and a minimum rating — one GET
 * form to the listing's own URL (`location`). The first `heroCount` enum filters are open (spec
 * §2 "hero filters"), the others folded unless one of their values is chosen; price and rating
 * are open. `children` go above the form (the search's category options). On narrow screens the
 * column folds behind a "Filter" button (`FilterPanel`).
 */
export async function ListingFilters({
  panelId,
  location,
  state,
  options,
  activeCount,
  heroCount,
  children,
}: {
  panelId: string;
  location: ListingLocation;
  state: ListingState;
  options: ListingFilterOptions;
  activeCount: number;
  heroCount: number;
  children?: ReactNode;
}) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const isChecked = (id: string, value: { id: string; selected: boolean }) => value.selected || hasFilterValue(state.filters, id, value.id);
  const price = state.price;
  const titleId = `${panelId}-title`;
  // A minimum from the URL that is not one of the choices (3.5) is offered too, so it stays chosen.
  const ratingChoices = state.minRating === null || RATING_CHOICES.includes(state.minRating) ? RATING_CHOICES : [...RATING_CHOICES, state.minRating].sort((a, b) => b - a);
  return (
    <aside className={styles.aside} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {t('ui.filters.title')}
      </h2>
      {/* Without JavaScript the folded panel could not be opened: it stays open. */}
      <noscript>
        <style>{`#${panelId}{display:block !important}[aria-controls="${panelId}"]{display:none !important}`}</style>
      </noscript>
      <FilterPanel id={panelId} label={t('ui.filters.title')} activeCount={activeCount}>
        {children}
        <FilterForm location={location} stateKey={listingHref(location, state)} hidden={filterFormHidden(state, options.filters, location.defaultSort)}>
          {options.filters.map((filter, index) => {
            const values = filter.values.map((value): EnumFilterValue => {
              const checked = isChecked(filter.id, value);
              const count = value.count.toLocaleString(i18n.intlLocale);
              return checked ? [value.id, value.name, count, 1] : value.count === 0 ? [value.id, value.name, count, 0, 1] : [value.id, value.name, count];
            });
            const open = values.some((value) => value[3] === 1) || index < heroCount;
            return <EnumFilterGroup key={filter.id} id={filter.id} name={filter.name} param={`${LISTING_PARAM.filterPrefix}${filter.id}`} open={open} values={values} />;
          })}

          {options.price || price ? (
            <details className={styles.group} open data-testid="filter-price">
              <summary className={styles.groupSummary}>
                {t('ui.filters.price')}
                {price ? <span className={styles.badge}>1</span> : null}
              </summary>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{t('ui.filters.priceLegend')}</legend>
                <div className={styles.priceRow}>
                  <AmountField
                    label={t('ui.filters.priceFrom')}
                    name={LISTING_PARAM.priceFrom}
                    value={amountInput(price?.from ?? null, i18n.intlLocale)}
                    placeholder={options.price ? amountInput(Math.floor(options.price.min), i18n.intlLocale) : undefined}
                  />
                  <AmountField
                    label={t('ui.filters.priceTo')}
                    name={LISTING_PARAM.priceTo}
                    value={amountInput(price?.to ?? null, i18n.intlLocale)}
                    placeholder={options.price ? amountInput(Math.ceil(options.price.max), i18n.intlLocale) : undefined}
                  />
                </div>
                <button type="submit" className={`btn btn-secondary ${styles.applyButton}`}>
                  {t('ui.filters.apply')}
                </button>
              </fieldset>
            </details>
          ) : null}

          {options.rating || state.minRating !== null ? (
            <details className={styles.group} open data-testid="filter-rating">
              <summary className={styles.groupSummary}>
                {t('ui.filters.rating')}
                {state.minRating !== null ? <span className={styles.badge}>1</span> : null}
              </summary>
              <fieldset className={styles.fieldset}>
                <legend className="visually-hidden">{t('ui.filters.rating')}</legend>
                <ul className={styles.valueList}>
                  {ratingChoices.map((stars) => (
                    <li key={stars}>
                      <label className={styles.check}>
                        <input type="radio" name={LISTING_PARAM.rating} value={String(stars)} defaultChecked={state.minRating === stars} />
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
                      <input type="radio" name={LISTING_PARAM.rating} value="" defaultChecked={state.minRating === null} />
                      <span className={styles.checkText}>{t('ui.filters.ratingAny')}</span>
                    </label>
                  </li>
                </ul>
              </fieldset>
            </details>
          ) : null}

          <noscript>
            <button type="submit" className={`btn ${styles.applyAll}`}>
              {t('ui.filters.apply')}
            </button>
          </noscript>
        </FilterForm>
      </FilterPanel>
    </aside>
  );
}
