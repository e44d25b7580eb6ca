import { describe, expect, it } from '@jest/globals';
import { cleanSearchText } from '@tafel/domain';
import {
  changedSearch,
  DEFAULT_SEARCH_SORT,
  hasNarrowing,
  localRedirectPath,
  parseSearchParams,
  searchCanonicalPath,
  searchHref,
  searchInput,
  unfilteredSearch,
  withoutFilters,
  type SearchState,
} from './search-params';
import { searchTarget } from './search-target';
import { paramsFromEntries, parseAmount, parseFilters, parseMinRating, parsePriceRange, priceRangeText, toggledFilterValue } from '@/lib/listing/listing-state';

const base: SearchState = {
  q: 'ordner',
  oq: null,
  page: 1,
  sort: 'RELEVANCE',
  categoryId: null,
  filters: [],
  price: null,
  minRating: null,
};

describe('parseSearchParams', () => {
  it('reads every part of a search URL', () => {
    const { state, tooLong } = parseSearchParams({
      q: '  ordner  ',
      oq: 'blaue ordner',
      p: '3',
      sort: 'price_asc',
      searchInCategoryId: '210',
      'filter.farbe': 'Blau,Rot',
      'filter.marke': ['Leitz', 'Herlitz'],
      'filter.PRICE': '4,99-20',
      'filter.rating': '4',
    });
    expect(tooLong).toBe(false);
    expect(state).toEqual({
      q: 'ordner',
      oq: 'blaue ordner',
      page: 3,
      sort: 'PRICE_ASC',
      categoryId: '210',
      filters: [
        { id: 'farbe', values: ['Blau', 'Rot'] },
        { id: 'marke', values: ['Leitz', 'Herlitz'] },
      ],
      price: { from: 4.99, to: 20 },
      minRating: 4,
    });
  });

  it('falls back instead of failing: page 1, relevance, no category, no price or rating', () => {
    const { state } = parseSearchParams({
      q: 'stifte',
      p: 'zwei',
      sort: 'cheapest',
      searchInCategoryId: '../etc/passwd',
      'filter.PRICE': 'billig',
      'filter.rating': '7',
    });
    expect(state).toEqual({ ...base, q: 'stifte' });
  });

  it('leaves q empty when it is missing or blank (the page then goes home)', () => {
    expect(parseSearchParams({}).state.q).toBe('');
    expect(parseSearchParams({ q: '   ' }).state.q).toBe('');
    expect(parseSearchParams({ q: ['', 'second'] }).state.q).toBe('');
  });

  it('collapses blanks and drops control characters', () => {
    expect(parseSearchParams({ q: 'blaue\t\tordner\u0000 ' }).state.q).toBe('blaue ordner');
    expect(cleanSearchText(' a \n b ')).toBe('a b');
  });

  it('flags a query over 100 characters and keeps its first 100', () => {
    const long = 'a'.repeat(101);
    const parsed = parseSearchParams({ q: long });
    expect(parsed.tooLong).toBe(true);
    expect(parsed.state.q).toHaveLength(100);
    expect(parseSearchParams({ q: 'a'.repeat(100) }).tooLong).toBe(false);
  });

  it('drops an original query over 100 characters', () => {
    expect(parseSearchParams({ q: 'x', oq: 'b'.repeat(101) }).state.oq).toBeNull();
    expect(parseSearchParams({ q: 'x', oq: '  ' }).state.oq).toBeNull();
  });

  it('takes the page from p, within the pages the API serves', () => {
    expect(parseSearchParams({ q: 'x', p: '2' }).state.page).toBe(2);
    expect(parseSearchParams({ q: 'x', p: '0' }).state.page).toBe(1);
    expect(parseSearchParams({ q: 'x', p: '10001' }).state.page).toBe(1);
  });

  it('accepts every search sort and defaults to relevance (spec §9)', () => {
    expect(parseSearchParams({ q: 'x', sort: 'RECOMMENDED' }).state.sort).toBe('RECOMMENDED');
    expect(parseSearchParams({ q: 'x', sort: 'name' }).state.sort).toBe('NAME');
    expect(parseSearchParams({ q: 'x' }).state.sort).toBe(DEFAULT_SEARCH_SORT);
    expect(DEFAULT_SEARCH_SORT).toBe('RELEVANCE');
  });

  it('lets the filter form’s price inputs replace filter.PRICE', () => {
    expect(parseSearchParams({ q: 'x', 'filter.PRICE': '1-2', 'price.from': '5', 'price.to': '' }).state.price).toEqual({ from: 5, to: null });
    expect(parseSearchParams({ q: 'x', 'filter.PRICE': '1-2', 'price.from': '', 'price.to': '' }).state.price).toEqual({ from: 1, to: 2 });
    expect(parseSearchParams({ q: 'x', 'price.from': 'abc', 'price.to': '9' }).state.price).toBeNull();
  });
});

