// Issue 29 follow-ups in the browser against the whole stack: the teaser wishlist block's local
// quantities and variants (catalogue spec §2, §4: the CMS list stays, the totals are fetched again,
// "to cart" says what it could not add and lets the shopper choose the missing variants there),
// the MinimalOrderQuantityFlyout (spec §2, §5) and the product page's glance view (spec §7).
// Screenshots (1280 and 390 px) go to docs/screenshots/wishlist/.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { upstreamTrackingEvents } from './support/checkout';
import { screenshotsIn } from './support/screenshots';

const { shot } = screenshotsIn('wishlist');

/** 10022 is sold from 10 pieces (stand-in catalogue); 10003 has one item. */
const MINIMUM_TEN = '10022';
const GLANCED = '10003';

let addressNo = 0;
async function freshContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  addressNo += 1;
  const ip = `198.18.${Math.floor(Math.random() * 200) + 1}.${(addressNo % 250) + 1}`;
  return browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('a teaser list changes quantities and variants locally and puts that choice into the cart', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  await page.goto('/inspiration/');
  const block = page.locator('[data-teaser-wishlist="TW-SCHULSTART"]');
  const entries = block.getByTestId('teaser-entry');
  await expect(entries).toHaveCount(6);
  const sum = block.getByTestId('teaser-sum');
  const before = euros(await sum.textContent());

  // Quantity: the first entry (2 pieces) to 5; its total and the sum follow, the list stays.
  const first = entries.first();
  const firstTotal = euros(await first.getByTestId('teaser-entry-total').textContent());
  await first.getByTestId('teaser-qty').fill('5');
  await expect.poll(async () => euros(await first.getByTestId('teaser-entry-total').textContent())).toBeCloseTo((firstTotal / 2) * 5, 2);
  await expect.poll(async () => euros(await sum.textContent())).toBeCloseTo(before + (firstTotal / 2) * 3, 2);
  // Above the item's maximum the field clamps and says so (spec §5).
  await first.getByTestId('teaser-qty').fill('99999');
  await expect(first.getByTestId('teaser-qty')).not.toHaveValue('99999');
  await expect(toast(page, 'maximale Bestellmenge')).toBeVisible();
  await first.getByTestId('teaser-qty').fill('5');
  await first.getByTestId('teaser-qty').blur();

  // Variant: the first entry without one, chosen in the wishlistOptionsVariants modal by keyboard.
  const open = entries.filter({ has: page.getByRole('button', { name: 'Variante wählen' }) });
  await expect(open).toHaveCount(3);
  await open.first().getByRole('button', { name: 'Variante wählen' }).click();
  const variants = block.getByTestId('teaser-variant-dialog');
  await expect(variants).toBeVisible();
  await expect(variants.getByRole('heading')).toContainText('Variante wählen');
  await shot(page, 'teaser-variant-dialog-1280', false);
  await variants.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await variants.getByTestId('teaser-variant-apply').click();
  await expect(variants).toBeHidden();
  await expect(toast(page, 'gespeichert')).toBeVisible();
  await expect(open).toHaveCount(2);

  await block.scrollIntoViewIfNeeded();
  await shot(page, 'teaser-block-local-1280', false);

  // To cart: the local choice goes in; two entries still lack a variant and are offered here.
  await block.getByTestId('teaser-to-cart').click();
  const cart = block.getByTestId('teaser-cart-dialog');
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('teaser-cart-added')).toContainText('Artikel wurden in den Warenkorb gelegt');
  const added = Number((await cart.getByTestId('teaser-cart-added').textContent())!.match(/\d+/)![0]);
  const toChoose = cart.getByTestId('teaser-cart-variants').getByRole('listitem');
  await expect(toChoose).toHaveCount(2);
  await shot(page, 'teaser-cart-dialog-1280', false);
  await toChoose.first().getByRole('button', { name: 'Variante wählen' }).click();
  await expect(variants).toBeVisible();
  await variants.getByTestId('teaser-variant-apply').click();
  // The resolved entry leaves the list and raises the added count (spec §4).
  await expect(cart).toBeVisible();
  await expect(toChoose).toHaveCount(1);
  await expect(cart.getByTestId('teaser-cart-added')).toContainText(`${added + 1} Artikel`);
  await page.keyboard.press('Escape');
  await expect(cart).toBeHidden();

  // The basket holds the locally chosen quantity of the first entry.
  await page.goto('/checkout/basket/');
  await expect(page.getByTestId('line-quantity').first()).toBeVisible();
  expect(await page.getByTestId('line-quantity').evaluateAll((fields) => fields.map((field) => (field as HTMLInputElement).value))).toContain('5');

  // To list: the teaser list still answers its seeded entries; the local ones go onto the list.
  await page.goto('/inspiration/');
  await block.getByTestId('teaser-to-list').click();
  await expect(toast(page, 'auf Ihre Merkliste gesetzt')).toContainText('6 Artikel');
  await context.close();
});

