import { startUpstream, type Upstream } from './support/upstream.js';

const TEASER_FIELDS = `id type name template teaserWishlistExternalId
  attributes { name text value valueList url openLinkInNewWindow urlPath altTag imgTitle width height columns imageposition description }
  productsRecommendations { id name url price { currentPriceAmount } }`;

const GRID = `query Grid($pageId: ID!) {
  getGridByPageId(pageId: $pageId) {
    pageId title description robots canonicalUrl links { rel href hreflang } breadcrumbs { displayName url }
    rows { y cells { x width
      attributes { greyDotsBackground noSpaces paperBorderTop paperBorderBottom whiteBackground whiteBackgroundFullWidth noTopMargin }
      teaser { ${TEASER_FIELDS} children { ${TEASER_FIELDS} children { id } } } } }
    footer {
      usps { image { src alt width height } headline subheadline text link { label url external } }
      links { headline type content link { label url external } links { label url external } }
      paymentLogos { id name image { src } } deliveryLogos { id name image { src } } socialLinks { id name url }
      showPaymentAndDeliveryLogos showQualityPromise
    }
  }
}`;

interface Attribute {
  name: string;
  text: string | null;
  value: string | null;
  valueList: string[] | null;
  url: string | null;
  urlPath: string | null;
  width: number | null;
  height: number | null;
  columns: number | null;
  imageposition: string | null;
}
interface Teaser {
  id: string;
  type: string;
  name: string;
  template: string | null;
  teaserWishlistExternalId: string | null;
  attributes: Attribute[];
  productsRecommendations: Array<{ id: string; name: string; url: string; price: { currentPriceAmount: number } }> | null;
  children: Teaser[];
}
interface Logo {
  id: string;
  image: { src: string };
}
interface Grid {
  pageId: string;
  title: string;
  robots: string;
  canonicalUrl: string | null;
  links: Array<{ rel: string; href: string; hreflang: string }>;
  breadcrumbs: Array<{ displayName: string; url: string }>;
  rows: Array<{ y: number; cells: Array<{ x: number; width: number; attributes: Record<string, boolean>; teaser: Teaser }> }>;
  footer: null | {
    usps: Array<{ image: { src: string; width: number; height: number }; headline: string; subheadline: string; text: string; link: { url: string } | null }>;
    links: Array<{ headline: string; type: string; content: string | null; link: { url: string } | null; links: Array<{ label: string; url: string; external: boolean }> }>;
    paymentLogos: Logo[];
    deliveryLogos: Logo[];
    socialLinks: Array<{ id: string; url: string }>;
    showPaymentAndDeliveryLogos: boolean;
    showQualityPromise: boolean;
  };
}

const attribute = (t: Teaser, name: string): Attribute | undefined => t.attributes.find((a) => a.name === name);
const ids = (logos: Logo[] | undefined): string[] | undefined => logos?.map((l) => l.id);

