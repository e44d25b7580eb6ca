// The header's login flyout and the B2B login wall (issue 28; session spec §2 B2B line and §4,
// catalogue spec §2 "Login flyout", §4 login form and header menus) against the whole stack:
// a B2B visitor of a protected catalogue page gets the flyout as a modal layer over a placeholder
// at the same URL (403, noindex, never the page), signs in there and sees the page itself; a
// customer whose session ran out (token and its markers gone, the past-session cookie kept) gets
// the session-expired warning, on the B2B wall and at the account wall's login, and none after an
// explicit logout; a consumer signs in through the header's flyout on desktop and at 390 px, by
// keyboard. Screenshots (1280 and 390 px) go to docs/screenshots/login-flyout/.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { b2bBase, upstreamGraphql } from './support/checkout';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('login-flyout');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const EXPIRED_DE = 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.';

/** A new consumer account at the stand-in (never a seed account: other tests read those). */
async function registerFresh(firstName: string): Promise<{ email: string; password: string }> {
  const email = `flyout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
  const password = 'tafel-flyout-1';
  const data = await upstreamGraphql<{ registerCustomer: { successful: boolean } }>(
    `mutation Register($data: RegisterCustomerInput!) { registerCustomer(data: $data) { successful } }`,
    {
      data: {
        email,
        password,
        passwordRepeat: password,
        address: { formType: 'private', salutation: 'Frau', firstName, lastName: 'Flyout', street: 'Lindenweg 4', postCode: '10115', city: 'Berlin', country: 'DE' },
      },
    },
  );
  expect(data.registerCustomer.successful).toBe(true);
  return { email, password };
}

/** Nothing reaches past the right edge of a phone's screen. */
async function expectFitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const box = await page.getByTestId('login-flyout').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/** The session's cookies that end with its token (what a run-out session no longer has). */
async function dropSessionToken(context: BrowserContext): Promise<void> {
  for (const name of ['X-JWT', 'tafel-customer', 'tafel-name']) await context.clearCookies({ name });
}

test('a B2B visitor of a catalogue page gets the login flyout over a placeholder, signs in and sees the page at the same URL', async ({ page }) => {
  const base = b2bBase('de');
  await page.setViewportSize(DESKTOP);
  const response = await page.goto(`${base}/cat/110?p=1`);
  // Spec §2: the wall keeps the URL; 403 (the placeholder is not the page's content), noindex.
  expect(response?.status()).toBe(403);
  await expect(page).toHaveURL(`${base}/cat/110?p=1`);
  const robots = page.locator('meta[name="robots"]');
  expect(await robots.count()).toBeGreaterThan(0);
  for (const meta of await robots.all()) await expect(meta).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('login-wall')).toBeVisible();
  await expect(page.getByTestId('product-tile')).toHaveCount(0);
  // The shop's frame stays around it.
  await expect(page.getByTestId('site-footer')).toBeAttached();
  const dialog = page.getByRole('dialog', { name: 'Willkommen bei Tafel' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.getByTestId('login-flyout-expired')).toHaveCount(0);
  // The focus is in the layer, on the customer number (catalogue spec §4: customer number for B2B).
  await expect(dialog.getByLabel('Kundennummer')).toBeFocused();
  await expect(dialog.getByLabel('Angemeldet bleiben')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Konto anlegen' })).toHaveAttribute('href', '/myaccount/register');
  await expect(dialog.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/myaccount/resetpassword');
  // Tab stays inside the modal layer.
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await shot(page, 'b2b-wall', false);

  // A wrong password: the general message, both fields marked, the login field focused.
  await dialog.getByLabel('Kundennummer').fill('4711001');
  await dialog.getByLabel('Passwort', { exact: true }).fill('falsch');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByTestId('login-error')).toBeVisible();
  // (By id now: the fields' error texts name them too.)
  await expect(dialog.locator('#field-customerNumber')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#field-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.locator('#field-customerNumber')).toBeFocused();

  await dialog.locator('#field-password').fill('tafel-schule');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  // The page itself, at the URL asked for.
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
  await expect(page).toHaveURL(`${base}/cat/110?p=1`);
  await expect(page.getByTestId('login-wall')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('account-entry-customer')).toBeVisible();
  await expect(page).toHaveTitle(/Tafel/);
  await expect(page).not.toHaveTitle(/^Anmelden/);
  // A reload is the page too, 200.
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByTestId('product-tile').first()).toBeVisible();
});

test('the B2B wall at 390 px: the layer fits, Escape closes it to the placeholder, Enter on the entry opens it again', async ({ page }) => {
  const base = b2bBase('en');
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/prod/10401`);
  await expect(page).toHaveURL(`${base}/prod/10401`);
  const dialog = page.getByRole('dialog', { name: 'Welcome to Tafel' });
  await expect(dialog.getByLabel('Customer number')).toBeFocused();
  await expectFitsPhone(page);
  await shot(page, 'b2b-wall-390', false);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-entry-login')).toBeFocused();
  await expect(page.getByTestId('login-wall')).toContainText('Please sign in with your customer number.');
  await expect(page.getByTestId('login-wall-link')).toHaveAttribute('href', '/login?redirect=%2Fprod%2F10401');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Customer number')).toBeFocused();
  await dialog.getByLabel('Customer number').fill('4711001');
  await dialog.getByLabel('Password', { exact: true }).fill('tafel-schule');
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page.getByTestId('add-to-cart')).toHaveText('Add to basket');
  await expect(page).toHaveURL(`${base}/prod/10401`);
});

