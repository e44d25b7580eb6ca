// Issue 28 (catalogue spec §2 error page): an unexpected failure answers 500 with the error page —
// headline, search box and the main categories like the 404, titled Error, noindex, follow — and an
// unknown product or category answers a real 404 with the 404 page. The 500 comes from the upstream
// stand-in's fault injection: the product query fails, the navigation (another query) does not.
import type { Page } from '@playwright/test';
import { clearUpstreamFaults, upstreamFault, upstreamGraphql } from './support/checkout';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('errors');

// A product no other test opens first: the orchestrator caches the product answers it got.
const PRODUCT_ID = '10455';

test.afterEach(async () => {
  await clearUpstreamFaults();
});

/** The error page's search box and its main categories as links into the listings. */
async function expectSearchAndCategories(page: Page): Promise<void> {
  const search = page.getByTestId('error-search');
  await expect(search).toContainText('Suchen Sie etwas Bestimmtes?');
  await expect(search.getByRole('searchbox', { name: 'Suche' })).toBeVisible();
  await expect(search.getByRole('button', { name: 'Suchen' })).toBeVisible();
  const categories = page.getByTestId('error-categories');
  await expect(categories.getByRole('heading', { level: 2 })).toHaveText('Unsere Hauptkategorien');
  await expect(categories.getByRole('link', { name: 'Schreiben & Zeichnen' })).toHaveAttribute('href', '/cat/100');
  expect(await categories.getByRole('link').count(), 'main categories').toBeGreaterThanOrEqual(4);
  for (const href of await categories.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) expect(href).toMatch(/^\/cat\/\d+$/);
}

test('an unexpected failure answers 500 with the error page: title Error, search box and main categories', async ({ page }) => {
  const { product } = await upstreamGraphql<{ product: { name: string } | null }>('query($id: ID!) { product: getProductById(productId: $id) { name } }', { id: PRODUCT_ID });
  expect(product, `product ${PRODUCT_ID} exists at the stand-in`).not.toBeNull();
  await upstreamFault({ operation: 'getProductById', kind: 'http', status: 503, times: 50 });

  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto(`/prod/${PRODUCT_ID}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fehler');
  await expect(page).toHaveTitle('Fehler');
  await expect(page.getByTestId('error-page')).toContainText('Der Shop ist gerade nicht erreichbar.');
  await expect(page.locator('meta[name="robots"][content="noindex, follow"]')).toHaveCount(1);
  await expect(page.locator('meta[name="robots"][content*="index"]:not([content^="noindex"])')).toHaveCount(0);
  // The shop's frame stays around it; the raw error only in development, never here.
  await expect(page.getByTestId('site-footer')).toBeVisible();
  await expect(page.locator('details pre')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.getByTestId('error-home')).toHaveAttribute('href', '/');
  await expectSearchAndCategories(page);
  await shot(page, '500-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('error-search').getByRole('searchbox')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing widens the phone page').toBeLessThanOrEqual(390);
  await shot(page, '500-390');

  // The search box is a plain form to /search.
  await clearUpstreamFaults();
  await page.getByTestId('error-search').getByRole('searchbox').fill('ordner');
  await page.getByTestId('error-search').getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/search\?q=ordner$/);
});

for (const path of ['/prod/99999999', '/cat/99999999']) {
  test(`${path} answers 404 with the 404 page: search box and main categories`, async ({ page, request }) => {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toMatch(/^text\/html/);

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Seite nicht gefunden | Tafel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await expect(page.getByTestId('error-page')).toContainText(path);
    await expect(page.locator('meta[name="robots"][content*="index"]:not([content^="noindex"])')).toHaveCount(0);
    await expectSearchAndCategories(page);
  });
}
