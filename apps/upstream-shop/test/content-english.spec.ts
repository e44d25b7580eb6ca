import { startUpstream, type Upstream } from './support/upstream.js';

// Issue 28: the English B2B shop (token scope edu-en) reads what the upstream keeps per language —
// category names wherever they appear, the home's page details, its texts among the global
// parameters, its legal pages and footer — while every other scope reads German.

const NAVIGATION = 'query { getNavigationModel { nodes { id name breadcrumb { displayName } } } }';
const CATEGORY = `query C($id: ID!) { core_category(id: $id) {
  name breadcrumb { displayName url } children { name }
  products(limit: 3) { categoryOptions { id name label } tiles { breadCrumb { displayName } } filters { enumFilters { id name } priceRange { name } } }
} }`;
const TREE = 'query T { getNavigationTree(rootId: "1", level: 2) { children { id name children { id name } } } }';
const PARTIAL = 'query P { getPartialNavigationById(categoryId: "500") { name children { name } } }';
const MAIN = 'query M { getMainCategoryFromCategoryId(categoryId: "5101") { id name } }';
const PRODUCT = 'query P { getProductById(productId: "10401") { breadcrumb { displayName url } accessories { breadCrumb { displayName } } } }';
const SEARCH = 'query S { core_search(filter: { searchTerm: "ordner" }) { tiles { breadCrumb { displayName } } categoryOptions { name } } }';
const DETAILS = 'query D($url: String!) { getPageDetailsByUrl(url: $url) { pageType httpStatus title description breadcrumbs { displayName url } gridPageId } }';
const PARAMETERS = 'query P($names: [String!]!) { getGlobalParametersByName(names: $names) { name entries { entry parameterValue } } }';
const PARAMETER = 'query P($name: String!, $entry: String!) { getGlobalParameterByNameAndEntry(name: $name, entry: $entry) { parameterValue } }';
const FOOTER = 'query F($pageId: ID!) { getGridByPageId(pageId: $pageId) { footer { links { headline links { label url } } } } }';

interface Group {
  name: string;
  entries: Array<{ entry: string; parameterValue: string }>;
}

