import { describe, expect, it } from '@jest/globals';
import { listingQuery, paginationItems, parsePage, parseSort } from './listing';

describe('parsePage (spec: p falls back to 1)', () => {
  it.each([
    [undefined, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['9999999', 1],
    [['4', '5'], 4],
  ])('%p → %p', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('parseSort', () => {
  it('accepts known sorts in any case and defaults to RECOMMENDED', () => {
    expect(parseSort('PRICE_ASC')).toBe('PRICE_ASC');
    expect(parseSort('price_desc')).toBe('PRICE_DESC');
    expect(parseSort('cheapest')).toBe('RECOMMENDED');
    expect(parseSort(undefined)).toBe('RECOMMENDED');
  });
});

describe('listingQuery', () => {
  it('leaves out defaults', () => {
    expect(listingQuery({ sort: 'RECOMMENDED', page: 1 })).toBe('');
    expect(listingQuery({ sort: 'NAME', page: 2 })).toBe('?sort=NAME&p=2');
    expect(listingQuery({ page: 3 })).toBe('?p=3');
  });
});

describe('paginationItems', () => {
  it('shows all pages when there are few', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it('collapses long ranges around the current page', () => {
    expect(paginationItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(paginationItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(paginationItems(10, 10)).toEqual([1, null, 9, 10]);
    expect(paginationItems(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