test('a run-out session gets the warning in the flyout on the B2B host and at the account login; a logout ends the warnings', async ({ page, context }) => {
  const base = b2bBase('de');
  await page.setViewportSize(DESKTOP);
  await page.goto(`${base}/cat/110`);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kundennummer').fill('4711001');
  await dialog.getByLabel('Passwort', { exact: true }).fill('tafel-schule');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('account-entry-customer')).toBeVisible();

  // The past-session cookie: HttpOnly, outliving the session by 30 days.
  const cookies = await context.cookies(base);
  const past = cookies.find((cookie) => cookie.name === 'tafel-past-session');
  const token = cookies.find((cookie) => cookie.name === 'X-JWT');
  expect(past?.httpOnly).toBe(true);
  expect(past!.expires - token!.expires).toBeGreaterThan(30 * 24 * 3600 - 60);

  await dropSessionToken(context);
  const response = await page.goto(`${base}/cat/110`);
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId('login-flyout-expired')).toHaveText(EXPIRED_DE);
  await expect(page.getByTestId('product-tile')).toHaveCount(0);
  await shot(page, 'b2b-wall-expired', false);
  await page.setViewportSize(PHONE);
  await expectFitsPhone(page);
  await shot(page, 'b2b-wall-expired-390', false);
  await page.setViewportSize(DESKTOP);

  // Signing in again takes the warning away.
  await dialog.getByLabel('Kundennummer').fill('4711001');
  await dialog.getByLabel('Passwort', { exact: true }).fill('tafel-schule');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('product-tile').first()).toBeVisible();

  // An explicit logout removes the past-session cookie: the wall shows no warning afterwards.
  await page.goto(`${base}/logout`);
  await page.getByTestId('logout-form').getByRole('button').click();
  await expect(page.getByTestId('account-entry-login')).toBeVisible();
  expect((await context.cookies(base)).some((cookie) => cookie.name === 'tafel-past-session')).toBe(false);
  await page.goto(`${base}/cat/110`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('login-flyout-expired')).toHaveCount(0);
});

test('a consumer whose session ran out is warned at the account wall’s login', async ({ page, context }) => {
  const account = await registerFresh('Ella');
  await page.goto('/login');
  await page.fill('#field-email', account.email);
  await page.fill('#field-password', account.password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('account-entry-customer')).toContainText('Ella');
  await dropSessionToken(context);
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount$/);
  await expect(page.getByText(EXPIRED_DE)).toBeVisible();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`a consumer signs in through the header's flyout at ${viewport.width} px, by keyboard, and stays on the page`, async ({ page }) => {
    const account = await registerFresh('Fenja');
    await page.setViewportSize(viewport);
    await page.goto('/cat/110');
    await expect(page.getByTestId('product-tile').first()).toBeVisible();
    const entry = page.getByTestId('account-entry-login');
    // Closed, the flyout holds no form (no second e-mail field on the page).
    await expect(page.getByTestId('login-flyout-form')).toHaveCount(0);
    await entry.focus();
    await page.keyboard.press('Enter');
    const flyout = page.getByTestId('login-flyout');
    await expect(flyout.getByLabel('E-Mail-Adresse')).toBeFocused();
    await expect(flyout).toHaveAttribute('role', 'dialog');
    await expect(flyout).not.toHaveAttribute('aria-modal', 'true');
    if (viewport === PHONE) await expectFitsPhone(page);
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(flyout.getByLabel('E-Mail-Adresse')).toBeFocused();

    await page.keyboard.type(account.email);
    await flyout.getByLabel('Passwort', { exact: true }).fill('falsch');
    await flyout.getByRole('button', { name: 'Anmelden' }).click();
    await expect(flyout.getByTestId('login-error')).toBeVisible();
    // (By id now: the fields' error texts name them too.)
    await expect(flyout.locator('#field-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(flyout.locator('#field-password')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `consumer-flyout-error-${viewport.width}`, false);

    await flyout.locator('#field-password').fill(account.password);
    await flyout.getByLabel('Angemeldet bleiben').check();
    await flyout.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('account-entry-customer')).toContainText('Fenja');
    await expect(page.getByTestId('login-flyout')).toHaveCount(0);
    await expect(page).toHaveURL(/\/cat\/110$/);
    await shot(page, `consumer-flyout-done-${viewport.width}`, false);
  });
}
