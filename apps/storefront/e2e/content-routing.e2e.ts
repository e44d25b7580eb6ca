// The storefront's routing against the whole stack (issue 28, session spec §2, catalogue spec §2
// and §9): the catch-all's page details with real HTTP status codes (301, 302, 410, 404), one hop
// at most for trailing slashes and redirects, the error page, the category slug and the content
// page, robots.txt and sitemap.xml, noindex and canonical, and the B2B catalogue redirects.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { b2bBase, shopBase } from './support/checkout';
import { expect, test } from './support/fixtures';

/** One request, no redirect followed: the answer as the browser gets it first. */
function once(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  return request.get(url, { maxRedirects: 0, headers });
}

/** The Location header's path and query (the proxy answers absolute URLs). */
function locationOf(response: APIResponse): string {
  const location = response.headers()['location'];
  if (!location) throw new Error(`HTTP ${response.status()} without a Location header`);
  const url = new URL(location, 'http://x');
  return `${url.pathname}${url.search}`;
}

/**
 * The meta robots values of an HTML answer, in order. Next adds a plain 'noindex' of its own to
 * every non-200 answer; ours says 'noindex, follow' beside it (crawlers combine them).
 */
function robotsOf(html: string): string[] {
  return [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((match) => match[1]!);
}

/**
 * A request as a browser on another shop's host sends it: Node cannot resolve *.localhost as
 * Chromium does, so the request goes to the stack's address with that host in the Host header.
 */
function onHost(request: APIRequestContext, host: 'de' | 'en', path: string, headers: Record<string, string> = {}): Promise<APIResponse> {
  const base = new URL(b2bBase(host));
  const stack = new URL(process.env.E2E_BASE_URL!);
  return once(request, `${stack.origin}${path}`, { ...headers, host: base.host });
}

test('a page-details redirect answers 301 with the query string, and its target answers 200 directly', async ({ request }) => {
  const redirect = await once(request, '/angebote/?x=1');
  expect(redirect.status()).toBe(301);
  expect(locationOf(redirect)).toBe('/cat/900/?x=1');
  const target = await once(request, '/cat/900/?x=1');
  expect(target.status()).toBe(200);
  expect(await target.text()).toContain('<h1');
});

test('a temporary redirect answers 302 and its content page 200', async ({ request }) => {
  const redirect = await once(request, '/aktion/');
  expect(redirect.status()).toBe(302);
  expect(locationOf(redirect)).toBe('/campaigns/');
  expect((await once(request, '/campaigns/')).status()).toBe(200);
});

test('a removed page answers 410 with the error page, noindex', async ({ page, request }) => {
  const gone = await once(request, '/service/katalog-2019/');
  expect(gone.status()).toBe(410);
  expect(robotsOf(await gone.text())).toContain('noindex, follow');
  expect(robotsOf(await gone.text())).not.toContain('index, follow');

  const response = await page.goto('/service/katalog-2019/');
  expect(response?.status()).toBe(410);
  await expect(page).toHaveTitle('Seite nicht gefunden | Tafel');
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '410');
  await expect(page.getByRole('link', { name: 'Zur Startseite' }).last()).toHaveAttribute('href', '/');
  await expect(page.getByTestId('error-search').getByRole('searchbox')).toBeVisible();
  await expect(page.getByTestId('error-categories').getByRole('link', { name: 'Schreiben & Zeichnen' })).toBeVisible();
});

test('uppercase letters and $ outside /cat/ and /prod/ answer 404', async ({ request }) => {
  for (const path of ['/Beratung/', '/a$b/', '/service/Kontakt/']) {
    const response = await once(request, path);
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
  }
});

test("an unknown path's 404 is the error page in the server's HTML, not a page left to the browser", async ({ request }) => {
  const response = await once(request, '/gibt-es-nicht/');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).not.toContain('__next_error__');
  expect(html).toContain('data-testid="error-page"');
  expect(html).toContain('data-testid="error-categories"');
  expect(html).toContain('Seite nicht gefunden');
});

