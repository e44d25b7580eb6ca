// Filters on the category page (catalogue spec §2 "Category listing", §3 listing state, §5; the
// route table's /cat/{id} with p, sort, filter.*, filter.PRICE, filter.rating) in real Chromium
// against the stand-in's catalogue: the search's filter column beside the products, values that
// narrow products and count, sort and pages that keep the filters, chips, price and rating, a
// hand-edited filter the category does not have, no results, the folded panel on a narrow screen
// and the plain GET form without JavaScript. Screenshots go to docs/screenshots/category-filters/.
import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { listedArticles, listingReady, tileNames, tiles } from './support/listing';

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/category-filters/', import.meta.url));

/** Bleistifte & Buntstifte: 22 articles, three subcategories, all four enum filters, prices and ratings. */
const PENCILS = '/cat/110';
/** The whole assortment: enough products for two pages even when filtered by a colour. */
const ASSORTMENT = '/cat/1';

const count = (page: Page) => page.getByTestId('category-count');
const articleCount = (page: Page) => listedArticles(count(page));
const sortSelect = (page: Page) => page.getByLabel('Sortieren nach');

/** A filter value as its checkbox label reads ("Gelb, 3"): the name and how many articles it has. */
async function filterValues(group: Locator): Promise<{ name: string; count: number }[]> {
  return (await group.locator('label').allTextContents()).map((text) => {
    const match = /^(.*?),\s*([\d.]+)$/.exec(text.trim());
    if (!match) throw new Error(`no value and count in "${text}"`);
    return { name: match[1]!, count: Number(match[2]!.replace(/\./g, '')) };
  });
}

/** The first value of a filter that narrows the listing (some articles, not all). */
async function narrowingValue(group: Locator, all: number): Promise<{ name: string; count: number }> {
  const value = (await filterValues(group)).find((candidate) => candidate.count > 0 && candidate.count < all);
  if (!value) throw new Error('no value narrows the listing');
  return value;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a category shows the filters beside its products; a value narrows products and count, the sort keeps it, its chip removes it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PENCILS);
  await listingReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bleistifte & Buntstifte');
  // The subcategories stay as chips; the filters are a column of their own beside the products.
  await expect(page.getByRole('navigation', { name: 'Unterkategorien' }).getByRole('link', { name: 'Buntstifte' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filter' });
  await expect(filters).toBeVisible();
  // Spec §2: the hero filters (4 beside a category filter) are open; price and rating too.
  for (const id of ['marke', 'farbe', 'altersempfehlung', 'anzahl-farben', 'price', 'rating']) {
    await expect(page.getByTestId(`filter-${id}`)).toHaveAttribute('open', '');
  }
  const [filterBox, firstTile] = await Promise.all([filters.boundingBox(), tiles(page).first().boundingBox()]);
  expect(filterBox!.x + filterBox!.width).toBeLessThanOrEqual(firstTile!.x);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cat\/110\/$/);
  const all = await articleCount(page);
  expect(all).toBeGreaterThan(1);
  await expect(tiles(page)).toHaveCount(all);

  const colour = page.getByTestId('filter-farbe');
  const value = await narrowingValue(colour, all);
  const checkbox = colour.getByRole('checkbox', { name: new RegExp(`^${escaped(value.name)}\\s*,`) });
  await checkbox.check();
  await expect(page).toHaveURL(new RegExp(`/cat/110\\?filter\\.farbe=${encodeURIComponent(value.name)}$`));
  await expect(count(page)).toHaveText(`${value.count} Artikel`);
  await expect(tiles(page)).toHaveCount(value.count);
  await expect(checkbox).toBeChecked();
  const chip = page.getByTestId('active-filters').getByRole('link', { name: `Filter „Farbe: ${value.name}“ entfernen` });
  await expect(chip).toBeVisible();
  // A filtered category is not for search engines; its canonical URL has no filters.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex, ?follow/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cat\/110\/$/);

  // The sort keeps the filter.
  await sortSelect(page).selectOption('NAME');
  await expect(page).toHaveURL(new RegExp(`/cat/110\\?filter\\.farbe=${encodeURIComponent(value.name)}&sort=NAME$`));
  await expect(count(page)).toHaveText(`${value.count} Artikel`);
  const byName = await tileNames(page);
  expect(byName).toEqual([...byName].sort(new Intl.Collator('de').compare));
  await expect(checkbox).toBeChecked();
  // No hover highlight in the picture.
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}filtered.png` });

  // A filter changed after sorting keeps the sort; the chip removes only its value.
  const brand = page.getByTestId('filter-marke');
  const brandValue = (await filterValues(brand)).find((candidate) => candidate.count > 0)!;
  await brand.getByRole('checkbox', { name: new RegExp(`^${escaped(brandValue.name)}\\s*,`) }).check();
  // The form writes its filters in the column's order (Marke first), the sort stays.
  await expect(page).toHaveURL(new RegExp(`/cat/110\\?filter\\.marke=[^&]+&filter\\.farbe=${encodeURIComponent(value.name)}&sort=NAME$`));
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/cat/110\\?filter\\.marke=${encodeURIComponent(brandValue.name).replace(/%20/g, '\\+')}&sort=NAME$`));
  await expect(checkbox).not.toBeChecked();
  await expect(page.getByTestId('active-filters').getByRole('link', { name: /^Filter „/ })).toHaveCount(1);
  // With no other filter left, the brand's own count is the listing's.
  const brandAlone = (await filterValues(brand)).find((candidate) => candidate.name === brandValue.name)!;
  await expect(count(page)).toHaveText(`${brandAlone.count} Artikel`);

  // Spec §2: removing all filters also resets the sort: the plain category.
  await page.getByTestId('active-filters').getByRole('link', { name: 'Alle Filter entfernen' }).click();
  await expect(page).toHaveURL(/\/cat\/110$/);
  await expect(count(page)).toHaveText(`${all} Artikel`);
  await expect(sortSelect(page)).toHaveValue('RECOMMENDED');
  await expect(page.getByTestId('active-filters')).toHaveCount(0);
});

