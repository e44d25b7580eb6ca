import { startUpstream, type Upstream } from './support/upstream.js';

// Search, redirects, long-tail adjustment and suggestions (spec catalogue-content §2, §7).

const SEARCH = `query Search($filter: SearchFilterInput!) { core_search(filter: $filter) {
  searchTerm total offset limit sortBy currentPage totalPages productMatchLink redirectPath
  tiles { id name breadCrumb { displayName } price { currentPriceAmount } }
  filters { enumFilters { id name values { id name selected count } } priceRange { min max minSelected maxSelected } ratingRange { minDouble maxDouble } }
  sortOptions { id name selected } categoryOptions { id name count label url }
} }`;
const SEARCH_REDIRECT = 'query SearchR($filter: SearchFilterInput!) { core_searchWithRedirect(filter: $filter) { total redirectPath productMatchLink } }';
const CHECK = 'query Check($q: String!) { checkQuery(originalQuery: $q) { redirectPath query } }';
const LONGTAIL = 'query Longtail($q: String!) { adjustLongtailSearchQuery(searchQuery: $q) { filters { name values } searchQuery } }';
const SUGGEST = 'query Suggest($q: String!) { getSuggestQueries(userQuery: $q) { suggestQueries { suggest } } }';
const ITEM = 'query ($itemId: ID!) { getItemById(itemId: $itemId) { orderNumber } }';

interface Tile {
  id: string;
  name: string;
  breadCrumb: Array<{ displayName: string }>;
  price: { currentPriceAmount: number };
}
interface EnumFilter {
  id: string;
  name: string;
  values: Array<{ id: string; name: string; selected: boolean; count: number }>;
}
interface Result {
  searchTerm: string;
  total: number;
  offset: number;
  limit: number;
  sortBy: string;
  currentPage: number;
  totalPages: number;
  productMatchLink: string | null;
  redirectPath: string | null;
  tiles: Tile[];
  filters: { enumFilters: EnumFilter[]; priceRange: { min: number; max: number; minSelected: number; maxSelected: number } | null; ratingRange: { minDouble: number; maxDouble: number } | null };
  sortOptions: Array<{ id: string; name: string; selected: boolean }>;
  categoryOptions: Array<{ id: string; name: string; count: number; label: string; url: string }>;
}

