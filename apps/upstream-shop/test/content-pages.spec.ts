import { startUpstream, type Upstream } from './support/upstream.js';

const PAGE_DETAILS = `query PageDetails($url: String!) {
  getPageDetailsByUrl(url: $url) {
    pageType httpStatus redirectUrl title description robots canonicalUrl
    hreflang { lang url } breadcrumbs { displayName url } categoryId productId gridPageId
    activeAbTests { id trackingCode } leftNavigation { hidden }
    rows { y cells { x width teaser { id type } } }
  }
}`;
const REDIRECT = 'query Redirect($path: String!) { getRedirectByPath(path: $path) { redirectPath httpStatus } }';

interface PageDetails {
  pageType: string;
  httpStatus: number;
  redirectUrl: string | null;
  title: string | null;
  description: string | null;
  robots: string;
  canonicalUrl: string | null;
  hreflang: Array<{ lang: string; url: string }>;
  breadcrumbs: Array<{ displayName: string; url: string }>;
  categoryId: string | null;
  productId: string | null;
  gridPageId: string | null;
  activeAbTests: Array<{ id: string; trackingCode: string }>;
  leftNavigation: { hidden: boolean };
  rows: Array<{ y: number; cells: Array<{ x: number; width: number; teaser: { id: string; type: string } }> }>;
}

