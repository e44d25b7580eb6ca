// The service forms (issue 28) in the browser against the whole stack: the newsletter sign-up with
// double opt-in (the stand-in's mailbox holds the confirmation link), the sign-off, the contact
// form of /service/kontakt/ (a CMS Form Teaser through the catch-all), the B2B catalogue request,
// the per-address form limit, and the sign-up without JavaScript. Each browser context has its own
// X-Forwarded-For (TRUSTED_PROXY_HOPS=1 in e2e), so one test's forms do not count against another's.
// Screenshots at 390 px go to docs/screenshots/service/.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { b2bBase, upstreamGraphql } from './support/checkout';

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/service/', import.meta.url));
const PHONE = { width: 390, height: 844 };

let addressNo = 0;
/** A browser context with its own client address (documentation range 198.18.0.0/15). */
async function freshContext(browser: Browser, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.19.${Math.floor(Math.random() * 200) + 20}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: options.viewport ?? { width: 1280, height: 900 }, javaScriptEnabled: options.javaScriptEnabled ?? true, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** The latest mail of a kind the stand-in "sent" to an address (its outbox, GET /__faults/mail). */
async function mailTo(email: string, kind: 'newsletter' | 'form'): Promise<{ subject: string; path: string | null; text: string } | null> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults/mail?to=${encodeURIComponent(email)}&kind=${kind}`);
  return response.status === 404 ? null : ((await response.json()) as { subject: string; path: string | null; text: string });
}

async function subscribed(email: string): Promise<boolean> {
  const data = await upstreamGraphql<{ checkEmailSubscribed: boolean }>('query C($e: String!) { checkEmailSubscribed(email: $e) }', { e: email });
  return data.checkEmailSubscribed;
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto('/service/newsletter');
  await page.fill('#field-email', email);
  await page.getByTestId('newsletter-subscribe-submit').click();
}

test('the newsletter sign-up: double opt-in by the mailed link, then "already subscribed"', async ({ browser }) => {
  const context = await freshContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  const email = uniqueEmail('leserin');
  await page.goto('/service/newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(page.getByTestId('newsletter-consent')).toContainText('Double-Opt-in');
  // The page is indexable; the honeypot is out of sight.
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  await expect(page.locator('#field-website')).not.toBeInViewport();
  await page.screenshot({ path: `${SCREENSHOTS}newsletter-390.png`, fullPage: true });

  // A bad address: the error at the field, focused; nothing sent.
  await page.fill('#field-email', 'kein@mail');
  await page.getByTestId('newsletter-subscribe-submit').click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.locator('#field-email')).toBeFocused();
  await expect(page.locator('#field-email')).toHaveAttribute('aria-invalid', 'true');

  await page.fill('#field-email', email);
  await page.getByTestId('newsletter-subscribe-submit').click();
  await expect(page).toHaveURL(/\/service\/newsletter\/success$/);
  await expect(page.getByTestId('newsletter-success-title')).toHaveText('Fast geschafft – bitte bestätigen Sie Ihre Anmeldung');
  await expect(page.getByTestId('newsletter-success-text')).toContainText('Bestätigungslink');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.screenshot({ path: `${SCREENSHOTS}newsletter-success-390.png`, fullPage: true });

  // Pending until confirmed: the mailbox holds the link, opening it confirms.
  expect(await subscribed(email)).toBe(false);
  const mail = await mailTo(email, 'newsletter');
  expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
  expect(mail?.path).toMatch(/^\/newsletter\/confirm\?token=/);
  await page.goto(`${process.env.E2E_UPSTREAM_URL}${mail!.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung bestätigt');
  expect(await subscribed(email)).toBe(true);

  // Signing up again: a clear notice, no second mail, no success page.
  await signUp(page, email);
  await expect(page.getByTestId('newsletter-already')).toHaveText('Diese E-Mail-Adresse ist bereits für unseren Newsletter angemeldet. Sie müssen nichts weiter tun.');
  await expect(page).toHaveURL(/\/service\/newsletter$/);
  expect((await mailTo(email, 'newsletter'))?.path).toBe(mail!.path);
  await context.close();
});

