import { plain, startUpstream, type Upstream } from './support/upstream.js';

interface Node {
  id: string;
  name: string;
  url: string;
  isSale: boolean;
  isExcludedFromNav: boolean;
  hasChildren: boolean;
  children: Node[];
}
interface Tile {
  id: string;
  bestItemId: string;
  name: string;
  rating: number | null;
  moreVariants: boolean;
  discountPercent: number | null;
  badges: { new: boolean; popular: boolean; sale: boolean };
  price: { currentPrice: string; currentPriceAmount: number; oldPrice: string | null; oldPriceAmount: number | null; startFromFlag: boolean; basePrice: string | null };
  image: { src: string; width: number; height: number; alt: string };
}
interface Listing {
  total: number;
  offset: number;
  limit: number;
  sortBy: string;
  tiles: Tile[];
}

const NODE = 'id name url isSale isExcludedFromNav hasChildren';
const NAVIGATION = `query GetNavigationModel { getNavigationModel { nodes { ${NODE} children { ${NODE} children { ${NODE} children { id } } } } } }`;
const TILE = 'id bestItemId name rating moreVariants discountPercent badges { new popular sale } price { currentPrice currentPriceAmount oldPrice oldPriceAmount startFromFlag basePrice } image { src width height alt }';
const CATEGORY = `query CoreCategory($id: ID!, $offset: Int, $limit: Int, $sortBy: String) {
  core_category(id: $id) { id name url level parentId breadcrumb { displayName url } children { id name }
    products(offset: $offset, limit: $limit, sortBy: $sortBy) { total offset limit sortBy tiles { ${TILE} } } } }`;
const PRODUCT = `query GetProductById($productId: ID!) { getProductById(productId: $productId) {
  productId name url path description shortFacts rating numberOfRatings isNewProduct isTopseller isShortage availableForSale
  hasMultipleItems maxQuantity minimumOrderQuantity discountPercent deliveryFree manufacturer { name } breadcrumb { displayName url }
  images { src alt width height } badges { new popular sale } bestItem { itemId }
  items { itemId orderNumber name availableForSale deliveryStatusColor deliveryStatusText maxQuantity minimumOrderQuantity
    variantInfoList { label value } images { src }
    prices { price { stringValue amount currencyCode } specialPrice { specialPrice { amount } oldPrice { amount stringValue } } basePrice { value unit isDisplayBasePrice } isBestPrice } } } }`;