describe('getPageDetailsByUrl', () => {
  let upstream: Upstream;
  let b2bToken: string;
  beforeAll(async () => {
    upstream = await startUpstream();
    b2bToken = await upstream.token('edu');
  });
  afterAll(() => upstream.close());

  const details = async (url: string, token?: string): Promise<PageDetails> => {
    const answer = await upstream.gql<{ getPageDetailsByUrl: PageDetails }>(PAGE_DETAILS, { url }, token ? { token } : {});
    expect(answer.body.errors).toBeUndefined();
    const page = answer.body.data?.getPageDetailsByUrl;
    if (!page) throw new Error(`no page details for ${url}`);
    return page;
  };

  it('answers the home page with its grid, A/B test and alternates', async () => {
    const home = await details('/');
    expect(home).toMatchObject({ pageType: 'home', httpStatus: 200, gridPageId: 'home', robots: 'index,follow', canonicalUrl: 'https://www.tafel.de/', leftNavigation: { hidden: true } });
    expect(home.activeAbTests).toEqual([{ id: 'T201', trackingCode: 'T201_hero-slider_B' }]);
    expect(home.hreflang).toContainEqual({ lang: 'de-CH', url: 'https://www.tafel.ch/' });
    expect(home.rows.map((r) => r.y)).toEqual(home.rows.map((_, i) => i));
    expect(home.rows.flatMap((r) => r.cells.map((c) => c.teaser.type))).toEqual(expect.arrayContaining(['Slider Hero Teaser', 'Info Bar', 'Content Kachel', 'Recommendations Teaser']));
  });

  it('answers a category page without rows (a category listing)', async () => {
    const page = await details('/cat/1101/?p=2&sort=price-asc');
    expect(page).toMatchObject({
      pageType: 'category',
      httpStatus: 200,
      categoryId: '1101',
      title: 'Bleistifte / Bleistifte & Buntstifte',
      canonicalUrl: 'https://www.tafel.de/cat/1101/?p=2',
      gridPageId: null,
      rows: [],
      leftNavigation: { hidden: false },
    });
    expect(page.breadcrumbs.map((b) => b.displayName)).toEqual(['Schreiben & Zeichnen', 'Bleistifte & Buntstifte', 'Bleistifte']);
    expect((await details('/cat/900/')).leftNavigation.hidden).toBe(true);
  });

  it('answers a category slug as that category', async () => {
    expect(await details('/schreiben-zeichnen/')).toMatchObject({ pageType: 'category', httpStatus: 200, categoryId: '100', title: 'Schreiben & Zeichnen', canonicalUrl: 'https://www.tafel.de/schreiben-zeichnen/' });
  });

  it('answers a product page without a canonical URL', async () => {
    const page = await details('https://www.tafel.de/prod/10401?varid=10401-02');
    expect(page).toMatchObject({ pageType: 'product', httpStatus: 200, productId: '10401', title: 'Ordner A4, 8 cm Rücken', canonicalUrl: null, robots: 'index,follow' });
    expect(page.breadcrumbs.length).toBeGreaterThan(0);
    expect(page.description?.length).toBeLessThanOrEqual(160);
  });

  it('gives 404 for an unknown category or product', async () => {
    for (const url of ['/cat/4711/', '/prod/99999', '/prod/abc']) {
      expect(await details(url)).toMatchObject({ pageType: 'notFound', httpStatus: 404, robots: 'noindex,follow', categoryId: null, productId: null, rows: [] });
    }
  });

  it('answers 301 and 302 redirects with the query kept', async () => {
    expect(await details('/angebote/?p=2')).toMatchObject({ pageType: 'redirect', httpStatus: 301, redirectUrl: '/cat/900/?p=2', robots: 'noindex,follow' });
    expect(await details('/aktion/')).toMatchObject({ pageType: 'redirect', httpStatus: 302, redirectUrl: '/campaigns/' });
  });

  it('answers 410 for a gone page', async () => {
    expect(await details('/service/katalog-2019/')).toMatchObject({ pageType: 'gone', httpStatus: 410, redirectUrl: null, gridPageId: null });
  });

  it('gives 404 for uppercase letters or $ outside /cat/ and /prod/', async () => {
    for (const url of ['/Beratung/', '/beratung$/', '/ANGEBOTE/', '/Checkout/basket']) expect((await details(url)).httpStatus).toBe(404);
  });

  it('answers every seeded content path with its grid', async () => {
    for (const [url, gridPageId] of [
      ['/beratung/', 'beratung'],
      ['/service/sicher-einkaufen/', 'service-sicher-einkaufen'],
      ['/service/spielwarensicherheit/', 'service-spielwarensicherheit'],
      ['/brands/', 'brands'],
      ['/campaigns/', 'campaigns'],
      ['/gewinnspiele/', 'gewinnspiele'],
      ['/inspiration/', 'inspiration'],
      ['/impressum/', 'impressum'],
      ['/datenschutz/', 'datenschutz'],
      ['/agb/', 'agb'],
    ]) {
      const page = await details(url as string);
      expect(page).toMatchObject({ pageType: 'content', httpStatus: 200, gridPageId });
      expect(page.rows.length).toBeGreaterThan(0);
      expect(page.title).toBeTruthy();
    }
    expect((await details('/inspiration/')).activeAbTests).toEqual([{ id: 'T188', trackingCode: 'T188_B' }]);
  });

  it('serves B2B-only pages in b2b (without alternates) and B2C-only pages outside it', async () => {
    for (const url of ['/service/product-safety/', '/service/your-advantages/', '/about-betzold/']) {
      expect((await details(url)).httpStatus).toBe(404);
      expect(await details(url, b2bToken)).toMatchObject({ pageType: 'content', httpStatus: 200, hreflang: [] });
    }
    expect((await details('/service/spielwarensicherheit/', b2bToken)).httpStatus).toBe(404);
    const home = await details('/', b2bToken);
    expect(home).toMatchObject({ canonicalUrl: 'https://www.tafel-educational.de/', hreflang: [] });
  });

  it('answers known app routes with 200, no grid, noindex where the spec says', async () => {
    expect(await details('/checkout/basket')).toMatchObject({ pageType: 'app', httpStatus: 200, gridPageId: null, rows: [], robots: 'noindex,follow' });
    expect(await details('/checkout/shipping')).toMatchObject({ pageType: 'app', httpStatus: 200, robots: 'index,follow' });
    expect(await details('/myaccount/returns')).toMatchObject({ pageType: 'app', httpStatus: 200 });
    expect(await details('/search?q=stifte&sort=name')).toMatchObject({ pageType: 'search', httpStatus: 200, robots: 'noindex,follow', canonicalUrl: 'https://www.tafel.de/search?q=stifte' });
    expect((await details('/checkout/irgendwas')).httpStatus).toBe(404);
    expect((await details('/gibt-es-nicht/')).httpStatus).toBe(404);
  });

  it('marks URLs containing /?order= noindex', async () => {
    expect((await details('/cat/100/?order=name')).robots).toBe('noindex,follow');
  });

  it('refuses a url that is not a shop path or http(s) URL with BAD_USER_INPUT', async () => {
    for (const url of ['', 'beratung/', '//evil.example/', 'javascript:alert(1)', `/${'a'.repeat(2048)}`]) {
      const answer = await upstream.gql(PAGE_DETAILS, { url });
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    }
  });
});

describe('getRedirectByPath', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const redirect = (path: string) => upstream.gql<{ getRedirectByPath: { redirectPath: string; httpStatus: number } | null }>(REDIRECT, { path });

  it('answers the configured redirect with or without the trailing slash', async () => {
    expect((await redirect('/angebote/')).body.data?.getRedirectByPath).toEqual({ redirectPath: '/cat/900/', httpStatus: 301 });
    expect((await redirect('/angebote')).body.data?.getRedirectByPath).toEqual({ redirectPath: '/cat/900/', httpStatus: 301 });
    expect((await redirect('/aktion/')).body.data?.getRedirectByPath).toEqual({ redirectPath: '/campaigns/', httpStatus: 302 });
  });

  it('answers null for a path without a redirect', async () => {
    expect((await redirect('/beratung/')).body).toEqual({ data: { getRedirectByPath: null } });
    expect((await redirect('/Angebote/')).body.data?.getRedirectByPath).toBeNull();
  });

  it('refuses what is not a path with BAD_USER_INPUT', async () => {
    for (const path of ['', 'angebote/', 'https://www.tafel.de/angebote/', `/${'a'.repeat(2048)}`]) {
      expect((await redirect(path)).body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    }
  });
});
