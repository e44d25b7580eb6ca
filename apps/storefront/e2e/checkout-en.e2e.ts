// The English B2B shop (host with "educational" and an "en" label, spec §1) on real Chromium
// against the whole stack: every step of a B2B order speaks English and the document says
// en-DE; the German hosts stay German. Screenshots go to docs/screenshots/checkout-en/.
import type { Page } from '@playwright/test';
import { addToCart, b2bBase, clearUpstreamFaults, SCREENSHOTS_EN, upstreamFault, upstreamOrders } from './support/checkout';
import { expect, test } from './support/fixtures';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS_EN}${name}.png`, fullPage: true });

// Texts of the shop's own chrome that must not show up in German on the English host (upstream
// data such as product names or delivery states stays as it comes).
const GERMAN_CHROME = /Warenkorb|Anmelden|Zur Kasse|Weiter zur|Zahlungspflichtig|Rechnungsadresse|Lieferadresse|Versandkosten|Gesamtsumme|inkl\. MwSt|Startseite|Bitte /;

async function expectEnglishPage(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
  await expect(page.locator('body')).not.toContainText(GERMAN_CHROME);
}

test.afterEach(async () => {
  await clearUpstreamFaults();
});

test('a B2B customer on the English host signs in at the wall and orders, in English on every step', async ({ page }) => {
  const base = b2bBase('en');
  await page.goto(`${base}/prod/10401`);
  // The wall (spec §2), in English: the login flyout over a placeholder, at the same URL.
  await expect(page.getByTestId('login-wall')).toBeVisible();
  await expect(page).toHaveURL(`${base}/prod/10401`);
  await expect(page).toHaveTitle('Sign in | Tafel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByText('Please sign in with your customer number.')).toBeVisible();
  await expect(page.getByLabel('Customer number')).toBeVisible();
  await expectEnglishPage(page);
  await page.fill('#field-customerNumber', '4711001');
  await page.fill('#field-password', 'wrong');
  await page.getByTestId('login-flyout-form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-error')).toHaveText(
    'The sign-in details are not correct. Please check your email address or customer number and your password.',
  );
  await shot(page, '0-login-wall');
  await page.fill('#field-password', 'tafel-schule');
  await page.getByTestId('login-flyout-form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('login-wall')).toHaveCount(0);
  await expect(page).toHaveURL(`${base}/prod/10401`);

  // Product page: English labels, prices written en-DE ("€1.23").
  await expect(page.getByTestId('add-to-cart')).toHaveText('Add to basket');
  await expect(page.getByTestId('product-price')).toHaveText(/^€\d+\.\d{2}$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await addToCart(page, '10401', 3, base);
  await expect(page.getByTestId('add-to-cart-success')).toContainText('The article has been added to your basket.');
  await expectEnglishPage(page);
  await shot(page, '1-product');

  await page.goto(`${base}/checkout/basket`);
  await expect(page).toHaveTitle('Basket | Tafel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Basket (3 articles)');
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).toContainText('Delivery');
  // The B2B shop has no payment step (spec §4), so the basket's step bar leaves it out as the later steps do.
  await expect(page.getByRole('navigation', { name: 'Checkout steps' })).not.toContainText('Payment');
  await expect(page.getByTestId('cart-total')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('to-checkout')).toHaveText('Proceed to checkout');
  await expectEnglishPage(page);
  await shot(page, '2-basket');
  await page.getByTestId('to-checkout').click();

  // A session exists: the login step goes straight on to shipping.
  await expect(page).toHaveURL(`${base}/checkout/shipping`);
  await expect(page).toHaveTitle('Delivery | Tafel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery and invoice');
  await expect(page.getByText('Billing address', { exact: true })).toBeVisible();
  await expect(page.getByText('To a different address')).toBeVisible();
  await expect(page.getByTestId('shipping-submit')).toHaveText('Continue to review');
  // A field error of the client validators, in English.
  await page.fill('#field-orderReference', 'X'.repeat(36));
  await page.getByTestId('shipping-submit').click();
  await expect(page.getByTestId('error-orderReference')).toHaveText('Please enter no more than 35 characters.');
  await expectEnglishPage(page);
  await shot(page, '3-shipping-invalid');
  await page.fill('#field-orderReference', 'PO-2026-42');
  await shot(page, '3-shipping');
  await page.getByTestId('shipping-submit').click();

  // No payment step for B2B: the summary.
  await expect(page).toHaveURL(`${base}/checkout/summary`);
  await expect(page).toHaveTitle('Review your order | Tafel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your order');
  await expect(page.getByText('Your order reference: PO-2026-42')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change billing address' })).toHaveText('Change');
  await expect(page.getByTestId('summary-total')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(page.getByTestId('submit-order')).toHaveText('Place binding order');
  await expectEnglishPage(page);
  await shot(page, '4-summary');

  // The order system is down for a moment: progress, error and the way out, in English.
  await upstreamFault({ operation: 'SubmitCart', kind: 'http', status: 503, times: 2 });
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('submit-progress')).toHaveText('Your order is being submitted …');
  await expect(page.getByTestId('submit-error')).toContainText('Your order could not be submitted just now because our order system is unavailable.');
  await expectEnglishPage(page);
  await shot(page, '4-summary-submit-failed');
  await clearUpstreamFaults();
  const before = (await upstreamOrders()).length;
  await page.getByRole('button', { name: 'Send again' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  expect((await upstreamOrders()).length).toBe(before + 1);
  await expect(page).toHaveTitle('Thank you for your order | Tafel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your order!');
  await expect(page.getByTestId('confirmation')).toContainText(`Your order number: ${orderId}`);
  await expect(page.getByText('Your order reference: PO-2026-42')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  await expectEnglishPage(page);
  await shot(page, '5-confirmation');
  // Cleanup: the customer goes on with a new, empty basket (in English, too).
  await expect(async () => {
    await page.goto(`${base}/checkout/basket`);
    await expect(page.getByRole('heading', { name: 'Your basket is empty' })).toBeVisible();
  }).toPass();

  // A toast a server asks for (?toast=<key>) and the 404 page speak English as well.
  await page.goto(`${base}/?toast=vue.checkout.summaryStep.notification.cartChanged`);
  await expect(page.getByTestId('toast')).toHaveText('Your basket has changed. Please review it again.');
  await expect(page.getByRole('button', { name: 'Close message' })).toBeVisible();
  await expectEnglishPage(page);
  await shot(page, '6-home-toast');
  await page.goto(`${base}/no-such-page`);
  await expect(page).toHaveTitle('Page not found | Tafel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  await expectEnglishPage(page);
  await shot(page, '7-not-found');
});

test('the German hosts stay German', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('link', { name: /^Warenkorb, / })).toBeVisible();
  await expect(page.getByText('Alle Preise inkl. gesetzlicher MwSt., zzgl. Versandkosten.')).toBeVisible();
  // The German shop's CMS footer with its payment logos.
  const footer = page.getByTestId('site-footer');
  await expect(footer.getByRole('heading', { name: 'Zahlungsarten' })).toBeVisible();
  await expect(footer.getByRole('img', { name: 'PayPal' })).toBeVisible();
  // Only the B2B shop has the DE/EN switch.
  await expect(page.getByRole('navigation', { name: 'Sprache des Shops' })).toHaveCount(0);

  await page.goto(`${b2bBase('de')}/checkout/basket`);
  await expect(page.getByTestId('login-wall')).toBeVisible();
  await expect(page).toHaveURL(`${b2bBase('de')}/checkout/basket`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveTitle('Anmelden | Tafel');
  await expect(page.getByText('Bitte melden Sie sich mit Ihrer Kundennummer an.')).toBeVisible();
  await expect(page.getByLabel('Kundennummer')).toBeVisible();
  await expect(page.getByTestId('login-flyout-form').getByRole('button', { name: 'Anmelden' })).toBeVisible();

  // The B2B header's DE/EN switch swaps the host and keeps the path (the modal layer closed first).
  await page.keyboard.press('Escape');
  const toEnglish = page.getByRole('navigation', { name: 'Sprache des Shops' }).getByRole('link', { name: 'EN' });
  await expect(toEnglish).toHaveAttribute('href', `${b2bBase('en').replace(/^http:/, '')}/checkout/basket`);
  await toEnglish.click();
  await expect(page).toHaveURL(`${b2bBase('en')}/checkout/basket`);
  await expect(page.getByTestId('login-wall')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
  await expect(page.getByRole('navigation', { name: 'Shop language' }).getByRole('link', { name: 'DE' })).toHaveAttribute('href', `${b2bBase('de').replace(/^http:/, '')}/checkout/basket`);
  // Catalogue spec: no payment or delivery logos in the B2B shop.
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toHaveCount(0);
  // The CMS footer of the English shop speaks English, its own legal pages first.
  const bottom = page.getByTestId('site-footer').getByRole('navigation', { name: 'Legal' });
  await expect(bottom.getByRole('link').first()).toHaveText('Imprint');
  await expectEnglishPage(page);
  await shot(page, '8-language-switch');
});

test('the support console stays German on the English host, document language included', async ({ page }) => {
  await page.goto(`${b2bBase('en')}/support/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page).toHaveTitle(/Support-Konsole/);
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('.skip-link')).toHaveText('Zum Inhalt springen');
  await shot(page, '9-support-console-login');
  // A client cannot talk its way into the console's language on the shop's pages.
  await page.setExtraHTTPHeaders({ 'x-tafel-area': 'support' });
  await page.goto(`${b2bBase('en')}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
});
