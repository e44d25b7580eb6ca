import { checkSearch, type SearchCriteria } from '@tafel/domain';
import { searchRedirect, searchRefused, SEARCH_SORT_TO_UPSTREAM } from './search-results.js';
import { upstreamFilter } from './search.service.js';

const criteria = (input: Parameters<typeof checkSearch>[0]): SearchCriteria => {
  const check = checkSearch(input);
  if (!check.ok) throw new Error('refused');
  return check.criteria;
};

describe('searchRedirect', () => {
  it('tells a product match from a keyword by the path', () => {
    expect(searchRedirect('/prod/10401?varid=10401-02', '501.485')).toEqual({ __typename: 'SearchRedirect', path: '/prod/10401?varid=10401-02', reason: 'PRODUCT_MATCH', query: '501.485' });
    expect(searchRedirect('/cat/610/', 'ranzen')).toMatchObject({ reason: 'KEYWORD' });
  });

  it.each([null, undefined, '', 'https://evil.example/', '//evil.example/x'])('ignores %p: only paths of the shop redirect', (path) => {
    expect(searchRedirect(path, 'x')).toBeNull();
  });
});

describe('upstreamFilter', () => {
  it('maps paging to offset and limit, the sort, the ranges and the filters', () => {
    const filter = upstreamFilter(
      criteria({ query: 'stift', page: 3, pageSize: 20, categoryId: '500', filters: [{ id: 'farbe', values: ['Rot'] }], price: { from: 1 }, minRating: 4 }),
      'PRICE_ASC',
    );
    expect(filter).toEqual({
      searchTerm: 'stift',
      paging: { offset: 40, limit: 20 },
      category: '500',
      enumFilters: [{ id: 'farbe', values: ['Rot'] }],
      rangeFilters: [
        { id: 'preis', from: 1, to: null },
        { id: 'bewertung', from: 4, to: null },
      ],
      sortBy: 'price-asc',
    });
  });

  it('searches by relevance by default and without ranges when none are set', () => {
    expect(upstreamFilter(criteria({ query: 'stift' }), 'RELEVANCE')).toMatchObject({ sortBy: 'relevance', rangeFilters: [], enumFilters: [], category: null });
    expect(SEARCH_SORT_TO_UPSTREAM.RECOMMENDED).toBe('si');
  });
});

describe('searchRefused', () => {
  it('names every problem with its path and uses the first key', () => {
    const check = checkSearch({ query: '', page: 0 });
    if (check.ok) throw new Error('expected problems');
    const refused = searchRefused(check.problems);
    expect(refused).toMatchObject({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey: 'vue.form.error.requiredField' });
    expect(refused.message).toBe('Search refused: query must not be blank; page must be a whole number from 1 to 10000');
    expect(refused.fieldErrors.map((e) => e.field)).toEqual(['query', 'page']);
  });
});