describe('parseFilters (spec §5: filter keys beginning filter. are split on commas)', () => {
  it('splits on commas and adds repeated parameters', () => {
    expect(parseFilters({ 'filter.farbe': ['Blau,Rot', 'Grün'] })).toEqual([{ id: 'farbe', values: ['Blau', 'Rot', 'Grün'] }]);
  });

  it('drops blank and repeated values and merges ids without case', () => {
    expect(parseFilters({ 'filter.farbe': ' Blau , ,blau,', 'filter.Farbe': 'Rot' })).toEqual([{ id: 'farbe', values: ['Blau', 'Rot'] }]);
  });

  it('leaves out PRICE, rating, malformed ids and filters without values', () => {
    expect(parseFilters({ 'filter.PRICE': '1-2', 'filter.price': '3-4', 'filter.rating': '4', 'filter.': 'x', 'filter.a b': 'x', 'filter.<x>': 'y', 'filter.leer': '' })).toEqual([]);
    expect(parseFilters({ q: 'x', sort: 'NAME' })).toEqual([]);
  });

  it('keeps within the API limits: 10 filters, 50 values each, values of at most 100 characters', () => {
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, index) => [`filter.f${index}`, 'v']));
    expect(parseFilters(many)).toHaveLength(10);
    const values = Array.from({ length: 60 }, (_, index) => `v${index}`).join(',');
    expect(parseFilters({ 'filter.marke': values })[0]?.values).toHaveLength(50);
    expect(parseFilters({ 'filter.marke': `${'x'.repeat(101)},ok` })).toEqual([{ id: 'marke', values: ['ok'] }]);
  });
});

describe('parsePriceRange (spec §5: from-to)', () => {
  it.each([
    ['5-20', { from: 5, to: 20 }],
    ['4,99-10.5', { from: 4.99, to: 10.5 }],
    ['5-', { from: 5, to: null }],
    ['-20', { from: null, to: 20 }],
    [' 5 - 20 ', { from: 5, to: 20 }],
    ['20-5', { from: 5, to: 20 }],
    ['0-0', { from: 0, to: 0 }],
  ])('%p → %p', (text, range) => {
    expect(parsePriceRange(text)).toEqual(range);
  });

  it.each([undefined, '', '-', '5', '5-10-20', 'a-b', '1.000-2', '-5-10', '5--10', '99999999-'])('%p is ignored', (text) => {
    expect(parsePriceRange(text)).toBeNull();
  });

  it('reads amounts with a decimal point or comma, at most two decimals', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-1')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
  });
});

describe('parseMinRating', () => {
  it.each([
    ['4', 4],
    ['3,5', 3.5],
    ['5', 5],
    ['0', null],
    ['6', null],
    ['4.25', null],
    ['vier', null],
    [undefined, null],
  ])('%p → %p', (text, stars) => {
    expect(parseMinRating(text)).toBe(stars);
  });
});

describe('searchHref', () => {
  it('writes the spec’s URL form and leaves defaults out', () => {
    expect(searchHref({ q: 'ordner' })).toBe('/search?q=ordner');
    expect(searchHref({ ...base, q: 'blaue ordner', sort: 'RELEVANCE', page: 1 })).toBe('/search?q=blaue+ordner');
    expect(
      searchHref({
        q: 'ordner',
        oq: 'blaue ordner',
        categoryId: '210',
        filters: [
          { id: 'farbe', values: ['Blau', 'Rot'] },
          { id: 'altersempfehlung', values: ['ab 3 Jahren'] },
        ],
        price: { from: 4.99, to: null },
        minRating: 4,
        sort: 'PRICE_ASC',
        page: 2,
      }),
    ).toBe('/search?q=ordner&oq=blaue+ordner&searchInCategoryId=210&filter.farbe=Blau,Rot&filter.altersempfehlung=ab+3+Jahren&filter.PRICE=4.99-&filter.rating=4&sort=PRICE_ASC&p=2');
  });

  it('escapes what would break the URL, including a comma inside a value', () => {
    expect(searchHref({ q: 'a&b=c#d+e' })).toBe('/search?q=a%26b%3Dc%23d%2Be');
    expect(searchHref({ q: 'x', filters: [{ id: 'marke', values: ['A,B', 'Grün'] }] })).toBe('/search?q=x&filter.marke=A%2CB,Gr%C3%BCn');
  });

  it('round-trips through parseSearchParams', () => {
    const state: SearchState = {
      q: 'Hefte & Blöcke',
      oq: 'blaue hefte',
      page: 4,
      sort: 'NAME',
      categoryId: 'c-12',
      filters: [{ id: 'farbe', values: ['Blau', 'Dunkelblau'] }],
      price: { from: null, to: 12.5 },
      minRating: 3,
    };
    const url = new URL(searchHref(state), 'http://shop.test');
    const params = paramsFromEntries(url.searchParams.entries());
    expect(parseSearchParams(params)).toEqual({ state, tooLong: false });
  });

  it('writes price ranges as from-to', () => {
    expect(priceRangeText({ from: 5, to: 20 })).toBe('5-20');
    expect(priceRangeText({ from: null, to: 9.99 })).toBe('-9.99');
  });
});

