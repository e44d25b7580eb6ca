// The basket's part of issue 29 in the browser against the whole stack: a voucher making the cart
// payless goes through checkout without a payment step; a free article of a promotion (no quantity
// field, not removable) and a voucher not yet in effect; the voucher field's refusals; the undo row
// of a removed line (8 s); quantities typed past a line's limits clamp to them (spec §5).
// Each test has its own browser context and X-Forwarded-For (TRUSTED_PROXY_HOPS=1 in e2e), so the
// voucher attempts of one do not count against another's address. Screenshots: docs/screenshots/cart/.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { fillBilling } from './support/checkout';
import { expect, parseEuroCents, test } from './support/fixtures';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('cart');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let addressNo = 0;
async function freshContext(browser: Browser): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.19.${Math.floor(Math.random() * 200) + 20}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: DESKTOP, locale: 'de-DE', timezoneId: 'Europe/Berlin', extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

/** Puts a product into the cart through its detail page. */
async function addToCart(page: Page, productId: string, quantity = 1): Promise<void> {
  await page.goto(`/prod/${productId}`);
  await page.getByTestId('quantity-input').fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toBeVisible();
}

async function redeem(page: Page, code: string): Promise<void> {
  await page.getByTestId('voucher-code').fill(code);
  await page.getByTestId('voucher-apply').click();
}

