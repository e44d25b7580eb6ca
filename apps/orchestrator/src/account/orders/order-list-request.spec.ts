import { isOrderDateFilter, MAX_ORDER_PAGE, orderFilterOptions, orderListRequest } from './order-list-request.js';

describe('orderListRequest', () => {
  it('turns the shown 1-based page into the upstream zero-based one, with the default filter', () => {
    expect(orderListRequest({ page: 1 })).toEqual({ ok: true, request: { page: 1, upstreamPage: 0, query: null, filter: 'last3months' } });
    expect(orderListRequest({ page: 3, filter: 'lastYear' })).toMatchObject({ ok: true, request: { page: 3, upstreamPage: 2, filter: 'lastYear' } });
    expect(orderListRequest({ page: MAX_ORDER_PAGE })).toMatchObject({ ok: true, request: { upstreamPage: MAX_ORDER_PAGE - 1 } });
  });

  it('trims the search and sends a blank one as none', () => {
    expect(orderListRequest({ page: 1, query: '  Buntstifte ' })).toMatchObject({ ok: true, request: { query: 'Buntstifte' } });
    expect(orderListRequest({ page: 1, query: '   ' })).toMatchObject({ ok: true, request: { query: null } });
    expect(orderListRequest({ page: 1, query: `  ${'a'.repeat(100)}  ` })).toMatchObject({ ok: true, request: { query: 'a'.repeat(100) } });
  });

  it.each([0, -1, 10_001, 1.5, Number.NaN])('refuses page %p', (page) => {
    expect(orderListRequest({ page })).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'page', messageKey: 'vue.form.error.invalidOption' })] });
  });

  it('refuses a search longer than 100 characters with the max-length key', () => {
    expect(orderListRequest({ page: 1, query: 'a'.repeat(101) })).toEqual({
      ok: false,
      errors: [expect.objectContaining({ field: 'query', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '100' }] })],
    });
  });

  it('refuses an unknown filter and names every bad field at once', () => {
    const answer = orderListRequest({ page: 0, filter: 'last2weeks' });
    expect(answer.ok).toBe(false);
    expect(!answer.ok && answer.errors.map((e) => e.field)).toEqual(['page', 'filter']);
  });
});

describe('isOrderDateFilter', () => {
  it.each(['last3months', 'last6months', 'lastYear', '2000', '2025', '2100'])('accepts %s', (filter) => {
    expect(isOrderDateFilter(filter)).toBe(true);
  });
  it.each(['', 'LASTYEAR', '1999', '2101', '25', '02025', '2025 ', 'year2025', '२०२५'])('refuses %p', (filter) => {
    expect(isOrderDateFilter(filter)).toBe(false);
  });
});

describe('orderFilterOptions', () => {
  it('lists the named filters, then the years newest first, each once', () => {
    expect(orderFilterOptions([2024, 2026, 2025, 2026])).toEqual(['last3months', 'last6months', 'lastYear', '2026', '2025', '2024']);
    expect(orderFilterOptions([])).toEqual(['last3months', 'last6months', 'lastYear']);
  });
  it('leaves out years the filter would refuse', () => {
    expect(orderFilterOptions([1999, 2025])).toEqual(['last3months', 'last6months', 'lastYear', '2025']);
  });
});
