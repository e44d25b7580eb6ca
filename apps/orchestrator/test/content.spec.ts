// Issue 28: the content core through the orchestrator against the real stand-in — every row of
// the stand-in's page-details table (apps/upstream-shop/README.md "Page details"), the grids,
// the footers per shop, the shop settings, the sitemap and the refusal of bad input.
import type { ContentGrid, Footer, PageResolution, ShopSettings, SitemapEntry } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { TestOrchestrator } from './support/orchestrator.js';
import { startUpstreamRecorder, type UpstreamRecorder } from './support/upstream-recorder.js';
import { startWorld, type World } from './support/world.js';

const SEO = 'seo { title description robots canonicalUrl alternates { hreflang url } breadcrumbs { name url } }';
const TEASER_FIELDS = `id kind cmsType name template trackingName preHeadline headline postHeadline description html
  colors { preHeadline headline postHeadline background text }
  image { url alt title width height position columns eager } link { url label external newWindow }
  button { text scheme position } iconType alignment formId tabLabel teaserWishlistId products { id name url price { amount } }`;
const TEASER = `${TEASER_FIELDS} children { ${TEASER_FIELDS} children { id kind tabLabel } }`;
const ROWS = `rows { y cells { width layout { greyDotsBackground noSpaces paperBorderTop paperBorderBottom whiteBackground whiteBackgroundFullWidth noTopMargin } teaser { ${TEASER} } } }`;
const PAGE = `query ($url: String!) { page(url: $url) { kind httpStatus redirectTo ${SEO} categoryId productId gridPageId abTests { id trackingCode } leftNavigationHidden ${ROWS} } }`;
const GRID = `query ($id: ID!) { contentGrid(pageId: $id) { pageId ${SEO} abTests { id trackingCode } ${ROWS} } }`;
const LINK = 'label url external consent';
const IMAGE = 'url alt title width height position columns eager';
const FOOTER = `query ($kind: FooterKind) { footer(kind: $kind) {
  usps { image { ${IMAGE} } headline subheadline html link { ${LINK} } }
  blocks { headline kind html button { ${LINK} } links { ${LINK} } }
  bottomLinks { ${LINK} } paymentLogos { id name image { ${IMAGE} } } deliveryLogos { id name image { ${IMAGE} } }
  socialLinks { id name url } showQualityPromise newsletter { headline text } } }`;

type Site = 'de-de' | 'at-de' | 'ch-de' | 'edu-de' | 'edu-en';

