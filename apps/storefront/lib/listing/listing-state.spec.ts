import { describe, expect, it } from '@jest/globals';
import { SORT_OPTIONS } from './listing';
import {
  changedListing,
  filterFormHidden,
  filterFormHref,
  hasFilterValue,
  hasListingFilters,
  listingFilterInput,
  listingHref,
  listingParamPairs,
  parseListingParams,
  toggledFilterValue,
  withoutListingFilters,
  type ListingKind,
  type ListingLocation,
  type ListingState,
} from './listing-state';

const KIND: ListingKind = { sortOptions: SORT_OPTIONS, defaultSort: 'RECOMMENDED' };
const AT_CATEGORY: ListingLocation = { ...KIND, path: '/cat/210', base: [] };
const AT_SEARCH: ListingLocation = { ...KIND, path: '/search', base: [['q', 'blaue ordner']] };

const plain: ListingState = { page: 1, sort: 'RECOMMENDED', filters: [], price: null, minRating: null };
const narrowed: ListingState = {
  page: 3,
  sort: 'NAME',
  filters: [
    { id: 'farbe', values: ['Blau', 'Rot'] },
    { id: 'marke', values: ['Bürofix'] },
  ],
  price: { from: 5, to: 20 },
  minRating: 4,
};

describe('parseListingParams (spec §5)', () => {
  it('reads page, sort, filters, price and rating', () => {
    expect(
      parseListingParams({ p: '3', sort: 'name', 'filter.farbe': 'Blau,Rot', 'filter.marke': ['Bürofix'], 'filter.PRICE': '5-20', 'filter.rating': '4', q: 'ignored' }, KIND),
    ).toEqual(narrowed);
  });

  it('falls back leniently: bad p → 1, unknown sort → the default, malformed price and rating left out', () => {
    expect(parseListingParams({ p: 'zwei', sort: 'cheapest', 'filter.PRICE': 'billig', 'filter.rating': '9' }, KIND)).toEqual(plain);
    expect(parseListingParams({ p: '-1', 'filter.PRICE': '5-10-20' }, KIND)).toEqual(plain);
    expect(parseListingParams({}, KIND)).toEqual(plain);
  });

  it('takes the sorts and default of the listing kind', () => {
    const search: ListingKind = { sortOptions: [{ value: 'RELEVANCE', label: 'ui.sort.relevance' }, ...SORT_OPTIONS], defaultSort: 'RELEVANCE' };
    expect(parseListingParams({ sort: 'relevance' }, search).sort).toBe('RELEVANCE');
    expect(parseListingParams({ sort: 'relevance' }, KIND).sort).toBe('RECOMMENDED');
    expect(parseListingParams({}, search).sort).toBe('RELEVANCE');
  });

  it('sends a page beyond the kind’s last back to 1', () => {
    expect(parseListingParams({ p: '10001' }, { ...KIND, maxPage: 10_000 }).page).toBe(1);
    expect(parseListingParams({ p: '10001' }, KIND).page).toBe(10001);
  });

  it('lets the filter form’s price inputs replace filter.PRICE', () => {
    expect(parseListingParams({ 'filter.PRICE': '1-2', 'price.from': '3,5', 'price.to': '' }, KIND).price).toEqual({ from: 3.5, to: null });
    expect(parseListingParams({ 'filter.PRICE': '1-2', 'price.from': '', 'price.to': '' }, KIND).price).toEqual({ from: 1, to: 2 });
    expect(parseListingParams({ 'price.from': '9', 'price.to': '3' }, KIND).price).toEqual({ from: 3, to: 9 });
  });
});

describe('listingHref', () => {
  it('writes the spec’s URL form after the location’s base, defaults left out', () => {
    expect(listingHref(AT_CATEGORY, plain)).toBe('/cat/210');
    expect(listingHref(AT_CATEGORY, {})).toBe('/cat/210');
    expect(listingHref(AT_CATEGORY, narrowed)).toBe('/cat/210?filter.farbe=Blau,Rot&filter.marke=B%C3%BCrofix&filter.PRICE=5-20&filter.rating=4&sort=NAME&p=3');
    expect(listingHref(AT_SEARCH, { ...plain, page: 2 })).toBe('/search?q=blaue+ordner&p=2');
  });

  it('round-trips through parseListingParams', () => {
    const state: ListingState = { page: 2, sort: 'PRICE_DESC', filters: [{ id: 'altersempfehlung', values: ['ab 3 Jahren', 'Grün'] }], price: { from: null, to: 12.5 }, minRating: 3.5 };
    const url = new URL(listingHref(AT_CATEGORY, state), 'http://shop.test');
    const params: Record<string, string[]> = {};
    for (const [name, value] of url.searchParams) (params[name] ??= []).push(value);
    expect(parseListingParams(params, KIND)).toEqual(state);
  });

  it('gives the same state as form fields (repeated values, base first)', () => {
    expect(listingParamPairs(AT_SEARCH, { ...narrowed, sort: undefined, page: undefined })).toEqual([
      ['q', 'blaue ordner'],
      ['filter.farbe', 'Blau'],
      ['filter.farbe', 'Rot'],
      ['filter.marke', 'Bürofix'],
      ['filter.PRICE', '5-20'],
      ['filter.rating', '4'],
    ]);
  });
});

