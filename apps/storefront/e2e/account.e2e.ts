// The account's profile pages and the visible session (issue 27) in the browser against the whole
// stack: registration (consumer; B2B on the English host with the certificate), logout, password
// reset with the stand-in's mailbox, contact data and password, deletion, cross-tab logout, the
// security logout and the login limit. Every test works on freshly registered accounts; the seed
// accounts are only named (as a taken e-mail). Each browser context has its own X-Forwarded-For
// (TRUSTED_PROXY_HOPS=1 in e2e), so the orchestrator's per-address limits of one test do not
// reach another. Screenshots (1280 and 375 px; German and the English B2B host) go to
// docs/screenshots/account/.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { b2bBase } from './support/checkout';
import { screenshotsIn } from './support/screenshots';
import { registerConsumer, uniqueEmail } from './support/accounts';

const { shot, shots } = screenshotsIn('account');

let addressNo = 0;
/** A browser context with its own client address (documentation range 198.18.0.0/15). */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.18.${Math.floor(Math.random() * 200) + 1}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.fill('#field-email', email);
  await page.fill('#field-password', password);
  await page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
}

/** The stand-in's mailbox: the link of the latest password-reset e-mail to `email`. */
async function resetLink(email: string): Promise<string> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults/mail?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { resetToken: string; path: string };
  expect(body.resetToken).toBeTruthy();
  return body.path;
}

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto('/myaccount/resetpassword');
  await page.fill('#field-email', email);
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-sent')).toContainText('Wenn ein Konto');
}

test('register, log out, reset the password and log in with the new one', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/myaccount/register');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shots(page, 'register');
  // The client checks first: the fields' errors beside them, described by them.
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte füllen Sie dieses Pflichtfeld aus.');
  await expect(page.locator('#field-email')).toHaveAttribute('aria-describedby', /field-email-error/);
  // A taken e-mail is named on blur.
  await page.fill('#field-email', 'anna.schmidt@example.de');
  await page.locator('#field-email').blur();
  await expect(page.getByTestId('error-email')).toHaveText('Diese E-Mail-Adresse ist bereits registriert.');
  await shots(page, 'register-errors');
  // The password toggle shows what was typed.
  await page.fill('#field-password', 'geheim');
  await page.getByRole('button', { name: 'Passwort anzeigen' }).first().click();
  await expect(page.locator('#field-password')).toHaveAttribute('type', 'text');

  const account = await registerConsumer(page, 'konto');
  await expect(page.getByText('Vielen Dank für Ihre Registrierung')).toBeVisible();
  await shots(page, 'contact-details');

  // The registration again while logged in: the notice, and back to the account.
  await page.goto('/myaccount/register?origin=wishlist');
  await expect(page).toHaveURL(/\/myaccount\/wishlist/);

  // Log out through the header's account menu.
  await page.goto('/');
  await page.getByTestId('account-entry-customer').click();
  await shot(page, 'header-account-menu', false);
  await page.getByTestId('account-menu-logout').click();
  await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet.' })).toBeVisible();
  await expect(page.getByTestId('account-entry-login')).toBeVisible();
  await shots(page, 'logout');
  await page.getByTestId('account-entry-login').click();
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
  await shot(page, 'header-login-flyout', false);
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'header-login-flyout-375', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Reset: the answer never says whether the account exists.
  await page.goto('/myaccount/resetpassword');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shots(page, 'resetpassword');
  await requestReset(page, account.email);
  await shots(page, 'resetpassword-sent');
  await requestReset(page, uniqueEmail('niemand'));

  // The link: without a token back to the request; with it the form.
  await page.goto('/myaccount/newpassword');
  await expect(page).toHaveURL(/\/myaccount\/resetpassword$/);
  const link = await resetLink(account.email);
  await page.goto(link);
  await shots(page, 'newpassword');
  await page.fill('#field-password', 'neu-2-tafel');
  await page.fill('#field-passwordRepeat', 'anders');
  await page.getByTestId('new-password-submit').click();
  await expect(page.getByTestId('error-passwordRepeat')).toHaveText('Die Passwörter stimmen nicht überein.');
  await page.fill('#field-password', 'neu-2-tafel');
  await page.fill('#field-passwordRepeat', 'neu-2-tafel');
  await page.getByTestId('new-password-submit').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();

  // A used link says so, with the way to a new e-mail.
  await page.goto(link);
  await expect(page.getByTestId('new-password-refused')).toContainText('Link');
  await shots(page, 'newpassword-invalid');

  // The old password no longer works, the new one does.
  await logIn(page, account.email, account.password);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(page.locator('#field-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#field-email')).toBeFocused();
  // The header's login flyout signs in on the page it was opened on.
  await page.goto('/cat/110');
  await page.getByTestId('account-entry-login').click();
  const flyout = page.getByTestId('login-flyout-form');
  await flyout.locator('#field-email').fill(account.email);
  await flyout.locator('#field-password').fill('neu-2-tafel');
  await flyout.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/cat\/110$/);
  await expect(page.getByTestId('account-entry-customer')).toContainText('Erika');
  await context.close();
});