describe('searchTarget (the header form)', () => {
  it('goes home for a blank query (spec §2) and to the search otherwise', () => {
    expect(searchTarget('   ')).toBe('/');
    expect(searchTarget(' Buntstifte  24er ')).toBe('/search?q=Buntstifte+24er');
    expect(searchTarget('x'.repeat(150))).toBe(`/search?q=${'x'.repeat(100)}`);
  });
});

describe('searchCanonicalPath (spec §9: only q and p)', () => {
  it('drops everything else', () => {
    expect(searchCanonicalPath({ q: 'ordner', page: 1 })).toBe('/search?q=ordner');
    const state = parseSearchParams({ q: 'ordner', p: '2', sort: 'NAME', 'filter.farbe': 'Blau', oq: 'blaue ordner' }).state;
    expect(searchCanonicalPath(state)).toBe('/search?q=ordner&p=2');
  });
});

describe('changing a search', () => {
  const state: SearchState = { ...base, oq: 'blaue ordner', page: 3, sort: 'NAME', categoryId: '7', filters: [{ id: 'farbe', values: ['Blau'] }], price: { from: 1, to: 9 }, minRating: 2 };

  it('starts again at page 1 unless the page is what changes', () => {
    expect(changedSearch(state, { sort: 'PRICE_DESC' }).page).toBe(1);
    expect(changedSearch(state, { categoryId: null }).page).toBe(1);
    expect(changedSearch(state, { page: 4 }).page).toBe(4);
  });

  it('switches filter values on and off and keeps oq', () => {
    const on = toggledFilterValue(state, 'farbe', 'Rot', true);
    expect(on.filters).toEqual([{ id: 'farbe', values: ['Blau', 'Rot'] }]);
    expect(on.page).toBe(1);
    expect(on.oq).toBe('blaue ordner');
    expect(toggledFilterValue(state, 'Farbe', 'blau', false).filters).toEqual([]);
    expect(toggledFilterValue(state, 'marke', 'Leitz', true).filters).toEqual([
      { id: 'farbe', values: ['Blau'] },
      { id: 'marke', values: ['Leitz'] },
    ]);
  });

  it('removes all filters, the category and the sort, but keeps q and oq (spec §2)', () => {
    expect(withoutFilters(state)).toEqual({ ...base, oq: 'blaue ordner' });
    expect(hasNarrowing(withoutFilters(state))).toBe(false);
    expect(hasNarrowing(state)).toBe(true);
  });

  it('drops filters and category but keeps the sort when the API refused them (as the category page does)', () => {
    expect(unfilteredSearch(state)).toEqual({ ...base, oq: 'blaue ordner', sort: 'NAME' });
    expect(hasNarrowing(unfilteredSearch(state))).toBe(false);
  });

  it('builds the API input from the state', () => {
    expect(searchInput(base)).toEqual({ query: 'ordner', page: 1, pageSize: 60, sort: 'RELEVANCE' });
    expect(searchInput(state)).toEqual({
      query: 'ordner',
      originalQuery: 'blaue ordner',
      page: 3,
      pageSize: 60,
      sort: 'NAME',
      categoryId: '7',
      filters: [{ id: 'farbe', values: ['Blau'] }],
      price: { from: 1, to: 9 },
      minRating: 2,
    });
  });
});

describe('localRedirectPath', () => {
  it('follows the shop’s own paths, without the trailing slash', () => {
    expect(localRedirectPath('/cat/210/')).toBe('/cat/210');
    expect(localRedirectPath('/prod/10401?varid=10401-02')).toBe('/prod/10401?varid=10401-02');
  });

  it.each(['https://evil.example/cat/1', '//evil.example/x', '/\\evil.example', 'cat/1', '', '/cat/1 x', '/cat/\u0000', '/search?q=ranzen', '/search/?q=x'])(
    '%p is not followed',
    (path) => {
      expect(localRedirectPath(path)).toBeNull();
    },
  );
});
