import { describe, expect, it } from '@jest/globals';
import {
  categoryCanonicalPath,
  categoryHeroFilters,
  categoryListingHref,
  categoryListingInput,
  categoryRemoveAllHref,
  isFilteredCategory,
  parseCategoryParams,
  unfilteredCategory,
  type CategoryListingState,
} from './category-listing';

const narrowed: CategoryListingState = {
  page: 2,
  sort: 'PRICE_ASC',
  filters: [{ id: 'farbe', values: ['Blau'] }],
  price: { from: null, to: 10 },
  minRating: 3,
};

describe('parseCategoryParams (route table: p, sort, filter.*, filter.PRICE, filter.rating)', () => {
  it('reads the URL of a filtered category', () => {
    expect(parseCategoryParams({ p: '2', sort: 'price_asc', 'filter.farbe': 'Blau', 'filter.PRICE': '-10', 'filter.rating': '3' })).toEqual(narrowed);
  });

  it('falls back like the search: bad p → 1, unknown or search-only sort → recommendation (spec §9 "si"), malformed price ignored', () => {
    expect(parseCategoryParams({ p: '0', sort: 'RELEVANCE', 'filter.PRICE': '5€-' })).toEqual({ page: 1, sort: 'RECOMMENDED', filters: [], price: null, minRating: null });
    expect(parseCategoryParams({ p: 'x', sort: ['NAME', 'RATING'] })).toMatchObject({ page: 1, sort: 'NAME' });
  });

  it('sends a page beyond the pages a listing serves back to 1 (the API would refuse it, and a refusal reads as an unknown category)', () => {
    expect(parseCategoryParams({ p: '10000' }).page).toBe(10_000);
    expect(parseCategoryParams({ p: '10001' }).page).toBe(1);
    expect(parseCategoryParams({ p: '999999', 'filter.farbe': 'Blau' })).toMatchObject({ page: 1, filters: [{ id: 'farbe', values: ['Blau'] }] });
  });

  it('leaves the search’s own parameters alone', () => {
    expect(parseCategoryParams({ q: 'ordner', searchInCategoryId: '7' })).toEqual(parseCategoryParams({}));
  });
});

describe('category URLs', () => {
  it('keep the filters in the spec’s form and leave defaults out', () => {
    expect(categoryListingHref('210', narrowed)).toBe('/cat/210?filter.farbe=Blau&filter.PRICE=-10&filter.rating=3&sort=PRICE_ASC&p=2');
    expect(categoryListingHref('210', { ...narrowed, sort: 'RECOMMENDED', page: 1 })).toBe('/cat/210?filter.farbe=Blau&filter.PRICE=-10&filter.rating=3');
    expect(categoryListingHref('210', {})).toBe('/cat/210');
  });

  it('„Alle Filter entfernen“ leads to the plain category (spec §2: the sort is reset too)', () => {
    expect(categoryRemoveAllHref('210', narrowed)).toBe('/cat/210');
  });

  it('have a canonical URL with only p (spec §9)', () => {
    expect(categoryCanonicalPath('210', 1)).toBe('/cat/210/');
    expect(categoryCanonicalPath('210', 3)).toBe('/cat/210/?p=3');
  });

  it('tell a filtered category from a sorted or paged one', () => {
    expect(isFilteredCategory(narrowed)).toBe(true);
    const sortedAndPaged: CategoryListingState = { page: 4, sort: 'NAME', filters: [], price: null, minRating: null };
    expect(isFilteredCategory(sortedAndPaged)).toBe(false);
  });
});

describe('the API arguments', () => {
  it('carry page, 60 per page, sort and the filters', () => {
    expect(categoryListingInput('210', narrowed)).toEqual({
      id: '210',
      page: 2,
      pageSize: 60,
      sort: 'PRICE_ASC',
      filters: [{ id: 'farbe', values: ['Blau'] }],
      price: { from: null, to: 10 },
      minRating: 3,
    });
    expect(categoryListingInput('210', parseCategoryParams({}))).toEqual({ id: '210', page: 1, pageSize: 60, sort: 'RECOMMENDED' });
  });

  it('drop the filters from page 1 when the API refused them, keeping the sort', () => {
    expect(unfilteredCategory(narrowed)).toEqual({ page: 1, sort: 'PRICE_ASC', filters: [], price: null, minRating: null });
  });
});

describe('hero filters (spec §2)', () => {
  it('are 5, or 4 when the category has subcategories to filter by', () => {
    expect(categoryHeroFilters(false)).toBe(5);
    expect(categoryHeroFilters(true)).toBe(4);
  });
});
