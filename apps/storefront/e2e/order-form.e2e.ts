// The order form by article numbers (/service/orderform) and the rating page (/rating?enc=), issue
// 28, in the browser against the whole stack: three articles added in one go, an unknown number
// that adds nothing, the quantity clamped to an article's maximum (spec §5), the form without
// JavaScript, the cart's PDF (and the page's answer when it cannot be made), an article's minimum
// order quantity; a seeded order's rating link, and a link without data answering 404.
// Each browser context has its own X-Forwarded-For (TRUSTED_PROXY_HOPS=1 in e2e), so the ratings
// count against their own address. Screenshots go to docs/screenshots/service/.
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { clearUpstreamFaults, upstreamFault } from './support/checkout';
import { expect, test } from './support/fixtures';

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/service/', import.meta.url));
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// Seed fixtures (deterministic): the red folder (2,49 €), a single-item product, an item limited
// to 20 per order, and a sold-out one.
const RED_FOLDER = '501.485';
const SINGLE = '451.898';
const LIMITED = '601.548';
// Item 10022-01 (an eraser) may be ordered from 10 pieces on.
const MINIMUM_TEN = '122.279';

let addressNo = 0;
async function freshContext(browser: Browser, options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } } = {}): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.18.${Math.floor(Math.random() * 200) + 20}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: options.viewport ?? DESKTOP, javaScriptEnabled: options.javaScriptEnabled ?? true, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

/** Types a number into row `row` and leaves the field, so the row is checked. */
async function enterNumber(page: Page, row: number, number: string): Promise<void> {
  await page.getByTestId(`order-number-${row}`).fill(number);
  await page.getByTestId(`order-number-${row}`).blur();
}

async function setQuantity(page: Page, row: number, quantity: string): Promise<void> {
  await page.getByTestId(`order-quantity-${row}`).fill(quantity);
  await page.getByTestId(`order-quantity-${row}`).blur();
}

async function basketLines(page: Page): Promise<string[]> {
  await page.goto('/checkout/basket/');
  return page.getByTestId('cart-line').allInnerTexts();
}

test('three article numbers go into the basket in one go; the PDF is the basket as an order form', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/service/orderform');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestellformular');
  // Five rows to start with.
  await expect(page.locator('[data-testid^="order-row-"]')).toHaveCount(5);

  await enterNumber(page, 0, RED_FOLDER);
  await expect(page.getByTestId('order-article-0')).toContainText('Ordner A4, 8 cm Rücken');
  await expect(page.getByTestId('order-article-0')).toContainText('Farbe: Rot');
  await expect(page.getByTestId('order-article-0')).toContainText('2,49');
  await setQuantity(page, 0, '2');
  await enterNumber(page, 1, SINGLE);
  await expect(page.getByTestId('order-article-1')).toBeVisible();
  await enterNumber(page, 2, LIMITED);
  await expect(page.getByTestId('order-article-2')).toBeVisible();

  // Spec §5: typing above the article's maximum (20) clamps and says so.
  await page.getByTestId('order-quantity-2').fill('25');
  await expect(page.getByTestId('order-quantity-2')).toHaveValue('20');
  await expect(page.getByTestId('order-quantity-error-2')).toHaveText('Die maximale Bestellmenge für diesen Artikel ist 20.');
  await setQuantity(page, 2, '3');
  await expect(page.getByTestId('order-quantity-error-2')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}orderform-1280.png`, fullPage: true });

  // "Add row" adds a sixth.
  await page.getByTestId('order-form-add-row').click();
  await expect(page.locator('[data-testid^="order-row-"]')).toHaveCount(6);

  await page.getByTestId('order-form-submit').click();
  await expect(page.getByTestId('order-form-added')).toContainText('6 Artikel wurden in den Warenkorb gelegt.');
  await expect(page.getByTestId('cart-count')).toHaveText('6');
  await page.screenshot({ path: `${SCREENSHOTS}orderform-added-1280.png`, fullPage: true });

  // The PDF of this basket: a download with its file name.
  const pdf = await page.request.get('/api/orderform/pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename="Bestellformular-\d{4}-\d{2}-\d{2}\.pdf"$/);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.headers()['cache-control']).toContain('no-store');

  // The PDF cannot be made (upstream down): back to the page, which says so, not a bare 500.
  await upstreamFault({ operation: 'UpstreamGeneratePdfForm', kind: 'http', status: 503, times: 10 });
  try {
    const failed = await page.request.get('/api/orderform/pdf', { maxRedirects: 0 });
    expect(failed.status()).toBe(303);
    expect(failed.headers().location).toBe('/service/orderform?pdf=failed');
    expect(failed.headers()['cache-control']).toBe('no-store');
  } finally {
    await clearUpstreamFaults();
  }
  const failedPage = await context.newPage();
  await failedPage.goto('/service/orderform?pdf=failed');
  await expect(failedPage.getByTestId('order-form-pdf-failed')).toHaveText('Das Bestellformular kann gerade nicht erstellt werden. Bitte versuchen Sie es in einigen Minuten erneut.');
  await failedPage.close();

  await page.getByTestId('order-form-to-basket').click();
  await expect(page).toHaveURL(/\/checkout\/basket\/?$/);
  const lines = await page.getByTestId('cart-line').allInnerTexts();
  expect(lines).toHaveLength(3);
  for (const number of [RED_FOLDER, SINGLE, LIMITED]) expect(lines.some((line) => line.includes(number))).toBe(true);
  await context.close();
});

test('an unknown article number shows its row error and adds nothing', async ({ browser }) => {
  const context = await freshContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/service/orderform');
  await enterNumber(page, 0, RED_FOLDER);
  await expect(page.getByTestId('order-article-0')).toBeVisible();
  await enterNumber(page, 1, '999.999');
  await expect(page.getByTestId('order-number-error-1')).toHaveText('Zu dieser Artikelnummer kennen wir keinen Artikel.');
  await expect(page.getByTestId('order-number-1')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: `${SCREENSHOTS}orderform-error-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByTestId('order-form-submit').click();
  await expect(page.getByTestId('order-form-error')).toContainText('Es wurde nichts in den Warenkorb gelegt.');
  await expect(page.getByTestId('order-number-error-1')).toHaveText('Zu dieser Artikelnummer kennen wir keinen Artikel.');
  await expect(page.getByTestId('order-number-0')).toHaveValue(RED_FOLDER);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  expect(await basketLines(page)).toEqual([]);

  // Without a basket there is no order form to print: back to the page, which says why.
  const pdf = await page.request.get('/api/orderform/pdf', { maxRedirects: 0 });
  expect(pdf.status()).toBe(303);
  expect(pdf.headers().location).toBe('/service/orderform?pdf=empty');
  await context.close();
});