describe('changing a listing (spec §2: a new filter or sort resets the page)', () => {
  it('starts again at page 1 unless the page is what changes', () => {
    expect(changedListing(narrowed, { sort: 'PRICE_ASC' })).toMatchObject({ sort: 'PRICE_ASC', page: 1, filters: narrowed.filters });
    expect(changedListing(narrowed, { page: 4 }).page).toBe(4);
    expect(changedListing(narrowed, { price: null })).toMatchObject({ page: 1, price: null, minRating: 4 });
  });

  it('switches a value on and off, without case, keeping the filter’s place', () => {
    expect(toggledFilterValue(narrowed, 'Farbe', 'blau', false).filters).toEqual([
      { id: 'farbe', values: ['Rot'] },
      { id: 'marke', values: ['Bürofix'] },
    ]);
    expect(toggledFilterValue(narrowed, 'marke', 'Bürofix', false).filters).toEqual([{ id: 'farbe', values: ['Blau', 'Rot'] }]);
    expect(toggledFilterValue(plain, 'farbe', 'Grün', true)).toEqual({ ...plain, filters: [{ id: 'farbe', values: ['Grün'] }] });
    expect(toggledFilterValue(narrowed, 'farbe', 'Gelb', true).page).toBe(1);
  });

  it('keeps what a state extending the listing state carries', () => {
    const search = { ...narrowed, q: 'ordner' };
    expect(toggledFilterValue(search, 'farbe', 'Gelb', true).q).toBe('ordner');
    expect(changedListing(search, { sort: 'NAME' }).q).toBe('ordner');
  });

  it('removing all filters clears them and resets sort and page (spec §2)', () => {
    expect(withoutListingFilters(narrowed, 'RECOMMENDED')).toEqual(plain);
    expect(hasListingFilters(narrowed)).toBe(true);
    const sortedAndPaged: ListingState = { ...plain, sort: 'NAME', page: 2 };
    expect(hasListingFilters(sortedAndPaged)).toBe(false);
    expect(hasListingFilters({ ...plain, minRating: 1 })).toBe(true);
  });
});

describe('hasFilterValue', () => {
  it('finds a value of a filter without case, and only in its own filter', () => {
    expect(hasFilterValue(narrowed.filters, 'Farbe', 'blau')).toBe(true);
    expect(hasFilterValue(narrowed.filters, 'marke', 'BÜROFIX')).toBe(true);
    expect(hasFilterValue(narrowed.filters, 'marke', 'Blau')).toBe(false);
    expect(hasFilterValue(narrowed.filters, 'farbe', 'Gelb')).toBe(false);
    expect(hasFilterValue([], 'farbe', 'Blau')).toBe(false);
  });
});

describe('the API’s filter input', () => {
  it('leaves empty parts out', () => {
    expect(listingFilterInput(plain)).toEqual({});
    expect(listingFilterInput(narrowed)).toEqual({
      filters: [
        { id: 'farbe', values: ['Blau', 'Rot'] },
        { id: 'marke', values: ['Bürofix'] },
      ],
      price: { from: 5, to: 20 },
      minRating: 4,
    });
  });
});

describe('the filter form', () => {
  const offered = [{ id: 'farbe', values: [{ id: 'Blau' }, { id: 'Rot' }] }];

  it('keeps a sort other than the default and the URL’s values the listing offers no checkbox for', () => {
    expect(filterFormHidden(narrowed, offered, 'RECOMMENDED')).toEqual([
      ['sort', 'NAME'],
      ['filter.marke', 'Bürofix'],
    ]);
    expect(filterFormHidden(plain, offered, 'RECOMMENDED')).toEqual([]);
  });

  it('leads to the canonical URL of its fields, from page 1, with the location’s base', () => {
    const fields: [string, string][] = [
      ['q', 'not from the fields'],
      ['sort', 'NAME'],
      ['filter.farbe', 'Blau'],
      ['filter.farbe', 'Rot'],
      ['price.from', '4,99'],
      ['price.to', ''],
      ['filter.rating', ''],
    ];
    expect(filterFormHref(AT_CATEGORY, fields)).toBe('/cat/210?filter.farbe=Blau,Rot&filter.PRICE=4.99-&sort=NAME');
    expect(filterFormHref(AT_SEARCH, [['filter.rating', '3']])).toBe('/search?q=blaue+ordner&filter.rating=3');
    expect(filterFormHref(AT_CATEGORY, [['price.from', 'abc']])).toBe('/cat/210');
  });
});
