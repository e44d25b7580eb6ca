import type { Browser, BrowserContext, Page } from '@playwright/test';
import { addToCart, type RecordedTrackingEvent } from './support/checkout';
import { expect, test } from './support/fixtures';
import { recordedFor, userIdOf } from './support/tracking';

// The page-level data layer (catalogue spec §7, issue 28): the Meta page view on every page and
// client navigation, view_item_list and select_item on listings, navigation clicks, login and
// web vitals — on window.dataLayer and, through the batched path, at the upstream's tracking.

type Entry = { event: string; [field: string]: unknown };
type ListItem = { item_id: string; item_name: string; index: number; item_list_id: string; price: number };
type Ecommerce = { item_list_id: string; item_list_name: string; currency: string; items: ListItem[] };

const dataLayer = (page: Page): Promise<Entry[]> => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);
const eventsNamed = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name);

let addressNo = 0;
/** A browser context with its own client address (the orchestrator's per-address login limit). */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.19.${Math.floor(Math.random() * 200) + 1}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

const payloadOf = (event: RecordedTrackingEvent) => JSON.parse(event.payload ?? '{}') as Record<string, unknown>;

test('the Meta page view on the home page and after a client navigation from the main navigation', async ({ page }) => {
  await page.goto('/');
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).length).toBe(1);
  const [home] = await eventsNamed(page, 'Meta');
  expect(home).toMatchObject({
    event: 'Meta',
    page_path: '/',
    user_id: '',
    visitor_type: 'new-customer',
    visitor_login_state: false,
    internal: false,
    page_area: 'home',
    pwa: false,
    page_title: await page.title(),
    // The home grid's A/B test (the stand-in's T201).
    test_id: 'T201',
    test_variant: 'T201_hero-slider_B',
  });

  // A click in the main navigation: a client navigation (the data layer survives), a navigation
  // event and the next page's Meta.
  const link = page.locator('a[data-nav-area="bar"][data-nav-level="1"]').first();
  const text = (await link.innerText()).trim();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/\//g, '\\/')}$`));
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).length).toBe(2);
  const category = (await eventsNamed(page, 'Meta'))[1]!;
  expect(category).toMatchObject({ page_path: href, page_area: 'category', visitor_type: 'new-customer', user_id: '' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(category.page_title).toBe(await page.title());
  expect(category.page_title).not.toBe(home!.page_title);
  expect(category).not.toHaveProperty('test_id');
  expect(await eventsNamed(page, 'navigation')).toEqual([{ event: 'navigation', navigation_area: 'main', navigation_text: text, navigation_target: href, navigation_level: 1 }]);
});

test('a footer link is a navigation click; a link to a legal page is not (catalogue spec §2)', async ({ page }) => {
  await page.goto('/cat/110');
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).length).toBe(1);
  const advice = page.locator('footer a[href="/beratung/"]').first();
  const text = (await advice.innerText()).trim();
  await advice.click();
  await expect(page).toHaveURL(/\/beratung\/$/);
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).map((e) => e.page_area)).toEqual(['category', 'advisory']);
  expect(await eventsNamed(page, 'navigation')).toEqual([{ event: 'navigation', navigation_area: 'footer', navigation_text: text, navigation_target: '/beratung/', navigation_level: 1 }]);

  await page.locator('footer a[href="/impressum/"]').first().click();
  await expect(page).toHaveURL(/\/impressum\/$/);
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).map((e) => e.page_area)).toEqual(['category', 'advisory', 'content']);
  expect(await eventsNamed(page, 'navigation')).toHaveLength(1);
});

test("a content page's A/B test and an error page's page area go with their page views", async ({ page }) => {
  // /inspiration/ comes through the catch-all from its CMS grid, which runs the A/B test T188.
  await page.goto('/inspiration/');
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).length).toBe(1);
  expect((await eventsNamed(page, 'Meta'))[0]).toMatchObject({ page_path: '/inspiration/', page_area: 'inspiration', test_id: 'T188', test_variant: 'T188_B', page_title: await page.title() });

  // The 404 page: page_area error, whatever its path.
  const response = await page.goto('/prod/99999999');
  expect(response?.status()).toBe(404);
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).length).toBe(1);
  const [notFound] = await eventsNamed(page, 'Meta');
  expect(notFound).toMatchObject({ page_path: '/prod/99999999', page_area: 'error' });
  expect(notFound).not.toHaveProperty('test_id');
});

