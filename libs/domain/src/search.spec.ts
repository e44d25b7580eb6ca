import {
  checkSearch,
  cleanSearchText,
  isFreshSearch,
  isShopPath,
  SEARCH_DEFAULT_SORT,
  SEARCH_FILTER_ID_MAX_LENGTH,
  SEARCH_MAX_FILTER_VALUES,
  SEARCH_MAX_FILTERS,
  SEARCH_PAGE_MAX,
  SEARCH_PAGE_SIZE_MAX,
  SEARCH_QUERY_MAX_LENGTH,
  SearchKeys,
  type SearchCheck,
  type SearchRequest,
} from './search.js';
import { ValidationKeys } from './validation.js';

const problemsOf = (request: SearchRequest) => {
  const check: SearchCheck = checkSearch(request);
  return check.ok ? [] : check.problems;
};
const criteriaOf = (request: SearchRequest) => {
  const check = checkSearch(request);
  if (!check.ok) throw new Error(`refused: ${JSON.stringify(check.problems)}`);
  return check.criteria;
};

describe('cleanSearchText', () => {
  it('trims and collapses whitespace of every kind', () => {
    expect(cleanSearchText('  blaue \t\n ordner  ')).toBe('blaue ordner');
    expect(cleanSearchText('   ')).toBe('');
  });

  it('takes control characters and line separators for blanks', () => {
    expect(cleanSearchText('ord\u0000ner\u0007 \u2028blau\u009f')).toBe('ord ner blau');
    expect(cleanSearchText('\u0000\u001f')).toBe('');
  });
});

