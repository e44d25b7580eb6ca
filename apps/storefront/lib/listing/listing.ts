import type { ProductSort } from '@tafel/graphql-schema/storefront';
import type { TextKey } from '@/lib/i18n/i18n';

/** Spec §9 (catalogue): 60 products per category page. */
export const PRODUCTS_PER_PAGE = 60;

/** Spec §9: categories sort by the shop's recommendation ("si") unless the visitor chose otherwise. */
export const DEFAULT_SORT: ProductSort = 'RECOMMENDED';

/** A sort of a listing's sort select: its value in the URL and its label. */
export interface SortOption<T extends string = string> {
  value: T;
  label: TextKey;
}

/** Sort options of a category listing, in the order of the sort select. */
export const SORT_OPTIONS: readonly SortOption<ProductSort>[] = [
  { value: 'RECOMMENDED', label: 'ui.sort.recommended' },
  { value: 'NEWEST', label: 'ui.sort.newest' },
  { value: 'RATING', label: 'ui.sort.rating' },
  { value: 'PRICE_ASC', label: 'ui.sort.priceAsc' },
  { value: 'PRICE_DESC', label: 'ui.sort.priceDesc' },
  { value: 'NAME', label: 'ui.sort.name' },
];

/** A query parameter as Next.js hands it over: missing, one value, or repeated. */
export type QueryValue = string | string[] | undefined;

/** The first value of a query parameter (a repeated parameter counts once). */
export function firstValue(value: QueryValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Spec §5: the page `p` is 1-based and falls back to 1 when it is not a whole number of at least 1. */
export function parsePage(value: QueryValue): number {
  const raw = firstValue(value)?.trim() ?? '';
  if (!/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? page : 1;
}

/** The `sort` query parameter if it names one of the options (any case), else the fallback. */
export function parseSortOf<T extends string>(value: QueryValue, options: readonly SortOption<T>[], fallback: T): T {
  const raw = firstValue(value)?.trim().toUpperCase();
  return options.find((option) => option.value === raw)?.value ?? fallback;
}

/**
 * Page numbers for a pagination bar: first, last, and a window around the current page;
 * gaps are null (rendered as "…").
 */
export function paginationItems(current: number, total: number, radius = 1): (number | null)[] {
  if (total <= 1) return [1];
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push(null);
    items.push(page);
    previous = page;
  }
  return items;
}

/** A sort select's option with the URL it leads to (the first page of the listing sorted so). */
export interface SortChoice {
  value: string;
  label: TextKey;
  href: string;
}

/** The options of a sort select, each with its URL. */
export function sortChoices<T extends string>(options: readonly SortOption<T>[], href: (sort: T) => string): SortChoice[] {
  return options.map((option) => ({ value: option.value, label: option.label, href: href(option.value) }));
}
