// Returns (issue 25) in the browser against the whole stack: a guest return of two items with a
// photo to the RMA, a failed photo upload retried, a non-image file refused at its field, the
// redirect rules of spec §2, a return link during an upstream outage, and the lookup limit per
// shopper address. Screenshots of every page (1280 and 375 px wide) go to
// docs/screenshots/returns/ (named in the README).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { b2bBase, clearUpstreamFaults, shopBase, upstreamFault } from './support/checkout';
import { screenshotsIn } from './support/screenshots';

const { shot, shots } = screenshotsIn('returns');

/** A 2×2 PNG (a valid image: the orchestrator checks the type by content). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

async function upstream(path: string, init: RequestInit): Promise<void> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

async function lookUp(page: Page, base: string, orderId: string, zipCode: string): Promise<void> {
  await page.goto(`${base}/myaccount/returns`);
  await page.getByTestId('return-orderId').fill(orderId);
  await page.getByTestId('return-zipCode').fill(zipCode);
  await page.getByTestId('return-lookup-submit').click();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  await clearUpstreamFaults();
});

test.afterEach(async () => {
  await clearUpstreamFaults();
  await upstream('/__faults/return-switch', { method: 'DELETE' });
});

test('a guest returns two items with a photo, picks the carrier and confirms, to the RMA', async ({ page }) => {
  const base = shopBase('at');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/myaccount/returns`);
  await shots(page, 'lookup');
  await lookUp(page, base, '40090001', '1060');
  await expect(page).toHaveURL(/\/myaccount\/returns\/productselection\?order=/);
  await expect(page.getByTestId('return-order')).toContainText('40090001');

  const items = page.locator('[data-testid^="return-item-"]');
  await expect(items).toHaveCount(2);
  const next = page.getByTestId('selection-next');
  await expect(next).toHaveAttribute('data-reason', 'NOTHING_SELECTED');
  await expect(page.getByTestId('guard-reason')).toContainText('mindestens einen Artikel');

  // First item: wrong item delivered (a photo is required).
  const first = items.nth(0);
  await first.getByRole('checkbox').first().check();
  await first.locator('select').selectOption('WRONG_ITEM');
  // Second item: two of them, ordered too many; a quantity above the returnable one is refused at the field.
  const second = items.nth(1);
  await second.getByRole('checkbox').first().check();
  const quantity = second.locator('input[type="number"]');
  await quantity.fill('9');
  await expect(second.locator('[data-testid^="error-quantity-"]')).toContainText('höher als die Menge');
  await expect(next).toHaveAttribute('data-reason', 'QUANTITY_EXCEEDS_RETURNABLE');
  await quantity.fill('2');
  await second.locator('select').selectOption('ORDERED_TOO_MANY');
  await expect(next).toHaveAttribute('data-reason', '');

  // Weiter without the required photo: said at the photo field.
  await next.click();
  await expect(first.locator('[data-testid^="error-photos-"]')).toContainText('mindestens ein Foto');
  await first.locator('input[type="file"]').setInputFiles({ name: 'falscher-artikel.png', mimeType: 'image/png', buffer: PNG });
  const photo = first.getByTestId('photo');
  await expect(photo).toHaveAttribute('data-state', 'UPLOADED', { timeout: 20_000 });
  await expect(photo.locator('img')).toBeVisible();
  await shots(page, 'productselection');

  // A reload keeps the selection and the uploaded photo (both live in the workflow), and its
  // thumbnail (a downscaled JPEG kept in the tab's sessionStorage).
  await page.reload();
  const reloaded = page.locator('[data-testid^="return-item-"]').nth(0).getByTestId('photo');
  await expect(reloaded).toHaveAttribute('data-state', 'UPLOADED');
  await expect(reloaded.getByTestId('photo-thumb')).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect(reloaded.getByTestId('photo-thumb')).toBeVisible();
  await shot(page, 'productselection-reloaded');
  await expect(page.locator('[data-testid^="return-item-"]').nth(1).locator('input[type="number"]')).toHaveValue('2');

  await page.getByTestId('selection-next').click();
  await expect(page).toHaveURL(/\/myaccount\/returns\/regulations$/);
  await expect(page.locator('input[name="regulation"]').first()).toBeChecked();
  await shots(page, 'regulations');
  await page.getByTestId('regulation-next').click();

  await expect(page).toHaveURL(/\/myaccount\/returns\/carrier$/);
  await expect(page.locator('input[name="carrier"]').first()).toBeChecked();
  await expect(page.getByTestId('return-carrier-form')).toContainText('4,95');
  await expect(page.getByTestId('return-labels')).toHaveValue('1');
  await shots(page, 'carrier');
  await page.getByTestId('carrier-next').click();

  await expect(page).toHaveURL(/\/myaccount\/returns\/confirm$/);
  // Missing fields are said at the fields, and nothing typed is lost.
  await page.getByTestId('contact-firstName').fill('Lena');
  await page.getByTestId('return-submit').click();
  await expect(page.getByTestId('error-lastName')).toBeVisible();
  await expect(page.getByTestId('contact-firstName')).toHaveValue('Lena');
  await expect(page.getByTestId('contact-lastName')).toBeFocused();
  await page.getByTestId('contact-salutation').selectOption('Frau');
  await page.getByTestId('contact-lastName').fill('Huber');
  await page.getByTestId('contact-email').fill('lena.huber@example.at');
  await page.getByTestId('contact-phone').fill('+43 1 234567');
  await shots(page, 'confirm');
  await page.getByTestId('return-submit').click();

  await expect(page).toHaveURL(/\/myaccount\/returns\/confirmation$/, { timeout: 30_000 });
  await expect(page.getByTestId('return-rma')).toHaveText(/\S+/);
  await expect(page.getByTestId('return-label')).toHaveAttribute('href', /\S+/);
  await shots(page, 'confirmation');
});

test('a failed photo upload is retried; a non-image file is refused at its field', async ({ page }) => {
  const base = shopBase('ch');
  await lookUp(page, base, '40090002', '8001');
  await expect(page).toHaveURL(/\/productselection\?order=/);
  const item = page.locator('[data-testid^="return-item-"]').first();
  await item.getByRole('checkbox').first().check();
  await item.locator('select').selectOption('WRONG_ITEM');
  const input = item.locator('input[type="file"]');

  await input.setInputFiles({ name: 'rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 not an image') });
  await expect(item.locator('[data-testid^="photo-errors-"]')).toContainText('rechnung.pdf');
  await expect(item.locator('[data-testid^="photo-errors-"]')).toContainText('Dateityp wird nicht unterstützt');
  await expect(item.getByTestId('photo')).toHaveCount(0);

  // The upstream refuses both attempts of the upload job: the photo fails, then is retried.
  await upstreamFault({ operation: 'UploadReturnImage', kind: 'http', status: 503, times: 2 });
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  const photo = item.getByTestId('photo');
  await expect(photo).toHaveAttribute('data-state', 'FAILED', { timeout: 30_000 });
  await expect(page.getByTestId('selection-next')).toBeVisible();
  await shots(page, 'photo-failed');
  await clearUpstreamFaults();
  await photo.getByTestId('photo-retry').click();
  await expect(photo).toHaveAttribute('data-state', 'UPLOADED', { timeout: 30_000 });
  // Removing it takes it out of the return.
  await photo.getByTestId('photo-remove').click();
  await expect(item.getByTestId('photo')).toHaveCount(0);
});

test('the redirect rules of the return pages', async ({ page }) => {
  // productselection without order → the lookup.
  await page.goto('/myaccount/returns/productselection');
  await expect(page).toHaveURL(/\/myaccount\/returns$/);
  // A later step without a return → the lookup.
  await page.goto('/myaccount/returns/carrier');
  await expect(page).toHaveURL(/\/myaccount\/returns$/);

  // A wrong postcode: the upstream's not-found message at the form, nothing typed lost.
  await lookUp(page, '', '40090003', '99999');
  await expect(page.getByTestId('error-zipCode')).toContainText('keine Bestellung gefunden');
  await expect(page.getByTestId('return-orderId')).toHaveValue('40090003');
  await expect(page.getByTestId('return-zipCode')).toHaveValue('99999');
  await expect(page.getByTestId('return-zipCode')).toBeFocused();
  await shots(page, 'lookup-not-found');

  // Order known, nothing selected: regulations → productselection of that order.
  await page.getByTestId('return-zipCode').fill('50667');
  await page.getByTestId('return-lookup-submit').click();
  await expect(page).toHaveURL(/\/productselection\?order=/);
  const selection = page.url();
  const itemId = (await page.locator('[data-testid^="return-item-"]').first().getAttribute('data-testid'))!.slice('return-item-'.length);
  await page.goto('/myaccount/returns/regulations');
  await expect(page).toHaveURL(selection);
  await page.goto('/myaccount/returns/confirm');
  await expect(page).toHaveURL(selection);

  // The return link of the order detail and the e-mails, opened in another browser: looked up by its hash.
  const other = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const linked = await other.newPage();
    await linked.goto(new URL(selection).pathname + new URL(selection).search);
    await expect(linked).toHaveURL(selection);
    await expect(linked.getByTestId('return-order')).toContainText('40090003');
    // Another hash that finds nothing: back to the lookup, saying so.
    await linked.goto('/myaccount/returns/productselection?order=no-such-hash');
    await expect(linked).toHaveURL(/\/myaccount\/returns(\?|$)/);
    await expect(linked.getByText('keine Bestellung gefunden')).toBeVisible();
  } finally {
    await other.close();
  }

  // Returns switched off: every return page answers 404 (this visitor has a return), and the photo route refuses.
  await upstream('/__faults/return-switch', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ value: 'false' }) });
  const hash = new URL(selection).searchParams.get('order')!;
  for (const path of [
    '/myaccount/returns',
    `/myaccount/returns/productselection?order=${encodeURIComponent(hash)}`,
    '/myaccount/returns/regulations',
    '/myaccount/returns/carrier',
    '/myaccount/returns/confirm',
    '/myaccount/returns/confirmation',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  const photo = await page.request.post(`/api/returns/photos?itemId=${encodeURIComponent(itemId)}`, {
    headers: { 'content-type': 'image/png', 'sec-fetch-site': 'same-origin' },
    data: PNG,
  });
  expect(photo.ok()).toBe(false);
  expect(photo.status()).toBe(404);
  // A return link opened in a fresh browser: 404 too, and no user id (nor a cart) is made for it.
  const fresh = await fetch(`${process.env.E2E_BASE_URL}/api/returns/open?order=${encodeURIComponent(hash)}`, { redirect: 'manual' });
  expect(fresh.status).toBe(404);
  expect(fresh.headers.getSetCookie()).toEqual([]);
});

test('a return link opened while the upstream is down shows the failure with retry, not a redirect loop', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await context.newPage();
    await lookUp(page, '', '40090003', '50667');
    await expect(page).toHaveURL(/\/productselection\?order=/);
    const link = new URL(page.url());
    // Another browser opens the return link while the upstream does not answer the lookup by hash.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    try {
      const linked = await other.newPage();
      await upstreamFault({ operation: 'findOrderForReturnByHash', kind: 'http', status: 503, times: 10 });
      const response = await linked.goto(link.pathname + link.search);
      expect(response?.status()).toBe(200);
      await expect(linked).toHaveURL(link.pathname + link.search);
      const failure = linked.getByTestId('return-failure');
      await expect(failure).toHaveAttribute('data-code', 'UPSTREAM_UNAVAILABLE');
      await expect(failure).toContainText('Ihre Bestellung konnte nicht geladen werden');
      // The ways out are the ones the machine takes after a failed lookup.
      await expect(failure.getByTestId('return-retry')).toHaveText('Erneut versuchen');
      await expect(failure.getByTestId('return-retry')).toBeVisible();
      await expect(failure.getByTestId('return-back')).toHaveCount(0);
      await shots(linked, 'link-lookup-failed');
      // A reload stays on the failure (the page no longer sends the visitor back to the lookup route).
      await linked.reload();
      await expect(linked.getByTestId('return-failure')).toBeVisible();
      await clearUpstreamFaults();
      await failure.getByTestId('return-retry').click();
      await expect(linked.getByTestId('return-order')).toContainText('40090003');
      await expect(linked.getByTestId('return-failure')).toHaveCount(0);
    } finally {
      await other.close();
    }
  } finally {
    await context.close();
  }
});

test("the orchestrator's lookup limit counts the shopper's address, not the storefront's", async () => {
  // The stack runs with TRUSTED_PROXY_HOPS=1 (global-setup.ts): X-Forwarded-For's last entry is the
  // browser's address. Every request here is cookie-less (a new visitor each time), so only the
  // per-address limit (RETURN_LOOKUPS_PER_ADDRESS, 30 by default) can stop them.
  const open = async (address: string): Promise<string> => {
    const response = await fetch(`${process.env.E2E_BASE_URL}/api/returns/open?order=no-such-hash`, { redirect: 'manual', headers: { 'X-Forwarded-For': address } });
    expect([303, 307, 308], 'a redirect').toContain(response.status);
    return response.headers.get('location') ?? '';
  };
  let limited = false;
  for (let attempt = 0; attempt < 40 && !limited; attempt += 1) limited = (await open('198.51.100.61')).includes('toast=tafel.returns.rateLimited');
  expect(limited).toBe(true);
  // Another shopper's address is not held up by the first one's lookups.
  expect(await open('203.0.113.62')).not.toContain('rateLimited');
});

test('a logged-in customer on the lookup goes to the order list', async ({ page }) => {
  await page.goto('/login');
  await page.fill('#field-email', 'anna.schmidt@example.de');
  await page.fill('#field-password', 'tafel-anna');
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
  // The redirect itself (spec §2): /myaccount/orders, whose page arrives with the account area (issue 27).
  const answer = await page.request.get('/myaccount/returns', { maxRedirects: 0 });
  expect([303, 307, 308]).toContain(answer.status());
  expect(new URL(answer.headers()['location']!, process.env.E2E_BASE_URL).pathname).toBe('/myaccount/orders');
  await page.goto('/myaccount/returns');
  await expect(page).toHaveURL(/\/myaccount\/orders$/);
});

test('the English B2B shop shows the return pages in English', async ({ page }) => {
  const base = b2bBase('en');
  await lookUp(page, base, '40090003', '11111');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
  await expect(page.getByTestId('error-zipCode')).toHaveText('We could not find an order with this order number and postcode. Please check your details.');
  await page.getByTestId('return-zipCode').fill('50667');
  await page.getByTestId('return-lookup-submit').click();
  await expect(page).toHaveURL(/\/productselection\?order=/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-DE');
  const item = page.locator('[data-testid^="return-item-"]').first();
  await item.getByRole('checkbox').first().check();
  await item.locator('select').selectOption('DAMAGED');
  // Continue explains itself and, pressed, puts the focus on the field that is missing.
  const next = page.getByTestId('selection-next');
  await expect(next).toHaveText('Continue');
  await expect(page.getByTestId('guard-reason')).toHaveText('Please describe briefly what is wrong with the item.');
  await next.click({ force: true });
  await expect(item.locator('textarea')).toBeFocused();
  await expect(item.locator('[data-testid^="error-photos-"]')).toHaveText('For this reason we need at least one photo.');
  await shot(page, 'productselection-en');
});

test('a submit the upstream does not answer fails with a clear way out, and is sent again', async ({ page }) => {
  const base = shopBase('ch');
  await lookUp(page, base, '40090002', '8001');
  await expect(page).toHaveURL(/\/productselection\?order=/);
  const selectionUrl = page.url();
  const item = page.locator('[data-testid^="return-item-"]').first();
  await item.getByRole('checkbox').first().check();
  await item.locator('select').selectOption('ORDERED_TOO_MANY');
  await page.getByTestId('selection-next').click();
  await page.getByTestId('regulation-next').click();
  // Label count 0: no carrier and no labels (spec §5).
  await page.getByTestId('return-labels').fill('0');
  await page.getByTestId('carrier-next').click();
  await expect(page).toHaveURL(/\/confirm$/);
  await page.getByTestId('contact-firstName').fill('Noah');
  await page.getByTestId('contact-lastName').fill('Keller');
  await page.getByTestId('contact-email').fill('noah.keller@example.ch');
  // Both attempts of the return-submit job get no answer from the upstream.
  await upstreamFault({ operation: 'SubmitReturnOrder', kind: 'http', status: 503, times: 2 });
  await page.getByTestId('return-submit').click();
  const failure = page.getByTestId('return-failure');
  await expect(failure).toBeVisible({ timeout: 30_000 });
  await expect(failure).toHaveAttribute('data-code', 'UPSTREAM_UNAVAILABLE');
  await expect(failure).toContainText('nicht erreichbar');
  // The upstream may have filed it: only the same submission again is offered (the machine refuses
  // a restart, and says why), and the summary offers no way back to a step.
  await expect(failure.getByTestId('return-restart')).toHaveCount(0);
  await expect(failure.getByTestId('return-failure-refusal')).toHaveAttribute('data-reason', 'SUBMISSION_OUTCOME_UNKNOWN');
  await expect(page.getByTestId('return-summary').getByRole('link')).toHaveCount(0);
  await shots(page, 'submit-failed');
  await clearUpstreamFaults();
  await failure.getByTestId('return-retry').click();
  await expect(page).toHaveURL(/\/myaccount\/returns\/confirmation$/, { timeout: 30_000 });
  await expect(page.getByTestId('return-rma')).toHaveText(/\S+/);
  await expect(page.getByTestId('return-no-label')).toBeVisible();

  // The filed return takes no changes: its later steps show its thank-you view.
  await page.goto(`${base}/myaccount/returns/carrier`);
  await expect(page).toHaveURL(/\/myaccount\/returns\/confirmation$/);
  // The order's return link again: the next return of the same order starts (1 of 2 bottles is left).
  await page.goto(selectionUrl);
  await expect(page).toHaveURL(/\/productselection\?order=/);
  const again = page.locator('[data-testid^="return-item-"]').first();
  await again.getByRole('checkbox').first().check();
  await again.locator('select').selectOption('ORDERED_TOO_MANY');
  await page.getByTestId('selection-next').click();
  await expect(page).toHaveURL(/\/myaccount\/returns\/regulations$/);
});

test('the lookup, regulation and carrier forms work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await lookUp(page, '', '40090003', '00000');
    await expect(page.getByTestId('error-zipCode')).toContainText('keine Bestellung gefunden');
    await expect(page.getByTestId('return-orderId')).toHaveValue('40090003');
    await page.getByTestId('return-zipCode').fill('50667');
    await page.getByTestId('return-lookup-submit').click();
    await expect(page).toHaveURL(/\/productselection\?order=/);
    await expect(page.getByTestId('return-order')).toContainText('40090003');
  } finally {
    await context.close();
  }
  // The item selection needs the page's script; the steps after it are form posts.
  const scripted = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await scripted.newPage();
    await lookUp(page, '', '40090003', '50667');
    await expect(page).toHaveURL(/\/productselection\?order=/);
    const item = page.locator('[data-testid^="return-item-"]').first();
    await item.getByRole('checkbox').first().check();
    await item.locator('select').selectOption('ORDERED_TOO_MANY');
    await page.getByTestId('selection-next').click();
    await expect(page).toHaveURL(/\/regulations$/);
    const plain = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: false, storageState: await scripted.storageState() });
    try {
      const noScript = await plain.newPage();
      await noScript.goto('/myaccount/returns/regulations');
      await noScript.getByTestId('regulation-next').click();
      await expect(noScript).toHaveURL(/\/carrier$/);
      await noScript.getByTestId('carrier-next').click();
      await expect(noScript).toHaveURL(/\/confirm$/);
    } finally {
      await plain.close();
    }
  } finally {
    await scripted.close();
  }
});