test('a school registers on the English B2B host with its certificate', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const base = b2bBase('en');
  await page.goto(`${base}/myaccount/register`);
  await expect(page.getByRole('heading', { name: 'Customer account for schools and institutions' })).toBeVisible();
  await shots(page, 'register-b2b-en');
  const email = uniqueEmail('schule');
  await page.fill('#field-email', email);
  await page.fill('#field-password', 'schule-123');
  await page.fill('#field-passwordRepeat', 'schule-123');
  await page.fill('#field-billingAddress-company', 'Grundschule am Park');
  await page.fill('#field-billingAddress-firstName', 'Jonas');
  await page.fill('#field-billingAddress-lastName', 'Lehrer');
  await page.fill('#field-billingAddress-streetAndNumber', 'Parkweg 3');
  await page.fill('#field-billingAddress-postcode', '04109');
  await page.fill('#field-billingAddress-city', 'Leipzig');
  await page.selectOption('#field-b2b-jobTitleCode', { index: 1 });
  await page.selectOption('#field-b2b-primaryIndustryGroupCode', { index: 1 });
  await page.fill('#field-b2b-numberOfEmployees', '25');
  // Too big first: refused in the browser before anything is sent.
  await page.setInputFiles('#field-certificate', { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024)]) });
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('error-certificate')).toBeVisible();
  await page.setInputFiles('#field-certificate', { name: 'nachweis.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/myaccount\/contact-details/);
  await expect(page.getByText('Thank you for registering')).toBeVisible();
  await expect(page.getByTestId('account-entry-customer')).toContainText('Jonas');
  await shots(page, 'contact-details-b2b-en');

  await page.goto(`${base}/myaccount/customernumber`);
  await expect(page.getByTestId('customer-number')).not.toHaveText('–');
  await expect(page.getByTestId('certificate-status')).toHaveText('Received');
  await shots(page, 'customernumber-b2b-en');
  await page.goto(`${base}/myaccount/password`);
  await shots(page, 'password-b2b-en');
  await context.close();
});

test('contact data and password changes', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const account = await registerConsumer(page, 'kontakt');

  await page.fill('#field-phone', '030 1234567');
  await page.getByTestId('phone-save').click();
  await expect(page.getByTestId('phone-notice')).toHaveText('Ihre Änderung wurde gespeichert.');

  // The name changes in the header too (its cookie follows the account data).
  await page.fill('#field-firstName', 'Erna');
  await page.getByTestId('account-data-save').click();
  await expect(page.getByTestId('account-data-notice')).toHaveText('Ihre Änderung wurde gespeichert.');
  await page.reload();
  await expect(page.getByTestId('account-entry-customer')).toContainText('Erna');
  await expect(page.locator('#field-phone')).toHaveValue('030 1234567');

  // A taken e-mail is refused beside the field; a free one is saved.
  await page.fill('#field-email', 'anna.schmidt@example.de');
  await page.getByTestId('email-save').click();
  await expect(page.getByTestId('error-email')).toHaveText('Diese E-Mail-Adresse ist bereits registriert.');
  // The refusal keeps what was typed (no reset to the old e-mail).
  await expect(page.getByTestId('email-save')).toBeEnabled();
  await expect(page.locator('#field-email')).toHaveValue('anna.schmidt@example.de');
  const newEmail = uniqueEmail('neu');
  await page.fill('#field-email', newEmail);
  await page.getByTestId('email-save').click();
  await expect(page.getByTestId('email-notice')).toHaveText('Ihre Änderung wurde gespeichert.');
  await expect(page.locator('#field-email')).toHaveValue(newEmail);
  await shots(page, 'contact-details-saved');
  await page.reload();
  await expect(page.locator('#field-email')).toHaveValue(newEmail);

  await page.goto('/myaccount/password');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await shots(page, 'password');
  await page.fill('#field-currentPassword', 'falsch-123');
  await page.fill('#field-newPassword', 'neu-3-tafel');
  await page.fill('#field-newPasswordRepeat', 'neu-3-tafel');
  await page.getByTestId('password-save').click();
  await expect(page.getByTestId('error-currentPassword')).toBeVisible();
  await shots(page, 'password-error');
  await page.fill('#field-currentPassword', account.password);
  await page.fill('#field-newPassword', 'neu-3-tafel');
  await page.fill('#field-newPasswordRepeat', 'neu-3-tafel');
  await page.getByTestId('password-save').click();
  await expect(page.getByText('Ihr Passwort wurde geändert.')).toBeVisible();

  // The new e-mail and password are the login now.
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet.' })).toBeVisible();
  await logIn(page, newEmail, 'neu-3-tafel');
  await expect(page.getByTestId('account-entry-customer')).toContainText('Erna');
  await context.close();
});