test('the teaser block fits a phone', async ({ browser }) => {
  const context = await freshContext(browser, 390);
  const page = await context.newPage();
  await page.goto('/inspiration/');
  const block = page.locator('[data-teaser-wishlist="TW-SCHULSTART"]');
  await expect(block.getByTestId('teaser-entry')).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await block.getByTestId('teaser-wishlist-entries').scrollIntoViewIfNeeded();
  await shot(page, 'teaser-block-390', false);
  await block.getByRole('button', { name: 'Variante wählen' }).first().click();
  await expect(block.getByTestId('teaser-variant-dialog')).toBeVisible();
  await shot(page, 'teaser-variant-dialog-390', false);
  await context.close();
});

for (const width of [1280, 390]) {
  test(`a quantity below the minimum order quantity opens the flyout that explains it (${width} px)`, async ({ browser }) => {
    const context = await freshContext(browser, width);
    const page = await context.newPage();
    await page.goto(`/prod/${MINIMUM_TEN}`);
    const field = page.getByTestId('quantity-input');
    await expect(field).toHaveValue('10');
    await field.fill('3');
    await field.press('Tab');
    const flyout = page.getByTestId('moq-flyout');
    await expect(flyout).toBeVisible();
    await expect(flyout).toContainText('ab 10 Stück');
    await expect(field).toHaveValue('10');
    // Keyboard: focus is on its button; Escape closes it and the page goes on.
    await expect(flyout.getByRole('button', { name: 'Verstanden' })).toBeFocused();
    await shot(page, `moq-flyout-${width}`, false);
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();
    // Adding below the minimum: clamped to 10, added, and said why.
    await field.fill('4');
    await field.press('Enter');
    await expect(flyout).toBeVisible();
    await flyout.getByRole('button', { name: 'Verstanden' }).press('Enter');
    await expect(flyout).toBeHidden();

    // The basket's field: below the minimum the line is raised to it, with the same flyout.
    await page.goto('/checkout/basket/');
    const line = page.getByTestId('line-quantity').first();
    await expect(line).toHaveValue('10');
    await line.fill('2');
    await line.press('Tab');
    await expect(page.getByTestId('moq-flyout')).toBeVisible();
    await expect(line).toHaveValue('10');
    await page.getByTestId('moq-flyout').getByRole('button', { name: 'Verstanden' }).click();
    await expect(page.getByTestId('moq-flyout')).toBeHidden();
    await context.close();
  });
}

test('a product page view reaches the upstream as one glance view', async ({ browser }) => {
  const context = await freshContext(browser);
  const page = await context.newPage();
  const glances = async () =>
    (await upstreamTrackingEvents(1000)).filter((e) => e.name === 'glance_view' && e.source === 'recordGlanceView' && JSON.parse(e.payload ?? '{}').productId === GLANCED);
  const before = (await glances()).length;
  await page.goto(`/prod/${GLANCED}`);
  await expect(page.getByTestId('quantity-input')).toBeVisible();
  await expect.poll(async () => (await glances()).length, { timeout: 10_000 }).toBe(before + 1);
  const [latest] = await glances();
  expect(JSON.parse(latest!.payload!)).toMatchObject({ productId: GLANCED, itemId: `${GLANCED}-01`, domain: new URL(process.env.E2E_BASE_URL!).host });
  // Once per view: staying on the page sends nothing more.
  await page.waitForTimeout(1500);
  expect((await glances()).length).toBe(before + 1);
  await context.close();
});
