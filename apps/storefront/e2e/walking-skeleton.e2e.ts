// The walking skeleton's shopper path through all three apps, in real Chromium:
// home → product → add to cart → basket (right quantity and total) → reload → still there.
import { euroPattern, expect, parseEuroCents, test } from './support/fixtures';

test('a shopper puts a product in the cart and finds it again after a reload', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByTestId('product-tile');
  await expect(tiles.first()).toBeVisible();
  expect(await tiles.count()).toBeGreaterThanOrEqual(8);
  await expect(page.getByTestId('cart-count')).toHaveCount(0);

  // A saleable product: sold-out tiles are not links (spec), so pick a tile that links.
  const tileLink = page.locator('[data-testid="product-tile"] a[href^="/prod/"]').first();
  const href = await tileLink.getAttribute('href');
  expect(href).toMatch(/^\/prod\/[\w-]+/);
  await tileLink.click();
  await expect(page).toHaveURL(new RegExp(`${href!.split('?')[0]}`));

  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  expect(name).toBeTruthy();
  const unitCents = parseEuroCents((await page.getByTestId('product-price').textContent()) ?? '');
  expect(unitCents).toBeGreaterThan(0);

  await page.getByTestId('quantity-input').fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  await page.goto('/checkout/basket');
  const assertBasket = async () => {
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(name!);
    await expect(lines.first().getByTestId('line-quantity')).toHaveValue('2');
    const lineTotal = parseEuroCents((await lines.first().getByTestId('line-total').textContent()) ?? '');
    expect(lineTotal).toBe(unitCents * 2);
    const shipping = parseEuroCents((await page.getByTestId('cart-shipping').textContent()) ?? '');
    await expect(page.getByTestId('cart-total')).toHaveText(euroPattern(lineTotal + shipping));
  };
  await assertBasket();

  await page.reload();
  await assertBasket();
});

test('an unknown product id shows the 404 page', async ({ page }) => {
  const response = await page.goto('/prod/does-not-exist-999');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/nicht gefunden/i);
  await expect(page.getByRole('link', { name: /Startseite/i })).toHaveAttribute('href', '/');
  await expect(page.locator('main code')).toHaveText('/prod/does-not-exist-999');
  // One shop header, from the shop's layout (the 404 of an unknown URL brings its own).
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/nicht gefunden/i);
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('the 404 page shows a long requested path cut short', async ({ page }) => {
  const response = await page.goto(`/cat/${'x'.repeat(3000)}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('main code')).toHaveText(`/cat/${'x'.repeat(115)}…`);
});

test('a quantity that is no whole number is refused with a message and changes nothing', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-testid="product-tile"] a[href^="/prod/"]').first().click();
  // Whole numbers past the limits are clamped to them (spec §5, product-page.e2e.ts); these are refused.
  for (const bad of ['', '1.5']) {
    await page.getByTestId('quantity-input').fill(bad);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('quantity-error')).toBeVisible();
  }
  await expect(page.getByTestId('add-to-cart-success')).toHaveCount(0);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});