describe('checkSearch', () => {
  it('fills the defaults: page 1, 60 per page, whole shop, no filters', () => {
    expect(criteriaOf({ query: ' ordner ' })).toEqual({
      query: 'ordner',
      originalQuery: null,
      page: 1,
      pageSize: SEARCH_PAGE_SIZE_MAX,
      categoryId: null,
      filters: [],
      price: null,
      minRating: null,
    });
  });

  it.each(['', '   ', '\t'])('refuses the blank query %p as required (spec §5 key)', (query) => {
    expect(problemsOf({ query })).toEqual([{ field: 'query', messageKey: ValidationKeys.required }]);
  });

  it('allows 100 characters of query and refuses 101 (counted after cleaning)', () => {
    expect(problemsOf({ query: 'a'.repeat(SEARCH_QUERY_MAX_LENGTH) })).toEqual([]);
    expect(problemsOf({ query: `  ${'a'.repeat(SEARCH_QUERY_MAX_LENGTH)}  ` })).toEqual([]);
    expect(problemsOf({ query: 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) })).toEqual([
      { field: 'query', messageKey: ValidationKeys.maxLength, params: { max: '100' } },
    ]);
    expect(problemsOf({ query: 'x', originalQuery: 'b'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) })).toEqual([
      { field: 'originalQuery', messageKey: ValidationKeys.maxLength, params: { max: '100' } },
    ]);
  });

  it('treats a blank original query as none', () => {
    expect(criteriaOf({ query: 'ordner', originalQuery: '  ' }).originalQuery).toBeNull();
    expect(criteriaOf({ query: 'ordner', originalQuery: ' blaue  ordner ' }).originalQuery).toBe('blaue ordner');
  });

  it.each([
    [{ page: 0 }, 'page', SearchKeys.invalidPage],
    [{ page: 1.5 }, 'page', SearchKeys.invalidPage],
    [{ page: SEARCH_PAGE_MAX + 1 }, 'page', SearchKeys.invalidPage],
    [{ pageSize: 0 }, 'pageSize', SearchKeys.invalidPageSize],
    [{ pageSize: SEARCH_PAGE_SIZE_MAX + 1 }, 'pageSize', SearchKeys.invalidPageSize],
  ])('refuses %p', (paging, field, messageKey) => {
    expect(problemsOf({ query: 'ordner', ...paging })).toEqual([expect.objectContaining({ field, messageKey })]);
  });

  it('accepts the paging bounds', () => {
    expect(criteriaOf({ query: 'ordner', page: SEARCH_PAGE_MAX, pageSize: 1 })).toMatchObject({ page: SEARCH_PAGE_MAX, pageSize: 1 });
  });

  it.each(['a/b', 'x'.repeat(65), '../1'])('refuses the category id %p', (categoryId) => {
    expect(problemsOf({ query: 'ordner', categoryId })).toEqual([{ field: 'categoryId', messageKey: SearchKeys.invalidCategory }]);
  });

  it('takes an empty category id as the whole shop', () => {
    expect(criteriaOf({ query: 'ordner', categoryId: '' }).categoryId).toBeNull();
    expect(criteriaOf({ query: 'ordner', categoryId: '610' }).categoryId).toBe('610');
  });

  it('merges repeated filter ids, drops repeated values and filters without values', () => {
    const criteria = criteriaOf({
      query: 'ordner',
      filters: [
        { id: 'farbe', values: ['Blau', ' Rot '] },
        { id: 'Farbe', values: ['Rot', 'Grün'] },
        { id: 'marke', values: [] },
      ],
    });
    expect(criteria.filters).toEqual([{ id: 'farbe', values: ['Blau', 'Rot', 'Grün'] }]);
  });

  it('reports every broken filter rule with its path', () => {
    const problems = problemsOf({
      query: 'ordner',
      filters: [
        { id: ' ', values: ['Blau'] },
        { id: 'f'.repeat(SEARCH_FILTER_ID_MAX_LENGTH + 1), values: ['x'] },
        { id: 'farbe', values: ['Blau', '  ', 'v'.repeat(SEARCH_QUERY_MAX_LENGTH + 1)] },
        { id: 'marke', values: Array.from({ length: SEARCH_MAX_FILTER_VALUES + 1 }, (_, n) => `m${n}`) },
      ],
    });
    expect(problems).toEqual([
      { field: 'filters.0.id', messageKey: ValidationKeys.required },
      { field: 'filters.1.id', messageKey: ValidationKeys.maxLength, params: { max: '64' } },
      { field: 'filters.2.values.1', messageKey: ValidationKeys.required },
      { field: 'filters.2.values.2', messageKey: ValidationKeys.maxLength, params: { max: '100' } },
      { field: 'filters.3.values', messageKey: SearchKeys.tooManyValues, params: { max: '50' } },
    ]);
  });

  it(`allows ${SEARCH_MAX_FILTERS} filters and refuses more`, () => {
    const filters = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}`, values: ['x'] }));
    expect(problemsOf({ query: 'ordner', filters: filters(SEARCH_MAX_FILTERS) })).toEqual([]);
    expect(problemsOf({ query: 'ordner', filters: filters(SEARCH_MAX_FILTERS + 1) })).toEqual([
      { field: 'filters', messageKey: SearchKeys.tooManyFilters, params: { max: '10' } },
    ]);
  });

  it('reports only the limit past a count limit, and does not look beyond it', () => {
    const blank = (n: number) => Array.from({ length: n }, () => ' ');
    expect(problemsOf({ query: 'ordner', filters: [{ id: 'farbe', values: blank(SEARCH_MAX_FILTER_VALUES + 1) }] })).toEqual([
      { field: 'filters.0.values', messageKey: SearchKeys.tooManyValues, params: { max: '50' } },
    ]);
    const broken = Array.from({ length: SEARCH_MAX_FILTERS + 1 }, () => ({ id: ' ', values: blank(3) }));
    expect(problemsOf({ query: 'ordner', filters: broken })).toEqual([{ field: 'filters', messageKey: SearchKeys.tooManyFilters, params: { max: '10' } }]);
    // A 1 MB request of distinct values once cost tens of seconds of de-duplication: past the
    // limit no entry is read at all (reading one throws here).
    const unread = <T>(length: number, entry: T): T[] =>
      new Proxy(Array.from({ length }, () => entry), {
        get: (target, key, receiver) => {
          if (typeof key === 'string' && /^\d+$/.test(key)) throw new Error(`entry ${key} was read`);
          return Reflect.get(target, key, receiver);
        },
      });
    expect(problemsOf({ query: 'ordner', filters: [{ id: 'farbe', values: unread(150_000, 'blau') }] })).toEqual([
      { field: 'filters.0.values', messageKey: SearchKeys.tooManyValues, params: { max: '50' } },
    ]);
    expect(problemsOf({ query: 'ordner', filters: unread(150_000, { id: 'farbe', values: ['blau'] }) })).toEqual([
      { field: 'filters', messageKey: SearchKeys.tooManyFilters, params: { max: '10' } },
    ]);
  });

  it('checks the price range: bounds 0 or more, from not above to, either side open', () => {
    expect(criteriaOf({ query: 'ordner', price: { from: 2, to: 2 } }).price).toEqual({ from: 2, to: 2 });
    expect(criteriaOf({ query: 'ordner', price: { from: null, to: 5 } }).price).toEqual({ from: null, to: 5 });
    expect(criteriaOf({ query: 'ordner', price: { from: null, to: null } }).price).toBeNull();
    expect(problemsOf({ query: 'ordner', price: { from: 3, to: 2 } })).toEqual([{ field: 'price', messageKey: SearchKeys.invalidRange }]);
    expect(problemsOf({ query: 'ordner', price: { from: -1 } })).toEqual([{ field: 'price.from', messageKey: SearchKeys.invalidRange }]);
    expect(problemsOf({ query: 'ordner', price: { to: Number.POSITIVE_INFINITY } })).toEqual([{ field: 'price.to', messageKey: SearchKeys.invalidRange }]);
  });

  it.each([-0.5, 5.1, Number.NaN])('refuses the minimum rating %p', (minRating) => {
    expect(problemsOf({ query: 'ordner', minRating })).toEqual([{ field: 'minRating', messageKey: SearchKeys.invalidRating, params: { max: '5' } }]);
  });

  it('accepts ratings from 0 to 5', () => {
    expect(criteriaOf({ query: 'ordner', minRating: 0 }).minRating).toBe(0);
    expect(criteriaOf({ query: 'ordner', minRating: 5 }).minRating).toBe(5);
  });

  it('reports several problems at once', () => {
    expect(problemsOf({ query: '', page: 0, minRating: 6 }).map((p) => p.field)).toEqual(['query', 'page', 'minRating']);
  });
});

describe('isFreshSearch', () => {
  it('is a search just typed: page 1 of the whole shop, no filters, not adjusted', () => {
    expect(isFreshSearch(criteriaOf({ query: 'ordner' }), SEARCH_DEFAULT_SORT)).toBe(true);
    expect(isFreshSearch(criteriaOf({ query: 'ordner', pageSize: 12 }), 'RELEVANCE')).toBe(true);
  });

  it.each(['PRICE_ASC', 'NAME'])('is not fresh sorted by %s: the shopper acts on results shown', (sort) => {
    expect(isFreshSearch(criteriaOf({ query: 'ordner' }), sort)).toBe(false);
  });

  it.each([
    { originalQuery: 'blaue ordner' },
    { page: 2 },
    { categoryId: '500' },
    { filters: [{ id: 'farbe', values: ['Blau'] }] },
    { price: { to: 3 } },
    { minRating: 4 },
  ])('is not fresh with %p', (more) => {
    expect(isFreshSearch(criteriaOf({ query: 'ordner', ...more }), SEARCH_DEFAULT_SORT)).toBe(false);
  });
});

describe('isShopPath', () => {
  it.each(['/cat/610/', '/prod/10401?varid=10401-02', '/'])('accepts %p', (path) => {
    expect(isShopPath(path)).toBe(true);
  });
  it.each(['https://evil.example/', '//evil.example/', '/\\evil.example', 'cat/610/', '/cat/ 610/', ''])('refuses %p', (path) => {
    expect(isShopPath(path)).toBe(false);
  });
});
