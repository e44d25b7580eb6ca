import type { Page } from '@playwright/test';
import { addToCart, b2bBase } from './support/checkout';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';

// The shop header (issue 28, catalogue spec §2 Header, §4 Header menus, §9): the mini cart on a
// laptop with a mouse, the navigation flyouts by keyboard, the drawer of narrow screens and the
// selling-point strip.

const { shot } = screenshotsIn('header');
const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const miniCart = (page: Page) => page.getByTestId('mini-cart');

test('the mini cart opens on hover with the last 3 of 4 lines, the totals and the way to the basket', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  for (const productId of ['10401', '10402', '10403', '10405']) await addToCart(page, productId);
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveText('4');

  await page.getByTestId('cart-button').hover();
  await expect(miniCart(page)).toBeVisible();
  const lines = miniCart(page).getByTestId('mini-cart-line');
  await expect(lines).toHaveCount(3);
  // The last three added, in cart order; the first one is left to the "all products" link.
  for (const [index, productId] of ['10402', '10403', '10405'].entries()) {
    await expect(lines.nth(index).getByRole('link')).toHaveAttribute('href', new RegExp(`^/prod/${productId}\\b`));
    await expect(lines.nth(index)).toContainText('Menge: 1');
    await expect(lines.nth(index)).toContainText(/\d,\d{2}\s€/);
  }
  await expect(miniCart(page).locator('a[href^="/prod/10401"]')).toHaveCount(0);
  await expect(miniCart(page).getByTestId('mini-cart-all')).toHaveText('Alle 4 Artikel ansehen');
  await expect(miniCart(page).getByTestId('mini-cart-subtotal')).toHaveText(/\d,\d{2}\s€/);
  await expect(miniCart(page).getByTestId('mini-cart-shipping')).toHaveText(/\d,\d{2}\s€|kostenlos/);
  await expect(miniCart(page).getByTestId('mini-cart-total')).toHaveText(/\d,\d{2}\s€/);
  await shot(page, 'mini-cart', false);

  // The pointer leaves: the mini cart stays for the close delay, then goes.
  await page.mouse.move(10, 500);
  await expect(miniCart(page)).toBeVisible();
  await expect(miniCart(page)).toHaveCount(0);

  // By keyboard: the focus on the basket link opens it, Escape closes it and leaves the focus on the link.
  await page.getByTestId('cart-button').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(miniCart(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(miniCart(page)).toHaveCount(0);
  await expect(page.getByTestId('cart-button')).toBeFocused();

  await page.getByTestId('cart-button').hover();
  await miniCart(page).getByTestId('mini-cart-to-basket').click();
  await expect(page).toHaveURL(/\/checkout\/basket\/?$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(4);
});

test('the mini cart of an empty cart says so', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByTestId('cart-button').hover();
  await expect(miniCart(page).getByTestId('mini-cart-empty')).toHaveText('Ihr Warenkorb ist leer.');
  await expect(miniCart(page).getByTestId('mini-cart-line')).toHaveCount(0);
});

test('on a phone the basket button is just the link to the basket', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByTestId('cart-button').hover();
  await page.waitForTimeout(600);
  await expect(miniCart(page)).toHaveCount(0);
  await page.getByTestId('cart-button').click();
  await expect(page).toHaveURL(/\/checkout\/basket\/?$/);
});

