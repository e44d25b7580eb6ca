// The shop's search through the orchestrator, against the real upstream stand-in: results,
// redirects, long-tail adjustment, filters, paging, suggestions, refused input and upstream faults.
import type { SearchResults } from '@tafel/graphql-schema/orchestrator-resolvers';
import { startWorld, type World } from './support/world.js';

const TILE = 'id name url price { amount formatted } rating';
const SEARCH = `query ($input: SearchInput!) {
  search(input: $input) {
    __typename
    ... on SearchResults {
      query originalQuery page pageSize totalProducts totalPages sort
      products { ${TILE} }
      category { id name }
      categories { id name count }
      filters { id name values { id name selected count } }
      price { min max from to }
      rating { min max from }
    }
    ... on SearchRedirect { path reason query }
    ... on ValidationError { errorCode messageKey message fieldErrors { field messageKey message params { name value } } }
  }
}`;
const SUGGEST = 'query ($query: String!) { searchSuggestions(query: $query) }';

type Outcome = Partial<SearchResults> & {
  __typename: string;
  path?: string;
  reason?: string;
  errorCode?: string;
  messageKey?: string;
  message?: string;
  fieldErrors?: { field: string; messageKey: string; message: string; params: { name: string; value: string }[] }[];
};
interface UpstreamSearch {
  total: number;
  tiles: { id: string; price: { currentPriceAmount: number } }[];
}
interface PendingFault {
  operation: string;
  remaining: number;
}