test('an unknown path answers 404 with the error page: search box and main categories', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Seite nicht gefunden | Tafel');
  await expect(page.locator('meta[name="robots"][content="noindex, follow"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"][content*="index, follow"]:not([content^="no"])')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
  await expect(page.getByTestId('error-page')).toContainText('/gibt-es-nicht/');
  const categories = page.getByTestId('error-categories');
  await expect(categories.getByRole('link', { name: 'Schreiben & Zeichnen' })).toHaveAttribute('href', '/cat/100');
  // The search box works without JavaScript: a plain form to /search.
  await page.getByTestId('error-search').getByRole('searchbox').fill('ordner');
  await page.getByTestId('error-search').getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/search\?q=ordner$/);
});

test('a spec link with its trailing slash is served directly, without a redirect', async ({ request }) => {
  for (const path of ['/cat/110/', '/cat/110', '/checkout/basket/', '/login/', '/search/?q=stift']) {
    const response = await once(request, path);
    expect({ path, status: response.status() }).toEqual({ path, status: 200 });
  }
  // One URL per page for search engines: the canonical link names the spec's form with its slash (as the sitemap does).
  const html = await (await once(request, '/cat/110')).text();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/cat\/110\/"/);
  // Indexable: no robots tag (the default).
  expect(robotsOf(html)).toEqual([]);
  expect(html).toContain('<meta property="og:image" content="http://');
  expect(html).toContain('<meta property="og:image:width" content="1200"');
  // The API routes keep their own slash handling.
  expect((await once(request, '/api/token/')).status()).not.toBe(308);
});

test('the home is indexable with canonical and the default Open Graph image', async ({ request }) => {
  const html = await (await once(request, '/')).text();
  expect(robotsOf(html)).toEqual([]);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/og-default\.jpg"/);
  expect(html).toContain('<meta property="og:locale" content="de_DE"');
  expect((await once(request, '/og-default.jpg')).headers()['content-type']).toBe('image/jpeg');
});

test('a product page has Open Graph with its picture and no canonical URL (spec §9)', async ({ request }) => {
  const html = await (await once(request, '/prod/10401/')).text();
  expect(html).toContain('<meta property="og:title"');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/media\//);
  expect(html).not.toContain('rel="canonical"');
});

test('a category slug shows the category listing', async ({ page }) => {
  const response = await page.goto('/schreiben-zeichnen/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Schreiben & Zeichnen');
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/[^/]+\/schreiben-zeichnen\/$/);
  // The same page without the slash names the same canonical URL.
  await page.goto('/schreiben-zeichnen?p=1');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^http:\/\/[^/]+\/schreiben-zeichnen\/$/);
});

