import { NEW_CATEGORY_ID, SALE_CATEGORY_ID, SCHOOLBAG_CATEGORY_ID } from '../categories.js';
import { COLOURS } from '../colours.js';
import type { CategoryRecord } from '../types.js';
import { FACET_NAMES } from './filtering.js';
import type { ExactMatch } from './search-index.js';
import { cleanQuery, fold } from './search-text.js';

// The shop's search rules: keyword redirects (checkQuery) and the long-tail adjustment that
// turns words naming a filter value into filters (spec §2 search, §7).

export const categoryPath = (id: string): string => `/cat/${id}/`;
export const productPath = (match: ExactMatch): string =>
  match.itemId ? `/prod/${match.product.productId}?varid=${match.itemId}` : `/prod/${match.product.productId}`;

/** Seeded keyword redirects, by folded keyword. */
export const KEYWORD_REDIRECTS: Readonly<Record<string, string>> = {
  ranzen: categoryPath(SCHOOLBAG_CATEGORY_ID),
  schulranzen: categoryPath(SCHOOLBAG_CATEGORY_ID),
  angebote: categoryPath(SALE_CATEGORY_ID),
  sale: categoryPath(SALE_CATEGORY_ID),
  reduziert: categoryPath(SALE_CATEGORY_ID),
  neuheiten: categoryPath(NEW_CATEGORY_ID),
  neu: categoryPath(NEW_CATEGORY_ID),
};

export interface RedirectSources {
  categories: readonly CategoryRecord[];
  exact: (term: string) => ExactMatch | null;
}

/** Where a search term leads instead of the results: keyword, exact category name, order number. */
export function redirectFor(query: string, sources: RedirectSources): string | null {
  const folded = fold(cleanQuery(query));
  const keyword = KEYWORD_REDIRECTS[folded];
  if (keyword) return keyword;
  const category = sources.categories.find((c) => c.level > 0 && fold(c.name) === folded);
  if (category) return categoryPath(category.id);
  const match = /^\d{3}\.?\d{3}$/.test(folded) ? sources.exact(folded) : null;
  return match ? productPath(match) : null;
}

export interface LongtailOutcome {
  filters: Array<{ name: string; values: string[] }>;
  searchQuery: string;
}

const INFLECTIONS = ['', 'e', 'er', 'es', 'en', 'em'];
const AGE_UNITS: Record<string, string> = { jahr: 'Jahr', jahre: 'Jahren', jahren: 'Jahren', monaten: 'Monaten', monate: 'Monaten' };

function colourOf(word: string): string | null {
  const folded = fold(word);
  for (const colour of Object.keys(COLOURS)) {
    const base = fold(colour);
    if (folded.startsWith(base) && INFLECTIONS.includes(folded.slice(base.length))) return colour;
  }
  return null;
}

/** Splits filter words off a query: colours, '24 farben', 'ab 3 jahren' and manufacturer names. */
export function adjustLongtail(query: string, brands: readonly string[]): LongtailOutcome {
  const tokens = cleanQuery(query).split(' ').filter(Boolean);
  const found = new Map<string, string[]>();
  const add = (name: string, value: string) => {
    const values = found.get(name) ?? [];
    if (!values.includes(value)) values.push(value);
    found.set(name, values);
  };
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] ?? '';
    const next = fold(tokens[i + 1] ?? '');
    const brand = brands.find((b) => {
      const parts = fold(b).split(' ');
      return parts.every((part, k) => fold(tokens[i + k] ?? '') === part);
    });
    const colour = colourOf(token);
    if (brand) {
      add(FACET_NAMES.marke, brand);
      i += brand.split(' ').length - 1;
    } else if (/^\d+$/.test(token) && (next === 'farben' || next === 'farbe')) {
      add(FACET_NAMES['anzahl-farben'], token);
      i += 1;
    } else if (fold(token) === 'ab' && /^\d+$/.test(tokens[i + 1] ?? '') && AGE_UNITS[fold(tokens[i + 2] ?? '')]) {
      const n = tokens[i + 1] ?? '';
      const unit = n === '1' && AGE_UNITS[fold(tokens[i + 2] ?? '')] === 'Jahren' ? 'Jahr' : AGE_UNITS[fold(tokens[i + 2] ?? '')];
      add(FACET_NAMES.altersempfehlung, `ab ${n} ${unit}`);
      i += 2;
    } else if (colour) {
      add(FACET_NAMES.farbe, colour);
    } else {
      rest.push(token);
    }
  }
  // A query made only of filter words would leave nothing to search for: keep it as it is.
  if (rest.length === 0 || found.size === 0) return { filters: [], searchQuery: cleanQuery(query) };
  return { filters: [...found].map(([name, values]) => ({ name, values })), searchQuery: rest.join(' ') };
}
