// Catalogue queries through the orchestrator, against the real upstream stand-in.
import type { CategoryPage, NavigationNode, Product } from '@tafel/graphql-schema/orchestrator-resolvers';
import { startWorld, type World } from './support/world.js';

const TILE = 'id name url image { url alt width height } price { amount currency formatted } oldPrice { amount } fromPrice discountPercent badges rating manufacturer hasVariants soldOut';
const CATEGORY = `query ($id: ID!, $page: Int, $pageSize: Int, $sort: ProductSort, $filters: [SearchFilterInput!], $price: PriceRangeInput, $minRating: Float) {
  category(id: $id, page: $page, pageSize: $pageSize, sort: $sort, filters: $filters, price: $price, minRating: $minRating) {
    id name breadcrumb { name url } children { id name } page pageSize totalProducts totalPages sort products { ${TILE} }
    filters { id name values { id name selected count } } price { min max from to } rating { min max from }
  }
}`;
const PRODUCT = `query ($id: ID!) {
  product(id: $id) {
    id name url description shortFacts manufacturer rating numberOfRatings breadcrumb { name url } images { url alt width height }
    badges discountPercent availableForSale deliveryFree defaultItemId
    items { id orderNumber name price { amount currency formatted } oldPrice { amount formatted } basePrice images { url }
      variantInfo { label value } availableForSale deliveryStatus deliveryStatusColor maxQuantity minimumOrderQuantity }
  }
}`;
const NAV_FIELDS = 'id name url isSale';

interface RawNode {
  id: string;
  isExcludedFromNav: boolean;
  children?: RawNode[];
}

