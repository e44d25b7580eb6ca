import { startUpstream, type Upstream } from './support/upstream.js';

describe('GET /media/products/{file}.svg', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  it('serves a cacheable SVG illustration per item', async () => {
    const res = await fetch(`${upstream.url}/media/products/10401-02.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 600 450"/);
    expect(svg).toContain('<title>Ordner A4, 8 cm Rücken, Rot</title>');
    // The red variant is drawn in red, the blue one in blue.
    expect(svg).toContain('#e0453a');
    expect(await (await fetch(`${upstream.url}/media/products/10401-01.svg`)).text()).toContain('#2d6fd2');
  });

  it('answers the same bytes every time and 304 for a matching ETag', async () => {
    const first = await fetch(`${upstream.url}/media/products/10001-01.svg`);
    const second = await fetch(`${upstream.url}/media/products/10001-01.svg`);
    expect(await first.text()).toBe(await second.text());
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(`${upstream.url}/media/products/10001-01.svg`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it.each(['/media/products/99999-01.svg', '/media/products/10401-99.svg', '/media/products/../../etc/passwd', '/media/products/10401-01.png'])('answers 404 for %s', async (path) => {
    expect((await fetch(`${upstream.url}${path}`)).status).toBe(404);
  });
});