test('account deletion asks for the password and ends the session', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const account = await registerConsumer(page, 'loeschen');
  await page.getByTestId('delete-start').click();
  await page.fill('#field-password', 'falsch-123');
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('error-password')).toBeVisible();
  await shots(page, 'delete-confirm');
  await page.fill('#field-password', account.password);
  await page.getByTestId('delete-confirm').click();
  await expect(page).toHaveURL(/\/$|\/\?/);
  await expect(page.getByText('Ihr Kundenkonto wurde gelöscht.')).toBeVisible();
  await expect(page.getByTestId('account-entry-login')).toBeVisible();
  await logIn(page, account.email, account.password);
  await expect(page.getByTestId('login-error')).toBeVisible();
  await context.close();
});

test('a logout in one tab logs the other tab out without a reload', async ({ browser }) => {
  const context = await freshContext(browser);
  const first = await context.newPage();
  await registerConsumer(first, 'tabs', 'Tabea');
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByTestId('account-entry-customer')).toContainText('Tabea');
  // A marker on the second page's window: it survives a refresh but not a reload.
  await second.evaluate(() => ((window as unknown as { tafelMarker: number }).tafelMarker = 1));

  // A third tab on an account page ends at the login.
  const third = await context.newPage();
  await third.goto('/myaccount/password');
  await expect(third.getByTestId('password-form')).toBeVisible();

  await first.goto('/logout');
  await expect(first.getByRole('heading', { name: 'Sie wurden abgemeldet.' })).toBeVisible();
  await expect(second.getByTestId('account-entry-login')).toBeVisible();
  expect(await second.evaluate(() => (window as unknown as { tafelMarker?: number }).tafelMarker)).toBe(1);
  await expect(third).toHaveURL(/\/login\?redirect=%2Fmyaccount%2Fpassword/);
  await context.close();
});

test('a session ended elsewhere goes through /logout and shows the security warning', async ({ browser }) => {
  const contextA = await freshContext(browser);
  const pageA = await contextA.newPage();
  const account = await registerConsumer(pageA, 'sicher');
  const visited: string[] = [];
  pageA.on('framenavigated', (frame) => {
    if (frame === pageA.mainFrame()) visited.push(frame.url());
  });

  // A's password page stays open while the session ends elsewhere.
  const formPage = await contextA.newPage();
  await formPage.goto('/myaccount/password');

  // Another browser resets the password: every session of the account ends.
  const contextB = await freshContext(browser);
  const pageB = await contextB.newPage();
  await requestReset(pageB, account.email);
  await pageB.goto(await resetLink(account.email));
  await pageB.fill('#field-password', 'anderswo-1');
  await pageB.fill('#field-passwordRepeat', 'anderswo-1');
  await pageB.getByTestId('new-password-submit').click();
  await expect(pageB).toHaveURL(/\/login/);
  await contextB.close();

  // Spec §6: a protected change shows the refusal in the form with a login link, no silent logout.
  await formPage.fill('#field-currentPassword', account.password);
  await formPage.fill('#field-newPassword', 'nochmal-1');
  await formPage.fill('#field-newPasswordRepeat', 'nochmal-1');
  await formPage.getByTestId('password-save').click();
  await expect(formPage.getByTestId('password-notice')).toContainText('Ihre Anmeldung ist nicht mehr gültig');
  await expect(formPage.getByTestId('password-notice-login')).toHaveAttribute('href', /\/login\?redirect=%2Fmyaccount%2Fpassword/);
  await expect(formPage).toHaveURL(/\/myaccount\/password$/);
  await shots(formPage, 'password-session-ended');
  await formPage.close();

  await pageA.goto('/myaccount/contact-details');
  await expect(pageA.getByText('Ihre Anmeldung ist abgelaufen')).toBeVisible();
  expect(visited.some((url) => url.includes('/logout?reason=security'))).toBe(true);
  await expect(pageA.getByTestId('account-entry-login')).toBeVisible();
  await shots(pageA, 'security-logout');

  // The warning page itself (the flag's target), as a visitor without a session sees it.
  await pageA.goto('/logout?reason=security');
  await expect(pageA.getByTestId('security-logout')).toBeVisible();
  await shots(pageA, 'logout-security');
  await contextA.close();
});