test('a content page shows its grid with canonical and Open Graph', async ({ page }) => {
  const response = await page.goto('/impressum/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  // The orchestrator's canonical URL (on the shop's configured host).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/impressum\/$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Impressum/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the spec noindex paths and any URL with /?order= say noindex, follow', async ({ request }) => {
  for (const path of ['/login/', '/checkout/basket/', '/search/?q=stift', '/myaccount/register/', '/myaccount/resetpassword/', '/cat/110/?order=price']) {
    const response = await once(request, path);
    expect({ path, status: response.status(), robots: robotsOf(await response.text()) }).toEqual({ path, status: 200, robots: ['noindex, follow'] });
  }
});

test('robots.txt and sitemap.xml describe the shop of the host', async ({ request, baseURL }) => {
  const robots = await once(request, '/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-Agent: *');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await once(request, '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/<loc>[^<]*\/impressum\/<\/loc>/);
  expect(xml).toMatch(/<loc>[^<]*\/cat\/[^<]+<\/loc>/);

  // One form per page: a content page asked without its slash names the URL the sitemap lists.
  const listed = /<loc>([^<]*\/impressum\/)<\/loc>/.exec(xml)![1];
  const html = await (await once(request, '/impressum')).text();
  expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(listed);
});

test('a content page on the Swiss host is the Swiss shop’s: its language and its footer logos', async ({ page }) => {
  const response = await page.goto(`${shopBase('ch')}/impressum/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-CH');
  await expect(page.getByRole('heading', { name: 'Impressum', level: 1 })).toBeVisible();
  // Catalogue spec: no DHL or GLS in the Swiss footer; the footer is the Swiss shop's.
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('[data-logo]').first()).toBeVisible();
  await expect(footer.locator('[data-logo="dhl"], [data-logo="gls"]')).toHaveCount(0);
});

test('a B2B visitor at the wall prefetches nothing; signed in there, the home and its grid, not the wall again', async ({ page }) => {
  const base = b2bBase('de');
  // Walled off, the frame's links do not prefetch (the wall would answer each with 403, and the
  // network never went idle): no route request at all until the login, and the page goes idle.
  const routeRequests: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes('_rsc=')) routeRequests.push(request.url());
  };
  page.on('request', onRequest);
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await expect(page.getByTestId('login-wall')).toBeVisible();
  page.off('request', onRequest);
  expect(routeRequests).toEqual([]);
  // Signed in, the links prefetch again (the category bar's, answered by the pages, not the wall).
  const prefetched = page.waitForResponse((response) => /\/cat\/\d+\/?\?_rsc=/.test(response.url()) && response.status() === 200);
  await page.fill('#field-customerNumber', '4711001');
  await page.fill('#field-password', 'tafel-schule');
  await page.getByTestId('login-flyout-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('login-wall')).toHaveCount(0);
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByTestId('info-bar')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Schulbedarf, Kita-Material und Bürobedarf bei Tafel' })).toBeVisible();
  await prefetched;
  // The header's link home, clicked after the login, stays home too.
  await page.getByRole('link', { name: 'Tafel' }).first().click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByTestId('info-bar')).toBeVisible();
});

test('the B2B catalogue goes by the host’s language; other shops’ visitors go home', async ({ request }) => {
  // The proxy only looks at the session cookies' presence; the page would check them.
  const session = { cookie: 'X-JWT=test; tafel-customer=1' };
  const german = await onHost(request, 'de', '/service/catalogue/?a=1', session);
  expect(german.status()).toBe(301);
  expect(locationOf(german)).toBe('/service/katalog/?a=1');
  const english = await onHost(request, 'en', '/service/katalog', session);
  expect(english.status()).toBe(301);
  expect(locationOf(english)).toBe('/service/catalogue');
  // Without a login: to the catalogue of the host's language, where the wall (403) shows the login flyout.
  const toCatalogue = await onHost(request, 'en', '/service/katalog/');
  expect(toCatalogue.status()).toBe(301);
  expect(locationOf(toCatalogue)).toBe('/service/catalogue/');
  const wall = await onHost(request, 'en', '/service/catalogue/');
  expect(wall.status()).toBe(403);
  expect(await wall.text()).toContain('data-testid="login-wall"');
  for (const path of ['/service/katalog/', '/service/catalogue']) {
    const away = await once(request, path);
    expect({ path, status: away.status(), location: locationOf(away) }).toEqual({ path, status: 302, location: '/' });
  }
});

test('the B2B public pages open without login, with de/en alternates; the rest is behind the wall', async ({ request }) => {
  const imprint = await onHost(request, 'de', '/impressum/');
  expect(imprint.status()).toBe(200);
  const html = await imprint.text();
  expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="http:\/\/tafel-educational-en\.localhost:\d+\/impressum\/"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="de" href="http:\/\/tafel-educational\.localhost:\d+\/impressum\/"/);
  // The B2B shop's own page: its language, and its footer without payment or delivery logos.
  expect(html).toMatch(/<html[^>]* lang="de-DE"/);
  expect(html).not.toContain('data-logo=');
  const english = await (await onHost(request, 'en', '/imprint/')).text();
  expect(english).toMatch(/<html[^>]* lang="en-DE"/);
  expect(english).not.toContain('data-logo=');
  expect((await onHost(request, 'de', '/service/kontakt/')).status()).toBe(200);
  // Behind the wall: 403 at the URL itself, the login flyout over a placeholder, noindex, never the page.
  const behind = await onHost(request, 'de', '/beratung/');
  expect(behind.status()).toBe(403);
  expect(behind.headers()['location']).toBeUndefined();
  const wallHtml = await behind.text();
  expect(wallHtml).toContain('data-testid="login-wall"');
  expect(wallHtml).toContain('data-testid="login-flyout-form"');
  expect(wallHtml).toMatch(/<meta name="robots" content="noindex/);
  expect(wallHtml).not.toMatch(/<meta name="robots" content="index/);
});