describe('catalogue', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const listing = async (variables: Record<string, unknown>) => {
    const answer = await upstream.gql<{ core_category: { products: Listing } | null }>(CATEGORY, variables);
    return answer;
  };

  it('serves a navigation tree three levels deep with sale and hidden categories flagged', async () => {
    const { body } = await upstream.gql<{ getNavigationModel: { nodes: Node[] } }>(NAVIGATION);
    const nodes = body.data?.getNavigationModel.nodes ?? [];
    expect(nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['Schreiben & Zeichnen', 'Hefte & Papier', 'Möbel & Einrichtung']));
    const writing = nodes.find((n) => n.id === '100');
    expect(writing).toMatchObject({ url: '/cat/100/', hasChildren: true });
    const pencils = writing?.children.find((c) => c.id === '110');
    expect(pencils?.children.map((c) => c.name)).toEqual(['Bleistifte', 'Buntstifte', 'Wachsmalstifte & Kreide']);
    expect(pencils?.children.every((c) => c.children.length === 0 && !c.hasChildren)).toBe(true);
    expect(nodes.find((n) => n.isSale)?.name).toBe('Sale %');
    expect(nodes.find((n) => n.isExcludedFromNav)?.name).toBe('Neuheiten');
    const count = (list: Node[]): number => list.reduce((sum, n) => sum + 1 + count(n.children ?? []), 0);
    expect(count(nodes) + 1).toBeGreaterThanOrEqual(40);
  });

  it('gives a category its breadcrumb, children and the products of all its descendants', async () => {
    const { body } = await upstream.gql<{ core_category: { level: number; parentId: string; breadcrumb: unknown[]; children: unknown[]; products: Listing } }>(CATEGORY, { id: '1101' });
    const category = body.data?.core_category;
    expect(category).toMatchObject({ level: 3, parentId: '110', breadcrumb: [{ displayName: 'Schreiben & Zeichnen', url: '/cat/100/' }, { displayName: 'Bleistifte & Buntstifte', url: '/cat/110/' }, { displayName: 'Bleistifte', url: '/cat/1101/' }] });
    const parent = await listing({ id: '110' });
    const children = await Promise.all(['1101', '1102', '1103'].map((id) => listing({ id })));
    expect(parent.body.data?.core_category?.products.total).toBe(children.reduce((sum, c) => sum + (c.body.data?.core_category?.products.total ?? 0), 0));
  });

  it('pages through the whole assortment without gaps or repeats', async () => {
    const first = (await listing({ id: '1', limit: 60 })).body.data?.core_category?.products;
    expect(first?.total).toBeGreaterThanOrEqual(120);
    const ids: string[] = [];
    for (let offset = 0; offset < (first?.total ?? 0); offset += 60) {
      const page = (await listing({ id: '1', offset, limit: 60 })).body.data?.core_category?.products;
      expect(page).toMatchObject({ offset, limit: 60, sortBy: 'si' });
      ids.push(...(page?.tiles.map((t) => t.id) ?? []));
    }
    expect(ids).toHaveLength(first?.total ?? -1);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await listing({ id: '1', offset: 10_000 })).body.data?.core_category?.products.tiles).toEqual([]);
  });

  it('sorts by price, name, rating, newness and recommendation', async () => {
    const tiles = async (sortBy: string) => (await listing({ id: '1', limit: 60, sortBy })).body.data?.core_category?.products.tiles ?? [];
    const asc = (await tiles('price-asc')).map((t) => t.price.currentPriceAmount);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await tiles('price-desc')).map((t) => t.price.currentPriceAmount);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const names = (await tiles('name')).map((t) => t.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de', { sensitivity: 'base', numeric: true }).compare));
    const ratings = (await tiles('rating')).map((t) => t.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const fresh = await tiles('new');
    expect(fresh[0]?.badges.new).toBe(true);
    const recommended = await tiles('si');
    const firstNonTop = recommended.findIndex((t) => !t.badges.popular);
    expect(recommended.slice(firstNonTop).some((t) => t.badges.popular)).toBe(false);
    expect(await tiles('si')).toEqual(recommended);
  });

  it('shows sale, "ab" prices and base prices on tiles', async () => {
    const sale = (await listing({ id: '900', limit: 60 })).body.data?.core_category?.products;
    expect(sale?.total).toBeGreaterThan(5);
    for (const tile of sale?.tiles ?? []) {
      expect(tile.badges.sale).toBe(true);
      expect(tile.price.oldPrice).toMatch(/€$/);
      // The number and the text describe the same struck-through price.
      expect(plain(tile.price.oldPrice)).toBe(`${tile.price.oldPriceAmount?.toFixed(2).replace('.', ',')} €`);
      expect(tile.price.oldPriceAmount).toBeGreaterThan(tile.price.currentPriceAmount);
      expect(tile.discountPercent).toBeGreaterThanOrEqual(5);
    }
    // The assortment spans several pages now: collect them all.
    const all: Tile[] = [];
    for (let offset = 0, total = 1; offset < total; offset += 60) {
      const page = (await listing({ id: '1', offset, limit: 60, sortBy: 'name' })).body.data?.core_category?.products;
      total = page?.total ?? 0;
      all.push(...(page?.tiles ?? []));
    }
    const brush = all.find((t) => t.name === 'Haarpinsel rund');
    expect(brush).toMatchObject({ moreVariants: true, price: { startFromFlag: true } });
    expect(plain(brush?.price.currentPrice)).toBe('1,49 €');
    const glue = all.find((t) => t.name === 'Bastelkleber flüssig, 100 ml');
    expect(plain(glue?.price.basePrice)).toBe('1 l = 29,90 €');
    expect(glue?.image).toMatchObject({ src: `/media/products/${glue?.bestItemId}.svg`, width: 600, height: 450 });
  });

  it.each([
    [{ limit: 0 }, 'limit must be between 1 and 60'],
    [{ limit: 61 }, 'limit must be between 1 and 60'],
    [{ offset: -1 }, 'offset must be 0 or more'],
    [{ sortBy: 'cheapest' }, 'sortBy must be one of'],
  ])('refuses listing arguments %p with BAD_USER_INPUT', async (args, message) => {
    const { status, body } = await listing({ id: '1', ...args });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toContain(message);
    expect(body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  it('answers a product with its variants', async () => {
    const { body } = await upstream.gql<{ getProductById: Record<string, unknown> & { items: Array<Record<string, unknown>> } }>(PRODUCT, { productId: '10401' });
    const product = body.data?.getProductById;
    expect(product).toMatchObject({
      productId: '10401',
      name: 'Ordner A4, 8 cm Rücken',
      url: '/prod/10401',
      hasMultipleItems: true,
      availableForSale: true,
      manufacturer: { name: 'Bürofix' },
      breadcrumb: [{ displayName: 'Büro & Organisation' }, { displayName: 'Ordner & Register' }, { displayName: 'Ordner & Ringbücher' }],
      bestItem: { itemId: '10401-01' },
    });
    expect(String(product?.['description']).split('\n\n')).toHaveLength(3);
    expect(product?.items).toHaveLength(6);
    expect(product?.items[1]).toMatchObject({
      itemId: '10401-02',
      orderNumber: expect.stringMatching(/^\d{3}\.\d{3}$/),
      variantInfoList: [{ label: 'Farbe', value: 'Rot' }],
      deliveryStatusColor: 'green',
      deliveryStatusText: 'Auf Lager, Lieferzeit 1–3 Werktage',
      prices: { price: { stringValue: expect.stringMatching(/^2,49\s€$/), amount: 2.49, currencyCode: 'EUR' }, specialPrice: null },
      images: [{ src: '/media/products/10401-02.svg' }],
    });
  });

  it('marks sold-out items and picks the cheapest saleable item as best item', async () => {
    const { body } = await upstream.gql<{ getProductById: { bestItem: { itemId: string }; items: Array<{ itemId: string; availableForSale: boolean; deliveryStatusText: string; deliveryStatusColor: string }> } }>(PRODUCT, { productId: '10219' });
    const items = body.data?.getProductById.items ?? [];
    const black = items.find((i) => !i.availableForSale);
    expect(black).toMatchObject({ deliveryStatusText: 'Ausverkauft', deliveryStatusColor: 'red' });
    expect(body.data?.getProductById.bestItem.itemId).not.toBe(black?.itemId);
  });

  it('answers null for unknown products and categories', async () => {
    expect((await upstream.gql(PRODUCT, { productId: '99999' })).body).toEqual({ data: { getProductById: null } });
    expect((await listing({ id: 'nope' })).body).toEqual({ data: { core_category: null } });
  });
});