test('page links keep the filters; a new filter starts again at page 1', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${ASSORTMENT}?filter.farbe=Blau`);
  await listingReady(page);
  await expect(page.getByTestId('filter-farbe').getByRole('checkbox', { name: /^Blau\s*,/ })).toBeChecked();
  const total = await articleCount(page);
  expect(total).toBeGreaterThan(60);
  await expect(count(page)).toContainText('Seite 1 von 2');
  await expect(tiles(page)).toHaveCount(60);
  const firstPage = await tileNames(page);

  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: /Weiter/ }).click();
  await expect(page).toHaveURL(/\/cat\/1\?filter\.farbe=Blau&p=2$/);
  await expect(count(page)).toContainText(`Seite 2 von 2 · ${total} Artikel`);
  await expect(tiles(page)).toHaveCount(total - 60);
  expect((await tileNames(page)).filter((name) => firstPage.includes(name))).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Seite 1' })).toHaveAttribute('href', '/cat/1?filter.farbe=Blau');
  await expect(page.getByTestId('active-filters')).toContainText('Farbe: Blau');

  const rating = page.getByTestId('filter-rating').getByRole('radio', { name: 'ab 4 Sternen' });
  await rating.check();
  await expect(page).toHaveURL(/\/cat\/1\?filter\.farbe=Blau&filter\.rating=4$/);
  await expect(rating).toBeChecked();
  expect(await articleCount(page)).toBeLessThan(total);
});

test('price and rating narrow the category', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PENCILS);
  await listingReady(page);
  const all = await articleCount(page);

  const from = page.getByTestId('filter-price').getByLabel('von');
  await from.fill('10');
  await from.press('Enter');
  await expect(page).toHaveURL(/\/cat\/110\?filter\.PRICE=10-$/);
  await expect(page.getByTestId('active-filters')).toContainText('Preis: ab 10,00\u00a0€');
  const fromTen = await articleCount(page);
  expect(fromTen).toBeGreaterThan(0);
  expect(fromTen).toBeLessThan(all);
  await expect(tiles(page)).toHaveCount(fromTen);
  await expect(from).toHaveValue('10');

  await page.getByTestId('filter-rating').getByRole('radio', { name: 'ab 4 Sternen' }).check();
  await expect(page).toHaveURL(/\/cat\/110\?filter\.PRICE=10-&filter\.rating=4$/);
  await expect(page.getByTestId('active-filters')).toContainText('Bewertung: ab 4 Sternen');
  const rated = await articleCount(page);
  expect(rated).toBeGreaterThan(0);
  expect(rated).toBeLessThan(fromTen);
  await expect(tiles(page)).toHaveCount(rated);
  for (const label of await tiles(page).getByRole('img', { name: /von 5 Sternen/ }).evaluateAll((stars) => stars.map((star) => star.getAttribute('aria-label') ?? ''))) {
    expect(Number(/^([\d,]+)/.exec(label)![1]!.replace(',', '.'))).toBeGreaterThanOrEqual(4);
  }

  // Spec §2: the rating's chip removes only the rating.
  await page.getByRole('link', { name: 'Filter „Bewertung: ab 4 Sternen“ entfernen' }).click();
  await expect(page).toHaveURL(/\/cat\/110\?filter\.PRICE=10-$/);
  await expect(count(page)).toHaveText(`${fromTen} Artikel`);
});

test('a filter the category does not have shows the category without filters and says so; an unknown category stays 404', async ({ page }) => {
  const response = await page.goto(`${PENCILS}?filter.gibtsnicht=rot&filter.farbe=Blau&sort=NAME`);
  await listingReady(page);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bleistifte & Buntstifte');
  await expect(page.getByTestId('category-filters-refused')).toHaveText(
    'Die gewählten Filter passen nicht zu dieser Kategorie. Wir zeigen Ihnen deshalb alle Artikel ohne Filter.',
  );
  await expect(page.getByTestId('active-filters')).toHaveCount(0);
  await expect(page.getByTestId('filter-farbe').getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The category as it is without filters (the sort stays).
  const shown = await articleCount(page);
  await expect(sortSelect(page)).toHaveValue('NAME');
  await page.goto(PENCILS);
  await listingReady(page);
  expect(await articleCount(page)).toBe(shown);

  const unknown = await page.goto('/cat/999999?filter.farbe=Blau');
  expect(unknown?.status()).toBe(404);

  // A page beyond the pages a listing serves falls back to the first (spec §5), not to a 404.
  const far = await page.goto(`${PENCILS}?p=10001`);
  expect(far?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bleistifte & Buntstifte');
  expect(await articleCount(page)).toBe(shown);
  await expect(tiles(page)).toHaveCount(shown);
});

test('no articles for the chosen filters: an empty state that removes them all', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${PENCILS}?sort=PRICE_DESC`);
  await listingReady(page);
  const all = await articleCount(page);
  const from = page.getByTestId('filter-price').getByLabel('von');
  await from.fill('5000');
  await from.press('Enter');
  await expect(page).toHaveURL(/\/cat\/110\?filter\.PRICE=5000-&sort=PRICE_DESC$/);
  const empty = page.getByTestId('category-empty');
  await expect(empty).toContainText('In dieser Kategorie gibt es keine Artikel mit den gewählten Filtern.');
  await expect(tiles(page)).toHaveCount(0);
  await expect(count(page)).toHaveText('0 Artikel');

  await empty.getByRole('link', { name: 'Alle Filter entfernen' }).click();
  await expect(page).toHaveURL(/\/cat\/110$/);
  await expect(tiles(page)).toHaveCount(all);
});

