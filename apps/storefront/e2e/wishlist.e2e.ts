// The wishlists of issue 29 in the browser against the whole stack: a visitor keeps a Merkzettel
// from the product page and logs in, and it is merged into the account (and said so); a teacher
// makes a second list, notes products from a tile and the product page (choosing the list), picks
// a variant on the wishlist page, comments (and deletes its own comment), removes and restores an
// entry at its place, shares the list with a colleague as commentator (who then sees only the
// actions the role allows), and puts the whole list into the cart. Fresh accounts only; each
// context has its own X-Forwarded-For.
// Screenshots (1280 and 390 px) go to docs/screenshots/wishlist/.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';
import { registerConsumer } from './support/accounts';

const { shot } = screenshotsIn('wishlist');

let addressNo = 0;
async function freshContext(browser: Browser): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.19.${Math.floor(Math.random() * 200) + 1}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

/** The product page's heart (beside the add-to-cart row; the accessory tiles have their own). */
const buyBoxHeart = (page: Page) => page.locator('form', { has: page.getByTestId('add-to-cart') }).getByTestId('wishlist-heart');
const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

async function screenshots(page: Page, name: string): Promise<void> {
  // The page itself, not the toasts of the steps before.
  const toasts = page.getByTestId('toast');
  while ((await toasts.count()) > 0) await toasts.first().getByRole('button').click();
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor keeps a Merkzettel, logs in, and it is merged into the account', async ({ browser }) => {
  const owner = await freshContext(browser);
  const account = await registerConsumer(await owner.newPage(), 'wl-merge', 'Mara');
  await owner.close();

  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/prod/10002');
  const heart = buyBoxHeart(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(toast(page, 'auf die Merkliste gesetzt')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The header's icon is filled once the list holds something (spec §2).
  await page.reload();
  await expect(page.getByTestId('header-wishlist')).toHaveAttribute('data-filled', 'true');
  await expect(buyBoxHeart(page)).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/login');
  await page.fill('#field-email', account.email);
  await page.fill('#field-password', account.password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/myaccount/wishlist');
  await expect(toast(page, 'Ihr Merkzettel wurde in Ihr Kundenkonto übernommen (1 Artikel)')).toBeVisible();
  await expect(page.getByTestId('wishlist-entry')).toHaveCount(1);
  await expect(page.getByTestId('wishlist-entry')).toContainText('Bleistift-Set Schule, 12 Stück');
  // Said once: the next visit does not repeat it.
  await page.reload();
  await expect(page.getByTestId('wishlist-entry')).toHaveCount(1);
  await expect(toast(page, 'übernommen')).toHaveCount(0);
  await context.close();
});

test('a teacher makes a second list, picks a variant, comments and puts the list into the cart', async ({ browser }) => {
  // A long walk through two accounts and three pages: near the default 60 s on a busy machine.
  test.slow();
  const colleagueContext = await freshContext(browser);
  const colleaguePage = await colleagueContext.newPage();
  const colleague = await registerConsumer(colleaguePage, 'wl-colleague', 'Carla');
  const context = await freshContext(browser);
  const page = await context.newPage();
  await registerConsumer(page, 'wl-teacher', 'Jonas');
  await page.goto('/myaccount/wishlist');
  await expect(page.getByRole('heading', { name: 'Merkzettel' }).first()).toBeVisible();
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  // "New list" asks for the name in a small dialog (spec §2 wishlistLists).
  for (const name of ['Klasse 2b', 'Herbstbasteln']) {
    await page.getByRole('button', { name: '+ Neue Liste' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Liste anlegen' });
    await dialog.getByTestId('wishlist-new-name').fill(name);
    await dialog.getByRole('button', { name: 'Neue Liste anlegen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('wishlist-active-name')).toContainText(name);
  }

  // From a tile: with two lists the heart asks which one (spec §4); the product has variants.
  await page.goto('/cat/1101');
  const tile = page.getByTestId('product-tile').filter({ hasText: 'Druckbleistift 0,5 mm' });
  await tile.getByTestId('wishlist-heart').click();
  await tile.getByTestId('wishlist-pick').filter({ hasText: 'Klasse 2b' }).click();
  await expect(toast(page, 'auf die Merkliste gesetzt')).toBeVisible();
  await expect(tile.getByTestId('wishlist-heart')).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/prod/10002');
  await buyBoxHeart(page).click();
  await page.getByTestId('wishlist-pick').filter({ hasText: 'Klasse 2b' }).click();
  await expect(toast(page, 'auf die Merkliste gesetzt')).toBeVisible();

  await page.goto('/myaccount/wishlist');
  await page.getByRole('button', { name: /^Klasse 2b/ }).click();
  await expect(page.getByTestId('wishlist-active-name')).toContainText('Klasse 2b');
  const entries = page.getByTestId('wishlist-entry');
  await expect(entries).toHaveCount(2);
  const pencil = entries.filter({ hasText: 'Druckbleistift' });
  // No variant yet: it cannot go into the cart until one is chosen.
  await expect(pencil.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await pencil.getByTestId('wishlist-variant').selectOption('10004-02');
  await expect(toast(page, 'Ihre Änderung wurde gespeichert.')).toBeVisible();
  await expect(pencil.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();

  await pencil.getByRole('textbox', { name: 'Kommentar' }).fill('Für die Vertretungsstunde');
  await pencil.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(pencil).toContainText('Für die Vertretungsstunde');
  // Spec §6: one's own comment can be deleted (the upstream marks it allowed); it is gone after.
  await pencil.getByRole('textbox', { name: 'Kommentar' }).fill('Doppelt notiert');
  await pencil.getByRole('button', { name: 'Kommentieren' }).click();
  await expect(pencil.getByTestId('wishlist-comment')).toHaveCount(2);
  await pencil.getByRole('button', { name: 'Kommentar löschen: Doppelt notiert' }).click();
  await expect(pencil.getByTestId('wishlist-comment')).toHaveCount(1);
  await expect(pencil).not.toContainText('Doppelt notiert');
  await expect(pencil.getByTestId('wishlist-comment')).toContainText('Für die Vertretungsstunde');

  // Spec §5: a typed quantity above the maximum is clamped and said.
  const quantity = pencil.getByTestId('wishlist-qty');
  await quantity.fill('99999');
  await expect(toast(page, 'maximale Bestellmenge')).toBeVisible();
  await expect(quantity).not.toHaveValue('99999');
  await quantity.fill('3');
  await expect(quantity).toHaveValue('3');

  // Removing leaves an undo row where the entry was; restoring brings it back. Another tab on the
  // page follows (spec §4 cross-tab sync).
  const other = await context.newPage();
  await other.goto('/myaccount/wishlist');
  await expect(other.getByTestId('wishlist-entry')).toHaveCount(2);
  const set = entries.filter({ hasText: 'Bleistift-Set' });
  await set.getByRole('button', { name: 'Entfernen' }).click();
  const undo = page.getByTestId('wishlist-undo-row');
  await expect(undo).toContainText('„Bleistift-Set Schule, 12 Stück“ wurde gelöscht.');
  await expect(other.getByTestId('wishlist-entry')).toHaveCount(1);
  await other.close();
  await undo.getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(undo).toHaveCount(0);
  await expect(entries).toHaveCount(2);

  // Spec §6: the creator shares the list (in the list options dialog); an unknown address is
  // refused, a colleague gets a role. The answers show in the dialog, above its backdrop.
  await page.getByRole('button', { name: 'Listenoptionen' }).click();
  const shareForm = page.getByTestId('wishlist-options').getByTestId('wishlist-share');
  const shareEmail = shareForm.getByLabel('E-Mail-Adresse der Kollegin oder des Kollegen');
  await shareEmail.fill(`nobody-${Date.now()}@example.de`);
  await shareForm.getByRole('button', { name: 'Liste teilen' }).click();
  await expect(shareForm.getByTestId('wishlist-share-answer')).toHaveText('Zu dieser E-Mail-Adresse gibt es kein Kundenkonto.');
  await shareEmail.fill(colleague.email);
  await shareForm.getByLabel('Rolle').selectOption('COMMENTATOR');
  await shareForm.getByRole('button', { name: 'Liste teilen' }).click();
  await expect(shareForm.getByTestId('wishlist-share-answer')).toHaveText('Ihre Änderung wurde gespeichert.');
  await expect(page.getByTestId('wishlist-members')).toContainText('Kommentator');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wishlist-options')).toBeHidden();
  await expect(page.getByText('Ihre Rolle: Ersteller')).toBeVisible();

  await screenshots(page, 'teacher-list');
  await page.getByRole('button', { name: 'Alle in den Warenkorb' }).click();
  await expect(toast(page, '2 Artikel wurden in den Warenkorb gelegt.')).toBeVisible();
  await page.goto('/checkout/basket');
  await expect(page.getByText('Bleistift-Set Schule, 12 Stück').first()).toBeVisible();
  await expect(page.getByText('Druckbleistift 0,5 mm mit Radierer').first()).toBeVisible();

  // Another list becomes the default one; the default one offers no such button.
  await page.goto('/myaccount/wishlist');
  await page.getByRole('button', { name: /^Herbstbasteln/ }).click();
  await expect(page.getByTestId('wishlist-active-name')).toHaveText(/^Herbstbasteln$/);
  await page.getByRole('button', { name: 'Listenoptionen' }).click();
  await page.getByTestId('wishlist-options').getByRole('button', { name: 'Als Standardliste festlegen' }).click();
  await expect(page.getByTestId('wishlist-options').getByRole('button', { name: 'Als Standardliste festlegen' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('wishlist-active-name')).toHaveText('Herbstbasteln · Standardliste');
  await context.close();

  // The commentator sees the shared list with only what the role allows: comments, no changes.
  // A fresh account has no list of its own yet: the shared one is the active one.
  await colleaguePage.goto('/myaccount/wishlist');
  await expect(colleaguePage.getByTestId('wishlist-active-name')).toContainText('Klasse 2b');
  const seen = colleaguePage.getByTestId('wishlist-entry');
  await expect(seen).toHaveCount(2);
  await expect(colleaguePage.getByText('Ihre Rolle: Kommentator')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Entfernen' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'In den Warenkorb' })).toHaveCount(0);
  await expect(seen.first().getByTestId('wishlist-qty')).toBeDisabled();
  await expect(colleaguePage.getByTestId('wishlist-share')).toHaveCount(0);
  await expect(seen.first().getByRole('button', { name: 'Kommentieren' })).toBeVisible();
  // The owner's comment is not the commentator's to delete.
  await expect(seen.getByRole('button', { name: /^Kommentar löschen/ })).toHaveCount(0);
  await screenshots(colleaguePage, 'commentator-view');
  await colleagueContext.close();
});

test('a teaser list on the inspiration page goes to the list and into the cart', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/inspiration/');
  const block = page.locator('[data-teaser-wishlist="TW-SCHULSTART"]');
  await expect(block.getByTestId('teaser-entry')).toHaveCount(6);
  await block.getByTestId('teaser-to-cart').click();
  // 3 of its entries have no variant yet: they are named (with their choice), the rest goes in.
  const cart = block.getByTestId('teaser-cart-dialog');
  await expect(cart.getByTestId('teaser-cart-added')).toContainText('Artikel wurden in den Warenkorb gelegt.');
  await expect(cart.getByTestId('teaser-cart-variants').getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await block.getByTestId('teaser-to-list').click();
  await expect(toast(page, 'auf Ihre Merkliste gesetzt')).toContainText('6 Artikel');
  await block.scrollIntoViewIfNeeded();
  await shot(page, 'teaser-block-1280', false);
  await context.close();
});