describe('content through the orchestrator', () => {
  let world: World;
  let recorder: UpstreamRecorder;
  let cached: TestOrchestrator;

  beforeAll(async () => {
    // Every test sees the upstream as it is now (the return switch changes in one of them).
    world = await startWorld('content', { CONTENT_CACHE_TTL_MS: '0' });
    // A second app keeps content for a minute, behind a recorder counting its upstream calls.
    recorder = await startUpstreamRecorder(world.upstream.url);
    cached = await world.startAnother({ UPSTREAM_URL: recorder.url, CONTENT_CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => {
    await world?.close();
    await recorder?.close();
  });

  const ask = <T>(query: string, variables: Record<string, unknown>, site: Site) => world.orchestrator.graphql<T>(query, variables, { 'X-Tafel-Site': site });
  const page = async (url: string, site: Site = 'de-de'): Promise<PageResolution> => {
    const answer = await ask<{ page: PageResolution }>(PAGE, { url }, site);
    expect(answer.errors).toBeUndefined();
    return answer.data!.page;
  };
  const grid = async (id: string, site: Site = 'de-de'): Promise<ContentGrid | null> => {
    const answer = await ask<{ contentGrid: ContentGrid | null }>(GRID, { id }, site);
    expect(answer.errors).toBeUndefined();
    return answer.data!.contentGrid;
  };
  const footer = async (site: Site, kind: 'FULL' | 'CHECKOUT' = 'FULL'): Promise<Footer> => {
    const answer = await ask<{ footer: Footer }>(FOOTER, { kind }, site);
    expect(answer.errors).toBeUndefined();
    return answer.data!.footer;
  };
  const expectNotFound = (resolution: PageResolution): void => {
    expect(resolution).toMatchObject({ kind: 'NOT_FOUND', httpStatus: 404, redirectTo: null, rows: [] });
    expect(resolution.seo).toMatchObject({ robots: 'noindex,follow', canonicalUrl: null, alternates: [] });
  };

  describe('page(url): every row of the stand-in page-details table', () => {
    it('answers the home page with its canonical URL and the hreflang alternates of de, at and ch', async () => {
      const home = await page('/');
      expect(home).toMatchObject({ kind: 'HOME', httpStatus: 200, redirectTo: null, rows: [] });
      expect(home.seo.robots).toBe('index,follow');
      expect(home.seo.canonicalUrl).toBe('https://www.tafel.de/');
      expect(home.seo.alternates).toEqual(
        expect.arrayContaining([
          { hreflang: 'de-DE', url: 'https://www.tafel.de/' },
          { hreflang: 'x-default', url: 'https://www.tafel.de/' },
          { hreflang: 'de-AT', url: 'https://www.tafel.at/' },
          { hreflang: 'de-CH', url: 'https://www.tafel.ch/' },
        ]),
      );
      expect(home.abTests).toEqual([{ id: 'T201', trackingCode: 'T201_hero-slider_B' }]);
      // The Swiss shop names its own host as canonical; B2B has no alternates (spec §1).
      expect((await page('/', 'ch-de')).seo.canonicalUrl).toBe('https://www.tafel.ch/');
      expect((await page('/', 'edu-de')).seo.alternates).toEqual([]);
    });

    it('answers /cat/{id}/ as a category and an unknown category as 404', async () => {
      const category = await page('/cat/100/');
      expect(category).toMatchObject({ kind: 'CATEGORY', httpStatus: 200, categoryId: '100', productId: null, gridPageId: null, leftNavigationHidden: false });
      expect(category.seo.canonicalUrl).toBe('https://www.tafel.de/cat/100/');
      // Sale is a virtual category: no left navigation (catalogue spec §2).
      expect(await page('/cat/900/')).toMatchObject({ kind: 'CATEGORY', categoryId: '900', leftNavigationHidden: true });
      expectNotFound(await page('/cat/99999/'));
    });

    it('answers /prod/{id} as a product without canonical URL and an unknown product as 404', async () => {
      const product = await page('/prod/10401');
      expect(product).toMatchObject({ kind: 'PRODUCT', httpStatus: 200, productId: '10401', categoryId: null });
      expect(product.seo.canonicalUrl).toBeNull();
      expectNotFound(await page('/prod/99999'));
    });

    it.each(['/Impressum/', '/beratung/SCHULRANZEN/', '/impressum$/', '/$'])('answers 404 for uppercase letters or $ outside /cat/ and /prod/: %s', async (url) => {
      expectNotFound(await page(url));
    });

    it.each([
      ['/angebote/', '/cat/900/'],
      ['/neu/', '/cat/950/'],
      ['/beratung/schulranzen/', '/cat/610/'],
      ['/impressum.html', '/impressum/'],
      ['/agb.html', '/agb/'],
    ])('redirects %s permanently (301) to %s, keeping the query string', async (from, to) => {
      const plain = await page(from);
      expect(plain).toMatchObject({ kind: 'REDIRECT', httpStatus: 301, redirectTo: to, rows: [] });
      expect(plain.seo).toMatchObject({ robots: 'noindex,follow', canonicalUrl: null, alternates: [] });
      expect(await page(`${from}?utm_source=newsletter&p=2`)).toMatchObject({ kind: 'REDIRECT', httpStatus: 301, redirectTo: `${to}?utm_source=newsletter&p=2` });
    });

    it('keeps the query string of a redirect as the browser sent it (the upstream re-encodes it)', async () => {
      expect(await page('/angebote/?q=rote%20stifte&flag&t=~')).toMatchObject({ kind: 'REDIRECT', httpStatus: 301, redirectTo: '/cat/900/?q=rote%20stifte&flag&t=~' });
    });

    it('redirects /aktion/ temporarily (302), keeping the query string', async () => {
      expect(await page('/aktion/')).toMatchObject({ kind: 'REDIRECT', httpStatus: 302, redirectTo: '/campaigns/' });
      expect(await page('/aktion/?ref=flyer')).toMatchObject({ kind: 'REDIRECT', httpStatus: 302, redirectTo: '/campaigns/?ref=flyer' });
    });

    it.each(['/service/katalog-2019/', '/gewinnspiele/sommer-2023/', '/campaigns/schulstart-2022/'])('answers a removed page as gone (410): %s', async (url) => {
      const gone = await page(url);
      expect(gone).toMatchObject({ kind: 'GONE', httpStatus: 410, redirectTo: null, rows: [] });
      expect(gone.seo).toMatchObject({ robots: 'noindex,follow', canonicalUrl: null, alternates: [] });
    });

    it('answers a content page with its grid rows and SEO data', async () => {
      const impressum = await page('/impressum/');
      expect(impressum).toMatchObject({ kind: 'CONTENT', httpStatus: 200, gridPageId: 'impressum', categoryId: null });
      expect(impressum.seo.robots).toBe('index,follow');
      expect(impressum.seo.canonicalUrl).toBe('https://www.tafel.de/impressum/');
      expect(impressum.seo.title).toBeTruthy();
      expect(impressum.rows.length).toBeGreaterThan(0);
      const html = impressum.rows.flatMap((row) => row.cells.map((cell) => cell.teaser.html)).filter(Boolean).join('');
      expect(html).toMatch(/<(p|h2|h3)>/);

      const beratung = await page('/beratung/');
      expect(beratung).toMatchObject({ kind: 'CONTENT', httpStatus: 200, gridPageId: 'beratung' });
      expect(beratung.rows.length).toBeGreaterThan(0);
      expect(beratung.rows.map((row) => row.y)).toEqual([...beratung.rows.map((row) => row.y)].sort((a, b) => a - b));
      expect(beratung.seo.breadcrumbs.length).toBeGreaterThan(0);
    });

    it('answers a B2C-only page 404 in the B2B shop and a B2B-only page 404 in the German shop', async () => {
      expect(await page('/service/spielwarensicherheit/', 'de-de')).toMatchObject({ kind: 'CONTENT', httpStatus: 200 });
      expectNotFound(await page('/service/spielwarensicherheit/', 'edu-de'));
      expect(await page('/service/product-safety/', 'edu-de')).toMatchObject({ kind: 'CONTENT', httpStatus: 200, gridPageId: 'service-product-safety' });
      expectNotFound(await page('/service/product-safety/', 'de-de'));
    });

    it('answers a category slug as that category', async () => {
      expect(await page('/schreiben-zeichnen/')).toMatchObject({ kind: 'CATEGORY', httpStatus: 200, categoryId: '100' });
    });

    it.each(['/login', '/checkout/basket', '/myaccount/orders/', '/service/orderform', '/service/newsletter'])('answers a storefront route as APP without a grid: %s', async (url) => {
      expect(await page(url)).toMatchObject({ kind: 'APP', httpStatus: 200, gridPageId: null, rows: [] });
    });

    it('answers /search as SEARCH, noindex', async () => {
      const search = await page('/search?q=ordner');
      expect(search).toMatchObject({ kind: 'SEARCH', httpStatus: 200 });
      expect(search.seo.robots).toBe('noindex,follow');
    });

    it('answers /rating without enc as 404', async () => {
      expectNotFound(await page('/rating'));
      expectNotFound(await page('/rating?enc='));
    });

    it('answers /myaccount/returns as 404 while returns are switched off', async () => {
      expect(await page('/myaccount/returns')).toMatchObject({ kind: 'APP', httpStatus: 200 });
      const off = await fetch(`${world.upstream.url}/__faults/return-switch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ value: 'false' }) });
      expect(off.ok).toBe(true);
      try {
        expectNotFound(await page('/myaccount/returns'));
        expectNotFound(await page('/myaccount/returns/productselection'));
      } finally {
        await fetch(`${world.upstream.url}/__faults/return-switch`, { method: 'DELETE' });
      }
      expect(await page('/myaccount/returns')).toMatchObject({ kind: 'APP', httpStatus: 200 });
    });

    it('answers anything else as 404', async () => {
      expectNotFound(await page('/gibt-es-nicht/'));
      expectNotFound(await page('/service/gibt-es-nicht'));
    });

    it.each([
      ['empty', ''],
      ['no leading slash', 'impressum/'],
      ['two leading slashes', '//evil.example/x'],
      ['an absolute URL', 'https://www.tafel.de/impressum/'],
      ['a space', '/a b'],
      ['a newline', '/a\nb'],
      ['a backslash', '/a\\b'],
      ['a fragment', '/impressum/#x'],
      ['over 2048 characters', `/${'a'.repeat(2048)}`],
    ])('refuses a url that is no shop path as BAD_USER_INPUT: %s', async (_label, url) => {
      const answer = await ask<{ page: PageResolution }>(PAGE, { url }, 'de-de');
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/^url /);
    });

    it('accepts a url of exactly 2048 characters', async () => {
      expectNotFound(await page(`/${'a'.repeat(2047)}`));
    });
  });

  describe('contentGrid(pageId)', () => {
    it('maps the home grid: hero slides, images as /media/ paths, sanitized HTML, colours, buttons and the A/B test', async () => {
      const home = (await grid('home'))!;
      expect(home.pageId).toBe('home');
      expect(home.abTests).toEqual([{ id: 'T201', trackingCode: 'T201_hero-slider_B' }]);
      expect(home.seo.canonicalUrl).toBe('https://www.tafel.de/');
      expect(home.rows.map((row) => row.y)).toEqual([...home.rows.map((row) => row.y)].sort((a, b) => a - b));
      const teasers = home.rows.flatMap((row) => row.cells.map((cell) => cell.teaser));
      const infoBar = teasers.find((teaser) => teaser.kind === 'INFO_BAR')!;
      expect(infoBar).toMatchObject({ name: 'infobar-versandkostenfrei', colors: { background: '#1d4f9c', text: '#ffffff' }, link: { url: '/service/sicher-einkaufen/', external: false } });
      const hero = teasers.find((teaser) => teaser.kind === 'HERO_SLIDER')!;
      expect(hero.trackingName).toBe('home_hero');
      expect(hero.children).toHaveLength(3);
      expect(hero.children[0]).toMatchObject({
        kind: 'IMAGE',
        preHeadline: 'Schulstart 2024',
        image: { url: '/media/content/hero-schulstart.svg', alt: 'Bunte Stifte und Hefte für den Schulstart', width: 1600, height: 500, eager: true },
        button: { text: 'Jetzt entdecken', scheme: 'PRIMARY' },
        link: { url: '/cat/100/', external: false },
        alignment: 'left',
        colors: { headline: '#ffffff' },
      });
      expect(hero.children[1]).toMatchObject({ image: { eager: false }, button: { scheme: 'SECONDARY' }, alignment: 'right' });
      const boxes = teasers.filter((teaser) => teaser.kind === 'HTML_BOX');
      expect(boxes.map((box) => box.iconType)).toEqual(['truck', 'invoice', 'phone']);
      expect(boxes[2]!.html).toBe('<p>Mo–Fr 8–18 Uhr: <a href="tel:+4980012345">0800 12345</a></p>');
      const recommendations = teasers.find((teaser) => teaser.kind === 'RECOMMENDATIONS')!;
      expect(recommendations.products.length).toBeGreaterThan(0);
      expect(recommendations.products[0]).toMatchObject({ id: expect.any(String), price: { amount: expect.any(Number) } });
      expect(teasers.some((teaser) => teaser.kind === 'TILE')).toBe(true);
      // Every image of the grid is a storefront path.
      const images = teasers.flatMap((teaser) => [teaser.image, ...teaser.children.map((child) => child.image)]).filter(Boolean);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image!.url).toMatch(/^\/media\//);
    });

    it('shows only the tab of the variant the A/B test of the page shows', async () => {
      const inspiration = (await grid('inspiration'))!;
      expect(inspiration.abTests).toEqual([{ id: 'T188', trackingCode: 'T188_B' }]);
      const abTest = inspiration.rows.flatMap((row) => row.cells.map((cell) => cell.teaser)).find((teaser) => teaser.cmsType === 'A/B Test TabTeaser')!;
      expect(abTest.kind).toBe('TABS');
      expect(abTest.children).toHaveLength(1);
      expect(abTest.children[0]).toMatchObject({ tabLabel: 'B', headline: 'Rechnen mit allen Sinnen', button: { scheme: 'GREEN' } });
      // page(url) maps the same rows with the same choice.
      const viaPage = await page('/inspiration/');
      const tabs = viaPage.rows.flatMap((row) => row.cells.map((cell) => cell.teaser)).find((teaser) => teaser.cmsType === 'A/B Test TabTeaser')!;
      expect(tabs.children.map((child) => child.tabLabel)).toEqual(['B']);
      const wishlist = inspiration.rows.flatMap((row) => row.cells.map((cell) => cell.teaser)).find((teaser) => teaser.teaserWishlistId);
      expect(wishlist).toMatchObject({ kind: 'IMAGE', teaserWishlistId: expect.any(String), image: { position: 'left', columns: 12 } });
    });

    it('maps a form teaser with its form id and the tabs of a tab teaser', async () => {
      const gewinnspiele = (await grid('gewinnspiele'))!;
      const tabs = gewinnspiele.rows.flatMap((row) => row.cells.map((cell) => cell.teaser)).find((teaser) => teaser.cmsType === 'Gewinnspiel Tab Teaser')!;
      expect(tabs.kind).toBe('TABS');
      expect(tabs.children.map((child) => child.tabLabel)).toEqual(['Mitmachen', 'Teilnahmebedingungen']);
      expect(tabs.children[0]).toMatchObject({ kind: 'FORM', formId: 'gewinnspiel-klassenausstattung' });
    });

    it('answers null for a grid unknown in the shop', async () => {
      expect(await grid('gibt-es-nicht')).toBeNull();
      expect(await grid('service-product-safety', 'de-de')).toBeNull();
      expect(await grid('service-product-safety', 'edu-de')).not.toBeNull();
    });

    it.each([
      ['empty', ''],
      ['upper case', 'Home'],
      ['a slash', 'a/b'],
      ['a space', 'home page'],
      ['101 characters', 'x'.repeat(101)],
    ])('refuses a page id with %s as BAD_USER_INPUT', async (_label, id) => {
      const answer = await ask(GRID, { id }, 'de-de');
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/^pageId /);
    });
  });

  describe('footer(kind)', () => {
    it('maps the German footer: blocks, the bottom bar with the consent link, logos, social links and the newsletter teaser', async () => {
      const de = await footer('de-de');
      expect(de.usps.map((usp) => usp.headline)).toEqual(['Versandkostenfrei', 'Kauf auf Rechnung', 'Persönliche Beratung', '30 Tage Rückgaberecht']);
      expect(de.usps[0]!.image).toMatchObject({ url: '/media/content/usp-versand.svg', width: 94, height: 96 });
      expect(de.usps[2]!.link).toEqual({ label: 'Zum Kontaktformular', url: '/service/kontakt/', external: false, consent: false });
      expect(de.blocks.map((block) => [block.headline, block.kind])).toEqual([
        ['Kundenservice', 'SERVICE'],
        ['Service', 'LINKS'],
        ['Entdecken', 'LINKS'],
      ]);
      expect(de.blocks[0]!.button).toMatchObject({ url: '/service/kontakt/' });
      expect(de.blocks[0]!.html).toContain('<a href="tel:+4980012345">');
      expect(de.bottomLinks.map((link) => link.url)).toEqual(['/impressum/', '/datenschutz/', '/agb/', '#cookie-consent']);
      expect(de.bottomLinks.at(-1)).toEqual({ label: 'Cookie-Einstellungen', url: '#cookie-consent', external: false, consent: true });
      expect(de.bottomLinks.filter((link) => link.consent)).toHaveLength(1);
      expect(de.paymentLogos.map((logo) => logo.id)).toEqual(expect.arrayContaining(['paypal', 'invoice', 'visa']));
      expect(de.deliveryLogos.map((logo) => logo.id)).toContain('dhl');
      for (const logo of [...de.paymentLogos, ...de.deliveryLogos]) expect(logo.image.url).toMatch(/^\/media\//);
      expect(de.socialLinks.map((link) => link.id)).toEqual(['facebook', 'instagram', 'pinterest', 'youtube', 'blog']);
      expect(de.showQualityPromise).toBe(true);
      expect(de.newsletter).toEqual({ headline: 'Newsletter abonnieren und 5 € sparen', text: expect.stringContaining('Neuheiten') });
    });

    it('shows no DHL or GLS in the Swiss shop, but the Swiss Post', async () => {
      const ch = await footer('ch-de');
      const delivery = ch.deliveryLogos.map((logo) => logo.id);
      expect(delivery).not.toContain('dhl');
      expect(delivery).not.toContain('gls');
      expect(delivery).toContain('swiss-post');
      expect(ch.paymentLogos.map((logo) => logo.id)).toContain('twint');
    });

    it('shows no logos and no quality promise in the B2B shop, and its own links', async () => {
      for (const site of ['edu-de', 'edu-en'] as const) {
        const b2b = await footer(site);
        expect(b2b.paymentLogos).toEqual([]);
        expect(b2b.deliveryLogos).toEqual([]);
        expect(b2b.showQualityPromise).toBe(false);
        expect(b2b.socialLinks.map((link) => link.id)).toEqual(['linkedin', 'xing']);
        expect(b2b.blocks.flatMap((block) => block.links.map((link) => link.url))).toContain('/service/product-safety/');
        expect(b2b.bottomLinks.map((link) => link.url)).toContain('/imprint/');
        expect(b2b.bottomLinks.map((link) => link.url)).toContain('/terms/');
      }
    });

    it('shows the B2B newsletter teaser without the consumer voucher, in English on the English host', async () => {
      expect((await footer('edu-de')).newsletter).toEqual({ headline: 'Newsletter für Schulen und Kitas', text: expect.stringContaining('Einrichtung') });
      const en = await footer('edu-en');
      expect(en.newsletter).toEqual({ headline: 'Newsletter for schools and nurseries', text: 'Teaching ideas, new products and offers for your institution – once a month.' });
      expect(en.bottomLinks.map((link) => [link.label, link.url])).toEqual([
        ['Imprint', '/imprint/'],
        ['Privacy', '/privacy/'],
        ['Terms and conditions', '/terms/'],
        ['Cookie settings', '#cookie-consent'],
      ]);
      expect(en.usps.map((usp) => usp.headline)).toEqual(['Free delivery', 'Pay on invoice', 'Personal advice', '30-day returns']);
    });

    it('serves the English conditions of the B2B shop through the content catch-all', async () => {
      for (const site of ['edu-en', 'edu-de'] as const) {
        const terms = await page('/terms/', site);
        expect(terms).toMatchObject({ kind: 'CONTENT', httpStatus: 200, gridPageId: 'terms' });
        expect(terms.seo.title).toBe('Terms and conditions');
        expect(terms.rows.length).toBeGreaterThan(0);
      }
      expectNotFound(await page('/terms/', 'de-de'));
    });

    it('answers the English home and category pages of the English host in English', async () => {
      expect((await page('/', 'edu-en')).seo.title).toBe('Tafel – school supplies, nursery materials and office supplies online');
      const category = await page('/cat/510/', 'edu-en');
      expect(category.seo.title).toBe('Files & dividers / Office & organisation');
      expect(category.seo.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Office & organisation', 'Files & dividers']);
      expect((await page('/cat/510/', 'edu-de')).seo.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Büro & Organisation', 'Ordner & Register']);
      const navigation = await ask<{ navigation: Array<{ name: string }> }>('{ navigation { name } }', {}, 'edu-en');
      expect(navigation.errors).toBeUndefined();
      expect(navigation.data!.navigation.map((node) => node.name)).toEqual(['Writing & drawing', 'Exercise books & paper', 'Arts & crafts', 'Nursery & play', 'Office & organisation', 'School bags & cases', 'Learning & maths', 'Furniture & fittings', 'Sale %']);
    });

    it('answers the smaller checkout footer without the newsletter teaser', async () => {
      const checkout = await footer('de-de', 'CHECKOUT');
      expect(checkout.blocks.map((block) => block.headline)).toEqual(['Kundenservice']);
      expect(checkout.usps).toHaveLength(2);
      expect(checkout.bottomLinks.map((link) => link.url)).toContain('/impressum/');
      expect(checkout.newsletter).toBeNull();
    });

    it('links only to pages that answer 200 (or the consent marker)', async () => {
      for (const site of ['de-de', 'ch-de', 'edu-de', 'edu-en'] as const) {
        const full = await footer(site);
        const urls = new Set([...full.blocks.flatMap((block) => [block.button?.url, ...block.links.map((link) => link.url)]), ...full.bottomLinks.map((link) => link.url), ...full.usps.map((usp) => usp.link?.url)]);
        urls.delete(undefined);
        urls.delete('#cookie-consent');
        for (const url of urls) {
          const resolution = await page(url!, site);
          expect({ site, url, status: resolution.httpStatus }).toEqual({ site, url, status: 200 });
        }
      }
    });
  });

  it('answers the English host its info layer in English', async () => {
    const answer = await ask<{ shopSettings: ShopSettings }>('{ shopSettings { infoLayer { headline text } } }', {}, 'edu-en');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.shopSettings.infoLayer).toEqual({ headline: 'Free delivery from €49', text: expect.stringContaining('schools and nurseries') });
  });

  it('answers the shop settings from the global parameters', async () => {
    const answer = await ask<{ shopSettings: ShopSettings }>('{ shopSettings { sellingPointsEnabled infoLayer { headline text } lightningDealsEnabled dataLayerDebug } }', {}, 'de-de');
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.shopSettings).toEqual({
      sellingPointsEnabled: true,
      infoLayer: { headline: 'Versandkostenfrei ab 49 €', text: expect.stringContaining('versandkostenfrei') },
      lightningDealsEnabled: true,
      dataLayerDebug: false,
    });
  });

  it('lists categories, products and content pages in the sitemap with the shop host', async () => {
    const answer = await ask<{ sitemap: SitemapEntry[] }>('{ sitemap { url kind } }', {}, 'de-de');
    expect(answer.errors).toBeUndefined();
    const entries = answer.data!.sitemap;
    for (const entry of entries) expect(entry.url.startsWith('https://www.tafel.de/')).toBe(true);
    const urls = (kind: string) => entries.filter((entry) => entry.kind === kind).map((entry) => entry.url);
    expect(urls('HOME')).toEqual(['https://www.tafel.de/']);
    expect(urls('CATEGORY')).toEqual(expect.arrayContaining(['https://www.tafel.de/cat/100/', 'https://www.tafel.de/cat/900/']));
    // Sub-categories too (all navigation levels).
    expect(urls('CATEGORY').length).toBeGreaterThan(8);
    const raw = await world.upstream.graphql<{ core_category: { products: { total: number } } }>('{ core_category(id: "1") { products(limit: 1) { total } } }');
    expect(urls('PRODUCT')).toHaveLength(raw.core_category.products.total);
    expect(urls('PRODUCT')).toContain('https://www.tafel.de/prod/10401');
    expect(urls('CONTENT')).toEqual(expect.arrayContaining(['https://www.tafel.de/impressum/', 'https://www.tafel.de/beratung/', 'https://www.tafel.de/service/sicher-einkaufen/']));
    // App routes, categories and B2B-only pages are no content pages.
    expect(urls('CONTENT')).not.toContain('https://www.tafel.de/service/orderform');
    expect(urls('CONTENT')).not.toContain('https://www.tafel.de/cat/900/');
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);

    const b2b = await ask<{ sitemap: SitemapEntry[] }>('{ sitemap { url kind } }', {}, 'edu-de');
    expect(b2b.errors).toBeUndefined();
    const b2bContent = b2b.data!.sitemap.filter((entry) => entry.kind === 'CONTENT').map((entry) => entry.url);
    expect(b2bContent).toContain('https://www.tafel-educational.de/service/product-safety/');
    expect(b2bContent).not.toContain('https://www.tafel-educational.de/service/spielwarensicherheit/');
  });

  describe('an upstream that is slow or down', () => {
    let impatient: TestOrchestrator;
    beforeAll(async () => {
      // Content kept for a minute, so the test shows that a failure is not kept.
      impatient = await world.startAnother({ UPSTREAM_TIMEOUT_MS: '800', CONTENT_CACHE_TTL_MS: '60000' });
    });
    afterEach(() => world.upstream.clearFaults());

    const askImpatient = (url: string, site: Site) => impatient.graphql<{ page: PageResolution }>(PAGE, { url }, { 'X-Tafel-Site': site });

    it('answers UPSTREAM_TIMEOUT within the upstream timeout, not a 404, and resolves the URL on the next request', async () => {
      await world.upstream.fault({ operation: 'GetPageDetailsByUrl', kind: 'delay', delayMs: 3000, times: 1 });
      const started = Date.now();
      const slow = await askImpatient('/agb/', 'at-de');
      expect(Date.now() - started).toBeLessThan(2500);
      expect(slow.data ?? null).toBeNull();
      expect(slow.errors?.[0]?.extensions?.code).toBe('UPSTREAM_TIMEOUT');
      const again = await askImpatient('/agb/', 'at-de');
      expect(again.errors).toBeUndefined();
      expect(again.data!.page).toMatchObject({ kind: 'CONTENT', httpStatus: 200 });
    });

    it('answers UPSTREAM_UNAVAILABLE when the upstream fails, and keeps no such answer', async () => {
      await world.upstream.fault({ operation: 'GetPageDetailsByUrl', kind: 'http', status: 503, times: 1 });
      const down = await askImpatient('/datenschutz/', 'at-de');
      expect(down.data ?? null).toBeNull();
      expect(down.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      const again = await askImpatient('/datenschutz/', 'at-de');
      expect(again.data!.page).toMatchObject({ kind: 'CONTENT', httpStatus: 200 });
    });
  });

  describe('caching (CONTENT_CACHE_TTL_MS)', () => {
    const askCached = async (query: string, variables: Record<string, unknown>, site: Site): Promise<void> => {
      const answer = await cached.graphql(query, variables, { 'X-Tafel-Site': site });
      expect(answer.errors).toBeUndefined();
    };
    const callsOf = (operation: string): number => recorder.callsOf(operation).length;

    it('resolves a URL once per shop and path with query', async () => {
      const before = callsOf('GetPageDetailsByUrl');
      await askCached(PAGE, { url: '/impressum/' }, 'de-de');
      await askCached(PAGE, { url: '/impressum/' }, 'de-de');
      expect(callsOf('GetPageDetailsByUrl') - before).toBe(1);
      await askCached(PAGE, { url: '/impressum/' }, 'ch-de');
      await askCached(PAGE, { url: '/impressum/?a=1' }, 'de-de');
      expect(callsOf('GetPageDetailsByUrl') - before).toBe(3);
    });

    it("never answers one shop's page or grid from another shop's cache entry", async () => {
      const canonical = async (site: Site): Promise<string | null> => {
        const answer = await cached.graphql<{ page: PageResolution }>(PAGE, { url: '/agb/' }, { 'X-Tafel-Site': site });
        expect(answer.errors).toBeUndefined();
        return answer.data!.page.seo.canonicalUrl ?? null;
      };
      expect(await canonical('de-de')).toBe('https://www.tafel.de/agb/');
      expect(await canonical('ch-de')).toBe('https://www.tafel.ch/agb/');
      expect(await canonical('de-de')).toBe('https://www.tafel.de/agb/');
      // A B2B-only grid stays unknown to the German shop after the B2B shop has read it.
      const b2b = await cached.graphql<{ contentGrid: ContentGrid | null }>(GRID, { id: 'service-product-safety' }, { 'X-Tafel-Site': 'edu-de' });
      expect(b2b.data!.contentGrid).not.toBeNull();
      const de = await cached.graphql<{ contentGrid: ContentGrid | null }>(GRID, { id: 'service-product-safety' }, { 'X-Tafel-Site': 'de-de' });
      expect(de.data!.contentGrid).toBeNull();
    });

    it('reads a grid, a footer and the parameters once per shop', async () => {
      const grids = callsOf('GetGridByPageId');
      const parameters = callsOf('GetContentParameters');
      for (let i = 0; i < 2; i += 1) {
        await askCached(GRID, { id: 'beratung' }, 'at-de');
        await askCached(FOOTER, { kind: 'FULL' }, 'at-de');
        await askCached('{ shopSettings { sellingPointsEnabled } }', {}, 'at-de');
      }
      expect(callsOf('GetGridByPageId') - grids).toBe(2);
      expect(callsOf('GetContentParameters') - parameters).toBe(1);
      await askCached(FOOTER, { kind: 'CHECKOUT' }, 'at-de');
      await askCached(FOOTER, { kind: 'FULL' }, 'edu-de');
      expect(callsOf('GetGridByPageId') - grids).toBe(4);
    });

    it('builds the sitemap once per shop', async () => {
      await askCached('{ sitemap { url } }', {}, 'de-de');
      const products = callsOf('GetSitemapCategoryProducts');
      expect(products).toBeGreaterThan(1);
      await askCached('{ sitemap { url } }', {}, 'de-de');
      expect(callsOf('GetSitemapCategoryProducts')).toBe(products);
    });
  });
});
