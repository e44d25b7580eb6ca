import { startUpstream, type Upstream } from './support/upstream.js';

// Lazy navigation, main category lookup, filtered listings and the catalogue's media files.

const NODE = 'id name url level hasChildren isActive isSale isExcludedFromNav breadcrumb { displayName url }';
const PARTIAL = `query Partial($id: ID!) { getPartialNavigationById(categoryId: $id) { ${NODE} children { ${NODE} children { id } } } }`;
const TREE = `query Tree($rootId: ID!, $level: Int, $itemId: ID) { getNavigationTree(rootId: $rootId, level: $level, itemId: $itemId) { ${NODE} children { ${NODE} children { ${NODE} children { ${NODE} children { id } } } } } }`;
const MAIN = 'query Main($id: ID!) { getMainCategoryFromCategoryId(categoryId: $id) { id name } }';
const FILTERED = `query Filtered($id: ID!, $filter: ListingFilterInput, $sortBy: String, $limit: Int) { core_category(id: $id) {
  listing: products(filter: $filter, sortBy: $sortBy, limit: $limit) {
    total defaultSort currentPage totalPages tiles { id manufacturerName price { currentPriceAmount } rating }
    filters { enumFilters { id name values { id selected count } } priceRange { id min max minSelected maxSelected } ratingRange { id minDouble maxDouble minSelected maxSelected } }
    sortOptions { id selected } categoryOptions { id name count label }
  }
  products(limit: 5) { total defaultSort sortOptions { id selected } }
} }`;

interface Node {
  id: string;
  name: string;
  level: number;
  hasChildren: boolean;
  isActive: boolean;
  breadcrumb: Array<{ displayName: string; url: string }>;
  children: Node[];
}

const depth = (node: Node | undefined): number => (node && node.children.length > 0 ? 1 + Math.max(...node.children.map(depth)) : 0);

