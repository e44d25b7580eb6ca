// The CMS-driven pages (issue 28, catalogue spec §2 "Content pages and teasers", "Footer", §4
// info bar and hero slider, §9): the home from the 'home' grid, a content page through the
// catch-all, the footer per shop, the info bar's dismissal and the promotion events.
import type { Page } from '@playwright/test';
import { addToCart, b2bBase, shopBase } from './support/checkout';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('content');

type Promotion = { promotion_id: string; promotion_name: string; creative_slot: string };
type Entry = { event: string; ecommerce?: Promotion };

const promotions = async (page: Page, event: string): Promise<Promotion[]> =>
  page.evaluate((name) => ((window.dataLayer ?? []) as Entry[]).filter((e) => e.event === name).map((e) => e.ecommerce as Promotion), event);

/** The home's first screen and the whole page at desktop and phone width. */
async function homeShots(page: Page, name: string): Promise<void> {
  // A full-page picture shows the lazy images too, also those of tiles the recommendations
  // carousel adds after hydration; every image loaded is what the pictures need.
  await page.waitForFunction(() => {
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
    return Array.from(document.images).every((img) => img.complete);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing widens the phone page').toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the home shows the hero slider, tiles into the categories and the recommendations', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Schulbedarf, Kita-Material und Bürobedarf/);
  const slider = page.locator('[aria-roledescription="carousel"]');
  await expect(slider.getByRole('heading', { name: 'Alles für den ersten Schultag' })).toBeVisible();
  // Only the first slide's image loads at once; the others wait.
  const images = slider.locator('img');
  await expect(images).toHaveCount(3);
  await expect(images.nth(0)).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');

  // The arrows and dots are buttons a keyboard reaches.
  await slider.getByRole('button', { name: 'Nächstes Bild' }).focus();
  await page.keyboard.press('Enter');
  await expect(slider.getByRole('heading', { name: 'Spielen, bauen, entdecken' })).toBeVisible();
  await expect(slider.getByRole('heading', { name: 'Alles für den ersten Schultag' })).toBeHidden();
  await slider.getByRole('button', { name: 'Bild 3 von 3' }).click();
  await expect(slider.getByRole('heading', { name: 'Ordnung, die mitwächst' })).toBeVisible();

  const tiles = page.locator('[data-teaser-kind="TILE"] a');
  await expect(tiles).toHaveCount(8);
  await expect(tiles.first()).toHaveAttribute('href', '/cat/100/');
  await expect(page.locator('[data-teaser-kind="HTML_BOX"]')).toHaveCount(3);
  await expect(page.locator('[data-teaser-kind="RECOMMENDATIONS"]').getByTestId('product-tile')).toHaveCount(12);
  await expect(page.getByRole('heading', { level: 1, name: /Schulbedarf, Kita-Material und Bürobedarf bei Tafel/ })).toBeVisible();

  await tiles.first().click();
  await expect(page).toHaveURL(/\/cat\/100\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

});

test('a dismissed info bar stays away after a reload, also in the server HTML', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const bar = page.getByTestId('info-bar');
  await expect(bar).toContainText('Versandkostenfrei ab 49 €');
  await bar.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(bar).toHaveCount(0);

  const cookie = (await context.cookies()).find((c) => c.name === 'infobar_infobar-versandkostenfrei');
  expect(cookie?.value).toBe('1');
  // Set to expire in the year 9999; Chromium caps a cookie's life at 400 days, so at least that.
  expect((cookie?.expires ?? 0) * 1000).toBeGreaterThan(Date.now() + 399 * 24 * 3600 * 1000);

  const response = await page.reload();
  expect(await response?.text()).not.toContain('data-testid="info-bar"');
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await expect(page.getByTestId('info-bar')).toHaveCount(0);
  await context.close();
});

test('teasers report view_promotion once seen for a second and select_promotion on a click', async ({ page }) => {
  await page.goto('/');
  // The hero's first slide is in view from the start.
  await expect.poll(async () => (await promotions(page, 'view_promotion')).map((p) => p.promotion_id)).toContain('home-hero-1');
  const hero = (await promotions(page, 'view_promotion')).find((p) => p.promotion_id === 'home-hero-1');
  expect(hero).toMatchObject({ promotion_id: 'home-hero-1', promotion_name: 'home_hero_1', creative_slot: 'home_r2_c1_s1' });
  // A tile further down is not seen yet; once scrolled to, it is, once.
  expect((await promotions(page, 'view_promotion')).map((p) => p.promotion_id)).not.toContain('home-tile-800');
  await page.locator('[data-promotion-id="home-tile-800"]').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await promotions(page, 'view_promotion')).filter((p) => p.promotion_id === 'home-tile-800').length).toBe(1);
  await page.mouse.wheel(0, -2000);
  await page.locator('[data-promotion-id="home-tile-800"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
  expect((await promotions(page, 'view_promotion')).filter((p) => p.promotion_id === 'home-tile-800')).toHaveLength(1);

  await page.locator('[data-promotion-id="home-tile-800"] a').click();
  await expect(page).toHaveURL(/\/cat\/800\/?$/);
  const selected = await promotions(page, 'select_promotion');
  expect(selected).toHaveLength(1);
  expect(selected[0]).toMatchObject({ promotion_id: 'home-tile-800', promotion_name: 'home_tile_800', creative_slot: 'home_r5_c4' });
});

