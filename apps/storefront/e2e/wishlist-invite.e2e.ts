// Invite links of issue 29 (spec §2 optionsListModal, §6 sharing and the share_data redirect) in
// the browser against the whole stack: teacher A makes a list and an invite link in the list
// options dialog (keyboard: Escape closes, the focus goes back to its button); teacher B, a fresh
// account, opens the link logged out, logs in, and lands on the shared list in the link's role. A
// link that does not work says so and changes nothing. Screenshots of the dialog at 1280 and 390 px
// go to docs/screenshots/wishlist/.
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

async function closeToasts(page: Page): Promise<void> {
  const toasts = page.getByTestId('toast');
  while ((await toasts.count()) > 0) await toasts.first().getByRole('button').click();
}

test('teacher A invites teacher B by link; B logs in on the way and joins in the role', async ({ browser }) => {
  // B exists but is logged out when the link comes.
  const signUp = await freshContext(browser);
  const teacherB = await registerConsumer(await signUp.newPage(), 'wl-invitee', 'Bea');
  await signUp.close();

  const contextA = await freshContext(browser);
  await contextA.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await contextA.newPage();
  await registerConsumer(page, 'wl-inviter', 'Arne');
  await page.goto('/myaccount/wishlist');
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  // The page itself holds no forms any more: they live in the dialogs.
  await expect(page.locator('main form:visible')).toHaveCount(0);
  await page.getByRole('button', { name: '+ Neue Liste' }).click();
  const creating = page.getByRole('dialog', { name: 'Neue Liste anlegen' });
  await creating.getByLabel('Name der Liste').fill('Projektwoche Wald');
  await creating.getByRole('button', { name: 'Neue Liste anlegen' }).click();
  await expect(creating).toBeHidden();
  // A first list is the account's default list.
  await expect(page.getByTestId('wishlist-active-name')).toHaveText('Projektwoche Wald · Standardliste');
  await closeToasts(page);

  // The options dialog: a real modal, Escape closes it and the focus goes back to its button.
  const opener = page.getByRole('button', { name: 'Listenoptionen' });
  await opener.click();
  const options = page.getByRole('dialog', { name: 'Optionen der Liste „Projektwoche Wald“' });
  await expect(options).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(options).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.press('Enter');
  await expect(options).toBeVisible();
  // Tab stays inside the dialog (the page behind is inert).
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')) || document.activeElement === document.body)).toBe(true);
  }

  await options.getByLabel('Beschreibung').fill('Material für die Woche im Stadtwald');
  await options.locator('form', { has: page.getByLabel('Beschreibung') }).getByRole('button', { name: 'Speichern' }).click();
  await expect(options.getByText('Ihre Änderung wurde gespeichert.')).toBeVisible();
  await expect(page.getByTestId('wishlist-description')).toHaveText('Material für die Woche im Stadtwald');

  const invite = options.getByTestId('wishlist-invite');
  await invite.getByLabel('Rolle').selectOption('EDITOR');
  await invite.getByRole('button', { name: 'Einladungslink erstellen' }).click();
  const linkField = options.getByTestId('wishlist-invite-url');
  await expect(linkField).toHaveValue(/\/myaccount\/wishlist\/\?share_data=[A-Za-z0-9_-]{16,128}$/);
  const link = await linkField.inputValue();
  await options.getByRole('button', { name: 'Link kopieren' }).click();
  await expect(options.getByText('Der Link wurde kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(options.getByTestId('wishlist-members')).toContainText('Ersteller');

  await shot(page, 'list-options-1280', false);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await options.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await shot(page, 'list-options-390', false);
  // The rest of the dialog scrolls inside it: the members. (A's first list is the default one:
  // no delete button.)
  await options.evaluate((dialog) => dialog.scrollTo(0, dialog.scrollHeight));
  await expect(options.getByTestId('wishlist-members')).toBeInViewport();
  await expect(options.getByRole('button', { name: 'Liste löschen' })).toHaveCount(0);
  await shot(page, 'list-options-390-end', false);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');

  // B opens the link logged out: the login keeps it as the redirect (spec §6), then B joins.
  const contextB = await freshContext(browser);
  const pageB = await contextB.newPage();
  const path = new URL(link).pathname + new URL(link).search;
  await pageB.goto(path);
  await expect(pageB).toHaveURL(/\/login\?redirect=/);
  expect(new URL(pageB.url()).searchParams.get('redirect')).toContain('share_data=');
  await pageB.fill('#field-email', teacherB.email);
  await pageB.fill('#field-password', teacherB.password);
  await pageB.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(pageB.getByTestId('wishlist-invite-notice')).toHaveText('Die Liste „Projektwoche Wald“ wurde mit Ihnen geteilt und ist jetzt ausgewählt.');
  await expect(pageB.getByTestId('wishlist-active-name')).toContainText('Projektwoche Wald');
  await expect(pageB.getByText('Ihre Rolle: Bearbeiter')).toBeVisible();
  await expect(pageB.getByTestId('wishlist-description')).toHaveText('Material für die Woche im Stadtwald');
  // The token leaves the address bar.
  await expect(pageB).toHaveURL(/\/myaccount\/wishlist$/);
  expect(await pageB.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');

  // An editor sees the members and may make the list their default; managing it is not theirs.
  await pageB.getByRole('button', { name: 'Listenoptionen' }).click();
  const optionsB = pageB.getByTestId('wishlist-options');
  await expect(optionsB.getByTestId('wishlist-members').getByRole('listitem')).toHaveCount(2);
  await expect(optionsB.getByTestId('wishlist-members')).toContainText('Bearbeiter');
  await expect(optionsB.getByRole('button', { name: 'Als Standardliste festlegen' })).toBeVisible();
  await expect(optionsB.getByTestId('wishlist-share')).toHaveCount(0);
  await expect(optionsB.getByTestId('wishlist-invite')).toHaveCount(0);
  await expect(optionsB.getByLabel('Umbenennen')).toHaveCount(0);
  await expect(optionsB.getByRole('button', { name: 'Liste löschen' })).toHaveCount(0);
  await pageB.keyboard.press('Escape');

  // A link that does not work: said clearly, nothing changes.
  await pageB.goto('/myaccount/wishlist/?share_data=0f8c7a52-2f0e-4c39-9d55-000000000000');
  await expect(pageB.getByTestId('wishlist-invite-notice')).toHaveText(/Einladungslink ist ungültig oder abgelaufen/);
  await expect(pageB.getByTestId('wishlist-active-name')).toContainText('Projektwoche Wald');
  await pageB.goto('/myaccount/wishlist/?share_data=..%2F..%2Fnot-a-token');
  await expect(pageB.getByTestId('wishlist-invite-notice')).toHaveText(/Einladungslink ist ungültig oder abgelaufen/);
  await expect(pageB.getByRole('group', { name: 'Ihre Listen' }).getByRole('button')).toHaveCount(0);
  await contextA.close();
  await contextB.close();
});