describe('catalogue through the orchestrator', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('catalogue');
  });
  afterAll(async () => {
    await world?.close();
  });

  const category = async (variables: Record<string, unknown>) => world.orchestrator.graphql<{ category: CategoryPage | null }>(CATEGORY, variables);

  it('serves the navigation without the nodes excluded from it', async () => {
    const answer = await world.orchestrator.graphql<{ navigation: NavigationNode[] }>(
      `{ navigation { ${NAV_FIELDS} children { ${NAV_FIELDS} children { ${NAV_FIELDS} children { id } } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const raw = await world.upstream.graphql<{ getNavigationModel: { nodes: RawNode[] } }>(
      '{ getNavigationModel { nodes { id isExcludedFromNav children { id isExcludedFromNav children { id isExcludedFromNav } } } } }',
    );
    const visibleIds = (nodes: RawNode[]): unknown[] =>
      nodes.filter((n) => !n.isExcludedFromNav).map((n) => ({ id: n.id, children: visibleIds(n.children ?? []) }));
    const ids = (nodes: NavigationNode[]): unknown[] => nodes.map((n) => ({ id: n.id, children: ids(n.children) }));
    const nodes = answer.data!.navigation;
    expect(nodes.length).toBeGreaterThan(0);
    expect(ids(nodes)).toEqual(visibleIds(raw.getNavigationModel.nodes));
  });

  it('pages and sorts a category (1-based pages, sort mapped to the upstream)', async () => {
    const first = await category({ id: '1', page: 1, pageSize: 5, sort: 'PRICE_ASC' });
    expect(first.errors).toBeUndefined();
    const page = first.data!.category!;
    expect(page).toMatchObject({ id: '1', page: 1, pageSize: 5, sort: 'PRICE_ASC' });
    expect(page.products).toHaveLength(5);
    expect(page.totalPages).toBe(Math.ceil(page.totalProducts / 5));
    const prices = page.products.map((p) => p.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.products[0]!.price.formatted).toMatch(/^\d+,\d{2}\u00a0€$/);
    expect(page.products[0]!.image.url).toMatch(/^\/media\//);

    const second = (await category({ id: '1', page: 2, pageSize: 5, sort: 'PRICE_ASC' })).data!.category!;
    expect(second.page).toBe(2);
    expect(second.products[0]!.price.amount).toBeGreaterThanOrEqual(prices[4]!);
    expect(second.products.map((p) => p.id)).not.toContain(page.products[0]!.id);

    const descending = (await category({ id: '1', pageSize: 5, sort: 'PRICE_DESC' })).data!.category!;
    expect(descending.products[0]!.price.amount).toBeGreaterThanOrEqual(descending.products[4]!.price.amount);
  });

  it('uses the defaults page 1, 24 per page, RECOMMENDED', async () => {
    const page = (await category({ id: '1' })).data!.category!;
    expect(page).toMatchObject({ page: 1, pageSize: 24, sort: 'RECOMMENDED' });
    expect(page.products.length).toBeLessThanOrEqual(24);
  });

  it('prices and caches the catalogue per site (X-Tafel-Site), as the upstream prices each shop', async () => {
    const cached = await world.startAnother({ CATALOGUE_CACHE_TTL_MS: '60000' });
    const tileOf = async (site: string) => {
      const answer = await cached.graphql<{ category: CategoryPage }>(CATEGORY, { id: '1', pageSize: 1, sort: 'PRICE_DESC' }, { 'X-Tafel-Site': site });
      expect(answer.errors).toBeUndefined();
      return answer.data!.category.products[0]!;
    };
    const itemPrice = async (site: string, id: string) => {
      const answer = await cached.graphql<{ product: Product }>(PRODUCT, { id }, { 'X-Tafel-Site': site });
      expect(answer.errors).toBeUndefined();
      return answer.data!.product.items.find((item) => item.id === answer.data!.product.defaultItemId)!.price.amount;
    };
    // The German shop first, so a cache keyed without the site would answer its prices to the others.
    const german = await tileOf('de-de');
    for (const site of ['at-de', 'ch-de', 'edu-de']) {
      const tile = await tileOf(site);
      const upstream = await world.upstream.graphql<{ getProductById: { bestItem: { itemId: string; prices: { price: { amount: number } } } } }>(
        'query ($id: ID!) { getProductById(productId: $id) { bestItem { itemId prices { price { amount } } } } }',
        { id: tile.id },
        site,
      );
      expect(tile.id).toBe(german.id);
      expect(tile.price.amount).not.toBe(german.price.amount);
      expect(await itemPrice(site, tile.id)).toBe(upstream.getProductById.bestItem.prices.price.amount);
    }
    expect(await itemPrice('de-de', german.id)).not.toBe(await itemPrice('at-de', german.id));
  });

  it('refuses an unknown site with BAD_USER_INPUT', async () => {
    const answer = await world.orchestrator.graphql(CATEGORY, { id: '1' }, { 'X-Tafel-Site': 'fr-fr' });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('narrows a category by enum filters, price and rating, as the upstream does', async () => {
    const all = (await category({ id: '1', pageSize: 60 })).data!.category!;
    expect(all.filters.length).toBeGreaterThan(0);
    expect(all.price).toMatchObject({ from: null, to: null });
    const filter = all.filters[0]!;
    const value = [...filter.values].sort((a, b) => a.count - b.count)[0]!;
    const narrowed = (await category({ id: '1', pageSize: 60, filters: [{ id: filter.id, values: [value.id] }] })).data!.category!;
    expect(narrowed.totalProducts).toBe(value.count);
    expect(narrowed.totalProducts).toBeLessThan(all.totalProducts);
    expect(narrowed.filters.find((f) => f.id === filter.id)!.values.filter((v) => v.selected).map((v) => v.id)).toEqual([value.id]);
    const upstream = await world.upstream.graphql<{ core_category: { products: { total: number } } }>(
      'query ($f: ListingFilterInput) { core_category(id: "1") { products(filter: $f) { total } } }',
      { f: { enumFilters: [{ id: filter.id, values: [value.id] }] } },
    );
    expect(narrowed.totalProducts).toBe(upstream.core_category.products.total);

    const cheap = (await category({ id: '1', pageSize: 60, price: { to: 3 }, sort: 'PRICE_DESC' })).data!.category!;
    expect(cheap.price).toMatchObject({ from: null, to: 3 });
    expect(cheap.products[0]!.price.amount).toBeLessThanOrEqual(3);
    const rated = (await category({ id: '1', pageSize: 60, minRating: 4.5 })).data!.category!;
    expect(rated.rating).toMatchObject({ from: 4.5 });
    expect(rated.products.every((p) => (p.rating ?? 0) >= 4.5)).toBe(true);
    expect(rated.totalProducts).toBeLessThan(all.totalProducts);
  });

  it.each([
    [{ filters: [{ id: 'gewicht', values: ['1 kg'] }] }, /Unknown filter/],
    [{ filters: [{ id: 'farbe', values: [''] }] }, /filters\.0\.values\.0 must not be blank/],
    [{ price: { from: 5, to: 1 } }, /from not above to/],
    [{ minRating: 9 }, /minRating must be from 0 to 5 stars/],
  ])('refuses the filters %p with BAD_USER_INPUT', async (variables, message) => {
    const answer = await category({ id: '1', ...variables });
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('answers null for an unknown category', async () => {
    const answer = await category({ id: 'no-such-category' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.category).toBeNull();
  });

  it.each([
    [{ page: 0 }, 'page must be 1 or more (got 0)'],
    [{ pageSize: 61 }, 'pageSize must be between 1 and 60 (got 61)'],
    [{ pageSize: 0 }, 'pageSize must be between 1 and 60 (got 0)'],
    // Refused here, not by the upstream's GraphQL for an offset beyond 32 bits.
    [{ page: 40_000_000, pageSize: 60 }, 'page must be at most 10000 (got 40000000)'],
  ])('refuses %p with BAD_USER_INPUT', async (variables, message) => {
    const answer = await category({ id: '1', ...variables });
    expect(answer.errors).toEqual([expect.objectContaining({ message, extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('serves a product with its items, and null for an unknown id', async () => {
    const tile = (await category({ id: '1', pageSize: 1 })).data!.category!.products[0]!;
    const answer = await world.orchestrator.graphql<{ product: Product }>(PRODUCT, { id: tile.id });
    expect(answer.errors).toBeUndefined();
    const product = answer.data!.product;
    expect(product).toMatchObject({ id: tile.id, name: tile.name });
    expect(product.items.length).toBeGreaterThan(0);
    expect(product.items.map((i) => i.id)).toContain(product.defaultItemId);
    expect(product.items[0]!.price.formatted).toMatch(/€$/);

    const unknown = await world.orchestrator.graphql<{ product: Product | null }>(PRODUCT, { id: 'does-not-exist-999' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.product).toBeNull();
  });

  it('reuses catalogue answers for CATALOGUE_CACHE_TTL_MS, and never caches a failure', async () => {
    const cached = await world.startAnother({ CATALOGUE_CACHE_TTL_MS: '60000' });
    const [first, second] = (await category({ id: '1', pageSize: 2 })).data!.category!.products;
    expect((await cached.graphql<{ product: Product }>(PRODUCT, { id: first!.id })).data!.product.id).toBe(first!.id);
    // The upstream now fails the next product reads: the cached product is still served…
    await world.upstream.fault({ operation: 'GetProductById', times: 2, kind: 'error', classification: 'INTERNAL_ERROR' });
    const again = await cached.graphql<{ product: Product }>(PRODUCT, { id: first!.id });
    expect(again.errors).toBeUndefined();
    expect(again.data!.product.id).toBe(first!.id);
    // …while a product not yet cached reaches the upstream and fails, and is not cached failed.
    const other = await cached.graphql<{ product: Product }>(PRODUCT, { id: second!.id });
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    await world.upstream.clearFaults();
    expect((await cached.graphql<{ product: Product }>(PRODUCT, { id: second!.id })).data!.product.id).toBe(second!.id);
  });

  it.each(['', 'a/b', 'x'.repeat(65)])('refuses the product id %p with BAD_USER_INPUT', async (id) => {
    const answer = await world.orchestrator.graphql(PRODUCT, { id });
    expect(answer.errors?.[0]).toMatchObject({ message: expect.stringContaining('id must be 1-64 characters'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('streams /media/* from the upstream with its Content-Type and Cache-Control', async () => {
    const tile = (await category({ id: '1', pageSize: 1 })).data!.category!.products[0]!;
    const [mine, theirs] = await Promise.all([fetch(`${world.orchestrator.url}${tile.image.url}`), fetch(`${world.upstream.url}${tile.image.url}`)]);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe(theirs.headers.get('content-type'));
    expect(mine.headers.get('content-type')).toMatch(/^image\//);
    expect(mine.headers.get('cache-control')).toBe(theirs.headers.get('cache-control'));
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(await theirs.arrayBuffer()))).toBe(true);

    const missing = await fetch(`${world.orchestrator.url}/media/does/not/exist.png`);
    expect(missing.status).toBe(404);
    await missing.body?.cancel();
  });
});
