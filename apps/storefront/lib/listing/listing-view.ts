import { formatMoney } from '@/lib/i18n/format';
import type { Translator } from '@/lib/i18n/i18n';
import { changedListing, sameText, toggledFilterValue, type ListingState, type PriceBounds } from './listing-state';

// What a listing page (category or search) shows around its products, as pure functions of the
// URL's state and the orchestrator's answer: the chips of the active filters and their texts.

/** An enum filter as a listing offers it: the orchestrator's ListingFilter. */
export interface OfferedFilterOption {
  id: string;
  name: string;
  values: readonly { id: string; name: string; selected: boolean; count: number }[];
}

/** What a listing offers to narrow it by (CategoryPage and SearchResults alike). */
export interface ListingFilterOptions {
  filters: readonly OfferedFilterOption[];
  /** The prices of the listing's products; null when none has one. */
  price: { min: number; max: number } | null;
  /** The ratings of the listing's products; null when none has one. */
  rating: { min: number; max: number } | null;
}

/** A chip of an active filter with the link that removes it. */
export interface FilterChip {
  key: string;
  label: string;
  removeHref: string;
}

type TextsOf = Pick<Translator, 't' | 'intlLocale'>;

/** "Farbe: Blau" — the filter's and the value's names as the listing gives them, else the ids. */
function valueLabel(offered: readonly OfferedFilterOption[], id: string, value: string): string {
  const filter = offered.find((candidate) => sameText(candidate.id, id));
  const name = filter?.values.find((candidate) => sameText(candidate.id, value))?.name ?? value;
  return `${filter?.name ?? id}: ${name}`;
}

/** "ab 4 Sternen" / "4 stars and more". */
export function ratingText(stars: number, i18n: TextsOf): string {
  const count = stars.toLocaleString(i18n.intlLocale, { maximumFractionDigits: 1 });
  return i18n.t(stars === 1 ? 'ui.filters.ratingAtLeast.one' : 'ui.filters.ratingAtLeast.other', { stars: count });
}

/** "5,00 € – 20,00 €", "ab 5,00 €", "bis 20,00 €". */
export function priceText(price: PriceBounds, i18n: TextsOf): string {
  const money = (amount: number) => formatMoney({ amount }, i18n);
  if (price.from !== null && price.to !== null) return i18n.t('ui.filters.priceRange', { from: money(price.from), to: money(price.to) });
  if (price.from !== null) return i18n.t('ui.filters.priceFromOnly', { from: money(price.from) });
  return i18n.t('ui.filters.priceToOnly', { to: money(price.to ?? 0) });
}

/**
 * The chips of a listing's filters (values, price, rating), each with the link that removes it
 * (`href` writes the listing's URL; the listing starts again at page 1).
 */
export function listingChips<T extends ListingState>(state: T, offered: readonly OfferedFilterOption[], i18n: TextsOf, href: (state: T) => string): FilterChip[] {
  const chips: FilterChip[] = [];
  for (const filter of state.filters) {
    for (const value of filter.values) {
      chips.push({
        key: `filter-${filter.id}-${value}`,
        label: valueLabel(offered, filter.id, value),
        removeHref: href(toggledFilterValue(state, filter.id, value, false)),
      });
    }
  }
  if (state.price) {
    chips.push({ key: 'price', label: `${i18n.t('ui.filters.price')}: ${priceText(state.price, i18n)}`, removeHref: href(changedListing(state, { price: null } as Partial<T>)) });
  }
  if (state.minRating !== null) {
    chips.push({
      key: 'rating',
      label: `${i18n.t('ui.filters.rating')}: ${ratingText(state.minRating, i18n)}`,
      removeHref: href(changedListing(state, { minRating: null } as Partial<T>)),
    });
  }
  return chips;
}

/**
 * Spec §2: up to 5 hero filters (enum filters shown open), 4 when a category filter exists — a
 * category's subcategories, the search's category options.
 */
export function heroFilterCount(hasCategoryFilter: boolean): number {
  return hasCategoryFilter ? 4 : 5;
}

/** Whether a listing offers anything to narrow it by. */
export function hasFilterOptions(options: ListingFilterOptions): boolean {
  return options.filters.length > 0 || options.price !== null || options.rating !== null;
}