/** Both widths of the page as it is now: desktop, then 390 px (nothing may widen the page). */
async function bothWidths(page: Page, name: string): Promise<void> {
  await shot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-390`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

test('a voucher covering the whole order makes the cart payless: checkout goes from shipping to the summary without a payment step', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await addToCart(page, '10401', 2);
  await page.goto('/checkout/basket');
  await redeem(page, 'spende100');
  await expect(page.getByTestId('voucher-status')).toHaveText('Der Gutschein „SPENDE100“ wurde eingelöst.');
  await expect(page.getByTestId('cart-voucher')).toContainText('SPENDE100');
  await expect(page.getByTestId('cart-voucher')).toContainText('Eingelöst');
  expect(parseEuroCents(await page.getByTestId('cart-total').innerText())).toBe(0);
  expect(parseEuroCents(await page.getByTestId('cart-promotions-saving').innerText().then((t) => t.replace('−', '')))).toBe(498);
  await expect(page.getByTestId('cart-payless')).toBeVisible();
  await expect(page.getByTestId('cart-shipping')).toHaveText('kostenlos');
  await expect(page.getByRole('navigation', { name: 'Schritte zur Bestellung' })).not.toContainText('Zahlung');
  await bothWidths(page, 'basket-payless');

  await page.getByTestId('to-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/login$/);
  // The machine leaves the payment step out of the steps (payless).
  await expect(page.getByRole('navigation', { name: 'Schritte zur Bestellung' })).not.toContainText('Zahlung');
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.fill('#field-email', 'foerderverein@example.de');
  await fillBilling(page, { lastName: 'Förderverein' });
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toHaveText('Keine Zahlung nötig: Ihr Gutschein deckt den Betrag');
  expect(parseEuroCents(await page.getByTestId('summary-total').innerText())).toBe(0);
  // The payment step itself sends the shopper on: it does not apply.
  await page.goto('/checkout/payment');
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await bothWidths(page, 'summary-payless');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
  await context.close();
});

test('a free article comes with its promotion, without a quantity field and not removable; a voucher below its minimum says why', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/basket');
  await redeem(page, 'GRATISMAPPE');
  await expect(page.getByTestId('voucher-status')).toContainText('GRATISMAPPE');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const free = lines.last();
  await expect(free.getByTestId('free-item')).toHaveText('Gratisartikel zum Gutschein GRATISMAPPE');
  await expect(free.getByTestId('line-quantity')).toHaveCount(0);
  await expect(free.getByTestId('line-quantity-fixed')).toContainText('1');
  await expect(free.getByRole('button', { name: /Entfernen/ })).toHaveCount(0);
  await expect(lines.first().getByTestId('line-quantity')).toHaveCount(1);

  await redeem(page, 'ab200');
  const pending = page.getByTestId('cart-voucher').filter({ hasText: 'AB200' });
  await expect(pending).toHaveAttribute('data-attainable', 'false');
  await expect(pending).toContainText('Noch nicht wirksam');
  await expect(pending.getByTestId('voucher-failure')).toContainText('Mindestbestellwert von 200,00');
  await bothWidths(page, 'basket-free-article');

  // The mini cart shows the free article as free too, as the basket does (spec §3 isFreeItem).
  await page.getByTestId('cart-button').hover();
  const miniFree = page.getByTestId('mini-cart').getByTestId('mini-cart-line').filter({ has: page.getByTestId('mini-cart-free-item') });
  await expect(miniFree).toHaveCount(1);
  await expect(miniFree.getByTestId('mini-cart-free-item')).toHaveText('Gratisartikel zum Gutschein GRATISMAPPE');
  await expect(miniFree).toHaveAttribute('data-free-item', 'true');
  await expect(miniFree).toContainText('kostenlos');
  await expect(page.getByTestId('mini-cart').locator('[data-testid="mini-cart-line"]:not([data-free-item])')).not.toContainText('kostenlos');
  await shot(page, 'mini-cart-free-article-1280', false);
  await page.keyboard.press('Escape');
  await page.mouse.move(10, 800);
  await expect(page.getByTestId('mini-cart')).toHaveCount(0);

  // Removing the promotion's voucher takes its free article along (spec §4).
  await page.getByRole('button', { name: 'Gutschein GRATISMAPPE entfernen' }).click();
  await expect(page.getByTestId('voucher-status')).toHaveText('Der Gutschein „GRATISMAPPE“ wurde entfernt.');
  await expect(lines).toHaveCount(1);
  await context.close();
});

test('the voucher field says why a code is refused and keeps it for correcting', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/basket');
  await redeem(page, '');
  await expect(page.getByTestId('voucher-error')).toHaveText('Bitte geben Sie einen Gutscheincode ein.');
  await redeem(page, 'GIBTESNICHT');
  await expect(page.getByTestId('voucher-error')).toHaveText('Dieser Gutscheincode ist leider nicht gültig.');
  await expect(page.getByTestId('voucher-code')).toHaveValue('GIBTESNICHT');
  await expect(page.getByTestId('voucher-code')).toHaveAttribute('aria-invalid', 'true');
  await redeem(page, 'SCHULE 10!');
  await expect(page.getByTestId('voucher-error')).toHaveText('Dieser Gutscheincode ist leider nicht gültig.');
  await redeem(page, 'SCHULE10');
  await expect(page.getByTestId('voucher-status')).toBeVisible();
  await expect(page.getByTestId('voucher-code')).toHaveValue('');
  await redeem(page, 'schule10');
  await expect(page.getByTestId('voucher-error')).toHaveText('Dieser Gutschein ist bereits eingelöst.');
  await bothWidths(page, 'basket-voucher-error');
  await context.close();
});

test('a removed line can be put back from its undo row within 8 s, at its place and quantity', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await addToCart(page, '10401', 3);
  await addToCart(page, '10008', 1);
  await page.goto('/checkout/basket');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  const firstName = await lines.first().locator('a').nth(1).innerText();
  await lines.first().getByRole('button', { name: /Entfernen/ }).click();
  const undo = page.getByTestId('cart-undo-row');
  await expect(undo).toHaveText(new RegExp(`„${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}“ wurde entfernt\\.`));
  await expect(lines).toHaveCount(1);
  // At the removed line's old place: before the remaining line.
  await expect(page.locator('ul > li').filter({ has: page.getByTestId('cart-undo') }).first()).toBeVisible();
  expect(await page.evaluate(() => {
    const row = document.querySelector('[data-testid="cart-undo-row"]');
    const line = document.querySelector('[data-testid="cart-line"]');
    return row && line ? Boolean(row.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
  })).toBe(true);
  await bothWidths(page, 'basket-undo');
  await page.getByTestId('cart-undo').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'ist wieder im Warenkorb' })).toBeVisible();
  await expect(lines).toHaveCount(2);
  await expect(undo).toHaveCount(0);
  await expect(lines.filter({ hasText: firstName }).getByTestId('line-quantity')).toHaveValue('3');

  // After 8 s the row goes by itself, and a reload does not bring it back.
  await lines.last().getByRole('button', { name: /Entfernen/ }).click();
  await expect(undo).toBeVisible();
  await expect(undo).toHaveCount(0, { timeout: 9_500 });
  await page.reload();
  await expect(undo).toHaveCount(0);
  await expect(lines).toHaveCount(1);
  await context.close();
});

test('quantities typed past a line\'s limits clamp to them and say the limit (spec §5)', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/basket');
  const field = page.getByTestId('line-quantity');
  const before = await page.getByTestId('line-total').innerText();
  await field.fill('123456');
  await expect(page.getByTestId('quantity-error')).toHaveText(/^Die maximale Bestellmenge für diesen Artikel ist \d+\.$/);
  const max = Number((await page.getByTestId('quantity-error').innerText()).match(/(\d+)\.$/)?.[1]);
  await expect(field).toHaveValue(String(max));
  // The clamped quantity is what is saved (500 ms after the last keystroke).
  await expect(page.getByTestId('line-total')).not.toHaveText(before);
  await page.reload();
  await expect(page.getByTestId('line-quantity')).toHaveValue(String(max));
  await field.fill('0');
  await expect(field).toHaveValue('1');
  await expect(page.getByTestId('quantity-error')).toHaveText('Die Mindestbestellmenge für diesen Artikel ist 1.');
  await bothWidths(page, 'basket-clamped');
  await context.close();
});
