import { describe, expect, it } from '@jest/globals';
import { SearchKeys } from '@tafel/domain';
import { hasMessage, translator } from '@/lib/i18n/i18n';
import { parseSearchParams, type SearchState } from './search-params';
import { adjustmentFilters, effectiveSearch, filterChips, isAdjusted, removeAllHref, unadjustedHref, type SearchResults } from './search-view';

const de = translator('de-DE');
const en = translator('en-DE');

function results(overrides: Partial<SearchResults> = {}): SearchResults {
  return {
    __typename: 'SearchResults',
    query: 'ordner',
    originalQuery: null,
    products: [],
    page: 1,
    pageSize: 60,
    totalProducts: 14,
    totalPages: 1,
    sort: 'RELEVANCE',
    category: null,
    categories: [],
    filters: [
      {
        id: 'farbe',
        name: 'Farbe',
        values: [
          { id: 'Blau', name: 'Blau', selected: false, count: 4 },
          { id: 'Rot', name: 'Rot', selected: false, count: 3 },
        ],
      },
      { id: 'marke', name: 'Marke', values: [{ id: 'Leitz', name: 'Leitz', selected: false, count: 5 }] },
    ],
    price: { min: 1.99, max: 24.9, from: null, to: null },
    rating: { min: 3.1, max: 4.8, from: null },
    ...overrides,
  };
}

const asked = (params: Record<string, string>): SearchState => parseSearchParams(params).state;

/** The results of 'blaue ordner' after the long-tail adjustment: ordner + Farbe = Blau. */
const adjusted = results({
  originalQuery: 'blaue ordner',
  filters: [
    {
      id: 'farbe',
      name: 'Farbe',
      values: [
        { id: 'Blau', name: 'Blau', selected: true, count: 4 },
        { id: 'Rot', name: 'Rot', selected: false, count: 3 },
      ],
    },
  ],
});

describe('long-tail adjustment', () => {
  it('names the filters the adjustment selected', () => {
    expect(adjustmentFilters(asked({ q: 'blaue ordner' }), adjusted)).toEqual([{ id: 'farbe', name: 'Farbe', values: [{ id: 'Blau', name: 'Blau' }] }]);
    // Once the filter is in the URL (paging the adjusted search) it is the shopper's own.
    expect(adjustmentFilters(asked({ q: 'ordner', oq: 'blaue ordner', 'filter.farbe': 'Blau' }), adjusted)).toEqual([]);
    expect(adjustmentFilters(asked({ q: 'ordner' }), results())).toEqual([]);
  });

  it('builds the links on the adjusted search, so it is not adjusted again', () => {
    const state = effectiveSearch(asked({ q: 'blaue ordner' }), adjusted);
    expect(state).toMatchObject({ q: 'ordner', oq: 'blaue ordner', filters: [{ id: 'farbe', values: ['Blau'] }] });
  });

  it('tells an adjusted search from one that was not', () => {
    expect(isAdjusted(adjusted)).toBe(true);
    expect(isAdjusted(results())).toBe(false);
    expect(isAdjusted(results({ query: 'blaue ordner', originalQuery: 'Blaue Ordner' }))).toBe(false);
  });

  it('searches exactly what was typed with oq set', () => {
    expect(unadjustedHref('blaue ordner')).toBe('/search?q=blaue+ordner&oq=blaue+ordner');
  });
});

describe('effectiveSearch', () => {
  it('takes page, sort and category from the results', () => {
    const state = effectiveSearch(asked({ q: 'ordner', searchInCategoryId: '210', p: '2' }), results({ page: 2, sort: 'NAME', category: { id: '210', name: 'Ordner' } }));
    expect(state).toMatchObject({ q: 'ordner', page: 2, sort: 'NAME', categoryId: '210' });
  });
});

describe('filterChips', () => {
  const state = asked({ q: 'ordner', searchInCategoryId: '210', 'filter.farbe': 'blau,Rot', 'filter.PRICE': '5-20', 'filter.rating': '4', sort: 'NAME', p: '2' });
  const chips = filterChips(state, results({ category: { id: '210', name: 'Ordner & Register' } }), de);

  it('has one chip per value, price and rating, with the names of the results', () => {
    expect(chips.map((chip) => chip.label)).toEqual(['Farbe: Blau', 'Farbe: Rot', 'Preis: 5,00\u00a0€ – 20,00\u00a0€', 'Bewertung: ab 4 Sternen']);
  });

  it('removes only its own part and starts again at page 1', () => {
    expect(chips.map((chip) => chip.removeHref)).toEqual([
      '/search?q=ordner&searchInCategoryId=210&filter.farbe=Rot&filter.PRICE=5-20&filter.rating=4&sort=NAME',
      '/search?q=ordner&searchInCategoryId=210&filter.farbe=blau&filter.PRICE=5-20&filter.rating=4&sort=NAME',
      '/search?q=ordner&searchInCategoryId=210&filter.farbe=blau,Rot&filter.rating=4&sort=NAME',
      '/search?q=ordner&searchInCategoryId=210&filter.farbe=blau,Rot&filter.PRICE=5-20&sort=NAME',
    ]);
  });

  it('removing all clears filters, category and sort but keeps the query (spec §2)', () => {
    expect(removeAllHref({ ...state, oq: 'blaue ordner' })).toBe('/search?q=ordner&oq=blaue+ordner');
  });

  it('writes open price ranges and one star in both languages', () => {
    const open = asked({ q: 'x', 'filter.PRICE': '-9,5', 'filter.rating': '1' });
    expect(filterChips(open, null, de).map((chip) => chip.label)).toEqual(['Preis: bis 9,50\u00a0€', 'Bewertung: ab 1 Stern']);
    expect(filterChips(asked({ q: 'x', 'filter.PRICE': '3-', 'filter.rating': '3.5' }), null, en).map((chip) => chip.label)).toEqual([
      'Price: from €3.00',
      `Rating: ${(3.5).toLocaleString('en-DE')} stars and more`,
    ]);
  });

  it('falls back to the ids for values the results do not list', () => {
    expect(filterChips(asked({ q: 'x', 'filter.anzahl-farben': '24' }), results(), de)[0]?.label).toBe('anzahl-farben: 24');
  });
});

describe('texts of refused searches', () => {
  it.each(Object.values(SearchKeys))('%s has a text', (key) => {
    expect(hasMessage(key)).toBe(true);
  });
});