describe('search through the orchestrator', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('search');
  });
  afterAll(async () => {
    await world?.close();
  });
  afterEach(async () => {
    await world.upstream.clearFaults();
  });

  const search = async (input: Record<string, unknown>, headers?: Record<string, string>): Promise<Outcome> => {
    const answer = await world.orchestrator.graphql<{ search: Outcome }>(SEARCH, { input }, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.search;
  };
  const results = async (input: Record<string, unknown>, headers?: Record<string, string>): Promise<SearchResults> => {
    const outcome = await search(input, headers);
    expect(outcome.__typename).toBe('SearchResults');
    return outcome as SearchResults;
  };
  const upstreamSearch = async (filter: Record<string, unknown>, site?: string): Promise<UpstreamSearch> =>
    (
      await world.upstream.graphql<{ core_search: UpstreamSearch }>(
        'query ($filter: SearchFilterInput!) { core_search(filter: $filter) { total tiles { id price { currentPriceAmount } } } }',
        { filter },
        site,
      )
    ).core_search;
  const pendingFaults = async (): Promise<PendingFault[]> => ((await (await fetch(`${world.upstream.url}/__faults`)).json()) as { faults: PendingFault[] }).faults;

  describe('results', () => {
    it('answers the first 60 matches by relevance, with categories, filters and ranges', async () => {
      const page = await results({ query: '  ordner ' });
      const upstream = await upstreamSearch({ searchTerm: 'ordner' });
      expect(page).toMatchObject({ query: 'ordner', originalQuery: null, page: 1, pageSize: 60, sort: 'RELEVANCE', category: null, totalProducts: upstream.total, totalPages: 1 });
      expect(upstream.total).toBeGreaterThan(1);
      expect(page.products.map((p) => p.id)).toEqual(upstream.tiles.map((t) => t.id));
      expect(page.products[0]!.price.formatted).toMatch(/€$/);
      expect(page.categories.length).toBeGreaterThan(0);
      const counts = page.categories.map((c) => c.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(page.filters.map((f) => f.id)).toContain('farbe');
      expect(page.filters.every((f) => f.values.length > 0 && f.values.every((v) => !v.selected))).toBe(true);
      expect(page.price).toMatchObject({ from: null, to: null });
      expect(page.price!.min).toBeLessThanOrEqual(page.price!.max);
    });

    it('pages and sorts', async () => {
      const first = await results({ query: 'ordner', pageSize: 2, sort: 'PRICE_ASC' });
      const second = await results({ query: 'ordner', pageSize: 2, page: 2, sort: 'PRICE_ASC' });
      expect(first).toMatchObject({ page: 1, pageSize: 2, sort: 'PRICE_ASC', totalPages: Math.ceil(first.totalProducts / 2) });
      expect(second.page).toBe(2);
      const prices = [...first.products, ...second.products].map((p) => p.price.amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(second.products.map((p) => p.id)).not.toContain(first.products[0]!.id);
      const beyond = await results({ query: 'ordner', pageSize: 2, page: 500 });
      expect(beyond).toMatchObject({ page: 500, products: [], totalProducts: first.totalProducts });
    });

    it('answers an empty page for a query nothing matches', async () => {
      expect(await results({ query: 'xylophonkrokodil' })).toMatchObject({ totalProducts: 0, totalPages: 1, products: [], categories: [], price: null, rating: null });
    });

    it('narrows by enum filters, price, rating and category, as the upstream does', async () => {
      const colours = await results({ query: 'ordner', page: 1, filters: [{ id: 'farbe', values: ['Blau', 'Rot'] }] });
      expect(colours.totalProducts).toBe((await upstreamSearch({ searchTerm: 'ordner', enumFilters: [{ id: 'farbe', values: ['Blau', 'Rot'] }] })).total);
      const farbe = colours.filters.find((f) => f.id === 'farbe')!;
      expect(farbe.values.filter((v) => v.selected).map((v) => v.id).sort()).toEqual(['Blau', 'Rot']);

      const cheap = await results({ query: 'stift', price: { from: 1, to: 3 } });
      expect(cheap.price).toMatchObject({ from: 1, to: 3 });
      expect(cheap.totalProducts).toBeGreaterThan(0);
      const all = await results({ query: 'stift' });
      expect(cheap.totalProducts).toBeLessThan(all.totalProducts);
      expect(cheap.totalProducts).toBe((await upstreamSearch({ searchTerm: 'stift', rangeFilters: [{ id: 'preis', from: 1, to: 3 }] })).total);

      const rated = await results({ query: 'stift', minRating: 4 });
      expect(rated.rating).toMatchObject({ from: 4 });
      expect(rated.products.every((p) => (p.rating ?? 0) >= 4)).toBe(true);
      expect(rated.totalProducts).toBeLessThan(all.totalProducts);

      const scope = all.categories[0]!;
      const inCategory = await results({ query: 'stift', categoryId: scope.id });
      expect(inCategory.category).toEqual({ id: scope.id, name: scope.name });
      expect(inCategory.totalProducts).toBe(scope.count);
    });

    it("prices the results in the site's shop", async () => {
      const austrian = await results({ query: 'ordner', sort: 'PRICE_DESC' }, { 'X-Tafel-Site': 'at-de' });
      const german = await results({ query: 'ordner', sort: 'PRICE_DESC' });
      const upstream = await upstreamSearch({ searchTerm: 'ordner', sortBy: 'price-desc' }, 'at-de');
      expect(austrian.products.map((p) => p.price.amount)).toEqual(upstream.tiles.map((t) => t.price.currentPriceAmount));
      expect(austrian.products[0]!.price.amount).not.toBe(german.products[0]!.price.amount);
    });
  });

  describe('redirects and long-tail words (a fresh search only)', () => {
    it.each([
      ['ranzen', '/cat/610/', 'KEYWORD'],
      ['Büro & Organisation', '/cat/500/', 'KEYWORD'],
      ['501.485', '/prod/10401?varid=10401-02', 'PRODUCT_MATCH'],
      ['Ordner A4, 8 cm Rücken', '/prod/10401', 'PRODUCT_MATCH'],
    ])('sends %p to %s (%s)', async (query, path, reason) => {
      expect(await search({ query })).toEqual({ __typename: 'SearchRedirect', path, reason, query });
    });

    it('answers results, not a redirect, once the shopper pages, filters or searches within a category', async () => {
      const paged = await results({ query: 'ranzen', page: 2, pageSize: 1 });
      expect(paged.totalProducts).toBeGreaterThan(1);
      const filtered = await results({ query: '501.485', filters: [{ id: 'farbe', values: ['Blau'] }] });
      expect(filtered.query).toBe('501.485');
    });

    it('answers results for a search sorted otherwise than by relevance, without asking checkQuery or adjustLongtailSearchQuery', async () => {
      await world.upstream.fault({ operation: 'checkQuery', times: 1, kind: 'http', status: 503 });
      await world.upstream.fault({ operation: 'adjustLongtailSearchQuery', times: 1, kind: 'http', status: 503 });
      expect(await results({ query: 'ranzen', sort: 'PRICE_ASC' })).toMatchObject({ query: 'ranzen', sort: 'PRICE_ASC' });
      expect(await results({ query: 'blaue ranzen', sort: 'NAME' })).toMatchObject({ query: 'blaue ranzen', originalQuery: null, sort: 'NAME' });
      expect(await pendingFaults()).toEqual([
        expect.objectContaining({ operation: 'checkQuery', remaining: 1 }),
        expect.objectContaining({ operation: 'adjustLongtailSearchQuery', remaining: 1 }),
      ]);
      // By relevance the keyword is a fresh search again, and redirects.
      await world.upstream.clearFaults();
      expect(await search({ query: 'ranzen', sort: 'RELEVANCE' })).toMatchObject({ __typename: 'SearchRedirect', reason: 'KEYWORD' });
    });

    it('turns long-tail words into filters and keeps what was typed', async () => {
      const page = await results({ query: 'blaue ordner' });
      expect(page).toMatchObject({ query: 'ordner', originalQuery: 'blaue ordner' });
      const farbe = page.filters.find((f) => f.id === 'farbe')!;
      expect(farbe.values.filter((v) => v.selected).map((v) => v.id)).toEqual(['Blau']);
      expect(page.totalProducts).toBe((await upstreamSearch({ searchTerm: 'ordner', enumFilters: [{ id: 'Farbe', values: ['Blau'] }] })).total);
    });

    it('does not adjust a search that carries the original query again (the shopper removed the filter)', async () => {
      const plain = await results({ query: 'ordner' });
      const kept = await results({ query: 'ordner', originalQuery: 'blaue ordner' });
      expect(kept).toMatchObject({ query: 'ordner', originalQuery: 'blaue ordner', totalProducts: plain.totalProducts });
      expect(kept.filters.flatMap((f) => f.values).some((v) => v.selected)).toBe(false);
    });
  });

  describe('refused input (nothing asked upstream)', () => {
    const field = (name: string, messageKey: string) => expect.objectContaining({ field: name, messageKey });
    it.each([
      ['a blank query', { query: '   ' }, [field('query', 'vue.form.error.requiredField')]],
      ['101 characters', { query: 'x'.repeat(101) }, [field('query', 'vue.form.error.maxLength')]],
      ['page 0 and 61 per page', { query: 'ordner', page: 0, pageSize: 61 }, [field('page', 'vue.search.error.invalidPage'), field('pageSize', 'vue.search.error.invalidPageSize')]],
      ['a malformed category id', { query: 'ordner', categoryId: '../500' }, [field('categoryId', 'vue.search.error.invalidCategory')]],
      ['price from above to', { query: 'ordner', price: { from: 5, to: 2 } }, [field('price', 'vue.search.error.invalidRange')]],
      ['a negative price', { query: 'ordner', price: { from: -1 } }, [field('price.from', 'vue.search.error.invalidRange')]],
      ['six stars', { query: 'ordner', minRating: 6 }, [field('minRating', 'vue.search.error.invalidRating')]],
      ['a blank filter value', { query: 'ordner', filters: [{ id: 'farbe', values: [' '] }] }, [field('filters.0.values.0', 'vue.form.error.requiredField')]],
      ['eleven filters', { query: 'ordner', filters: Array.from({ length: 11 }, (_, n) => ({ id: `f${n}`, values: ['x'] })) }, [field('filters', 'vue.search.error.tooManyFilters')]],
    ])('%s → ValidationError with field paths', async (_, input, fieldErrors) => {
      // A fault on every operation proves nothing is asked: it would still be pending afterwards.
      await world.upstream.fault({ operation: '*', times: 1, kind: 'http', status: 503 });
      const outcome = await search(input);
      expect(outcome).toMatchObject({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message: expect.stringMatching(/^Search refused: /) });
      expect(outcome.fieldErrors).toEqual(fieldErrors);
      expect(await pendingFaults()).toEqual([expect.objectContaining({ operation: '*', remaining: 1 })]);
    });

    it('answers a request of a hundred thousand filter values at once, with the limit only', async () => {
      const values = Array.from({ length: 100_000 }, (_, n) => n.toString(36));
      const outcome = await search({ query: 'ordner', filters: [{ id: 'farbe', values }] });
      expect(outcome.fieldErrors).toEqual([expect.objectContaining({ field: 'filters.0.values', messageKey: 'vue.search.error.tooManyValues' })]);
    });

    it('takes control characters in the query for blanks', async () => {
      expect(await results({ query: 'ord\u0000\u0007ner' })).toMatchObject({ query: 'ord ner' });
    });

    it('refuses wrong types with BAD_USER_INPUT', async () => {
      const answer = await world.orchestrator.graphql(SEARCH, { input: { query: 'ordner', page: 'zwei' } });
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    });

    it.each([
      ['a filter the listing does not have', { query: 'ordner', filters: [{ id: 'gewicht', values: ['1 kg'] }] }, /Unknown filter/],
      ['an unknown category', { query: 'ordner', categoryId: '99999' }, /Unknown category/],
    ])('answers the upstream refusing %s as ValidationError', async (_, input, reason) => {
      const outcome = await search(input);
      expect(outcome).toMatchObject({ __typename: 'ValidationError', messageKey: 'vue.search.error.refused', fieldErrors: [expect.objectContaining({ field: 'input', message: expect.stringMatching(reason) })] });
    });
  });

  describe('upstream faults', () => {
    it('answers UPSTREAM_UNAVAILABLE when the upstream fails, and searches again once it is back', async () => {
      await world.upstream.fault({ operation: 'core_search', times: 1, kind: 'error', classification: 'INTERNAL_ERROR' });
      const failed = await world.orchestrator.graphql(SEARCH, { input: { query: 'ordner', page: 2, pageSize: 1 } });
      expect(failed.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
      expect((await results({ query: 'ordner', page: 2, pageSize: 1 })).products).toHaveLength(1);
    });

    it('answers UPSTREAM_UNAVAILABLE when the redirect check of a fresh search fails', async () => {
      await world.upstream.fault({ operation: 'checkQuery', times: 1, kind: 'http', status: 503 });
      const failed = await world.orchestrator.graphql(SEARCH, { input: { query: 'ordner' } });
      expect(failed.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    });
  });

  describe('suggestions', () => {
    const suggest = async (query: string) => world.orchestrator.graphql<{ searchSuggestions: string[] }>(SUGGEST, { query });

    it("answers the upstream's suggestions for the cleaned input", async () => {
      const answer = await suggest('  ord ');
      expect(answer.errors).toBeUndefined();
      const upstream = await world.upstream.graphql<{ getSuggestQueries: { suggestQueries: { suggest: string }[] } }>(
        '{ getSuggestQueries(userQuery: "ord") { suggestQueries { suggest } } }',
      );
      expect(answer.data!.searchSuggestions).toEqual(upstream.getSuggestQueries.suggestQueries.map((s) => s.suggest));
      expect(answer.data!.searchSuggestions.length).toBeGreaterThan(0);
      expect(answer.data!.searchSuggestions.length).toBeLessThanOrEqual(8);
    });

    it('answers none below 2 characters without asking the upstream', async () => {
      await world.upstream.fault({ operation: '*', times: 1, kind: 'http', status: 503 });
      for (const query of ['', ' o ']) expect((await suggest(query)).data!.searchSuggestions).toEqual([]);
      expect(await pendingFaults()).toEqual([expect.objectContaining({ remaining: 1 })]);
    });

    it('refuses over 100 characters with BAD_USER_INPUT', async () => {
      const answer = await suggest('o'.repeat(101));
      expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    });
  });

  it('reuses search answers for CATALOGUE_CACHE_TTL_MS, per site', async () => {
    const cached = await world.startAnother({ CATALOGUE_CACHE_TTL_MS: '60000' });
    const ask = async (site: string) => {
      const answer = await cached.graphql<{ search: SearchResults }>(SEARCH, { input: { query: 'ordner', sort: 'PRICE_DESC' } }, { 'X-Tafel-Site': site });
      expect(answer.errors).toBeUndefined();
      return answer.data!.search;
    };
    const german = await ask('de-de');
    await world.upstream.fault({ operation: 'core_search', times: 1, kind: 'error', classification: 'INTERNAL_ERROR' });
    expect(await ask('de-de')).toEqual(german);
    expect(await pendingFaults()).toEqual([expect.objectContaining({ operation: 'core_search', remaining: 1 })]);
    await world.upstream.clearFaults();
    const swiss = await ask('ch-de');
    expect(swiss.products[0]!.price.amount).not.toBe(german.products[0]!.price.amount);
  });
});
