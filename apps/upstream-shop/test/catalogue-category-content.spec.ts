import { startUpstream, type Upstream } from './support/upstream.js';

// The CMS side of category pages: flags, topsellers, parameters (SEO box, shortage texts,
// teaser placement) and teasers, and their agreement with page details.

const CATEGORY = `query Category($id: ID!) { core_category(id: $id) {
  id
  flags { productListing hiddenLeftNavigation breadcrumbs categoryDropdown }
  topsellers { id name badges { popular } price { currentPriceAmount } }
  parameters { name value }
  teasers { id type name attributes { name text url urlPath } }
  products(limit: 60) { total tiles { id badges { popular } } }
} }`;
const DETAILS = 'query Details($url: String!) { getPageDetailsByUrl(url: $url) { categoryId leftNavigation { hidden } } }';
const TEASER_CLICK = 'mutation Click($t: TeaserClickInput!) { teaserClick(teaserClick: $t) { successful errorMessage } }';

interface Tile {
  id: string;
  name: string;
  badges: { popular: boolean };
  price: { currentPriceAmount: number };
}
interface CategoryAnswer {
  id: string;
  flags: { productListing: boolean; hiddenLeftNavigation: boolean; breadcrumbs: boolean; categoryDropdown: boolean };
  topsellers: Tile[];
  parameters: Array<{ name: string; value: string }>;
  teasers: Array<{ id: string; type: string; name: string; attributes: Array<{ name: string; text: string | null; url: string | null; urlPath: string | null }> }>;
  products: { total: number; tiles: Tile[] };
}

describe('catalogue: category content', () => {
  let upstream: Upstream;
  const category = async (id: string, scope?: string): Promise<CategoryAnswer> => {
    const res = await upstream.gql<{ core_category: CategoryAnswer }>(CATEGORY, { id }, scope ? { token: await upstream.token(scope) } : {});
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.core_category;
  };
  const param = (c: CategoryAnswer, name: string) => c.parameters.find((p) => p.name === name)?.value;

  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('flags a main category as a listing with navigation, breadcrumbs and a category dropdown', async () => {
    expect((await category('100')).flags).toEqual({ productListing: true, hiddenLeftNavigation: false, breadcrumbs: true, categoryDropdown: true });
    expect((await category('120')).flags.categoryDropdown).toBe(false);
  });

  it('hides the left navigation of Sale and Neuheiten, as page details do', async () => {
    for (const id of ['900', '950', '100', '110']) {
      const details = await upstream.gql<{ getPageDetailsByUrl: { leftNavigation: { hidden: boolean } } }>(DETAILS, { url: `/cat/${id}/` });
      const hidden = details.body.data!.getPageDetailsByUrl.leftNavigation.hidden;
      expect((await category(id)).flags.hiddenLeftNavigation).toBe(hidden);
      expect(hidden).toBe(id === '900' || id === '950');
    }
  });

  it('answers at most 8 topsellers, all flagged popular, in the listing order of the category', async () => {
    const main = await category('100');
    expect(main.topsellers.length).toBeGreaterThan(0);
    expect(main.topsellers.length).toBeLessThanOrEqual(8);
    expect(main.topsellers.every((t) => t.badges.popular)).toBe(true);
    // The default sort ranks topsellers first, so they are the listing's first tiles.
    expect(main.topsellers.map((t) => t.id)).toEqual(main.products.tiles.slice(0, main.topsellers.length).map((t) => t.id));
    const popularInListing = main.products.tiles.filter((t) => t.badges.popular).length;
    expect(main.topsellers.length).toBe(Math.min(8, popularInListing));
  });

  it('prices topsellers for the shop of the token', async () => {
    const de = (await category('100')).topsellers[0]!;
    const ch = (await category('100', 'ch-de')).topsellers[0]!;
    expect(ch.id).toBe(de.id);
    expect(ch.price.currentPriceAmount).toBeGreaterThan(de.price.currentPriceAmount);
  });

  it('gives every main category a German SEO text and the shortage texts', async () => {
    for (const id of ['100', '200', '300', '400', '500', '600', '700', '800']) {
      const c = await category(id);
      expect(param(c, 'ishop_seo_box_text')).toMatch(/^<h2>.+<\/p>$/s);
      expect(param(c, 'verknappung')).toContain('{0}');
      expect(param(c, 'verknappungblitzangebot')).toContain('{0}');
    }
    expect(param(await category('110'), 'ishop_seo_box_text')).toContain('Bleistifte');
    // A subcategory without its own text has no parameters; the virtual Sale has no SEO text.
    expect((await category('120')).parameters).toEqual([]);
    expect(param(await category('900'), 'ishop_seo_box_text')).toBeUndefined();
  });

  it('places the teasers of 300 below the SEO text and those of 100 above the products', async () => {
    expect(param(await category('300'), 'categoryTeaserBelowSeoText')).toBe('true');
    expect(param(await category('100'), 'categoryTeaserBelowSeoText')).toBeUndefined();
  });

  it('answers the CMS teasers of a category in order, and none for others', async () => {
    const main = await category('100');
    expect(main.teasers.map((t) => [t.id, t.type])).toEqual([
      ['cat-100-klassensatz', 'Image Link Teaser'],
      ['cat-100-beratung', 'HTML Box Teaser'],
    ]);
    expect(main.teasers[0]!.attributes.find((a) => a.name === 'teaserLink')?.urlPath).toBe('/cat/110/');
    expect((await category('300')).teasers.map((t) => t.id)).toEqual(['cat-300-ideen']);
    expect((await category('200')).teasers).toEqual([]);
  });

  it('accepts clicks on category teasers, whose ids the content store knows', async () => {
    const click = async (teaserId: string) => (await upstream.gql<{ teaserClick: { successful: boolean; errorMessage: string | null } }>(TEASER_CLICK, { t: { teaserId } })).body.data?.teaserClick;
    expect(await click('cat-100-klassensatz')).toEqual({ successful: true, errorMessage: null });
    expect(await click('cat-100-nope')).toEqual({ successful: false, errorMessage: 'ishop.api.error.teaser_not_found' });
  });
});
