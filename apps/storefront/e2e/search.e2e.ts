// The shop's search (catalogue spec §2 "Search", "Header"; §5; §9) in real Chromium against the
// stand-in's catalogue: suggestions while typing, results with count, sort, pages and filters, the
// long-tail adjustment, redirects, the empty query and no results. Screenshots go to
// docs/screenshots/search/ (named in the README).
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { listedArticles, listingReady, tileNames, tiles } from './support/listing';

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/search/', import.meta.url));

/** The header's search box, once React drives it (typing before hydration could be replaced). */
const searchBox = (page: Page) => page.locator('form[role="search"][data-ready]').getByRole('combobox', { name: 'Suche' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suchvorschläge' });
const count = (page: Page) => page.getByTestId('search-count');
const articleCount = (page: Page) => listedArticles(count(page));

/** Searches through the header box as a shopper does. */
async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

test('typing shows the shop’s suggestions; the arrow keys and Enter choose one', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toHaveAttribute('placeholder', 'Suchbegriff oder Artikelnummer');
  await expect(page.getByRole('button', { name: 'Suchen' })).toBeVisible();

  // One character asks nothing; from the second on the stand-in's names appear (spec §2).
  await box.pressSequentially('o');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.pressSequentially('rdner a4', { delay: 40 });
  const list = suggestions(page);
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  const options = list.getByRole('option');
  await expect(options.first()).toContainText('Ordner A4');
  // The typed part is highlighted.
  await expect(options.first().locator('mark').first()).toHaveText(/^ordner a4$/i);
  await page.screenshot({ path: `${SCREENSHOTS}suggestions.png` });

  // Escape closes; typing opens again; a click outside closes (spec §2).
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.mouse.click(8, 600);
  await expect(list).toBeHidden();
  await box.focus();
  await expect(list).toBeVisible();

  // Down, down: the second suggestion is the active descendant; Enter searches for it. A product
  // name found exactly leads to the product (spec: a direct product match).
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = options.nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  const chosen = ((await second.textContent()) ?? '').trim();
  expect(chosen).toMatch(/^Ordner A4/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/prod\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
  expect(errors).toEqual([]);
});

test('a search shows its results with the count; pages and the sort change URL and results', async ({ page }) => {
  await page.goto('/');
  await search(page, 'kinder');
  await expect(page).toHaveURL(/\/search\?q=kinder$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „kinder“');
  await expect(page).toHaveTitle('Suche nach „kinder“ | Tafel');
  await expect(count(page)).toContainText('Seite 1 von 2');
  const total = await articleCount(page);
  expect(total).toBeGreaterThan(60);
  // Spec §9: 60 per page, relevance first.
  await expect(tiles(page)).toHaveCount(60);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('RELEVANCE');
  // Spec §9: not for search engines; the canonical URL keeps only q and p.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?q=kinder$/);
  const firstPage = await tileNames(page);

  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: /Weiter/ }).click();
  await expect(page).toHaveURL(/\/search\?q=kinder&p=2$/);
  await expect(count(page)).toContainText('Seite 2 von 2');
  await expect(tiles(page)).toHaveCount(total - 60);
  const secondPage = await tileNames(page);
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  // A new sort starts again at page 1.
  await page.getByLabel('Sortieren nach').selectOption('NAME');
  await expect(page).toHaveURL(/\/search\?q=kinder&sort=NAME$/);
  await expect(count(page)).toContainText('Seite 1 von 2');
  await expect(tiles(page)).toHaveCount(60);
  const byName = await tileNames(page);
  expect(byName).toEqual([...byName].sort(new Intl.Collator('de').compare));
  expect(byName).not.toEqual(firstPage);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\?q=kinder$/);
});

