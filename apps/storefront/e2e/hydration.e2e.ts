// Nothing the shopper types or chooses before the page's JavaScript has taken over is lost.
// Each test holds back the page's script chunks (deterministic: hydration cannot begin while the
// test types), checks that React has not reached the field yet, then lets the scripts through on a
// CPU slowed down sixfold (a phone) and checks the value is kept and used.
import type { Locator, Page } from '@playwright/test';
import { addToCart, GUEST } from './support/checkout';
import { expect, test } from './support/fixtures';

/** Holds every /_next/static/chunks/ script until `release()`; `held` counts those waiting. */
async function holdScripts(page: Page): Promise<{ held: () => number; release: () => Promise<void> }> {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let waiting = 0;
  await page.route(/\/_next\/static\/chunks\/.*\.js(\?.*)?$/, async (route) => {
    waiting += 1;
    await gate;
    await route.continue().catch(() => {});
  });
  return {
    held: () => waiting,
    release: async () => {
      // A phone's CPU: hydration takes its time, as in the field.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      open();
    },
  };
}

/** True once React has hydrated the element (it keeps its fiber on the DOM node). */
const hydrated = (field: Locator) => field.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

/** Opens `path` with its scripts held back; the server-rendered page is there, React is not. */
async function openUnhydrated(page: Page, path: string) {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
  return scripts;
}

async function expectNotHydrated(scripts: { held: () => number }, ...fields: Locator[]) {
  expect(scripts.held(), 'the page asked for its scripts (and they are held)').toBeGreaterThan(0);
  for (const field of fields) expect(await hydrated(field)).toBe(false);
}

test('a search typed into the header before hydration is searched for', async ({ page }) => {
  const scripts = await openUnhydrated(page, '/');
  const box = page.locator('form[role="search"]').getByRole('combobox', { name: 'Suche', exact: true });
  await box.pressSequentially('ordner');
  await expectNotHydrated(scripts, box);

  await scripts.release();
  await expect(page.locator('form[role="search"][data-ready]')).toHaveCount(1, { timeout: 30_000 });
  await expect(box).toHaveValue('ordner');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=ordner$/);
  await expect(box).toHaveValue('ordner');
});

test('a quantity typed on the product page before hydration is kept and put into the cart', async ({ page }) => {
  const scripts = await openUnhydrated(page, '/prod/10401');
  const quantity = page.getByTestId('quantity-input');
  await quantity.fill('3');
  await expectNotHydrated(scripts, quantity);

  await scripts.release();
  await expect.poll(() => hydrated(quantity), { timeout: 30_000 }).toBe(true);
  await expect(quantity).toHaveValue('3');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toBeVisible({ timeout: 15_000 });
  await expect(quantity).toHaveValue('3');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('a basket quantity typed before hydration is kept and saved', async ({ page }) => {
  await addToCart(page, '10401', 1);
  const scripts = await openUnhydrated(page, '/checkout/basket');
  const quantity = page.getByTestId('line-quantity');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('3');
  await expectNotHydrated(scripts, quantity);

  await scripts.release();
  await expect.poll(() => hydrated(quantity), { timeout: 30_000 }).toBe(true);
  await expect(quantity).toHaveValue('3');
  // Saved (the debounced update): the header's count follows, a reload shows it, and the field goes on working.
  await expect(page.getByTestId('cart-count')).toHaveText('3', { timeout: 20_000 });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('line-quantity')).toHaveValue('3');
  await expect.poll(() => hydrated(page.getByTestId('line-quantity'))).toBe(true);
  await page.getByRole('button', { name: /Menge von .* erhöhen/ }).click();
  await expect(page.getByTestId('line-quantity')).toHaveValue('4');
  await expect(page.getByTestId('cart-count')).toHaveText('4', { timeout: 15_000 });
});

test('the checkout before hydration: the guest choice, typed shipping fields and the shipper and payment choices are kept and saved', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/basket');
  await page.getByTestId('to-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/login$/);

  // The guest choice is a form post: chosen before the scripts run, it opens the shipping step.
  const scripts = await openUnhydrated(page, '/checkout/login');
  const guest = page.getByRole('button', { name: 'Als Gast bestellen' });
  await expectNotHydrated(scripts, guest);
  await guest.click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);

  // The shipping step, its scripts still held.
  const email = page.locator('#field-email');
  await email.fill(GUEST.email);
  await page.selectOption('#field-billingAddress-salutation', 'Frau');
  await page.fill('#field-billingAddress-firstName', GUEST.firstName);
  await page.fill('#field-billingAddress-lastName', GUEST.lastName);
  await page.fill('#field-billingAddress-streetAndNumber', GUEST.streetAndNumber);
  await page.fill('#field-billingAddress-postcode', GUEST.postcode);
  await page.fill('#field-billingAddress-city', GUEST.city);
  // Choices too: delivery to another address (its fields appear once the page is awake), and a
  // shipper other than the default one (the machine's start-up would otherwise choose it again).
  await page.getByRole('radio', { name: 'An eine andere Adresse' }).check();
  await page.getByRole('radio', { name: /DPD/ }).check();
  await expectNotHydrated(scripts, email, page.locator('#field-billingAddress-city'));

  await scripts.release();
  await expect.poll(() => hydrated(page.locator('#field-billingAddress-city')), { timeout: 30_000 }).toBe(true);
  const shippingFirstName = page.locator('#field-shippingAddress-firstName');
  await expect(shippingFirstName).toBeVisible({ timeout: 15_000 });
  await expect(email).toHaveValue(GUEST.email);
  await expect(page.locator('#field-billingAddress-salutation')).toHaveValue('Frau');
  await expect(page.locator('#field-billingAddress-firstName')).toHaveValue(GUEST.firstName);
  await expect(page.locator('#field-billingAddress-city')).toHaveValue(GUEST.city);
  await expect(page.getByRole('radio', { name: 'An eine andere Adresse' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /DPD/ })).toBeChecked();

  await shippingFirstName.fill('Max');
  await page.fill('#field-shippingAddress-lastName', 'Muster');
  await page.fill('#field-shippingAddress-streetAndNumber', 'Schulweg 1');
  await page.fill('#field-shippingAddress-postcode', '80331');
  await page.fill('#field-shippingAddress-city', 'München');
  // Typing elsewhere re-renders the form: what was typed before hydration stays.
  await expect(page.locator('#field-billingAddress-streetAndNumber')).toHaveValue(GUEST.streetAndNumber);
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 20_000 });

  // The payment step: a method chosen before hydration is the one sent.
  const paymentScripts = await openUnhydrated(page, '/checkout/payment');
  const invoice = page.getByTestId('payment-INVOICE').getByRole('radio');
  await invoice.check();
  await expectNotHydrated(paymentScripts, invoice);
  await paymentScripts.release();
  await expect.poll(() => hydrated(invoice), { timeout: 30_000 }).toBe(true);
  await expect(invoice).toBeChecked();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/, { timeout: 20_000 });
  await expect(page.getByTestId('summary-payment')).toHaveText('Rechnung');
  await expect(page.getByTestId('summary-shipper')).toContainText('DPD');

  // What was saved: the billing address typed before hydration, the delivery address after.
  await page.goto('/checkout/shipping');
  await expect(page.getByRole('radio', { name: 'An eine andere Adresse' })).toBeChecked();
  await expect(page.getByTestId('shipping-form')).toContainText(`${GUEST.firstName} ${GUEST.lastName}, ${GUEST.streetAndNumber}, ${GUEST.postcode} ${GUEST.city}`);
  await expect(page.getByTestId('shipping-form')).toContainText('Max Muster, Schulweg 1, 80331 München');
});
