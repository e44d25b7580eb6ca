import { describe, expect, it } from '@jest/globals';
import { paginationItems, parsePage, parseSortOf, SORT_OPTIONS, sortChoices } from './listing';

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

describe('parseSortOf (any listing’s sorts)', () => {
  it('takes one of the given options, else the given fallback', () => {
    const options = [{ value: 'RELEVANCE', label: 'ui.sort.relevance' }, ...SORT_OPTIONS] as const;
    expect(parseSortOf('relevance', options, 'RELEVANCE')).toBe('RELEVANCE');
    expect(parseSortOf(['NAME', 'RATING'], options, 'RELEVANCE')).toBe('NAME');
    expect(parseSortOf('SI', options, 'RELEVANCE')).toBe('RELEVANCE');
  });
});

describe('sortChoices', () => {
  it('gives each option its URL', () => {
    expect(sortChoices(SORT_OPTIONS.slice(0, 2), (sort) => (sort === 'RECOMMENDED' ? '/cat/7' : `/cat/7?sort=${sort}`))).toEqual([
      { value: 'RECOMMENDED', label: 'ui.sort.recommended', href: '/cat/7' },
      { value: 'NEWEST', label: 'ui.sort.newest', href: '/cat/7?sort=NEWEST' },
    ]);
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
