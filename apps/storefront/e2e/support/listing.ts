import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until React drives the listing's forms (filters, sort: data-ready). They work without
 * JavaScript too, so a checkbox ticked before hydration would only toggle, not apply.
 */
export async function listingReady(page: Page): Promise<void> {
  // Attached, not visible: on a narrow screen the filter form is folded away behind a button.
  await expect(page.locator('form[data-listing-form]').first()).toBeAttached();
  await expect(page.locator('form[data-listing-form]:not([data-ready])')).toHaveCount(0);
}

/** The product tiles of a listing's own result grid (category or search) — not its topsellers row. */
export const tiles = (page: Page) => page.getByTestId('listing-grid').getByTestId('product-tile');

/** The names of the tiles, in order. */
export async function tileNames(page: Page): Promise<string[]> {
  return (await tiles(page).locator('h3').allTextContents()).map((name) => name.trim());
}

/** The number of articles a listing's toolbar names ("Seite 1 von 2 · 82 Artikel") in `counter`. */
export async function listedArticles(counter: Locator): Promise<number> {
  const text = (await counter.textContent()) ?? '';
  const match = /([\d.]+) Artikel/.exec(text);
  if (!match) throw new Error(`no article count in "${text}"`);
  return Number(match[1]!.replace(/\./g, ''));
}