test('the order form works without JavaScript: the server checks the rows and adds them', async ({ browser }) => {
  const context = await freshContext(browser, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/service/orderform');
  await page.getByTestId('order-number-0').fill(RED_FOLDER);
  await page.getByTestId('order-quantity-0').fill('2');
  await page.getByTestId('order-number-1').fill('12');
  await page.getByTestId('order-form-submit').click();
  // A malformed quantity or unknown number is answered per row; nothing is added.
  await expect(page.getByTestId('order-number-error-1')).toHaveText('Zu dieser Artikelnummer kennen wir keinen Artikel.');
  await expect(page.getByTestId('order-number-0')).toHaveValue(RED_FOLDER);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  await page.getByTestId('order-number-1').fill('');
  await page.getByTestId('order-form-submit').click();
  await expect(page.getByTestId('order-form-added')).toContainText('2 Artikel wurden in den Warenkorb gelegt.');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await context.close();
});

test("a seeded order's rating link shows the product and takes a rating; a link without data is a 404", async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  // Anna's order 40010009: its delivered parcel's item 10302-01, the link's data built like the stand-in's reviewUrl.
  const enc = Buffer.from(JSON.stringify({ orderId: '40010009', productId: '10302', itemId: '10302-01' })).toString('base64url');
  const response = await page.goto(`/rating?enc=${enc}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByTestId('rating-product-name')).not.toBeEmpty();
  await expect(page.getByTestId('rating-product')).toContainText('Aus Ihrer Bestellung 40010009');
  await expect(page.getByTestId('rating-product').locator('img')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}rating-1280.png`, fullPage: true });

  // Without stars and name: the fields are named, nothing is sent.
  await page.getByTestId('rating-submit').click();
  await expect(page.getByTestId('rating-error-rating')).toHaveText('Bitte wählen Sie 1 bis 5 Sterne.');
  await expect(page.getByTestId('rating-error-author')).toBeVisible();
  // The first error in form order has the focus: the first star, which carries the error.
  await expect(page.getByRole('radio', { name: '1 Stern', exact: true })).toBeFocused();
  await expect(page.getByRole('radio', { name: '1 Stern', exact: true })).toHaveAttribute('aria-describedby', 'rating-rating-error');

  // The stars are radio buttons with names: the fourth by its label, by keyboard.
  await page.getByRole('radio', { name: '4 Sterne' }).check();
  await expect(page.getByRole('radio', { name: '4 Sterne' })).toBeChecked();
  await page.getByTestId('rating-title').fill('Stabil und handlich');
  await page.getByTestId('rating-message').fill('Hält auch im Klassenzimmer einiges aus.');
  await page.getByTestId('rating-author').fill('Anna S.');
  await page.getByTestId('rating-submit').click();
  await expect(page.getByTestId('rating-thanks')).toHaveText('Vielen Dank für Ihre Bewertung! Sie erscheint nach einer kurzen Prüfung im Shop.');
  await page.screenshot({ path: `${SCREENSHOTS}rating-done-1280.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  await page.goto(`/rating?enc=${enc}`);
  await expect(page.getByTestId('rating-form')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}rating-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  for (const path of ['/rating?enc=garbage', '/rating', `/rating?enc=${Buffer.from(JSON.stringify({ productId: 'nope' })).toString('base64url')}`]) {
    const notFound = await page.goto(path);
    expect(notFound?.status(), path).toBe(404);
  }
  await context.close();
});

test('an article with a minimum order quantity names it and starts the row there (spec §5)', async ({ browser }) => {
  const context = await freshContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/service/orderform');
  await enterNumber(page, 0, MINIMUM_TEN);
  await expect(page.getByTestId('order-minimum-0')).toHaveText('Mindestbestellmenge: 10 Stück');
  await expect(page.getByTestId('order-quantity-0')).toHaveValue('10');
  await expect(page.getByTestId('order-quantity-error-0')).toHaveText('Die Mindestbestellmenge für diesen Artikel ist 10.');
  // An article without a minimum above 1 names none.
  await enterNumber(page, 1, RED_FOLDER);
  await expect(page.getByTestId('order-article-1')).toBeVisible();
  await expect(page.getByTestId('order-minimum-1')).toHaveCount(0);
  await context.close();
});

test('order form at 390 px', async ({ browser }) => {
  const context = await freshContext(browser, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/service/orderform');
  await enterNumber(page, 0, RED_FOLDER);
  await expect(page.getByTestId('order-article-0')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}orderform-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});
