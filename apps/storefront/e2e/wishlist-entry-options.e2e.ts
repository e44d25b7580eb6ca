// The per-entry options of the wishlist page (spec §2 wishlistEntryOptions: open lists, comments,
// configuration, remove) in the browser against the whole stack: a teacher opens an entry's
// options (a modal that keeps the focus, closes on Escape and gives the focus back), moves the
// entry to a second list, comments on another in the comments modal, changes its variant there.
// Fresh accounts only; each context has its own X-Forwarded-For.
// Screenshots (1280 and 390 px) go to docs/screenshots/wishlist/.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';
import { registerConsumer } from './support/accounts';

const { shot } = screenshotsIn('wishlist');

async function freshContext(browser: Browser): Promise<BrowserContext> {
  const ip = `198.18.${Math.floor(Math.random() * 200) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

async function closeToasts(page: Page): Promise<void> {
  const toasts = page.getByTestId('toast');
  while ((await toasts.count()) > 0) await toasts.first().getByRole('button').click();
}

/** The open dialog at 1280 and at 390 px (where it must fit without widening the page). */
async function dialogShots(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1280`, false);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await page.locator('dialog[open]').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`, false);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a teacher moves an entry to another list and comments on one in its options', async ({ browser }) => {
  // Registers, makes two lists and notes two products before the dialog even opens: near the
  // usual 60 s on a busy machine, so it gets the slow budget.
  test.slow();
  const context = await freshContext(browser);
  const page = await context.newPage();
  await registerConsumer(page, 'wl-options', 'Jonas');
  await page.goto('/myaccount/wishlist');
  for (const name of ['Klasse 2b', 'Herbstbasteln']) {
    await page.getByRole('button', { name: '+ Neue Liste' }).click();
    const create = page.getByRole('dialog', { name: 'Neue Liste anlegen' });
    await create.getByTestId('wishlist-new-name').fill(name);
    await create.getByRole('button', { name: 'Neue Liste anlegen' }).click();
    await expect(create).toBeHidden();
    await expect(page.getByTestId('wishlist-active-name')).toContainText(name);
  }
  await page.goto('/cat/1101');
  const tile = page.getByTestId('product-tile').filter({ hasText: 'Druckbleistift 0,5 mm' });
  await tile.getByTestId('wishlist-heart').click();
  await tile.getByTestId('wishlist-pick').filter({ hasText: 'Klasse 2b' }).click();
  await expect(toast(page, 'auf die Merkliste gesetzt')).toBeVisible();
  await page.goto('/prod/10002');
  await page.locator('form', { has: page.getByTestId('add-to-cart') }).getByTestId('wishlist-heart').click();
  await page.getByTestId('wishlist-pick').filter({ hasText: 'Klasse 2b' }).click();
  await expect(toast(page, 'auf die Merkliste gesetzt')).toBeVisible();

  await page.goto('/myaccount/wishlist');
  await page.getByRole('button', { name: /^Klasse 2b/ }).click();
  await expect(page.getByTestId('wishlist-active-name')).toContainText('Klasse 2b');
  const entries = page.getByTestId('wishlist-entry');
  await expect(entries).toHaveCount(2);
  const pencil = entries.filter({ hasText: 'Druckbleistift' });
  await pencil.getByTestId('wishlist-variant').selectOption('10004-02');
  await expect(toast(page, 'Ihre Änderung wurde gespeichert.')).toBeVisible();
  // Chosen: changing it is the options' "configuration" now, not a field in the row.
  await expect(pencil.getByTestId('wishlist-variant')).toHaveCount(0);

  // The options: a modal named by its heading, with focus inside; Escape closes it and the focus
  // goes back to the button; Tab does not leave it.
  const set = entries.filter({ hasText: 'Bleistift-Set' });
  const options = set.getByTestId('wishlist-entry-options');
  // The modal makes the page inert, the toasts too: the screenshots show none.
  await closeToasts(page);
  await options.click();
  const dialog = page.getByRole('dialog', { name: 'Optionen für „Bleistift-Set Schule, 12 Stück“' });
  await expect(dialog).toBeVisible();
  expect(await focusInDialog(page)).toBe(true);
  await expect(dialog.getByRole('button', { name: 'In eine andere Liste verschieben oder kopieren' })).toBeEnabled();
  await expect(dialog.getByRole('button', { name: 'Kommentare (0)' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Von der Liste entfernen' })).toBeVisible();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page)).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInDialog(page)).toBe(true);
  await dialogShots(page, 'entry-options');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(options).toBeFocused();

  // "open lists": moved to the second list, gone from this one, on the other.
  await options.click();
  await dialog.getByRole('button', { name: 'In eine andere Liste verschieben oder kopieren' }).click();
  const lists = page.getByRole('dialog', { name: 'In eine andere Liste verschieben oder kopieren' });
  await expect(lists.getByRole('radio', { name: 'Verschieben' })).toBeChecked();
  await lists.getByLabel('Zielliste').selectOption({ label: 'Herbstbasteln' });
  await dialogShots(page, 'entry-options-lists');
  await lists.getByRole('button', { name: 'Verschieben', exact: true }).click();
  await expect(toast(page, '„Bleistift-Set Schule, 12 Stück“ wurde auf „Herbstbasteln“ verschoben.')).toBeVisible();
  await expect(lists).toBeHidden();
  await expect(entries).toHaveCount(1);
  await expect(entries).not.toContainText('Bleistift-Set');

  // "comments": the wishlistComments modal shows all comments; one is added, one deleted.
  await pencil.getByTestId('wishlist-entry-options').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Kommentare (0)' }).click();
  await expect(page.getByRole('dialog', { name: 'Kommentare (0)' })).toContainText('Noch keine Kommentare.');
  // Its heading counts the comments: the open dialog, whatever it says.
  const comments = page.locator('dialog[open]');
  for (const text of ['Für die Vertretungsstunde', 'Doppelt notiert']) {
    await comments.getByRole('textbox', { name: 'Kommentar' }).fill(text);
    await comments.getByRole('button', { name: 'Kommentieren' }).click();
    await expect(comments).toContainText(text);
  }
  await expect(comments.getByTestId('wishlist-comment')).toHaveCount(2);
  await expect(page.getByRole('dialog', { name: 'Kommentare (2)' })).toBeVisible();
  await comments.getByRole('button', { name: 'Kommentar löschen: Doppelt notiert' }).click();
  await expect(comments.getByTestId('wishlist-comment')).toHaveCount(1);
  await dialogShots(page, 'entry-comments');
  await page.keyboard.press('Escape');
  await expect(pencil.getByTestId('wishlist-comment')).toHaveCount(1);
  await expect(pencil.getByTestId('wishlist-comment')).toContainText('Für die Vertretungsstunde');

  // "configuration": another variant of the product.
  await pencil.getByTestId('wishlist-entry-options').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Variante ändern' }).click();
  const variant = page.getByRole('dialog', { name: 'Variante ändern' }).getByTestId('wishlist-variant');
  const other = await variant.locator('option:not([disabled])').evaluateAll((o) => (o as HTMLOptionElement[]).map((x) => x.value).find((v) => v && v !== '10004-02'));
  expect(other).toBeTruthy();
  await variant.selectOption(other!);
  await expect(toast(page, 'Ihre Änderung wurde gespeichert.').last()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(pencil.getByRole('link', { name: /Druckbleistift/ })).toHaveAttribute('href', new RegExp(`varid=${other}`));

  // The moved entry is on the second list.
  await page.getByRole('button', { name: /^Herbstbasteln/ }).click();
  await expect(page.getByTestId('wishlist-active-name')).toContainText('Herbstbasteln');
  await expect(entries).toHaveCount(1);
  await expect(entries).toContainText('Bleistift-Set Schule, 12 Stück');
  await context.close();
});
