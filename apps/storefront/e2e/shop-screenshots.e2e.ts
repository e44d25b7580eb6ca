// Issue 28 (Tests): screenshots of the home, a legal page and the error page per shop — de, at,
// ch and the B2B shop in German and English (signed in with a fresh B2B account, so the B2B home
// is the home and not the login wall) — each after asserting what it should show: the shop's
// language, the header logo, the footer, no horizontal scroll at 390 px; the 404 (and for de the
// 410) with its real status code, search box and main categories.
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { b2bBase, shopBase, upstreamGraphql } from './support/checkout';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('shops');
const B2B_PASSWORD = 'tafel-shopshots';

interface Shop {
  name: string;
  base: () => string;
  b2b: boolean;
  lang: string;
  legal: { path: string; heading: string };
  texts: { slide: string; notFound: string; searchTitle: string; categories: string; submit: string };
}

const GERMAN = { slide: 'Alles für den ersten Schultag', notFound: 'Seite nicht gefunden', searchTitle: 'Suchen Sie etwas Bestimmtes?', categories: 'Unsere Hauptkategorien', submit: 'Suchen' };
const ENGLISH = { slide: 'Everything for the first school day', notFound: 'Page not found', searchTitle: 'Looking for something specific?', categories: 'Our main categories', submit: 'Search' };
const IMPRESSUM = { path: '/impressum/', heading: 'Impressum' };

const SHOPS: Shop[] = [
  { name: 'de', base: () => process.env.E2E_BASE_URL!, b2b: false, lang: 'de-DE', legal: IMPRESSUM, texts: GERMAN },
  { name: 'at', base: () => shopBase('at'), b2b: false, lang: 'de-AT', legal: IMPRESSUM, texts: GERMAN },
  { name: 'ch', base: () => shopBase('ch'), b2b: false, lang: 'de-CH', legal: IMPRESSUM, texts: GERMAN },
  { name: 'b2b-de', base: () => b2bBase('de'), b2b: true, lang: 'de-DE', legal: IMPRESSUM, texts: GERMAN },
  { name: 'b2b-en', base: () => b2bBase('en'), b2b: true, lang: 'en-DE', legal: { path: '/imprint/', heading: 'Imprint' }, texts: ENGLISH },
];

/** A fresh B2B customer straight at the stand-in (no seed account is used); answers the customer number. */
async function freshB2bCustomer(): Promise<string> {
  const { r } = await upstreamGraphql<{ r: { successful: boolean; customerNumber: string | null } }>(
    'mutation($d: RegisterB2bCustomerInput!) { r: registerB2bCustomer(data: $d) { successful errorMessage customerNumber } }',
    {
      d: {
        email: `shop-shots-${randomUUID()}@example.de`,
        password: B2B_PASSWORD,
        passwordRepeat: B2B_PASSWORD,
        address: { formType: 'companyOrSchool', schoolOrCompany: 'Grundschule Bilddorf', salutation: 'Herr', firstName: 'Bernd', lastName: 'Bild', street: 'Lindenweg 3', postCode: '10117', city: 'Berlin', country: 'DE' },
      },
    },
    'edu-de',
  );
  expect(r, 'B2B registration at the stand-in').toMatchObject({ successful: true });
  return r.customerNumber!;
}

/** Signs in at the wall's login flyout the home shows a signed-out visitor, and stays on the home. */
async function signIn(page: Page, base: string): Promise<void> {
  const customerNumber = await freshB2bCustomer();
  await page.goto(`${base}/`);
  await expect(page.getByTestId('login-wall')).toBeVisible();
  const form = page.getByTestId('login-flyout-form');
  await form.locator('#field-customerNumber').fill(customerNumber);
  await form.locator('#field-password').fill(B2B_PASSWORD);
  await form.locator('button[type="submit"]').click();
  // The same URL loads again, now the customer's home.
  await expect(page.getByTestId('account-entry-customer')).toBeVisible();
  await expect(page).toHaveURL(`${base}/`);
}