test('a navigation flyout opens and closes by keyboard', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Kategorien' });
  const category = nav.getByRole('link', { name: 'Schreiben & Zeichnen', exact: true });
  const toggle = nav.getByRole('button', { name: 'Unterkategorien von Schreiben & Zeichnen' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Tab reaches the main category, then its disclosure button; Enter opens the flyout.
  await category.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(flyout).toBeVisible();
  await expect(page.getByTestId('nav-flyout')).toHaveCount(1);
  await expect(flyout.getByRole('link', { name: 'Alles aus Schreiben & Zeichnen →' })).toBeVisible();
  await expect(flyout.locator('a[data-nav-level="2"]').first()).toHaveAttribute('data-nav-area', 'flyout');
  await shot(page, 'flyout', false);

  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();

  // ArrowDown on the main category's link opens it and moves into it; Tab out of the item closes it.
  await category.focus();
  await page.keyboard.press('ArrowDown');
  await expect(flyout).toBeVisible();
  await expect(flyout.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();

  // The mouse: resting on a category opens its flyout (after the hover intent), leaving closes it.
  await category.hover();
  await expect(flyout).toBeVisible();
  await page.mouse.move(640, 850);
  await expect(flyout).toBeHidden();
});

test('the drawer at 390 px opens, drills down into a category, closes with Escape and never widens the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/cat/200');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const burger = page.getByTestId('menu-button');
  const drawer = page.getByTestId('nav-drawer');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(drawer).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  // Spec §9: the mobile navigation starts 61 px below the top of the header bar (burger and logo stay in sight).
  const headerRow = await page.locator('[data-header-row]').boundingBox();
  expect((await drawer.boundingBox())!.y - headerRow!.y).toBe(61);
  await expect(burger).toBeInViewport();

  const list = drawer.getByTestId('nav-drawer-list');
  await expect(list.getByRole('button', { name: /Schreiben & Zeichnen/ })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Beratung für Lehrkräfte' })).toHaveAttribute('href', '/beratung/');
  await shot(page, 'drawer-390', false);

  await list.getByRole('button', { name: /Schreiben & Zeichnen/ }).click();
  await expect(drawer.getByRole('heading', { name: 'Schreiben & Zeichnen' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Alles aus Schreiben & Zeichnen' })).toHaveAttribute('href', '/cat/100');
  await expect(drawer.getByRole('button', { name: 'Zurück' })).toBeFocused();
  await shot(page, 'drawer-390-level', false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await drawer.getByRole('button', { name: 'Zurück' }).click();
  await expect(list.getByRole('button', { name: /Schreiben & Zeichnen/ })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
  await expect(burger).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A category link in the drawer leads there and closes the drawer.
  await burger.click();
  await drawer.getByRole('button', { name: /Schreiben & Zeichnen/ }).click();
  await drawer.getByRole('link', { name: 'Alles aus Schreiben & Zeichnen' }).click();
  await expect(page).toHaveURL(/\/cat\/100\/?$/);
  await expect(drawer).toBeHidden();
});

test('the selling-point strip and the pre-header: tooltips on B2C, the advice link and the trust badge', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await page.goto('/');
  const strip = page.getByTestId('selling-points');
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('listitem')).toHaveCount(3);
  const invoice = strip.getByRole('button', { name: 'Kauf auf Rechnung' });
  await invoice.hover();
  await expect(page.getByRole('tooltip', { name: /per Rechnung/ })).toBeVisible();
  await expect(invoice).toHaveAccessibleDescription(/per Rechnung/);
  await shot(page, 'selling-points', false);

  const preHeader = page.getByTestId('pre-header');
  await expect(preHeader.getByRole('link', { name: 'Beratung für Lehrkräfte' })).toHaveAttribute('href', '/beratung/');
  await expect(preHeader.getByRole('link', { name: 'Geprüfter Shop' })).toHaveAttribute('href', '/service/sicher-einkaufen/');
  await expect(preHeader.locator('a[href^="tel:"]')).toHaveCount(0);
});

test('the B2B pre-header: hotline and e-mail teasers, the DE/EN switch, the selling points as links', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${b2bBase('de')}/login`);
  const preHeader = page.getByTestId('pre-header');
  await expect(preHeader.getByRole('link', { name: 'Hotline 0800 12345' })).toHaveAttribute('href', 'tel:+4980012345');
  await expect(preHeader.getByRole('link', { name: 'service@tafel.example.de' })).toHaveAttribute('href', 'mailto:service@tafel.example.de');
  await expect(page.getByRole('navigation', { name: 'Sprache des Shops' }).getByRole('link', { name: 'EN' })).toBeVisible();
  const strip = page.getByTestId('selling-points');
  await expect(strip.getByRole('link', { name: 'Ihre Vorteile als Bildungseinrichtung' })).toHaveAttribute('href', '/service/your-advantages/');
  await expect(strip.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about-betzold/');
  await expect(strip.getByRole('button')).toHaveCount(0);
  await shot(page, 'b2b-pre-header', false);

  // On a phone hotline and switch stay, and the bar does not widen the page.
  await page.setViewportSize(PHONE);
  await expect(preHeader.getByRole('link', { name: 'Hotline 0800 12345' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sprache des Shops' }).getByRole('link', { name: 'EN' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'b2b-pre-header-390', false);
});