test('a filter value narrows the results, its chip removes it again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/search?q=stifte');
  await listingReady(page);
  // Spec §2: the hero filters are open, 4 beside the category options (a category filter).
  for (const id of ['marke', 'farbe', 'altersempfehlung', 'anzahl-farben', 'price', 'rating']) {
    await expect(page.getByTestId(`filter-${id}`)).toHaveAttribute('open', '');
  }
  const all = await articleCount(page);
  const colour = page.getByTestId('filter-farbe');
  const blue = colour.getByRole('checkbox', { name: /^Blau/ });
  // The label reads "Blau, 12": the value and how many results it has.
  const blueCount = Number(/(\d+)\s*$/.exec((await colour.locator('label').filter({ has: page.getByRole('checkbox', { name: /^Blau/ }) }).textContent()) ?? '')?.[1]);
  expect(blueCount).toBeGreaterThan(0);
  expect(blueCount).toBeLessThan(all);

  await blue.check();
  await expect(page).toHaveURL(/\/search\?q=stifte&filter\.farbe=Blau$/);
  await expect(count(page)).toHaveText(`${blueCount} Artikel`);
  await expect(tiles(page)).toHaveCount(blueCount);
  const chip = page.getByTestId('active-filters').getByRole('link', { name: 'Filter „Farbe: Blau“ entfernen' });
  await expect(chip).toBeVisible();
  await expect(blue).toBeChecked();
  await page.screenshot({ path: `${SCREENSHOTS}results-filtered.png`, fullPage: true });

  await chip.click();
  await expect(page).toHaveURL(/\/search\?q=stifte$/);
  await expect(count(page)).toHaveText(`${all} Artikel`);
  await expect(blue).not.toBeChecked();
  await expect(page.getByTestId('active-filters')).toHaveCount(0);

  // A category option searches within it; "remove all filters" leaves only the query (spec §2).
  const category = page.getByTestId('search-categories').getByRole('link').first();
  const categoryName = ((await category.textContent()) ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
  await category.click();
  await expect(page).toHaveURL(/searchInCategoryId=/);
  await expect(page.getByTestId('search-scope')).toContainText(`„${categoryName}“`);
  await page.getByLabel('Sortieren nach').selectOption('PRICE_ASC');
  await expect(page).toHaveURL(/sort=PRICE_ASC/);
  await page.getByTestId('filter-farbe').getByRole('checkbox').first().check();
  await expect(page).toHaveURL(/filter\.farbe=/);
  await page.getByRole('link', { name: 'Alle Filter entfernen' }).click();
  await expect(page).toHaveURL(/\/search\?q=stifte$/);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('RELEVANCE');
});

test('a filter or category the shop does not know (a stale link) shows the search without filters and says so', async ({ page }) => {
  await page.goto('/search?q=stifte');
  await listingReady(page);
  const all = await articleCount(page);
  await expect(page.getByTestId('search-filters-refused')).toHaveCount(0);

  await page.goto('/search?q=stifte&filter.gewicht=1+kg&filter.farbe=Blau');
  await expect(page.getByTestId('search-filters-refused')).toHaveText('Die gewählten Filter passen nicht zu dieser Suche. Wir zeigen Ihnen deshalb alle Treffer ohne Filter.');
  await expect(count(page)).toContainText(`${all} Artikel`);
  await expect(page.getByTestId('active-filters')).toHaveCount(0);
  await expect(page.getByTestId('filter-farbe').getByRole('checkbox', { name: /^Blau/ })).not.toBeChecked();

  await page.goto('/search?q=stifte&searchInCategoryId=99999');
  await expect(page.getByTestId('search-filters-refused')).toBeVisible();
  await expect(count(page)).toContainText(`${all} Artikel`);
  await expect(page.getByTestId('search-scope')).toHaveCount(0);

  // The sort the shopper chose stays, as on the category page.
  await page.goto('/search?q=stifte&filter.gewicht=1+kg&sort=NAME');
  await expect(page.getByTestId('search-filters-refused')).toBeVisible();
  await expect(count(page)).toContainText(`${all} Artikel`);
  await expect(page.getByLabel('Sortieren nach')).toHaveValue('NAME');
});