test('ten failed logins of an account answer a wait in minutes', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const account = await registerConsumer(page, 'limit');
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Sie wurden abgemeldet.' })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByTestId('login-forgot')).toHaveAttribute('href', '/myaccount/resetpassword');
  await expect(page.getByTestId('login-register')).toHaveAttribute('href', '/myaccount/register');
  const attempt = async (password: string) => {
    await page.fill('#field-email', account.email);
    await page.fill('#field-password', password);
    await Promise.all([page.waitForResponse((response) => response.url().includes('/api/login-action')), page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click()]);
  };
  for (let failed = 1; failed <= 10; failed += 1) {
    await attempt(`falsch-${failed}`);
    await expect(page.getByTestId('login-error')).toContainText('Die Anmeldedaten sind nicht korrekt');
  }
  // The right password now too, from another browser with another address: the account waits
  // (counted per account, not per address).
  const other = await freshContext(browser);
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  await otherPage.fill('#field-email', account.email);
  await otherPage.fill('#field-password', account.password);
  await Promise.all([otherPage.waitForResponse((response) => response.url().includes('/api/login-action')), otherPage.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click()]);
  await expect(otherPage.getByTestId('login-error')).toHaveText(/Bitte warten Sie (\d+ Minuten|eine Minute)/);
  await expect(otherPage).toHaveURL(/\/login$/);
  await shots(otherPage, 'login-limit');
  await other.close();
  await context.close();
});

test('the logout page works without JavaScript', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const account = await registerConsumer(page, 'ohnejs', 'Nora');
  const state = await context.storageState();
  const plain = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false, storageState: state, extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.7' } });
  const noJs = await plain.newPage();
  await noJs.goto('/logout');
  await expect(noJs.getByTestId('logout-form')).toBeVisible();
  await noJs.getByRole('button', { name: 'Jetzt abmelden' }).click();
  await expect(noJs.getByRole('heading', { name: 'Sie wurden abgemeldet.' })).toBeVisible();
  await expect(noJs.getByTestId('account-entry-login')).toBeVisible();
  await noJs.goto('/myaccount/contact-details');
  await expect(noJs).toHaveURL(/\/login\?redirect=/);

  // The login without JavaScript is a POST (never the password in the URL), back to where it came from.
  await expect(noJs.getByTestId('login-form')).toHaveAttribute('method', /post/i);
  await noJs.fill('#field-email', account.email);
  await noJs.fill('#field-password', 'falsch-1');
  await noJs.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(noJs.getByTestId('login-error')).toContainText('Die Anmeldedaten sind nicht korrekt');
  expect(noJs.url()).not.toContain('falsch-1');
  await expect(noJs.locator('#field-email')).toHaveValue(account.email);
  await noJs.fill('#field-password', account.password);
  await noJs.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(noJs).toHaveURL(/\/myaccount\/contact-details$/);
  await expect(noJs.getByTestId('account-entry-customer')).toContainText('Nora');
  await plain.close();
  await context.close();
});

test('the registration works without JavaScript (a form post, never a GET)', async ({ browser }) => {
  const plain = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.19.0.9' } });
  const page = await plain.newPage();
  const email = uniqueEmail('ohnejs-neu');
  await page.goto('/myaccount/register');
  await expect(page.getByTestId('register-form')).toHaveAttribute('method', /post/i);
  // A refusal comes back with the e-mail kept and the error beside its field.
  await page.fill('#field-email', email);
  await page.fill('#field-password', 'tafel-neu-1');
  await page.fill('#field-passwordRepeat', 'tafel-anders-1');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('error-passwordRepeat')).toBeVisible();
  expect(page.url()).not.toContain('tafel-neu-1');
  await expect(page.locator('#field-email')).toHaveValue(email);
  await page.fill('#field-password', 'tafel-neu-1');
  await page.fill('#field-passwordRepeat', 'tafel-neu-1');
  await page.fill('#field-billingAddress-firstName', 'Ole');
  await page.fill('#field-billingAddress-lastName', 'Muster');
  await page.fill('#field-billingAddress-streetAndNumber', 'Hauptstraße 5');
  await page.fill('#field-billingAddress-postcode', '10115');
  await page.fill('#field-billingAddress-city', 'Berlin');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/myaccount\/contact-details/);
  await expect(page.getByTestId('account-entry-customer')).toContainText('Ole');
  await expect(page.locator('#field-email')).toHaveValue(email);
  await plain.close();
});
