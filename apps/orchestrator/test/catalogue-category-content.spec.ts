// Issue 28 category pages through the orchestrator, against the real upstream stand-in: SEO
// text, topsellers, teasers, their placement and the hidden left navigation, cached with the
// listing.
import type { CategoryPage } from '@tafel/graphql-schema/orchestrator-resolvers';
import { startUpstreamRecorder, type UpstreamRecorder } from './support/upstream-recorder.js';
import { startWorld, type World } from './support/world.js';
import type { TestOrchestrator } from './support/orchestrator.js';

const TILE = 'id name url price { amount } badges';
const CATEGORY = `query ($id: ID!, $page: Int, $pageSize: Int) {
  category(id: $id, page: $page, pageSize: $pageSize) {
    id products { id } seoText topsellers { ${TILE} }
    teasers { id kind cmsType headline html image { url alt } link { url external } button { text } trackingName }
    teasersBelowSeoText leftNavigationHidden
  }
}`;

describe('category page content through the orchestrator', () => {
  let world: World;
  let recorder: UpstreamRecorder;
  let app: TestOrchestrator;

  beforeAll(async () => {
    world = await startWorld('catalogue-category-content');
    recorder = await startUpstreamRecorder(world.upstream.url);
    // The world switches the catalogue cache off; this app keeps pages for a minute to show the caching.
    app = await world.startAnother({ UPSTREAM_URL: recorder.url, CATALOGUE_CACHE_TTL_MS: '60000' });
  });
  afterAll(async () => {
    await world?.close();
    await recorder?.close();
  });

  const category = async (id: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>): Promise<CategoryPage> => {
    const answer = await app.graphql<{ category: CategoryPage | null }>(CATEGORY, { id, ...extra }, headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!.category!;
  };

  it('answers a main category with its sanitized SEO text, topsellers and teasers above the products', async () => {
    const page = await category('100');
    expect(page.seoText).toMatch(/^<h2>Schreiben &amp; Zeichnen für Schule und Kita<\/h2>/);
    expect(page.seoText).toContain('<a href="/beratung/">');
    expect(page.topsellers.length).toBeGreaterThan(0);
    expect(page.topsellers.length).toBeLessThanOrEqual(8);
    expect(page.topsellers.every((t) => t.badges.includes('POPULAR'))).toBe(true);
    expect(page.teasers.map((t) => [t.id, t.kind])).toEqual([
      ['cat-100-klassensatz', 'IMAGE_LINK'],
      ['cat-100-beratung', 'HTML_BOX'],
    ]);
    expect(page.teasers[0]).toMatchObject({ headline: 'Klassensätze zum Schulstart', image: { url: '/media/content/banner-klassensatz.svg', alt: 'Stifte im Klassensatz' }, link: { url: '/cat/110/', external: false }, button: { text: 'Zu den Klassensätzen' }, trackingName: 'cat100_klassensatz' });
    expect(page.teasers[1]?.html).toContain('<a href="/beratung/">');
    expect(page).toMatchObject({ teasersBelowSeoText: false, leftNavigationHidden: false });
  });

  it('puts the teasers of 300 below the SEO text and hides the left navigation of Sale and Neuheiten', async () => {
    expect(await category('300')).toMatchObject({ teasersBelowSeoText: true, leftNavigationHidden: false, teasers: [{ id: 'cat-300-ideen' }] });
    for (const id of ['900', '950']) expect(await category(id)).toMatchObject({ leftNavigationHidden: true, seoText: null });
    expect(await category('120')).toMatchObject({ seoText: null, teasers: [], teasersBelowSeoText: false });
  });

  it('prices the topsellers for the site of the request', async () => {
    const de = await category('100');
    const ch = await category('100', {}, { 'x-tafel-site': 'ch-de' });
    expect(ch.topsellers.map((t) => t.id)).toEqual(de.topsellers.map((t) => t.id));
    expect(ch.topsellers[0]!.price.amount).toBeGreaterThan(de.topsellers[0]!.price.amount);
  });

  it('caches the content with the listing: one upstream call per page', async () => {
    const before = recorder.callsOf('CoreCategory').length;
    const first = await category('600', { page: 1, pageSize: 12 });
    const again = await category('600', { page: 1, pageSize: 12 });
    expect(again).toEqual(first);
    expect(recorder.callsOf('CoreCategory').length - before).toBe(1);
    // Another page of the listing is another entry, with the same category content.
    const second = await category('600', { page: 2, pageSize: 12 });
    expect(recorder.callsOf('CoreCategory').length - before).toBe(2);
    expect(second.seoText).toBe(first.seoText);
    expect(second.topsellers).toEqual(first.topsellers);
  });
});