test('view_item_list once the category list is seen, select_item on a tile, and the upstream records them once each', async ({ page, context }) => {
  await addToCart(page, '10401', 1);
  const userId = await userIdOf(context);

  await page.goto('/cat/110');
  const tiles = page.locator('[data-item-list="category_110"] > li');
  const count = await tiles.count();
  expect(count).toBeGreaterThan(1);
  // A list counts once it is in view (the category's topsellers may push it below the fold).
  await tiles.first().scrollIntoViewIfNeeded();
  // The category's own list (the page may show others: its topsellers, a recommendation teaser).
  const listViews = async () => (await eventsNamed(page, 'view_item_list')).filter((e) => (e.ecommerce as Ecommerce).item_list_id === 'category_110');
  await expect.poll(async () => (await listViews()).length).toBeGreaterThan(0);
  const views = await listViews();
  const items = views.flatMap((view) => (view.ecommerce as Ecommerce).items);
  expect(items.map((item) => item.index)).toEqual(Array.from({ length: count }, (_, i) => i));
  expect(views[0]!.ecommerce).toMatchObject({ item_list_id: 'category_110', item_list_name: 'Bleistifte & Buntstifte', currency: 'EUR' });
  const firstHref = (await tiles.nth(0).locator('a').first().getAttribute('href'))!;
  expect(items[0]).toMatchObject({ item_id: firstHref.match(/\/prod\/(\d+)/)![1], item_category: 'Schreiben & Zeichnen', item_category2: 'Bleistifte & Buntstifte' });
  expect(items[0]!.price).toBeGreaterThan(0);
  // Once per page view: scrolling the list out of view and back sends nothing more.
  await page.mouse.wheel(0, 4000);
  await page.mouse.wheel(0, -4000);
  await page.waitForTimeout(1500);
  expect(await listViews()).toHaveLength(views.length);

  // A click on the second tile: select_item with its index, then the product page's Meta.
  const second = tiles.nth(1);
  const secondName = (await second.locator('h3').innerText()).trim();
  const secondHref = (await second.locator('a').first().getAttribute('href'))!;
  await second.locator('a').first().click();
  await expect(page).toHaveURL(new RegExp(`/prod/`));
  const selected = await eventsNamed(page, 'select_item');
  expect(selected).toHaveLength(1);
  expect((selected[0]!.ecommerce as Ecommerce).items).toEqual([expect.objectContaining({ index: 1, item_name: secondName, item_id: secondHref.match(/\/prod\/(\d+)/)![1], item_list_id: 'category_110' })]);
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).at(-1)?.page_area).toBe('product');

  // The upstream: this shopper's page views, the list and the click, each once.
  const productPath = new URL(page.url()).pathname;
  const metaAt = (events: RecordedTrackingEvent[], path: string) => events.filter((e) => e.name === 'Meta' && payloadOf(e).page_path === path);
  const recorded = await recordedFor(userId, (events) => events.some((e) => e.name === 'select_item') && metaAt(events, productPath).length > 0);
  await page.waitForTimeout(1500);
  const settled = await recordedFor(userId, () => true);
  // (The first product page's view may have gone before the cart, and its user id, existed.)
  expect(metaAt(settled, '/cat/110').map((e) => payloadOf(e).page_area)).toEqual(['category']);
  expect(metaAt(settled, productPath).map((e) => payloadOf(e).page_area)).toEqual(['product']);
  expect(settled.filter((e) => e.name === 'view_item_list' && (payloadOf(e).ecommerce as Ecommerce).item_list_id === 'category_110')).toHaveLength(views.length);
  expect(settled.filter((e) => e.name === 'select_item')).toHaveLength(1);
  expect(recorded.every((e) => e.shop === 'de')).toBe(true);
});