describe('catalogue: search', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const search = (filter: Record<string, unknown>) => upstream.gql<{ core_search: Result }>(SEARCH, { filter });
  const result = async (filter: Record<string, unknown>) => (await search(filter)).body.data?.core_search;

  it('finds products by name with relevance first, and offers filters, sorts and categories', async () => {
    const found = await result({ searchTerm: 'Ordner' });
    expect(found).toMatchObject({ searchTerm: 'Ordner', offset: 0, limit: 60, sortBy: 'relevance', currentPage: 1, totalPages: 1, productMatchLink: null, redirectPath: null });
    expect(found?.tiles[0]?.name).toMatch(/^Ordner/);
    expect(found?.total).toBe(found?.tiles.length);
    expect(found?.sortOptions[0]).toEqual({ id: 'relevance', name: 'Relevanz', selected: true });
    expect(found?.filters.enumFilters.map((f) => f.id)).toEqual(expect.arrayContaining(['marke', 'farbe']));
    expect(found?.filters.priceRange?.min).toBeLessThanOrEqual(found?.filters.priceRange?.max ?? 0);
    const office = found?.categoryOptions.find((c) => c.id === '500');
    expect(office).toMatchObject({ name: 'Büro & Organisation', url: '/cat/500/', label: `Büro & Organisation (${office?.count})` });
  });

  it('is German-aware: case, umlauts written ä, ae or a, and plural endings', async () => {
    const ids = async (term: string) => (await result({ searchTerm: term }))?.tiles.map((t) => t.id).sort();
    const umlaut = await ids('Mäppchen');
    expect(umlaut?.length).toBeGreaterThan(0);
    expect(await ids('MAEPPCHEN')).toEqual(umlaut);
    expect(await ids('mappchen')).toEqual(umlaut);
    expect(await ids('Hefte')).toEqual(await ids('heft'));
  });

  it('matches manufacturer and category names, and every word must match', async () => {
    const brand = await result({ searchTerm: 'Kalkulo' });
    expect(brand?.tiles.length).toBeGreaterThan(0);
    const category = await result({ searchTerm: 'Taschenrechner' });
    expect(category?.tiles.every((t) => t.breadCrumb.some((b) => b.displayName === 'Taschenrechner') || /rechner/i.test(t.name))).toBe(true);
    expect((await result({ searchTerm: 'Ordner Quietscheente' }))?.total).toBe(0);
  });

  it('links a direct match by order number or exact product name', async () => {
    const orderNumber = (await upstream.gql<{ getItemById: { orderNumber: string } }>(ITEM, { itemId: '10401-02' })).body.data?.getItemById.orderNumber ?? '';
    const byNumber = await result({ searchTerm: orderNumber });
    expect(byNumber).toMatchObject({ total: 1, productMatchLink: '/prod/10401?varid=10401-02', tiles: [{ id: '10401' }] });
    expect((await result({ searchTerm: orderNumber.replace('.', '') }))?.productMatchLink).toBe('/prod/10401?varid=10401-02');
    expect((await result({ searchTerm: 'geodreieck 16 CM' }))?.productMatchLink).toBe('/prod/10601');
  });

  it('searches in a category, filters, sorts and pages', async () => {
    const inCategory = await result({ searchTerm: 'ordner', category: '5101' });
    expect(inCategory?.tiles.every((t) => t.breadCrumb.some((b) => b.displayName === 'Ordner & Ringbücher'))).toBe(true);
    const blue = await result({ searchTerm: 'ordner', enumFilters: [{ id: 'farbe', values: ['blau'] }], sortBy: 'price-asc' });
    expect(blue?.total).toBeGreaterThan(0);
    expect(blue?.total).toBeLessThan((await result({ searchTerm: 'ordner' }))?.total ?? 0);
    const colours = blue?.filters.enumFilters.find((f) => f.id === 'farbe');
    expect(colours?.values.find((v) => v.id === 'Blau')).toMatchObject({ selected: true, count: blue?.total });
    // Counts of the other colours ignore the colour filter itself, so alternatives stay visible.
    expect(colours?.values.some((v) => v.id === 'Rot' && !v.selected && v.count > 0)).toBe(true);
    const prices = blue?.tiles.map((t) => t.price.currentPriceAmount) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page = await result({ searchTerm: 'ordner', paging: { offset: 2, limit: 2 } });
    expect(page).toMatchObject({ offset: 2, limit: 2, currentPage: 2 });
    expect(page?.tiles).toHaveLength(2);
    const cheap = await result({ searchTerm: 'ordner', rangeFilters: [{ id: 'preis', from: 0, to: 3 }] });
    expect(cheap?.tiles.every((t) => t.price.currentPriceAmount <= 3)).toBe(true);
    expect(cheap?.filters.priceRange?.maxSelected).toBe(3);
  });

  it.each([
    [{ searchTerm: '   ' }, 'searchTerm must not be blank'],
    [{ searchTerm: 'x'.repeat(101) }, 'at most 100'],
    [{ searchTerm: 'ordner', paging: { limit: 61 } }, 'paging.limit must be between 1 and 60'],
    [{ searchTerm: 'ordner', paging: { offset: -1 } }, 'paging.offset must be 0 or more'],
    [{ searchTerm: 'ordner', sortBy: 'cheapest' }, 'sortBy must be one of'],
    [{ searchTerm: 'ordner', category: 'nope' }, 'Unknown category'],
    [{ searchTerm: 'ordner', enumFilters: [{ id: 'groesse', values: ['L'] }] }, 'Unknown filter'],
    [{ searchTerm: 'ordner', rangeFilters: [{ id: 'preis', from: 5, to: 1 }] }, 'from must not be above to'],
    [{ searchTerm: 'ordner', rangeFilters: [{ id: 'bewertung', from: 0, to: 6 }] }, 'between 0 and 5'],
  ])('refuses %p with BAD_USER_INPUT', async (filter, message) => {
    const { status, body } = await search(filter);
    expect(status).toBe(200);
    expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain(message);
  });

  it('adds the redirect of checkQuery in the redirect variant only', async () => {
    const redirected = (await upstream.gql<{ core_searchWithRedirect: { total: number; redirectPath: string | null } }>(SEARCH_REDIRECT, { filter: { searchTerm: 'Ranzen' } })).body.data?.core_searchWithRedirect;
    expect(redirected?.redirectPath).toBe('/cat/610/');
    expect((await result({ searchTerm: 'Ranzen' }))?.redirectPath).toBeNull();
    const plain = (await upstream.gql<{ core_searchWithRedirect: { redirectPath: string | null } }>(SEARCH_REDIRECT, { filter: { searchTerm: 'ordner' } })).body.data?.core_searchWithRedirect;
    expect(plain?.redirectPath).toBeNull();
    const blank = await upstream.gql(SEARCH_REDIRECT, { filter: { searchTerm: '' } });
    expect(blank.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });
});

