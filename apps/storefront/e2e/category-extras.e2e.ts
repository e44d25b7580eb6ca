// The category page's CMS side (issue 28; catalogue spec §2 "Category listing", §3 Category) in
// real Chromium against the stand-in: topsellers above the products on the first page only, the
// SEO text below them with its CSS-only "mehr lesen" toggle, the category teasers above the
// products or below the SEO text, and the category navigation the Sale category hides.
// Screenshots at 1280 and 390 px go to docs/screenshots/category/.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('category');

/** Schreiben & Zeichnen: SEO text, topsellers, teasers above the products. */
const MAIN = '/cat/100/';
/** Basteln & Gestalten: its teasers go below the SEO text. */
const CRAFTS = '/cat/300/';
/** Sale: a flag-based listing without left navigation. */
const SALE = '/cat/900/';
/** The whole assortment: its topsellers and a second page. */
const ASSORTMENT = '/cat/1/';
/** Füller & Tintenroller: a leaf, whose navigation shows its sibling categories. */
const LEAF = '/cat/120/';

const topsellers = (page: Page) => page.getByTestId('category-topsellers');
const seo = (page: Page) => page.getByTestId('category-seo-text');
const productGrid = (page: Page) => page.getByRole('list', { name: /^Produkte in / });
const categoryNav = (page: Page) => page.getByTestId('category-navigation');

/** Whether `a` comes before `b` in the document. */
async function precedes(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(([first, second]) => {
    const x = document.querySelector(first!);
    const y = document.querySelector(second!);
    if (!x || !y) throw new Error(`missing ${x ? second : first}`);
    return Boolean(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
  }, [a, b]);
}

async function shots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  // Nothing of the extras may widen the page on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('category extras', () => {
  test('a main category shows its topsellers above the products and the SEO text below with its toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(MAIN);
    const row = topsellers(page);
    await expect(row.getByRole('heading', { name: 'Topseller' })).toBeVisible();
    const tiles = row.getByTestId('product-tile');
    await expect(tiles).toHaveCount(4);
    // Topsellers lead the products too: the default sort ranks them first.
    const first = (await tiles.first().locator('h3').textContent())?.trim();
    await expect(productGrid(page).getByTestId('product-tile').first().locator('h3')).toHaveText(first!);
    expect(await precedes(page, '[data-testid="category-topsellers"]', '[data-testid="category-count"]')).toBe(true);

    const box = seo(page);
    await expect(box.getByRole('heading', { name: 'Schreiben & Zeichnen für Schule und Kita' })).toBeVisible();
    expect(await precedes(page, '[data-testid="category-count"]', '[data-testid="category-seo-text"]')).toBe(true);
    const text = box.locator('[id$="-text"]');
    const collapsed = (await text.boundingBox())!.height;
    const toggle = box.getByTestId('category-seo-toggle');
    await expect(toggle).toHaveText('mehr lesen', { useInnerText: true });
    // The last paragraph is cut off until the toggle opens the box.
    const lastLink = box.getByRole('link', { name: 'Beratung' });
    await box.scrollIntoViewIfNeeded();
    await expect(lastLink).not.toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveText('weniger lesen', { useInnerText: true });
    expect((await text.boundingBox())!.height).toBeGreaterThan(collapsed + 60);
    await lastLink.scrollIntoViewIfNeeded();
    await expect(lastLink).toBeInViewport();
    await toggle.click();
    await expect(toggle).toHaveText('mehr lesen', { useInnerText: true });
    expect((await text.boundingBox())!.height).toBeCloseTo(collapsed, 0);

    // Keyboard: the toggle is a checkbox the keyboard reaches and switches.
    await box.getByRole('checkbox', { name: 'mehr lesen' }).focus();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveText('weniger lesen', { useInnerText: true });
    await page.keyboard.press('Space');
    await expect(toggle).toHaveText('mehr lesen', { useInnerText: true });
    // The screenshots show the page as a visitor finds it: no focus ring, from the top.
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    await shots(page, 'main-category');
  });

  test('the topsellers show on the first page only', async ({ page }) => {
    // The whole assortment is the one listing with a second page (60 articles a page).
    await page.goto(ASSORTMENT);
    await expect(topsellers(page).getByTestId('product-tile')).toHaveCount(4);
    await page.goto(`${ASSORTMENT}?p=2`);
    await expect(productGrid(page)).toBeVisible();
    await expect(topsellers(page)).toHaveCount(0);
  });

  test('a category shows its teasers above the products, another below its SEO text', async ({ page }) => {
    await page.goto(MAIN);
    const top = page.getByTestId('category-teasers-top');
    await expect(top.getByRole('heading', { name: 'Klassensätze zum Schulstart' })).toBeVisible();
    await expect(top.getByRole('link', { name: 'Zu den Klassensätzen' })).toHaveAttribute('href', '/cat/110/');
    await expect(top.getByText('Welcher Stift für wen?')).toBeVisible();
    expect(await precedes(page, '[data-testid="category-teasers-top"]', '[data-testid="category-count"]')).toBe(true);
    await expect(page.getByTestId('category-teasers-bottom')).toHaveCount(0);

    await page.goto(CRAFTS);
    const bottom = page.getByTestId('category-teasers-bottom');
    await expect(bottom.getByRole('heading', { name: 'Bastelideen für jede Jahreszeit' })).toBeVisible();
    expect(await precedes(page, '[data-testid="category-seo-text"]', '[data-testid="category-teasers-bottom"]')).toBe(true);
    await expect(page.getByTestId('category-teasers-top')).toHaveCount(0);
    await bottom.scrollIntoViewIfNeeded();
    await shots(page, 'teasers-below-seo-text');
  });

  test('the sale category hides the category navigation a leaf category shows', async ({ page }) => {
    await page.goto(LEAF);
    const nav = categoryNav(page);
    await expect(nav.getByRole('link', { name: 'Füller & Tintenroller' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Filz- & Fasermaler' })).toHaveAttribute('href', /^\/cat\/130\/?$/);

    await page.goto(SALE);
    await expect(productGrid(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sale %' })).toBeVisible();
    await expect(categoryNav(page)).toHaveCount(0);
    await shots(page, 'sale-without-navigation');
  });
});
