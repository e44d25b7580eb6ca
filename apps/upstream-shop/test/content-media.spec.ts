import { startUpstream, type Upstream } from './support/upstream.js';

const IMAGES = `query Images($pageId: ID!) {
  getGridByPageId(pageId: $pageId) {
    rows { cells { teaser { attributes { name url } children { attributes { name url } } } } }
    footer { usps { image { src } } paymentLogos { image { src } } deliveryLogos { image { src } } }
  }
}`;

interface Attributes {
  attributes: Array<{ name: string; url: string | null }>;
}
interface Images {
  rows: Array<{ cells: Array<{ teaser: Attributes & { children: Attributes[] } }> }>;
  footer: null | Record<'usps' | 'paymentLogos' | 'deliveryLogos', Array<{ image: { src: string } }>>;
}

describe('GET /media/content/{name}.svg', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const images = async (pageId: string, scope?: string): Promise<Set<string>> => {
    const options = scope ? { token: await upstream.token(scope) } : {};
    const grid = (await upstream.gql<{ getGridByPageId: Images }>(IMAGES, { pageId }, options)).body.data?.getGridByPageId;
    const srcs = new Set<string>();
    const collect = (t: Attributes): void => t.attributes.forEach((a) => a.name === 'image' && a.url && srcs.add(a.url));
    grid?.rows.forEach((r) => r.cells.forEach((c) => [c.teaser, ...c.teaser.children].forEach(collect)));
    const footer = grid?.footer;
    if (footer) [...footer.usps, ...footer.paymentLogos, ...footer.deliveryLogos].forEach((x) => srcs.add(x.image.src));
    return srcs;
  };

  it('serves every image the grids refer to as a cacheable SVG', async () => {
    const srcs = new Set([...(await images('home')), ...(await images('inspiration')), ...(await images('footer-vue', 'ch-de')), ...(await images('footer-vue'))]);
    expect(srcs.size).toBeGreaterThan(20);
    for (const src of srcs) {
      const res = await fetch(`${upstream.url}${src}`);
      expect([src, res.status, res.headers.get('content-type')]).toEqual([src, 200, 'image/svg+xml']);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    }
  });

  it('answers the same bytes every time and 304 for a matching ETag', async () => {
    const first = await fetch(`${upstream.url}/media/content/hero-kita.svg`);
    const body = await first.text();
    expect(body).toContain('<title>Bausteine und Spielmaterial für die Kita</title>');
    expect(await (await fetch(`${upstream.url}/media/content/hero-kita.svg`)).text()).toBe(body);
    const etag = first.headers.get('etag') ?? '';
    expect((await fetch(`${upstream.url}/media/content/hero-kita.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('draws logos with their name', async () => {
    expect(await (await fetch(`${upstream.url}/media/content/logo-swiss-post.svg`)).text()).toContain('>Die Post</text>');
  });

  it.each(['/media/content/gibt-es-nicht.svg', '/media/content/Hero-Kita.svg', '/media/content/..%2Fproducts%2F10401-01.svg', '/media/content/hero-kita.png'])('answers 404 for %s', async (path) => {
    expect((await fetch(`${upstream.url}${path}`)).status).toBe(404);
  });

  it('refuses other methods', async () => {
    expect((await fetch(`${upstream.url}/media/content/hero-kita.svg`, { method: 'POST' })).status).toBe(405);
  });
});