describe('catalogue: query rules', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const check = async (q: string) => (await upstream.gql<{ checkQuery: { redirectPath: string | null; query: string } }>(CHECK, { q })).body;
  const longtail = async (q: string) => (await upstream.gql<{ adjustLongtailSearchQuery: { filters: Array<{ name: string; values: string[] }>; searchQuery: string } }>(LONGTAIL, { q })).body;
  const suggest = async (q: string) => (await upstream.gql<{ getSuggestQueries: { suggestQueries: Array<{ suggest: string }> } }>(SUGGEST, { q })).body;

  it('checkQuery redirects seeded keywords, category names and order numbers', async () => {
    expect((await check('ranzen')).data?.checkQuery).toEqual({ redirectPath: '/cat/610/', query: 'ranzen' });
    expect((await check('  Angebote ')).data?.checkQuery).toEqual({ redirectPath: '/cat/900/', query: 'Angebote' });
    expect((await check('Neuheiten')).data?.checkQuery.redirectPath).toBe('/cat/950/');
    expect((await check('Taschenrechner')).data?.checkQuery.redirectPath).toBe('/cat/540/');
    const orderNumber = (await upstream.gql<{ getItemById: { orderNumber: string } }>(ITEM, { itemId: '10601-01' })).body.data?.getItemById.orderNumber ?? '';
    expect((await check(orderNumber)).data?.checkQuery.redirectPath).toBe('/prod/10601');
    expect((await check('Blaue   Ordner')).data?.checkQuery).toEqual({ redirectPath: null, query: 'Blaue Ordner' });
  });

  it('checkQuery refuses a blank or too long query', async () => {
    for (const q of ['', '  ', 'x'.repeat(101)]) expect((await check(q)).errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  it('turns long-tail words into filters the search accepts', async () => {
    expect((await longtail('blaue ordner')).data?.adjustLongtailSearchQuery).toEqual({ filters: [{ name: 'Farbe', values: ['Blau'] }], searchQuery: 'ordner' });
    expect((await longtail('Buntstifte 24 Farben')).data?.adjustLongtailSearchQuery).toEqual({ filters: [{ name: 'Anzahl Farben', values: ['24'] }], searchQuery: 'Buntstifte' });
    expect((await longtail('puzzle ab 3 jahren')).data?.adjustLongtailSearchQuery).toEqual({ filters: [{ name: 'Altersempfehlung', values: ['ab 3 Jahren'] }], searchQuery: 'puzzle' });
    expect((await longtail('schere von schnipselwerk')).data?.adjustLongtailSearchQuery.filters).toEqual([{ name: 'Marke', values: ['Schnipselwerk'] }]);
    // Nothing would be left to search for: unchanged.
    expect((await longtail('blaue')).data?.adjustLongtailSearchQuery).toEqual({ filters: [], searchQuery: 'blaue' });

    const adjusted = (await longtail('buntstifte 24 farben')).data?.adjustLongtailSearchQuery;
    const enumFilters = adjusted?.filters.map((f) => ({ id: f.name, values: f.values }));
    const found = (await upstream.gql<{ core_search: Result }>(SEARCH, { filter: { searchTerm: adjusted?.searchQuery, enumFilters } })).body.data?.core_search;
    expect(found?.tiles.map((t) => t.name).sort()).toEqual(['Buntstifte dreikant, 24 Farben im Metalletui', 'Buntstifte, 24 Farben, Kartonetui']);
  });

  it('adjustLongtailSearchQuery refuses a blank query', async () => {
    expect((await longtail(' ')).errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  it('suggests up to 8 names from the second character, prefix matches first', async () => {
    const list = (await suggest('bu')).data?.getSuggestQueries.suggestQueries.map((s) => s.suggest) ?? [];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]).toMatch(/^Bu/);
    expect(new Set(list).size).toBe(list.length);
    expect((await suggest('mäppchen')).data?.getSuggestQueries.suggestQueries.every((s) => /äppchen/.test(s.suggest))).toBe(true);
    expect((await suggest('b')).data?.getSuggestQueries.suggestQueries).toEqual([]);
    expect((await suggest('  ')).data?.getSuggestQueries.suggestQueries).toEqual([]);
  });

  it('getSuggestQueries refuses an input over 100 characters', async () => {
    expect((await suggest('b'.repeat(101))).errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });
});