describe('the English B2B shop (edu-en) and per-language data', () => {
  let upstream: Upstream;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    upstream = await startUpstream();
    for (const scope of ['de-de', 'edu', 'edu-de', 'edu-en']) tokens[scope] = await upstream.token(scope);
  });
  afterAll(() => upstream.close());

  async function ask<T>(scope: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const answer = await upstream.gql<T>(query, variables, { token: tokens[scope] ?? null });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data as T;
  }

  it('names the navigation in English for edu-en and in German for every other scope', async () => {
    const en = await ask<{ getNavigationModel: { nodes: Array<{ id: string; name: string; breadcrumb: Array<{ displayName: string }> }> } }>('edu-en', NAVIGATION);
    expect(en.getNavigationModel.nodes.map((n) => n.name)).toEqual([
      'Writing & drawing', 'Exercise books & paper', 'Arts & crafts', 'Nursery & play', 'Office & organisation',
      'School bags & cases', 'Learning & maths', 'Furniture & fittings', 'Sale %', 'New in',
    ]);
    expect(en.getNavigationModel.nodes[0]?.breadcrumb).toEqual([{ displayName: 'Writing & drawing' }]);
    for (const scope of ['de-de', 'edu', 'edu-de']) {
      const de = await ask<{ getNavigationModel: { nodes: Array<{ name: string }> } }>(scope, NAVIGATION);
      expect(de.getNavigationModel.nodes.map((n) => n.name).slice(0, 2)).toEqual(['Schreiben & Zeichnen', 'Hefte & Papier']);
    }
    const tree = await ask<{ getNavigationTree: { children: Array<{ id: string; name: string; children: Array<{ id: string; name: string }> }> } }>('edu-en', TREE);
    expect(tree.getNavigationTree.children.find((c) => c.id === '100')?.children.map((c) => c.name)).toEqual([
      'Pencils & colouring pencils', 'Fountain pens & rollerballs', 'Felt-tip & fibre pens', 'Erasers & sharpeners', 'Pencil cases',
    ]);
    expect(await ask('edu-en', PARTIAL)).toMatchObject({ getPartialNavigationById: { name: 'Office & organisation', children: expect.arrayContaining([{ name: 'Calculators' }]) } });
    expect(await ask('edu-en', MAIN)).toEqual({ getMainCategoryFromCategoryId: { id: '500', name: 'Office & organisation' } });
    expect(await ask('edu', MAIN)).toEqual({ getMainCategoryFromCategoryId: { id: '500', name: 'Büro & Organisation' } });
  });

  it('names a listing, its breadcrumb, category options, filters and tiles in English', async () => {
    type Answer = { core_category: { name: string; breadcrumb: Array<{ displayName: string; url: string }>; children: Array<{ name: string }>; products: { categoryOptions: Array<{ id: string; name: string; label: string }>; tiles: Array<{ breadCrumb: Array<{ displayName: string }> }>; filters: { enumFilters: Array<{ id: string; name: string }>; priceRange: { name: string } | null } } } };
    const { core_category: en } = await ask<Answer>('edu-en', CATEGORY, { id: '510' });
    expect(en.name).toBe('Files & dividers');
    expect(en.breadcrumb).toEqual([{ displayName: 'Office & organisation', url: '/cat/500/' }, { displayName: 'Files & dividers', url: '/cat/510/' }]);
    expect(en.children.map((c) => c.name)).toEqual(['Lever arch files & ring binders', 'Dividers & index tabs']);
    const binders = en.products.categoryOptions.find((o) => o.id === '5101');
    expect(binders?.name).toBe('Lever arch files & ring binders');
    expect(binders?.label).toMatch(/^Lever arch files & ring binders \(\d+\)$/);
    expect(en.products.tiles[0]?.breadCrumb.map((b) => b.displayName).slice(0, 2)).toEqual(['Office & organisation', 'Files & dividers']);
    expect(en.products.filters.enumFilters).toContainEqual({ id: 'marke', name: 'Brand' });
    expect(en.products.filters.priceRange?.name).toBe('Price');
    const { core_category: de } = await ask<Answer>('edu', CATEGORY, { id: '510' });
    expect(de.name).toBe('Ordner & Register');
    expect(de.products.filters.enumFilters).toContainEqual({ id: 'marke', name: 'Marke' });
    expect(de.products.tiles[0]?.breadCrumb[0]?.displayName).toBe('Büro & Organisation');
  });

  it('names a product trail and the tiles of a product and a search in English', async () => {
    type Answer = { getProductById: { breadcrumb: Array<{ displayName: string; url: string }>; accessories: Array<{ breadCrumb: Array<{ displayName: string }> }> } };
    const { getProductById: en } = await ask<Answer>('edu-en', PRODUCT);
    expect(en.breadcrumb[0]).toEqual({ displayName: 'Office & organisation', url: '/cat/500/' });
    const german = new Set(['Schreiben & Zeichnen', 'Hefte & Papier', 'Basteln & Gestalten', 'Kindergarten & Spielen', 'Büro & Organisation', 'Schulranzen & Taschen', 'Lernen & Mathematik', 'Möbel & Einrichtung']);
    for (const tile of en.accessories) expect(german.has(tile.breadCrumb[0]?.displayName ?? '')).toBe(false);
    const { getProductById: de } = await ask<Answer>('edu', PRODUCT);
    expect(de.breadcrumb[0]).toEqual({ displayName: 'Büro & Organisation', url: '/cat/500/' });

    type Search = { core_search: { tiles: Array<{ breadCrumb: Array<{ displayName: string }> }>; categoryOptions: Array<{ name: string }> } };
    const { core_search: search } = await ask<Search>('edu-en', SEARCH);
    expect(search.tiles.length).toBeGreaterThan(0);
    for (const tile of search.tiles) expect(german.has(tile.breadCrumb[0]?.displayName ?? '')).toBe(false);
    expect(search.categoryOptions.map((o) => o.name)).toContain('Office & organisation');
  });

  it('answers the home, category and product page details in the shop language', async () => {
    type Details = { getPageDetailsByUrl: { pageType: string; httpStatus: number; title: string; description: string; breadcrumbs: Array<{ displayName: string; url: string }>; gridPageId: string | null } };
    const home = (await ask<Details>('edu-en', DETAILS, { url: '/' })).getPageDetailsByUrl;
    expect(home).toMatchObject({ pageType: 'home', httpStatus: 200, gridPageId: 'home', title: 'Tafel – school supplies, nursery materials and office supplies online' });
    expect((await ask<Details>('edu', DETAILS, { url: '/' })).getPageDetailsByUrl.title).toBe('Tafel – Schulbedarf, Kita-Material und Bürobedarf online kaufen');
    const category = (await ask<Details>('edu-en', DETAILS, { url: '/cat/5101/' })).getPageDetailsByUrl;
    expect(category.title).toBe('Lever arch files & ring binders / Files & dividers');
    expect(category.description).toMatch(/^Buy Lever arch files & ring binders online/);
    expect(category.breadcrumbs.map((b) => b.displayName)).toEqual(['Office & organisation', 'Files & dividers', 'Lever arch files & ring binders']);
    const product = (await ask<Details>('edu-en', DETAILS, { url: '/prod/10401' })).getPageDetailsByUrl;
    expect(product.breadcrumbs[0]?.displayName).toBe('Office & organisation');
  });

  it('serves the English conditions at /terms/ in the B2B shop only', async () => {
    type Details = { getPageDetailsByUrl: { pageType: string; httpStatus: number; title: string | null; gridPageId: string | null } };
    for (const scope of ['edu-en', 'edu']) {
      expect((await ask<Details>(scope, DETAILS, { url: '/terms/' })).getPageDetailsByUrl).toMatchObject({ pageType: 'content', httpStatus: 200, gridPageId: 'terms', title: 'Terms and conditions' });
    }
    expect((await ask<Details>('de-de', DETAILS, { url: '/terms' })).getPageDetailsByUrl.httpStatus).toBe(404);
  });

  it('links the English footer to the English legal pages, the German B2B footer to both', async () => {
    type Footer = { getGridByPageId: { footer: { links: Array<{ headline: string; links: Array<{ label: string; url: string }> }> } } };
    const bottom = async (scope: string, pageId: string) =>
      (await ask<Footer>(scope, FOOTER, { pageId })).getGridByPageId.footer.links.find((b) => b.headline === 'Bottom Links')?.links.map((l) => l.url);
    for (const pageId of ['footer-vue', 'footer-vue-checkout-shipping']) {
      expect(await bottom('edu-en', pageId)).toEqual(['/imprint/', '/privacy/', '/terms/', '#cookie-consent']);
      expect(await bottom('edu', pageId)).toEqual(['/impressum/', '/datenschutz/', '/agb/', '/imprint/', '/privacy/', '/terms/', '#cookie-consent']);
      expect(await bottom('de-de', pageId)).toEqual(['/impressum/', '/datenschutz/', '/agb/', '#cookie-consent']);
    }
  });

  it('answers the newsletter teaser per shop: the consumer voucher only outside B2B, English for edu-en', async () => {
    const teaser = async (scope: string) => {
      const [group] = (await ask<{ getGlobalParametersByName: Group[] }>(scope, PARAMETERS, { names: ['newsletterTeasers'] })).getGlobalParametersByName;
      return Object.fromEntries(group?.entries.map((e) => [e.entry, e.parameterValue]) ?? []);
    };
    const consumer = await teaser('de-de');
    expect(consumer).toMatchObject({ footer: 'true', headline: 'Newsletter abonnieren und 5 € sparen' });
    const b2bDe = await teaser('edu');
    expect(b2bDe).toEqual({ footer: 'true', checkoutSummary: 'true', headline: 'Newsletter für Schulen und Kitas', text: expect.any(String) });
    expect(await teaser('edu-de')).toEqual(b2bDe);
    const b2bEn = await teaser('edu-en');
    expect(b2bEn).toEqual({ footer: 'true', checkoutSummary: 'true', headline: 'Newsletter for schools and nurseries', text: 'Teaching ideas, new products and offers for your institution – once a month.' });
    for (const b2b of [b2bDe, b2bEn]) expect(`${b2b['headline']} ${b2b['text']}`).not.toMatch(/€|sparen|save|voucher|Gutschein/i);
    expect(await ask('edu-en', PARAMETER, { name: 'newsletterTeasers', entry: 'headline' })).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'Newsletter for schools and nurseries' } });
    expect(await ask('edu-en', PARAMETER, { name: 'infolayer', entry: 'headline' })).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'Free delivery from €49' } });
    expect(await ask('edu', PARAMETER, { name: 'infolayer', entry: 'headline' })).toEqual({ getGlobalParameterByNameAndEntry: { parameterValue: 'Versandkostenfrei ab 49 €' } });
  });
});