test('the footer of each shop: its logos, social links, legal links and the consent dialog', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  await expect(footer.locator('[data-logo="dhl"]')).toHaveCount(1);
  await expect(footer.locator('[data-logo="paypal"]')).toHaveCount(1);
  await expect(footer.getByTestId('quality-promise')).toHaveAttribute('href', '/service/sicher-einkaufen/');
  await expect(footer.locator('[data-social="facebook"]')).toHaveCount(1);
  for (const name of ['Impressum', 'Datenschutz', 'AGB']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  await footer.getByRole('button', { name: 'Cookie-Einstellungen' }).click();
  await expect(page.getByRole('dialog', { name: 'Cookies bei Tafel' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Verstanden' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto(`${shopBase('ch')}/`);
  const swiss = page.getByTestId('site-footer');
  await expect(swiss.locator('[data-logo="swiss-post"]')).toHaveCount(1);
  await expect(swiss.locator('[data-logo="dhl"], [data-logo="gls"], [data-logo="dpd"]')).toHaveCount(0);

  await page.goto(`${shopBase('at')}/`);
  await expect(page.getByTestId('site-footer').locator('[data-logo="dhl"]')).toHaveCount(0);

  // B2B: no payment or delivery logos, no quality promise, LinkedIn and Xing (the login page is public).
  await page.goto(`${b2bBase('de')}/login`);
  const b2b = page.getByTestId('site-footer');
  await expect(b2b.locator('[data-logo]')).toHaveCount(0);
  await expect(b2b.getByTestId('quality-promise')).toHaveCount(0);
  await expect(b2b.locator('[data-social="linkedin"]')).toHaveCount(1);
  await expect(b2b.getByRole('link', { name: 'Impressum', exact: true })).toBeVisible();
});

test('the footer folds its link blocks on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const block = page.getByTestId('site-footer').locator('details').filter({ hasText: 'Entdecken' });
  const link = block.getByRole('link', { name: 'Marken' });
  await expect(link).toBeHidden();
  await block.locator('summary').click();
  await expect(link).toBeVisible();
});

test('the checkout has the smaller footer with the legal links', async ({ page }) => {
  await addToCart(page);
  await page.goto('/checkout/login');
  const footer = page.getByTestId('site-footer');
  await expect(footer).toHaveAttribute('data-footer-kind', 'CHECKOUT');
  await expect(footer.getByRole('link', { name: 'Impressum', exact: true })).toBeVisible();
  // Nothing that leads away: no newsletter, no social links.
  await expect(footer.getByTestId('footer-newsletter')).toHaveCount(0);
  await expect(footer.locator('[data-social]')).toHaveCount(0);
});

test('a content page renders its grid with breadcrumbs, a legal page its text', async ({ page }) => {
  const response = await page.goto('/beratung/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('[data-content-page="beratung"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText('Beratung');
  await expect(page.getByRole('heading', { level: 1, name: 'Wir beraten Sie gerne' })).toBeVisible();
  await expect(page.locator('[data-teaser-kind="IMAGE_LINK"] a[href="/cat/610/"]').first()).toBeVisible();
  await homeShots(page, 'content-beratung');

  const legal = await page.goto('/impressum/');
  expect(legal?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await homeShots(page, 'legal-impressum');
});

test('screenshots of the home per shop at 1280 and 390 px', async ({ page }) => {
  for (const [name, base] of [
    ['home-de', ''],
    ['home-at', shopBase('at')],
    ['home-ch', shopBase('ch')],
  ] as const) {
    await page.goto(`${base}/`);
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
    await homeShots(page, name);
  }
  // The B2B home needs a login; its public login page shows the B2B frame (header and footer).
  for (const language of ['de', 'en'] as const) {
    await page.goto(`${b2bBase(language)}/login`);
    await expect(page.getByTestId('site-footer').locator('[data-social="xing"]')).toHaveCount(1);
    await homeShots(page, `login-b2b-${language}`);
  }
});