test('a long-tail query is refined with the filter it names, and stays so while paging or sorting', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await search(page, 'blaue ordner');
  await expect(page).toHaveURL(/\/search\?q=blaue\+ordner$/);
  const note = page.getByTestId('search-adjusted');
  await expect(note).toContainText('Ihre Suche „blaue ordner“ wurde mit dem Filter Farbe: Blau verfeinert.');
  await expect(page.getByTestId('filter-farbe').getByRole('checkbox', { name: /^Blau/ })).toBeChecked();
  await expect(page.getByTestId('active-filters')).toContainText('Farbe: Blau');
  const adjusted = await articleCount(page);
  await page.screenshot({ path: `${SCREENSHOTS}adjusted.png` });

  // Sorting keeps the adjusted search (oq), so it is not adjusted again.
  await page.getByLabel('Sortieren nach').selectOption('NAME');
  await expect(page).toHaveURL(/\/search\?q=ordner&oq=blaue\+ordner&filter\.farbe=Blau&sort=NAME$/);
  await expect(count(page)).toHaveText(`${adjusted} Artikel`);
  await expect(note).toContainText('angepasst aus Ihrer Suche „blaue ordner“');

  // The shopper can search exactly what was typed instead.
  await note.getByRole('link', { name: 'Stattdessen genau nach „blaue ordner“ suchen' }).click();
  await expect(page).toHaveURL(/\/search\?q=blaue\+ordner&oq=blaue\+ordner$/);
  await expect(page.getByTestId('search-adjusted')).toHaveCount(0);
  await expect(page.getByTestId('active-filters')).toHaveCount(0);
});

test('a keyword leads to its category and an order number to its product', async ({ page }) => {
  await page.goto('/');
  await search(page, 'ranzen');
  await expect(page).toHaveURL(/\/cat\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Schulranzen/);

  await search(page, '501.485');
  await expect(page).toHaveURL(/\/prod\/10401\?varid=10401-02$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ordner A4, 8 cm Rücken');
});

test('an empty query goes home; a query without results shows what to try instead', async ({ page }) => {
  await page.goto('/search?q=ordner');
  await expect(searchBox(page)).toHaveValue('ordner');
  await search(page, '   ');
  await expect(page).toHaveURL(/\/$/);
  // The same for a URL typed by hand (spec §2: nothing is loaded without q).
  await page.goto('/search?q=');
  await expect(page).toHaveURL(/\/$/);

  await search(page, 'xyzqwv');
  await expect(page).toHaveURL(/\/search\?q=xyzqwv$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leider keine Treffer für „xyzqwv“');
  const empty = page.getByTestId('search-empty');
  await expect(empty).toContainText('Prüfen Sie die Schreibweise.');
  await expect(empty.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
  await expect(empty.getByRole('navigation').getByRole('link').first()).toHaveAttribute('href', /^\/cat\//);
  await expect(tiles(page)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}no-results.png` });

  // A query over 100 characters gets a message, not an error page.
  const response = await page.goto(`/search?q=${'a'.repeat(101)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihr Suchbegriff ist zu lang');
});

test('on a narrow screen the search has its own row under the logo; the filters fold away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/search?q=stifte');
  await listingReady(page);
  const logo = page.getByRole('link', { name: 'Tafel' }).first();
  const [logoBox, searchBoxBounds] = await Promise.all([logo.boundingBox(), searchBox(page).boundingBox()]);
  expect(searchBoxBounds!.y).toBeGreaterThanOrEqual(logoBox!.y + logoBox!.height);
  expect(searchBoxBounds!.width).toBeGreaterThan(390 - 2 * 16 - 2);
  await expect(page.getByTestId('filter-farbe')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOTS}header-mobile.png` });

  const toggle = page.getByTestId('filter-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('filter-farbe')).toBeVisible();
  await page.getByTestId('filter-farbe').getByRole('checkbox', { name: /^Rot/ }).check();
  await expect(page).toHaveURL(/filter\.farbe=Rot/);
  await expect(page.getByTestId('active-filters')).toContainText('Farbe: Rot');
  await toggle.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}filters-mobile.png` });
});

test('without JavaScript the search form and the filters still work (plain GET forms)', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/');
    // No JavaScript, so no data-ready: the plain form.
    const box = page.getByRole('combobox', { name: 'Suche' });
    await expect(page.locator('form[role="search"][data-ready]')).toHaveCount(0);
    await box.fill('stifte');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=stifte$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suchergebnisse für „stifte“');
    // The header's box shows the query from the server's page already (no stand-in left empty).
    await expect(box).toHaveValue('stifte');
    await page.getByTestId('filter-farbe').getByRole('checkbox', { name: /^Blau/ }).check();
    await page.getByRole('button', { name: 'Anwenden' }).last().click();
    await expect(page).toHaveURL(/filter\.farbe=Blau/);
    await expect(page.getByTestId('active-filters')).toContainText('Farbe: Blau');
  } finally {
    await context.close();
  }
});