/** What every page of the shop shows: its language, the header's logo, the footer (B2B without payment logos). */
async function expectFrame(page: Page, shop: Shop): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', shop.lang);
  await expect(page.locator('header').first().locator('#tafel-logo')).toBeVisible();
  const footer = page.getByTestId('site-footer');
  await expect(footer).toBeVisible();
  if (shop.b2b) await expect(footer.locator('[data-logo]')).toHaveCount(0);
  else await expect(footer.locator('[data-logo]').first()).toBeAttached();
}

/** The page at 1280 and at 390 px (nothing may widen the phone page), whole, lazy images loaded. */
async function bothWidths(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager')));
  await page.waitForLoadState('networkidle');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('menu-button')).toBeVisible();
  const { scrollWidth, widest } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    // The elements that reach past the screen's right edge, so a failure names the culprit.
    widest: [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} (right ${Math.round(el.getBoundingClientRect().right)})`),
  }));
  // Soft, so the phone picture of a too-wide page is still taken; the test fails all the same.
  expect.soft(scrollWidth, `${name}: nothing widens the phone page (${widest.join(', ')})`).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The error page for `status`: its real status code, the shop's language, headline, search box and main categories. */
async function expectErrorPage(page: Page, shop: Shop, path: string, status: 404 | 410): Promise<void> {
  const response = await page.goto(`${shop.base()}${path}`);
  expect(response?.status(), `${shop.name} ${path}`).toBe(status);
  await expectFrame(page, shop);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shop.texts.notFound);
  await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', String(status));
  if (status === 404) await expect(page.getByTestId('error-page')).toContainText(path);
  const search = page.getByTestId('error-search');
  await expect(search).toContainText(shop.texts.searchTitle);
  await expect(search.getByRole('searchbox')).toBeVisible();
  await expect(search.getByRole('button', { name: shop.texts.submit })).toBeVisible();
  const categories = page.getByTestId('error-categories');
  await expect(categories.getByRole('heading', { level: 2 })).toHaveText(shop.texts.categories);
  await expect(categories.getByRole('link').first()).toHaveAttribute('href', /^\/cat\/\d+/);
  expect(await categories.getByRole('link').count(), `${shop.name}: main categories`).toBeGreaterThanOrEqual(4);
}

for (const [index, shop] of SHOPS.entries()) {
  test(`screenshots of the ${shop.name} shop: home, legal page and 404 page`, async ({ page, context }) => {
    // Its own client address, so the login's rate limit sees no other test.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.28.30.${index + 1}` });
    await page.setViewportSize({ width: 1280, height: 900 });
    const base = shop.base();
    if (shop.b2b) await signIn(page, base);

    const home = await page.goto(`${base}/`);
    expect(home?.status(), `${shop.name} home`).toBe(200);
    await expect(page).toHaveURL(`${base}/`);
    await expectFrame(page, shop);
    await expect(page.locator('[aria-roledescription="carousel"]').getByRole('heading', { name: shop.texts.slide })).toBeVisible();
    await expect(page.locator('[data-teaser-kind="TILE"] a').first()).toBeVisible();
    await bothWidths(page, `home-${shop.name}`);

    const legal = await page.goto(`${base}${shop.legal.path}`);
    expect(legal?.status(), `${shop.name} ${shop.legal.path}`).toBe(200);
    await expectFrame(page, shop);
    await expect(page.getByRole('heading', { level: 1, name: shop.legal.heading })).toBeVisible();
    await expect(page.locator('main')).toContainText('Tafel Lernmittel GmbH');
    await bothWidths(page, `legal-${shop.name}`);

    await expectErrorPage(page, shop, '/gibt-es-nicht/', 404);
    await bothWidths(page, `404-${shop.name}`);
  });
}

test('screenshot of the de shop 410 page of a removed page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectErrorPage(page, SHOPS[0]!, '/service/katalog-2019/', 410);
  await expect(page.getByTestId('error-page')).toContainText('Diese Seite haben wir aus unserem Angebot genommen.');
  await bothWidths(page, '410-de');
});
