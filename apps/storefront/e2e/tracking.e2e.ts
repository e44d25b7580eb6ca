import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { addToCart, guestToSummary } from './support/checkout';
import { expect, test } from './support/fixtures';
import { recordedFor, userIdOf } from './support/tracking';

// The data layer (catalogue spec §2, §7; session spec §4): cart changes, the order button and a
// cancelled payment go onto window.dataLayer and on to the upstream's tracking, as the shopper's.

const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots/tracking/', import.meta.url));

type Entry = { event: string; ecommerce?: { value?: number; currency?: string; payment_type?: string; items?: { item_id: string; item_name: string; quantity: number }[] }; payment_type?: string };

/** The events of cart and checkout this file is about; the page events are tracking-pages.e2e.ts's. */
const CART_AND_CHECKOUT_EVENTS = ['add_to_cart', 'remove_from_cart', 'checkout', 'payment_cancel', 'payment_error'];
const PAGE_EVENTS = ['Meta', 'web_vitals', 'navigation', 'view_item_list', 'select_item'];

const dataLayer = (page: Page): Promise<Entry[]> => page.evaluate(() => (window.dataLayer ?? []) as Entry[]);

test('cart changes, the order button and a cancelled PayPal payment reach the data layer and the upstream, once each', async ({ page, context }) => {
  // The debug block (selenium-datalayer in the URL) lists what the page pushed.
  // The page's first event is its page view (tracking-pages.e2e.ts tests it).
  await page.goto('/prod/10401?selenium-datalayer');
  await expect(page.getByTestId('datalayer-entry').first()).toHaveAttribute('data-event', 'Meta');
  await page.getByTestId('quantity-input').fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toBeVisible();
  await expect(page.locator('[data-testid="datalayer-entry"][data-event="add_to_cart"]')).toHaveCount(1);
  await expect(page.locator('[data-testid="datalayer-entry"][data-event="add_to_cart"]')).toContainText('"item_group_id": "10401"');
  const added = (await dataLayer(page)).filter((e) => e.event === 'add_to_cart');
  expect(added).toHaveLength(1);
  expect(added[0]!.ecommerce).toMatchObject({ currency: 'EUR', items: [{ quantity: 2 }] });
  expect(added[0]!.ecommerce!.value).toBeGreaterThan(0);
  await page.getByTestId('datalayer-debug').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}product-datalayer-debug.png`, fullPage: true });

  const userId = await userIdOf(context);

  // The basket: a higher quantity is an add of the difference, a removed line a remove.
  await addToCart(page, '10402', 1);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const firstLine = page.getByTestId('cart-line').filter({ has: page.locator('a[href^="/prod/10401"]') });
  await firstLine.getByTestId('line-quantity').fill('3');
  await expect(firstLine.getByTestId('line-quantity')).toHaveValue('3');
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'add_to_cart').length).toBe(1);
  const more = (await dataLayer(page)).find((e) => e.event === 'add_to_cart')!;
  expect(more.ecommerce!.items).toEqual([expect.objectContaining({ quantity: 1 })]);
  const secondLine = page.getByTestId('cart-line').filter({ has: page.locator('a[href^="/prod/10402"]') });
  await secondLine.getByRole('button', { name: /Entfernen/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'remove_from_cart').length).toBe(1);

  // The order button sends the checkout event; PayPal is cancelled on its page.
  await guestToSummary(page);
  await page.goto('/checkout/payment');
  await page.getByTestId('payment-PAYPAL').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/__payment\/paypal\?/);
  await page.getByRole('button', { name: 'Zahlung abbrechen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await expect(page.getByTestId('toast')).toContainText('Sie haben die Zahlung abgebrochen.');
  const cancels = (await dataLayer(page)).filter((e) => e.event === 'payment_cancel');
  expect(cancels).toEqual([{ event: 'payment_cancel', payment_type: 'PAYPAL' }]);
  // A reload sends nothing again.
  await page.reload();
  await expect(page.getByTestId('payment-form')).toBeVisible();
  expect((await dataLayer(page)).filter((e) => e.event === 'payment_cancel')).toHaveLength(0);

  // The upstream recorded every event once, as this shopper's, in the order they happened.
  await recordedFor(userId, (events) => events.some((e) => e.name === 'payment_cancel'));
  // Longer than the data layer's batching delay, so a second payment_cancel would have arrived.
  await page.waitForTimeout(1500);
  const recordedAll = await recordedFor(userId, () => true);
  // Besides the page's own events (page views, web vitals, list views and clicks: tracking-pages.e2e.ts), nothing else.
  expect(recordedAll.map((e) => e.name).filter((name) => !CART_AND_CHECKOUT_EVENTS.includes(name) && !PAGE_EVENTS.includes(name))).toEqual([]);
  const settled = recordedAll.filter((e) => CART_AND_CHECKOUT_EVENTS.includes(e.name));
  expect(settled.map((e) => e.name)).toEqual(['add_to_cart', 'add_to_cart', 'add_to_cart', 'remove_from_cart', 'checkout', 'payment_cancel']);
  expect(settled.every((e) => e.shop === 'de')).toBe(true);
  const checkout = JSON.parse(settled.find((e) => e.name === 'checkout')!.payload!) as { ecommerce: { payment_type: string; value: number; items: { item_id: string; item_name: string; quantity: number }[] } };
  expect(checkout.ecommerce.payment_type).toBe('PAYPAL');
  expect(checkout.ecommerce.items).toEqual([expect.objectContaining({ quantity: 3 })]);
  // The article is named the same on the product page as in the cart.
  expect(checkout.ecommerce.items[0]).toMatchObject({ item_id: added[0]!.ecommerce!.items![0]!.item_id, item_name: added[0]!.ecommerce!.items![0]!.item_name });
  expect(checkout.ecommerce.value).toBeGreaterThan(0);
  // No personal data in any event.
  expect(recordedAll.map((e) => e.payload ?? '').join('')).not.toMatch(/Muster|example\.de|Hauptstraße/);
});

test('removing the last line is tracked, although the answer turns the basket into the empty one', async ({ page }) => {
  await addToCart(page, '10401', 2);
  await page.goto('/checkout/basket');
  await page.getByRole('button', { name: /Entfernen/ }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  await expect
    .poll(async () => (await dataLayer(page)).filter((e) => e.event === 'remove_from_cart'))
    .toEqual([expect.objectContaining({ ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_group_id: '10401', quantity: 2 })] }) })]);
});

test('the support console is not the shop: no data-layer debug block there', async ({ page }) => {
  await page.goto('/support/login?selenium-datalayer');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('datalayer-debug')).toHaveCount(0);
});