test('the newsletter sign-off confirms on its page and ends the subscription', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const email = uniqueEmail('abmelden');
  await signUp(page, email);
  await expect(page).toHaveURL(/\/success$/);
  await fetch(`${process.env.E2E_UPSTREAM_URL}${(await mailTo(email, 'newsletter'))!.path}`);
  expect(await subscribed(email)).toBe(true);

  await page.goto('/service/newsletter');
  await page.getByTestId('newsletter-unsubscribe-link').click();
  await expect(page).toHaveURL(/\/service\/newsletter\/newsletter-abmelden$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await page.fill('#field-email', email);
  await page.getByTestId('newsletter-unsubscribe-submit').click();
  await expect(page.getByTestId('newsletter-done')).toHaveText(`Sie sind abgemeldet: An ${email} senden wir keinen Newsletter mehr.`);
  await expect(page).toHaveURL(/newsletter-abmelden$/);
  expect(await subscribed(email)).toBe(false);
  await context.close();
});

test('the contact form on /service/kontakt/: errors at the fields, then the reference', async ({ browser }) => {
  const context = await freshContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  const email = uniqueEmail('kontakt');
  await page.goto('/service/kontakt/');
  const form = page.getByTestId('form-kontaktformular');
  await expect(form).toBeVisible();
  await form.getByLabel('Vorname').fill('Jonas');
  await form.getByLabel('Nachname').fill('Berg');
  await form.getByLabel('E-Mail-Adresse').fill('jonas@beispiel');
  await form.getByTestId('form-kontaktformular-submit').click();
  // Checked in the browser with the shared rules: every error at its field, the first focused.
  await expect(form.getByTestId('error-email')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(form.getByTestId('error-subject')).toHaveText('Bitte füllen Sie dieses Pflichtfeld aus.');
  await expect(form.getByTestId('error-message')).toHaveText('Bitte füllen Sie dieses Pflichtfeld aus.');
  await expect(form.getByTestId('field-email')).toBeFocused();
  await expect(form.getByTestId('error-firstName')).toHaveCount(0);
  await expect(form.getByText('Höchstens 2000 Zeichen')).toBeVisible();
  await form.screenshot({ path: `${SCREENSHOTS}contact-form-errors-390.png` });
  expect(await mailTo(email, 'form')).toBeNull();

  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Ihr Anliegen').selectOption('lieferung');
  await form.getByLabel('Ihre Nachricht').fill('Wann kommt meine Bestellung?');
  // A post with a name the form does not have is refused whole on the server; nothing is sent.
  await form.evaluate((element) => {
    const extra = document.createElement('input');
    Object.assign(extra, { type: 'hidden', name: 'bcc', value: 'spam@example.org', id: 'forged-field' });
    element.append(extra);
  });
  await form.getByTestId('form-kontaktformular-submit').click();
  await expect(form.getByTestId('form-error')).toHaveText('Dieses Feld ist nicht vorgesehen. Bitte laden Sie die Seite neu.');
  expect(await mailTo(email, 'form')).toBeNull();
  await form.evaluate(() => document.getElementById('forged-field')?.remove());
  await form.getByTestId('form-kontaktformular-submit').click();
  const sent = form.getByTestId('form-sent');
  await expect(sent).toContainText(/Vielen Dank für Ihre Nachricht! Ihre Anfrage K-\d{4}-\d{6} ist bei uns eingegangen/);
  const reference = (await sent.textContent())!.match(/K-\d{4}-\d{6}/)![0];
  expect((await mailTo(email, 'form'))?.subject).toBe(`Ihre Kontaktanfrage ${reference}`);
  // The form is empty again for another request.
  await expect(form.getByLabel('Vorname')).toHaveValue('');
  await context.close();
});

test('the B2B catalogue request on /service/katalog (German) and /service/catalogue (English)', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const base = b2bBase('de');
  // The catalogue is not on the B2B public list: the wall's login flyout at the same URL, then the page.
  await page.goto(`${base}/service/katalog`);
  await expect(page.getByTestId('login-wall')).toBeVisible();
  await page.fill('#field-customerNumber', '4711001');
  await page.fill('#field-password', 'tafel-schule');
  await page.getByTestId('login-flyout-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('catalogue-offer')).toBeVisible();
  await expect(page).toHaveURL(`${base}/service/katalog`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unser Katalog für Schulen und Einrichtungen');
  await expect(page.getByTestId('catalogue-offer')).toContainText('Artikelnummern');
  const form = page.getByTestId('form-katalog-bestellung');
  await form.getByLabel('Schule / Einrichtung').fill('Grundschule am See');
  await form.getByLabel('Ansprechpartner/in').fill('Anna Schmidt');
  await form.getByLabel('Straße und Hausnummer').fill('Seestraße 12');
  await form.getByLabel('PLZ').fill('1010');
  await form.getByLabel('Ort').fill('Berlin');
  await form.getByLabel('Land').selectOption('DE');
  await form.getByLabel('E-Mail-Adresse').fill(uniqueEmail('katalog'));
  await form.getByLabel('Anzahl Kataloge (1–5)').fill('7');
  await form.getByTestId('form-katalog-bestellung-submit').click();
  await expect(form.getByTestId('error-postCode')).toHaveText('Bitte geben Sie eine gültige Postleitzahl ein.');
  await expect(form.getByTestId('error-copies')).toHaveText('Bitte geben Sie eine Zahl von 1 bis 5 ein.');
  await expect(form.getByTestId('field-postCode')).toBeFocused();
  await form.getByLabel('PLZ').fill('10115');
  await form.getByLabel('Anzahl Kataloge (1–5)').fill('3');
  await form.getByTestId('form-katalog-bestellung-submit').click();
  await expect(form.getByTestId('form-sent')).toContainText(/Ihre Anfrage K-\d{4}-\d{6}/);

  // The English host keeps its own session: its wall, in English, then the English page.
  const english = await context.newPage();
  await english.goto(`${b2bBase('en')}/service/catalogue`);
  await expect(english.getByTestId('login-wall')).toBeVisible();
  await english.fill('#field-customerNumber', '4711001');
  await english.fill('#field-password', 'tafel-schule');
  await english.getByTestId('login-flyout-form').getByRole('button', { name: 'Sign in' }).click();
  await expect(english.getByTestId('form-katalog-bestellung-submit')).toBeVisible();
  await expect(english).toHaveURL(`${b2bBase('en')}/service/catalogue`);
  await expect(english.getByRole('heading', { level: 1 })).toHaveText('Our catalogue for schools and institutions');
  await expect(english.getByTestId('form-katalog-bestellung-submit')).toHaveText('Request catalogue');
  await context.close();
});

test('the forms of one client address are limited (FORM_SUBMISSIONS_PER_ADDRESS 10 an hour)', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/service/newsletter/newsletter-abmelden');
  for (let i = 0; i < 10; i += 1) {
    await page.goto('/service/newsletter/newsletter-abmelden');
    await page.fill('#field-email', uniqueEmail(`limit${i}`));
    await page.getByTestId('newsletter-unsubscribe-submit').click();
    await expect(page.getByTestId('newsletter-done')).toBeVisible();
  }
  // The eleventh form of this address is refused with the wait, and nothing is sent.
  const email = uniqueEmail('elfte');
  await page.goto('/service/newsletter');
  await page.fill('#field-email', email);
  await page.getByTestId('newsletter-subscribe-submit').click();
  await expect(page.getByTestId('newsletter-error')).toHaveText('Sie haben in kurzer Zeit sehr viele Formulare gesendet. Bitte versuchen Sie es in 60 Minuten erneut.');
  expect(await mailTo(email, 'newsletter')).toBeNull();

  // Another address is not affected.
  const other = await freshContext(browser);
  const otherPage = await other.newPage();
  await signUp(otherPage, email);
  await expect(otherPage).toHaveURL(/\/success$/);
  await other.close();
  await context.close();
});

test('the newsletter sign-up works without JavaScript (a form post)', async ({ browser }) => {
  const context = await freshContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail('ohnejs');
  await page.goto('/service/newsletter?email=kein%40mail');
  await expect(page.getByTestId('newsletter-subscribe-form')).toHaveAttribute('method', /post/i);
  // The footer's teaser sends the address along; a bad one comes back with its error at the field.
  await expect(page.locator('#field-email')).toHaveValue('kein@mail');
  await page.getByTestId('newsletter-subscribe-submit').click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.locator('#field-email')).toHaveValue('kein@mail');
  await page.fill('#field-email', email);
  await page.getByTestId('newsletter-subscribe-submit').click();
  await expect(page).toHaveURL(/\/service\/newsletter\/success$/);
  expect((await mailTo(email, 'newsletter'))?.path).toMatch(/^\/newsletter\/confirm\?token=/);
  await context.close();
});