describe('catalogue: navigation', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('loads one node with its direct children only (the lazily fetched tree)', async () => {
    const node = (await upstream.gql<{ getPartialNavigationById: Node }>(PARTIAL, { id: '100' })).body.data?.getPartialNavigationById;
    expect(node).toMatchObject({ id: '100', name: 'Schreiben & Zeichnen', level: 1, hasChildren: true, isActive: false, breadcrumb: [{ displayName: 'Schreiben & Zeichnen', url: '/cat/100/' }] });
    expect(node?.children.map((c) => c.id)).toEqual(['110', '120', '130', '140', '150']);
    const pencils = node?.children[0];
    expect(pencils).toMatchObject({ level: 2, hasChildren: true, children: [] });
    expect(pencils?.breadcrumb.map((b) => b.displayName)).toEqual(['Schreiben & Zeichnen', 'Bleistifte & Buntstifte']);
  });

  it('answers null for an unknown node and BAD_USER_INPUT for a malformed id', async () => {
    expect((await upstream.gql(PARTIAL, { id: 'nope' })).body).toEqual({ data: { getPartialNavigationById: null } });
    expect((await upstream.gql(PARTIAL, { id: '' })).body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  it('answers a subtree down to the asked level and marks the path to an item active', async () => {
    const tree = (await upstream.gql<{ getNavigationTree: Node }>(TREE, { rootId: '1', level: 2, itemId: '10401-02' })).body.data?.getNavigationTree;
    expect(tree).toMatchObject({ id: '1', level: 0, isActive: true });
    expect(depth(tree)).toBe(2);
    const office = tree?.children.find((c) => c.id === '500');
    expect(office?.isActive).toBe(true);
    expect(office?.children.find((c) => c.id === '510')).toMatchObject({ isActive: true, hasChildren: true, children: [] });
    expect(office?.children.find((c) => c.id === '520')?.isActive).toBe(false);
    expect(tree?.children.find((c) => c.id === '100')?.isActive).toBe(false);

    const full = (await upstream.gql<{ getNavigationTree: Node }>(TREE, { rootId: '500', itemId: '5101' })).body.data?.getNavigationTree;
    expect(depth(full)).toBe(2);
    expect(full?.children.find((c) => c.id === '510')?.children.find((c) => c.id === '5101')?.isActive).toBe(true);
    const none = (await upstream.gql<{ getNavigationTree: Node }>(TREE, { rootId: '100', level: 1, itemId: 'unknown' })).body.data?.getNavigationTree;
    expect(none?.isActive).toBe(false);
    expect(depth(none)).toBe(1);
  });

  it('refuses a tree level outside 1..3 and answers null for an unknown root', async () => {
    for (const level of [0, 4]) {
      const { body } = await upstream.gql(TREE, { rootId: '1', level });
      expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    }
    expect((await upstream.gql(TREE, { rootId: 'nope' })).body).toEqual({ data: { getNavigationTree: null } });
  });

  it('names the main category of a category, falling back to unbekannt', async () => {
    const main = async (id: string) => (await upstream.gql<{ getMainCategoryFromCategoryId: { id: string | null; name: string } }>(MAIN, { id })).body;
    expect((await main('1101')).data?.getMainCategoryFromCategoryId).toEqual({ id: '100', name: 'Schreiben & Zeichnen' });
    expect((await main('500')).data?.getMainCategoryFromCategoryId).toEqual({ id: '500', name: 'Büro & Organisation' });
    expect((await main('nope')).data?.getMainCategoryFromCategoryId).toEqual({ id: null, name: 'unbekannt' });
    expect((await main('1')).data?.getMainCategoryFromCategoryId).toEqual({ id: null, name: 'unbekannt' });
    expect((await main('x'.repeat(200))).data?.getMainCategoryFromCategoryId.name).toBe('unbekannt');
  });
});

describe('catalogue: filtered category listing', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  type Listing = {
    total: number;
    defaultSort: string;
    tiles: Array<{ id: string; manufacturerName: string; price: { currentPriceAmount: number }; rating: number | null }>;
    filters: {
      enumFilters: Array<{ id: string; name: string; values: Array<{ id: string; selected: boolean; count: number }> }>;
      priceRange: { min: number; max: number; minSelected: number; maxSelected: number } | null;
      ratingRange: { minDouble: number; maxDouble: number; minSelected: number; maxSelected: number } | null;
    };
    sortOptions: Array<{ id: string; selected: boolean }>;
    categoryOptions: Array<{ id: string; name: string; count: number; label: string }>;
  };
  const listing = async (variables: Record<string, unknown>) =>
    upstream.gql<{ core_category: { listing: Listing; products: { total: number; defaultSort: string } } }>(FILTERED, { id: '100', limit: 60, ...variables });

  it('answers filters, sorts and category options of the unfiltered listing', async () => {
    const { body } = await listing({});
    const all = body.data?.core_category.listing;
    expect(all?.total).toBe(body.data?.core_category.products.total);
    expect(all?.defaultSort).toBe('si');
    expect(all?.sortOptions.find((s) => s.selected)?.id).toBe('si');
    expect(all?.filters.enumFilters.map((f) => f.name)).toEqual(['Marke', 'Farbe', 'Altersempfehlung', 'Anzahl Farben']);
    const brands = all?.filters.enumFilters.find((f) => f.id === 'marke');
    expect(brands?.values.reduce((sum, v) => sum + v.count, 0)).toBe(all?.total);
    expect(all?.categoryOptions.map((c) => c.id)).toEqual(['110', '120', '130', '140', '150']);
    expect(all?.categoryOptions.reduce((sum, c) => sum + c.count, 0)).toBe(all?.total);
    expect(all?.categoryOptions[0]?.label).toBe(`Bleistifte & Buntstifte (${all?.categoryOptions[0]?.count})`);
    expect(all?.filters.priceRange?.minSelected).toBe(all?.filters.priceRange?.min);
  });

  it('combines values of a filter with OR, filters with AND, and ranges', async () => {
    const filter = {
      enumFilters: [{ id: 'marke', values: ['Stiftwerk', 'Farbenfroh'] }],
      rangeFilters: [{ id: 'preis', from: 1, to: 10 }, { id: 'bewertung', from: 3 }],
    };
    const result = (await listing({ filter, sortBy: 'price-desc' })).body.data?.core_category.listing;
    expect(result?.total).toBeGreaterThan(0);
    for (const tile of result?.tiles ?? []) {
      expect(['Stiftwerk', 'Farbenfroh']).toContain(tile.manufacturerName);
      expect(tile.price.currentPriceAmount).toBeGreaterThanOrEqual(1);
      expect(tile.price.currentPriceAmount).toBeLessThanOrEqual(10);
      expect(tile.rating).toBeGreaterThanOrEqual(3);
    }
    const prices = result?.tiles.map((t) => t.price.currentPriceAmount) ?? [];
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const brands = result?.filters.enumFilters.find((f) => f.id === 'marke');
    expect(brands?.values.filter((v) => v.selected).map((v) => v.id).sort()).toEqual(['Farbenfroh', 'Stiftwerk']);
    expect(brands?.values.some((v) => !v.selected && v.count > 0)).toBe(true);
    expect(result?.filters.priceRange).toMatchObject({ minSelected: 1, maxSelected: 10 });
    expect(result?.filters.ratingRange?.minSelected).toBe(3);
    const none = (await listing({ filter: { enumFilters: [{ id: 'Farbe', values: ['Kariert'] }] } })).body.data?.core_category.listing;
    expect(none?.total).toBe(0);
  });

  it.each([
    [{ filter: { enumFilters: [{ id: 'material', values: ['Holz'] }] } }, 'Unknown filter'],
    [{ filter: { rangeFilters: [{ id: 'gewicht', from: 1 }] } }, 'Unknown range filter'],
    [{ filter: { rangeFilters: [{ id: 'preis', from: -1 }] } }, 'must be 0 or more'],
    [{ filter: { enumFilters: [{ id: 'farbe', values: ['x'.repeat(101)] }] } }, 'at most 100'],
    [{ limit: 61 }, 'limit must be between 1 and 60'],
    [{ sortBy: 'relevance' }, 'sortBy must be one of'],
  ])('refuses %p with BAD_USER_INPUT', async (variables, message) => {
    const { body } = await listing(variables);
    expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain(message);
  });
});

describe('catalogue: media', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it.each([
    ['/media/energy/G.svg', 'image/svg+xml', /^<svg[^>]*aria-label="Energieeffizienzklasse G"/],
    ['/media/energy/A-label.svg', 'image/svg+xml', /^<svg[^>]*aria-label="Energielabel Klasse A"/],
    ['/media/brands/buerofix.svg', 'image/svg+xml', /<title>Bürofix<\/title>/],
    ['/media/downloads/10468/produktdatenblatt.pdf', 'application/pdf', /^%PDF-1\.4[\s\S]*Produktdatenblatt Interaktives Display 65 Zoll[\s\S]*%%EOF\n$/],
  ])('serves %s', async (path, type, content) => {
    const res = await fetch(`${upstream.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    // SVGs are UTF-8; the PDF's standard font uses Latin-1 (WinAnsi).
    expect(Buffer.from(await res.arrayBuffer()).toString(type === 'application/pdf' ? 'latin1' : 'utf8')).toMatch(content);
  });

  it.each(['/media/energy/H.svg', '/media/brands/unbekannt.svg', '/media/downloads/10401/produktdatenblatt.pdf', '/media/downloads/99999/aufbauanleitung.pdf'])('answers 404 for %s', async (path) => {
    expect((await fetch(`${upstream.url}${path}`)).status).toBe(404);
  });
});