describe('getGridByPageId', () => {
  let upstream: Upstream;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    upstream = await startUpstream();
    for (const [shop, scope] of [['de', 'de-de'], ['at', 'at-de'], ['ch', 'ch-de'], ['b2b', 'edu']] as const) tokens[shop] = await upstream.token(scope);
  });
  afterAll(() => upstream.close());

  const grid = async (pageId: string, shop = 'de'): Promise<Grid | null | undefined> => {
    const answer = await upstream.gql<{ getGridByPageId: Grid | null }>(GRID, { pageId }, { token: tokens[shop] ?? null });
    expect(answer.body.errors).toBeUndefined();
    return answer.body.data?.getGridByPageId;
  };

  it('answers the home grid: info bar, hero slider with 3 slides, selling points, tiles, recommendations', async () => {
    const home = await grid('home');
    expect(home).toMatchObject({ pageId: 'home', robots: 'index,follow', canonicalUrl: 'https://www.tafel.de/', footer: null });
    expect(home?.links).toContainEqual({ rel: 'alternate', hreflang: 'de-AT', href: 'https://www.tafel.at/' });
    const cells = home?.rows.flatMap((r) => r.cells) ?? [];
    expect(cells[0]?.teaser).toMatchObject({ type: 'Info Bar', name: 'infobar-versandkostenfrei' });
    const hero = cells.find((c) => c.teaser.type === 'Slider Hero Teaser')?.teaser;
    expect(hero?.children).toHaveLength(3);
    for (const slide of hero?.children ?? []) {
      expect(attribute(slide, 'image')?.url).toMatch(/^\/media\/content\/hero-[a-z]+\.svg$/);
      expect(attribute(slide, 'headline')?.text).toBeTruthy();
      expect(['primary', 'secondary']).toContain(attribute(slide, 'buttonType')?.value);
    }
    expect(cells.filter((c) => c.teaser.type === 'HTML Box Teaser').map((c) => c.attributes.greyDotsBackground)).toEqual([true, true, true]);
    const tiles = cells.filter((c) => c.teaser.type === 'Content Kachel');
    expect(tiles.map((t) => attribute(t.teaser, 'teaserLink')?.urlPath)).toEqual(['/cat/100/', '/cat/200/', '/cat/300/', '/cat/400/', '/cat/500/', '/cat/600/', '/cat/700/', '/cat/800/']);
    expect(tiles.map((t) => t.x)).toEqual([0, 3, 6, 9, 0, 3, 6, 9]);
    const recommendations = cells.find((c) => c.teaser.type === 'Recommendations Teaser');
    expect(recommendations?.attributes).toMatchObject({ whiteBackground: true, whiteBackgroundFullWidth: true, paperBorderTop: true });
    expect(recommendations?.teaser.productsRecommendations).toHaveLength(12);
    expect(recommendations?.teaser.productsRecommendations?.[0]?.url).toMatch(/^\/prod\/\d+$/);
    expect(hero?.productsRecommendations).toBeNull();
  });

  it('prices recommendations for the shop that asks', async () => {
    const recommendations = (g: Grid | null | undefined) =>
      g?.rows.flatMap((r) => r.cells).find((c) => c.teaser.type === 'Recommendations Teaser')?.teaser.productsRecommendations ?? [];
    const de = recommendations(await grid('home', 'de'));
    const ch = recommendations(await grid('home', 'ch'));
    expect(ch.map((p) => p.id)).toEqual(de.map((p) => p.id));
    // Swiss prices are higher than German ones for the same products (catalogue seed).
    expect(ch.every((p, i) => p.price.currentPriceAmount > (de[i]?.price.currentPriceAmount ?? Infinity))).toBe(true);
  });

  it('answers the same grid on every call (deterministic seed)', async () => {
    expect(await grid('home')).toEqual(await grid('home'));
  });

  it('answers the footer with data for the shop: de', async () => {
    const footer = (await grid('footer-vue'))?.footer;
    expect(footer?.usps).toHaveLength(4);
    expect(footer?.usps[0]).toMatchObject({ image: { src: '/media/content/usp-versand.svg', width: 94, height: 96 }, headline: 'Versandkostenfrei' });
    expect(footer?.links.map((b) => [b.headline, b.type])).toEqual([
      ['Kundenservice', 'Service Teaser'],
      ['Service', 'Linkbox Teaser'],
      ['Entdecken', 'Linkbox Teaser'],
      ['Bottom Links', 'Linkbox Teaser'],
    ]);
    expect(footer?.links[0]?.link?.url).toBe('/service/kontakt/');
    expect(footer?.links[3]?.links).toContainEqual({ label: 'Cookie-Einstellungen', url: '#cookie-consent', external: false });
    expect(ids(footer?.paymentLogos)).toEqual(['paypal', 'invoice', 'visa', 'e-invoice', 'amazonpay']);
    expect(ids(footer?.deliveryLogos)).toEqual(['dpd', 'dhl']);
    expect(footer?.socialLinks.map((s) => s.id)).toEqual(['facebook', 'instagram', 'pinterest', 'youtube', 'blog']);
    expect(footer).toMatchObject({ showPaymentAndDeliveryLogos: true, showQualityPromise: true });
  });

  it('keeps footer rows and footer data in step (Boxeinschub Image Teaser, Service and Linkbox Teasers)', async () => {
    const page = await grid('footer-vue');
    expect(page).toMatchObject({ robots: 'noindex,follow', canonicalUrl: null });
    const [usps, blocks] = page?.rows ?? [];
    expect(usps?.cells.map((c) => c.teaser.template)).toEqual(Array(4).fill('Boxeinschub Image Teaser'));
    expect(blocks?.cells.map((c) => c.teaser.type)).toEqual(['Service Teaser', 'Linkbox Teaser', 'Linkbox Teaser', 'Linkbox Teaser']);
    expect(blocks?.cells[3]?.teaser.attributes.filter((a) => a.name === 'link').map((a) => a.url)).toEqual(page?.footer?.links[3]?.links.map((l) => l.url));
  });

  it('applies the logo rules per shop: at, ch and b2b', async () => {
    const at = (await grid('footer-vue', 'at'))?.footer;
    expect(ids(at?.paymentLogos)).toEqual(['paypal', 'invoice', 'visa', 'mastercard', 'amazonpay']);
    expect(ids(at?.deliveryLogos)).toEqual(['dpd']);
    const ch = (await grid('footer-vue', 'ch'))?.footer;
    expect(ids(ch?.paymentLogos)).toEqual(['paypal', 'invoice', 'visa', 'mastercard', 'amazonpay', 'twint']);
    expect(ids(ch?.deliveryLogos)).toEqual(['swiss-post']);
    const b2b = (await grid('footer-vue', 'b2b'))?.footer;
    expect(b2b).toMatchObject({ showPaymentAndDeliveryLogos: false, showQualityPromise: false });
    expect(ids(b2b?.paymentLogos)).toEqual(['paypal', 'invoice', 'visa', 'e-invoice']);
    expect(b2b?.socialLinks.map((s) => s.id)).toEqual(['linkedin', 'xing']);
    expect(b2b?.links[1]?.links.map((l) => l.url)).toEqual(expect.arrayContaining(['/service/your-advantages/', '/about-betzold/', '/service/product-safety/']));
  });

  it('answers the slimmer checkout-shipping footer', async () => {
    const footer = (await grid('footer-vue-checkout-shipping'))?.footer;
    expect(footer?.usps.map((u) => u.headline)).toEqual(['Versandkostenfrei', '30 Tage Rückgaberecht']);
    expect(footer?.links.map((b) => b.headline)).toEqual(['Kundenservice', 'Bottom Links']);
    expect(ids(footer?.deliveryLogos)).toEqual(['dpd', 'dhl']);
  });

  it('answers content grids with tabs, teaser wishlists and a killer list', async () => {
    const gewinnspiele = await grid('gewinnspiele');
    const tabs = gewinnspiele?.rows.flatMap((r) => r.cells).find((c) => c.teaser.type === 'Gewinnspiel Tab Teaser')?.teaser;
    expect(attribute(tabs as Teaser, 'tabs')?.valueList).toEqual(['Mitmachen', 'Teilnahmebedingungen']);
    expect(tabs?.children.map((c) => [c.type, attribute(c, 'tabText')?.text])).toEqual([
      ['Form Teaser', 'Mitmachen'],
      ['HTML Teaser', 'Teilnahmebedingungen'],
    ]);
    const inspiration = (await grid('inspiration'))?.rows.flatMap((r) => r.cells.map((c) => c.teaser)) ?? [];
    expect(inspiration.find((t) => t.type === 'A/B Test TabTeaser')?.children).toHaveLength(2);
    const wishlist = inspiration.find((t) => t.template === 'Merkliste');
    expect(wishlist).toMatchObject({ teaserWishlistExternalId: 'TW-SCHULSTART' });
    expect(attribute(wishlist as Teaser, 'image')).toMatchObject({ imageposition: 'left', columns: 12 });
    const killer = (await grid('campaigns'))?.rows.flatMap((r) => r.cells.map((c) => c.teaser)).find((t) => t.type === 'Killerlist Teaser');
    expect(killer?.productsRecommendations?.length).toBeGreaterThan(0);
    expect(await grid('beratung')).toMatchObject({ breadcrumbs: [{ displayName: 'Beratung', url: '/beratung/' }], canonicalUrl: 'https://www.tafel.de/beratung/' });
  });

  it('links only to pages that exist', async () => {
    const pages = ['home', 'footer-vue', 'beratung', 'service-sicher-einkaufen', 'brands', 'campaigns', 'gewinnspiele', 'inspiration', 'service-kontakt'];
    const paths = new Set<string>();
    const collect = (t: Teaser): void => {
      for (const a of t.attributes) if (a.urlPath) paths.add(a.urlPath);
      t.children.forEach(collect);
    };
    for (const id of pages) (await grid(id))?.rows.forEach((r) => r.cells.forEach((c) => collect(c.teaser)));
    expect(paths.size).toBeGreaterThan(20);
    const query = 'query P($url: String!) { getPageDetailsByUrl(url: $url) { httpStatus } }';
    for (const path of paths) {
      const status = (await upstream.gql<{ getPageDetailsByUrl: { httpStatus: number } }>(query, { url: path })).body.data?.getPageDetailsByUrl.httpStatus;
      expect([path, status]).toEqual([path, 200]);
    }
  });

  it('answers null for an unknown page id and for a page of another shop', async () => {
    expect(await grid('gibt-es-nicht')).toBeNull();
    expect(await grid('service-product-safety', 'de')).toBeNull();
    expect((await grid('service-product-safety', 'b2b'))?.pageId).toBe('service-product-safety');
  });

  it('refuses a malformed page id with BAD_USER_INPUT', async () => {
    for (const pageId of ['', 'Home', '../home', 'x'.repeat(101)]) {
      const answer = await upstream.gql(GRID, { pageId });
      expect(answer.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    }
  });
});