test('the data layer reports web vitals (TTFB, FCP, LCP; CLS when the page is left) and they reach the upstream', async ({ page, context }) => {
  await addToCart(page, '10401', 1);
  const userId = await userIdOf(context);
  await page.goto('/cat/110');
  // The vitals code loads after hydration; TTFB and FCP arrive once it listens. Only an input after
  // that ends the LCP measurement (an earlier one leaves LCP to be reported when the page is hidden).
  await expect.poll(async () => (await eventsNamed(page, 'web_vitals')).map((e) => e.metric_name)).toEqual(expect.arrayContaining(['FCP', 'TTFB']));
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(async () => (await eventsNamed(page, 'web_vitals')).map((e) => e.metric_name).sort()).toEqual(expect.arrayContaining(['FCP', 'LCP', 'TTFB']));
  for (const vital of await eventsNamed(page, 'web_vitals')) {
    expect(vital).toMatchObject({ page_path: '/cat/110', metric_id: expect.any(String) });
    expect(Number.isInteger(vital.metric_value) || vital.metric_name === 'CLS').toBe(true);
  }
  // Leaving the page (hidden) reports CLS and sends it at once, before the page is gone.
  await page.goto('/');
  const recorded = await recordedFor(userId, (events) => ['TTFB', 'FCP', 'LCP', 'CLS'].every((name) => events.some((e) => e.name === 'web_vitals' && payloadOf(e).metric_name === name && payloadOf(e).page_path === '/cat/110')));
  // Each metric of the page load once.
  const names = recorded.filter((e) => e.name === 'web_vitals' && payloadOf(e).page_path === '/cat/110').map((e) => payloadOf(e).metric_name);
  expect(new Set(names).size).toBe(names.length);
});

test('login: a refused login and a successful one, with the method and no personal data; the Meta then names the customer', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  // A fresh account (registration logs in; log out first).
  const email = `tracking-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
  await page.goto('/myaccount/register');
  await page.fill('#field-email', email);
  await page.fill('#field-password', 'tafel-neu-1');
  await page.fill('#field-passwordRepeat', 'tafel-neu-1');
  await page.fill('#field-billingAddress-firstName', 'Tessa');
  await page.fill('#field-billingAddress-lastName', 'Tracking');
  await page.fill('#field-billingAddress-streetAndNumber', 'Hauptstraße 5');
  await page.fill('#field-billingAddress-postcode', '10115');
  await page.fill('#field-billingAddress-city', 'Berlin');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/myaccount\/contact-details/);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet.' })).toBeVisible();

  await page.goto('/login');
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).at(-1)).toMatchObject({ page_area: 'account', visitor_type: 'new-customer', user_id: '' });
  await page.fill('#field-email', email);
  await page.fill('#field-password', 'falsch-falsch');
  await page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  expect(await eventsNamed(page, 'login_failed')).toEqual([{ event: 'login_failed', method: 'email', error_key: expect.stringMatching(/^vue\./) }]);

  await page.fill('#field-password', 'tafel-neu-1');
  await page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('account-entry-customer')).toContainText('Tessa');
  expect(await eventsNamed(page, 'login')).toEqual([{ event: 'login', method: 'email' }]);
  expect(JSON.stringify(await dataLayer(page))).not.toContain(email);
  // The page after the login: the customer, with the user id of the session.
  const userId = await userIdOf(context);
  await expect.poll(async () => (await eventsNamed(page, 'Meta')).at(-1)).toMatchObject({ visitor_type: 'existing-customer', visitor_login_state: true, user_id: userId });

  const recorded = await recordedFor(userId, (events) => events.some((e) => e.name === 'login'));
  const all = recorded.map((e) => `${e.name} ${e.payload ?? ''}`).join('\n');
  expect(all).not.toContain(email);
  expect(all).not.toMatch(/Tessa|Tracking|falsch|tafel-neu/);
  await context.close();
});

test('no page view in the support console', async ({ page }) => {
  await page.goto('/support/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await eventsNamed(page, 'Meta')).toEqual([]);
});
