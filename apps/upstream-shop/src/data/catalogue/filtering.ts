import type { ContentLanguage } from '../content/types.js';
import type { ShopId } from '../customers/customer-types.js';
import { bestItem } from '../product-facts.js';
import type { ProductRecord } from '../types.js';
import { ageMonths } from './extras.js';
import { fold, slug } from './search-text.js';

// Listing filters (spec §3 listing state): enum filters with value counts, a price and a
// rating range. Counts are "disjunctive": a filter's values are counted with every other
// filter applied but not itself, so the alternatives to a chosen value stay visible.

export const FACET_NAMES = { marke: 'Marke', farbe: 'Farbe', altersempfehlung: 'Altersempfehlung', 'anzahl-farben': 'Anzahl Farben' } as const;
export type FacetId = keyof typeof FACET_NAMES;
const FACET_IDS = Object.keys(FACET_NAMES) as FacetId[];
export const RANGE_NAMES = { preis: 'Preis', bewertung: 'Bewertung' } as const;
type RangeId = keyof typeof RANGE_NAMES;
// The upstream names its filters per language (the English B2B shop); ids and values stay the same.
const FACET_NAMES_EN: Record<FacetId, string> = { marke: 'Brand', farbe: 'Colour', altersempfehlung: 'Recommended age', 'anzahl-farben': 'Number of colours' };
const RANGE_NAMES_EN: Record<RangeId, string> = { preis: 'Price', bewertung: 'Rating' };

export const MAX_FILTER_VALUES = 50;
export const MAX_FILTER_TEXT = 100;

const collator = new Intl.Collator('de', { numeric: true });
const FACET_VALUES: Record<FacetId, (p: ProductRecord) => string[]> = {
  marke: (p) => [p.manufacturer],
  farbe: (p) => p.facets.colours,
  altersempfehlung: (p) => (p.facets.age ? [p.facets.age] : []),
  'anzahl-farben': (p) => (p.facets.colourCount ? [p.facets.colourCount] : []),
};
const VALUE_ORDER: Record<FacetId, (a: string, b: string) => number> = {
  marke: collator.compare,
  farbe: collator.compare,
  altersempfehlung: (a, b) => (ageMonths(a) ?? 0) - (ageMonths(b) ?? 0),
  'anzahl-farben': (a, b) => Number(a) - Number(b),
};

export interface Range {
  from: number | null;
  to: number | null;
}

export interface ListingQuery {
  /** Selected values per filter, folded for comparison. */
  enums: Map<FacetId, Set<string>>;
  ranges: Map<RangeId, Range>;
}

export interface FilterInput {
  enumFilters?: ReadonlyArray<{ id: string; values: readonly string[] }> | null;
  rangeFilters?: ReadonlyArray<{ id: string; from?: number | null; to?: number | null }> | null;
}

/** The filter of an id or a name: 'farbe', 'Farbe' and 'Anzahl Farben' all work. */
function facetOf(id: string): FacetId | null {
  const key = slug(id);
  return FACET_IDS.find((f) => f === key) ?? null;
}

/** Checks and normalises filter input; a message says what is wrong (for BAD_USER_INPUT). */
export function parseFilter(input: FilterInput | null | undefined): { ok: true; query: ListingQuery } | { ok: false; message: string } {
  const query: ListingQuery = { enums: new Map(), ranges: new Map() };
  for (const filter of input?.enumFilters ?? []) {
    const facet = facetOf(filter.id);
    if (!facet) return { ok: false, message: `Unknown filter "${filter.id.slice(0, MAX_FILTER_TEXT)}"; filters are ${FACET_IDS.join(', ')}.` };
    if (filter.values.length > MAX_FILTER_VALUES) return { ok: false, message: `A filter takes at most ${MAX_FILTER_VALUES} values.` };
    if (filter.values.some((v) => v.length > MAX_FILTER_TEXT)) return { ok: false, message: `Filter values are at most ${MAX_FILTER_TEXT} characters.` };
    const values = query.enums.get(facet) ?? new Set<string>();
    filter.values.forEach((v) => values.add(fold(v.trim())));
    query.enums.set(facet, values);
  }
  for (const range of input?.rangeFilters ?? []) {
    const id = slug(range.id) as RangeId;
    if (!(id in RANGE_NAMES)) return { ok: false, message: `Unknown range filter "${range.id.slice(0, MAX_FILTER_TEXT)}"; ranges are preis, bewertung.` };
    const from = range.from ?? null;
    const to = range.to ?? null;
    const bounds = [from, to].filter((b): b is number => b !== null);
    if (bounds.some((b) => !Number.isFinite(b) || b < 0)) return { ok: false, message: `Range ${id}: bounds must be 0 or more.` };
    if (id === 'bewertung' && bounds.some((b) => b > 5)) return { ok: false, message: 'Range bewertung: bounds are between 0 and 5.' };
    if (from !== null && to !== null && from > to) return { ok: false, message: `Range ${id}: from must not be above to.` };
    query.ranges.set(id, { from, to });
  }
  return { ok: true, query };
}