test('on a narrow screen the filters fold behind a button that opens them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PENCILS);
  await listingReady(page);
  const colour = page.getByTestId('filter-farbe');
  await expect(colour).toBeHidden();
  const toggle = page.getByTestId('filter-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(colour).toBeVisible();

  const all = await articleCount(page);
  const value = await narrowingValue(colour, all);
  await colour.getByRole('checkbox', { name: new RegExp(`^${escaped(value.name)}\\s*,`) }).check();
  await expect(page).toHaveURL(new RegExp(`filter\\.farbe=${encodeURIComponent(value.name)}$`));
  await expect(count(page)).toHaveText(`${value.count} Artikel`);
  // The panel stays open after the filter applied, with the number of active filters on its button.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toContainText('1');
  await toggle.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOTS}narrow.png` });
});

test('without JavaScript the category’s filter form still works (a plain GET form)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto(`${PENCILS}?sort=NAME`);
    const all = await articleCount(page);
    const colour = page.getByTestId('filter-farbe');
    const value = await narrowingValue(colour, all);
    await colour.getByRole('checkbox', { name: new RegExp(`^${escaped(value.name)}\\s*,`) }).check();
    await page.getByRole('button', { name: 'Anwenden' }).last().click();
    await expect(page).toHaveURL(/\/cat\/110\?/);
    await expect(page).toHaveURL(new RegExp(`filter\\.farbe=${encodeURIComponent(value.name)}`));
    await expect(page.getByTestId('active-filters')).toContainText(`Farbe: ${value.name}`);
    await expect(count(page)).toHaveText(`${value.count} Artikel`);
    await expect(sortSelect(page)).toHaveValue('NAME');
  } finally {
    await context.close();
  }
});