export const priceOf = (product: ProductRecord, shop: ShopId): number => bestItem(product).prices[shop].priceCents / 100;

const inRange = (value: number, range: Range): boolean => (range.from === null || value >= range.from) && (range.to === null || value <= range.to);

function matches(product: ProductRecord, query: ListingQuery, shop: ShopId, except: FacetId | RangeId | null): boolean {
  for (const [facet, values] of query.enums) {
    if (facet === except || values.size === 0) continue;
    if (!FACET_VALUES[facet](product).some((v) => values.has(fold(v)))) return false;
  }
  const price = except === 'preis' ? undefined : query.ranges.get('preis');
  if (price && !inRange(priceOf(product, shop), price)) return false;
  const rating = except === 'bewertung' ? undefined : query.ranges.get('bewertung');
  if (rating && (product.rating === null || !inRange(product.rating, rating))) return false;
  return true;
}

export function applyFilter(products: readonly ProductRecord[], query: ListingQuery, shop: ShopId): ProductRecord[] {
  return products.filter((p) => matches(p, query, shop, null));
}

export interface EnumFilterRecord {
  id: string;
  name: string;
  values: Array<{ id: string; name: string; selected: boolean; count: number }>;
}

export interface RangeFilterRecord {
  id: string;
  name: string;
  min: number;
  max: number;
  minSelected: number;
  maxSelected: number;
}

export interface ListingFiltersRecord {
  enumFilters: EnumFilterRecord[];
  priceRange: RangeFilterRecord | null;
  ratingRange: RangeFilterRecord | null;
}

function enumFilter(facet: FacetId, products: readonly ProductRecord[], query: ListingQuery, shop: ShopId, language: ContentLanguage): EnumFilterRecord | null {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (!matches(product, query, shop, facet)) continue;
    for (const value of new Set(FACET_VALUES[facet](product))) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const selected = query.enums.get(facet) ?? new Set<string>();
  if (counts.size === 0) return null;
  const values = [...counts.keys()].sort(VALUE_ORDER[facet]).map((value) => ({ id: value, name: value, selected: selected.has(fold(value)), count: counts.get(value) ?? 0 }));
  return { id: facet, name: language === 'en' ? FACET_NAMES_EN[facet] : FACET_NAMES[facet], values };
}

function rangeFilter(id: RangeId, values: number[], query: ListingQuery, language: ContentLanguage): RangeFilterRecord | null {
  if (values.length === 0) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const chosen = query.ranges.get(id);
  const clamp = (v: number) => Math.min(max, Math.max(min, v));
  return { id, name: language === 'en' ? RANGE_NAMES_EN[id] : RANGE_NAMES[id], min, max, minSelected: clamp(chosen?.from ?? min), maxSelected: clamp(chosen?.to ?? max) };
}

/** The filters of a listing over `products` (its scope before filtering), named in the shop's language. */
export function listingFilters(products: readonly ProductRecord[], query: ListingQuery, shop: ShopId, language: ContentLanguage = 'de'): ListingFiltersRecord {
  const enumFilters = FACET_IDS.map((f) => enumFilter(f, products, query, shop, language)).filter((f): f is EnumFilterRecord => f !== null);
  const prices = products.filter((p) => matches(p, query, shop, 'preis')).map((p) => priceOf(p, shop));
  const ratings = products
    .filter((p) => matches(p, query, shop, 'bewertung'))
    .map((p) => p.rating)
    .filter((r): r is number => r !== null);
  return { enumFilters, priceRange: rangeFilter('preis', prices, query, language), ratingRange: rangeFilter('bewertung', ratings, query, language) };
}
