// The checkout on real Chromium against the whole stack (upstream stand-in with fault injection,
// orchestrator with its submit jobs, storefront). Screenshots of every step go to
// docs/screenshots/checkout/ (named in the README).
import type { Page } from '@playwright/test';
import { addToCart, b2bBase, clearUpstreamFaults, fillBilling, GUEST, guestToSummary, SCREENSHOTS, upstreamFault, upstreamGraphql, upstreamOrders } from './support/checkout';
import { expect, test } from './support/fixtures';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });

/** From the payment step the cart the upstream reopened is ordered by invoice: a new order, not the one taken back. */
async function ordersByInvoiceInstead(page: Page, takenBack: string): Promise<void> {
  await page.getByTestId('payment-INVOICE').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toHaveText('Rechnung');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
  expect(new URL(page.url()).searchParams.get('orderId')).not.toBe(takenBack);
  await expect(page.getByTestId('confirmation')).toContainText('Rechnung');
}

test.afterEach(async () => {
  await clearUpstreamFaults();
});

test('a guest orders on invoice, step by step, to the confirmation', async ({ page }) => {
  await addToCart(page, '10401', 2);
  await page.goto('/checkout/basket');
  await page.getByTestId('to-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await expect(page.getByRole('navigation', { name: 'Schritte zur Bestellung' })).toContainText('Zahlung');
  await shot(page, '1-login');

  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  // Invalid input: the spec's message texts at the right fields, the view on the first of them.
  await page.getByTestId('shipping-submit').click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte füllen Sie dieses Pflichtfeld aus.');
  await expect(page.getByTestId('error-billingAddress.firstName')).toHaveText('Bitte füllen Sie dieses Pflichtfeld aus.');
  await expect(page.locator('#field-email')).toBeFocused();
  await page.fill('#field-email', 'erika@');
  await fillBilling(page, { postcode: '1011', streetAndNumber: 'Hauptstraße' });
  await page.getByTestId('shipping-submit').click();
  await expect(page.getByTestId('error-email')).toHaveText('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(page.getByTestId('error-billingAddress.postcode')).toHaveText('Bitte geben Sie eine gültige Postleitzahl ein.');
  await expect(page.getByTestId('error-billingAddress.streetAndNumber')).toHaveText('Bitte geben Sie auch die Hausnummer an.');
  await shot(page, '2-shipping-invalid');
  await page.fill('#field-email', GUEST.email);
  await fillBilling(page);
  await shot(page, '2-shipping');
  await page.getByTestId('shipping-submit').click();

  await expect(page).toHaveURL(/\/checkout\/payment$/);
  // Spec §4: no method chosen → the machine says why, the server answers errorNoPaymentSelected.
  await expect(page.getByTestId('guard-reason')).toHaveText('Bitte wählen Sie eine Zahlungsart aus.');
  await page.getByTestId('payment-submit').click();
  await expect(page.locator('#payment-error')).toHaveText('Bitte wählen Sie eine Zahlungsart aus.');
  await page.getByTestId('payment-INVOICE').click();
  await expect(page.getByTestId('guard-reason')).toHaveCount(0);
  await expect(page.locator('#payment-error')).toHaveCount(0);
  await shot(page, '3-payment');
  await page.getByTestId('payment-submit').click();

  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toHaveText('Rechnung');
  await expect(page.getByTestId('summary-shipper')).toContainText('DHL');
  await expect(page.getByTestId('summary-lines').locator('li')).toHaveCount(1);
  await shot(page, '4-summary');
  // Coming back from the summary, the server-rendered step is open again before any script runs:
  // its button enabled, no refusal left over from the summary.
  for (const [path, button] of [
    ['/checkout/shipping', 'shipping-submit'],
    ['/checkout/payment', 'payment-submit'],
  ]) {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(new RegExp(`<button(?![^>]*disabled)[^>]*data-testid="${button}"`));
    expect(html).not.toContain('data-testid="guard-reason"');
  }
  // The guest's own address comes back as the one they entered, not as a customer address.
  await page.goto('/checkout/shipping');
  await expect(page.getByRole('radio', { name: /Ihre angegebene Adresse/ }).first()).toBeChecked();
  await expect(page.getByText('Ihre Kundenadresse')).toHaveCount(0);
  await shot(page, '2-shipping-guest-back');
  await page.goto('/checkout/summary');
  await page.getByTestId('submit-order').click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  await expect(page.getByTestId('confirmation')).toContainText(GUEST.email);
  await shot(page, '5-confirmation');
  // Cleanup: the browser goes on with the new, empty cart; the order page is over.
  await expect.poll(async () => (await (await page.request.get('/api/cart-id')).json()).cartId).not.toBeNull();
  await expect(async () => {
    await page.goto('/checkout/basket');
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
  }).toPass();
  await page.goto(`/checkout/confirmation?orderId=${orderId}`);
  await expect(page).toHaveURL(/\/$/);
});

test('a guest whose shipping save takes longer than 5 s sees "still saving", then goes on with the same cart and session', async ({ page }) => {
  await addToCart(page, '10401', 1);
  const cartId = async () => (await (await page.request.get('/api/cart-id')).json()).cartId as string;
  const before = await cartId();
  await page.goto('/checkout/basket');
  await page.getByTestId('to-checkout').click();
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.fill('#field-email', GUEST.email);
  await fillBilling(page);
  // After the guest session exists two upstream calls are slow: the save takes over 6 s, longer
  // than the browser's usual 5 s budget.
  await upstreamFault({ operation: 'SetBillingAddressOnCart', kind: 'delay', delayMs: 1500, times: 1 });
  await upstreamFault({ operation: 'SetShippingMethod', kind: 'delay', delayMs: 4600, times: 1 });
  await page.getByTestId('shipping-submit').click();

  const stillSaving = page.getByTestId('shipping-still-saving');
  await expect(stillSaving).toHaveText(/Ihre Angaben werden noch gespeichert/);
  await expect(stillSaving).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('shipping-submit')).toBeDisabled();
  await stillSaving.scrollIntoViewIfNeeded();
  await shot(page, '2-shipping-still-saving');

  await expect(page).toHaveURL(/\/checkout\/payment$/, { timeout: 20_000 });
  await expect(page.getByText(/abgelaufen/)).toHaveCount(0);
  expect(await cartId()).toBe(before);
  await page.getByTestId('payment-INVOICE').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toHaveText('Rechnung');
  await expect(page.getByText(/abgelaufen/)).toHaveCount(0);
});

test('a customer logs in, ships to a saved address and pays with PayPal on the provider page', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/login');
  await page.fill('#field-email', 'anna.schmidt@example.de');
  await page.fill('#field-password', 'falsch');
  await page.getByRole('button', { name: 'Anmelden und weiter' }).click();
  // Spec §8: a general message, and the login field and the password marked.
  await expect(page.getByTestId('login-error')).toContainText('Die Anmeldedaten sind nicht korrekt');
  await expect(page.locator('#field-email')).toHaveAttribute('aria-invalid', 'true');
  await page.fill('#field-password', 'tafel-anna');
  await page.getByRole('button', { name: 'Anmelden und weiter' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping/);

  // The address book: Anna's saved addresses to choose from.
  await expect(page.getByRole('radio', { name: /Berlin/ }).first()).toBeChecked();
  await page.getByLabel('An eine andere Adresse').check();
  await page.getByRole('radio', { name: /Potsdam/ }).check();
  await shot(page, '2-shipping-customer');
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByTestId('payment-PAYPAL').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toHaveText('PayPal');
  await page.getByTestId('submit-order').click();

  // The provider's page (stand-in), reached 100 ms after the submission asked for it.
  await expect(page).toHaveURL(/\/__payment\/paypal\?/);
  await shot(page, '4-paypal');
  await page.getByRole('button', { name: 'Zahlung bestätigen und zurück zum Shop' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+/);
  await expect(page.getByTestId('order-id')).toBeVisible();

  // Signed in, the header offers the account menu instead of the login; signing out ends the session.
  await page.goto('/');
  await expect(page.getByTestId('account-entry-login')).toHaveCount(0);
  await page.getByTestId('account-entry-customer').click();
  await page.getByTestId('account-menu-logout').click();
  await expect(page.getByTestId('account-entry-login')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('X-JWT');
});

test("the login step's guest choice answers like the other steps: the guard's reason, and an expired session goes home with the warning", async ({ page, context }) => {
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/login');
  // Another tab chooses first: the checkout is at the shipping step, this tab's choice comes too late.
  const other = await context.newPage();
  await other.goto('/checkout/login');
  await other.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(other).toHaveURL(/\/checkout\/shipping$/);
  await other.close();
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page.getByTestId('login-option-error')).toHaveText('Dieser Schritt ist gerade nicht möglich.');
  await expect(page).toHaveURL(/\/checkout\/login$/);

  // A new cart at the login step, then the session is gone (its cookies cleared) before the choice.
  await context.clearCookies();
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/login');
  await context.clearCookies();
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('toast')).toContainText('Ihre Sitzung ist abgelaufen');
});

test('a packstation in Germany forces DHL', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/login');
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.fill('#field-email', 'paket@example.de');
  await fillBilling(page);
  await page.getByLabel('An eine DHL-Packstation').check();
  // The machine's shipper rules: DHL chosen, every other shipper refused for a packstation.
  await expect(page.getByTestId('shipper-dhl').getByRole('radio')).toBeChecked();
  await expect(page.getByTestId('shipper-dpd').getByRole('radio')).toBeDisabled();
  await expect(page.getByTestId('shipper-dpd')).toContainText('Diese Versandart ist für die gewählte Lieferadresse nicht möglich.');
  await page.fill('#field-packstation-firstName', 'Erika');
  await page.fill('#field-packstation-lastName', 'Muster');
  await page.fill('#field-packstation-postNumber', '12345678');
  await page.fill('#field-packstation-packstation', '123');
  await page.fill('#field-packstation-postcode', '10115');
  await page.fill('#field-packstation-city', 'Berlin');
  await shot(page, '2-shipping-packstation');
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByTestId('payment-INVOICE').click();
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('summary-shipper')).toContainText('DHL');
  await expect(page.getByText('Packstation 123, Postnummer 12345678')).toBeVisible();
});

test('a B2B customer signs in at the wall and orders without a payment step', async ({ page }) => {
  const base = b2bBase();
  await page.goto(`${base}/prod/10401`);
  // Spec §2: the B2B host requires login for pages that are not public: the login flyout at the same URL.
  await expect(page.getByTestId('login-wall')).toBeVisible();
  await page.fill('#field-customerNumber', '4711001');
  await page.fill('#field-password', 'tafel-schule');
  await page.getByTestId('login-flyout-form').getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(page).toHaveURL(`${base}/prod/10401`);
  await addToCart(page, '10401', 3, base);
  await page.goto(`${base}/checkout/login`);
  // A session exists: straight on to shipping.
  await expect(page).toHaveURL(`${base}/checkout/shipping`);
  await page.fill('#field-orderReference', 'BEST-2026-42');
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(`${base}/checkout/summary`);
  await page.goto(`${base}/checkout/payment`);
  await expect(page).toHaveURL(`${base}/checkout/summary`);
  await expect(page.getByText('Ihre Bestellreferenz: BEST-2026-42')).toBeVisible();
  // No payment step for B2B: the step indicator leaves it out and counts on.
  const steps = page.getByRole('navigation', { name: 'Schritte zur Bestellung' });
  await expect(steps).not.toContainText('Zahlung');
  await expect(steps.locator('[aria-current="step"]')).toHaveText(/^4\s*Prüfen$/);
  await shot(page, '4-summary-b2b');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
});

test('a customer who goes back from the confirmation and orders again hears "already submitted", with the way to the order, and no second order is placed', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await page.goto('/checkout/login');
  await page.fill('#field-email', 'anna.schmidt@example.de');
  await page.fill('#field-password', 'tafel-anna');
  await page.getByRole('button', { name: 'Anmelden und weiter' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping/);
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByTestId('payment-INVOICE').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
  const orderId = (await page.getByTestId('order-id').textContent())!.trim();
  const cartId = (await upstreamOrders()).find((order) => order.orderId === orderId)!.cartId;
  const ordersOfCart = async () => (await upstreamOrders()).filter((order) => order.cartId === cartId).map((order) => order.orderId);

  // Back to the summary the browser kept, and the order button again.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.getByTestId('submit-order').click();
  const notice = page.getByTestId('submit-already-submitted');
  await expect(notice).toContainText('Diese Bestellung wurde bereits abgeschickt.');
  await expect(notice).toContainText(orderId);
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page.getByTestId('submit-order')).toBeDisabled();
  await shot(page, '4-summary-already-submitted');
  expect(await ordersOfCart()).toEqual([orderId]);

  // The way to the order: its confirmation; the browser then goes on with the next cart.
  const cleanedUp = page.waitForResponse((response) => response.url().endsWith('/api/confirmation-cleanup/'));
  await notice.getByRole('button', { name: 'Zur Bestellung' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation\\?orderId=${orderId}$`));
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  expect((await cleanedUp).ok()).toBe(true);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
  expect(await ordersOfCart()).toEqual([orderId]);
});

test('a cart changed in another tab before the order goes home with the cart-changed notice', async ({ page, context }) => {
  await addToCart(page, '10401', 1);
  await guestToSummary(page);
  const other = await context.newPage();
  await addToCart(other, '10402', 1);
  await other.close();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/(\?.*)?$/);
  await expect(page.getByTestId('toast')).toHaveText('Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn noch einmal.');
});

/** A guest chooses Amazon Pay on the payment step and submits: the provider's page (stand-in) opens. */
async function toAmazonPayPage(page: Page): Promise<void> {
  await addToCart(page, '10401', 1);
  await guestToSummary(page);
  await page.goto('/checkout/payment');
  await page.getByRole('button', { name: 'Mit Amazon Pay bezahlen' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('summary-payment')).toHaveText('Amazon Pay');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/__payment\/amazonpay\?/);
}

test('Amazon Pay: the buyer pays on the Amazon page and comes back to the confirmation', async ({ page }) => {
  // The provider's page: the order waits for its payment.
  await toAmazonPayPage(page);
  await shot(page, '4-amazonpay');
  await page.getByRole('link', { name: 'Mit Amazon Pay bezahlen' }).click();
  // Back with Amazon's checkout session: completed before the page renders, the order id added.
  await expect(page).toHaveURL(/\/checkout\/confirmation\?amazonCheckoutSessionId=amzn-[\w-]+&orderId=\d+$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  await expect(page.getByTestId('confirmation')).toContainText('Amazon Pay');
  await shot(page, '5-confirmation-amazonpay');
  expect((await upstreamOrders()).map((order) => order.orderId)).toContain(orderId);
});

test('Amazon Pay declined: back to the payment step with the payment error; another method orders the same cart', async ({ page }) => {
  await toAmazonPayPage(page);
  const voided = new URL(page.url()).searchParams.get('orderId')!;
  await page.getByRole('link', { name: 'Zahlung ablehnen (Test)' }).click();

  await expect(page).toHaveURL(/\/checkout\/payment(\?|$)/);
  await expect(page.getByTestId('toast')).toHaveText('Die Zahlung ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.');
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await shot(page, '3-payment-amazon-declined');
  // The unpaid order is gone upstream; the cart is open again and orders with another method.
  expect((await upstreamOrders()).map((order) => order.orderId)).not.toContain(voided);
  await ordersByInvoiceInstead(page, voided);
});

test('PayPal cancelled: back on the summary the buyer can go on to pay; cancelling there opens the payment step, and another method orders the same cart', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await guestToSummary(page);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('basket-awaiting-payment')).toHaveCount(0);
  await page.goto('/checkout/payment');
  await page.getByTestId('payment-PAYPAL').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByText('Ändern', { exact: true })).toHaveCount(4);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/__payment\/paypal\?/);
  const cancelled = new URL(page.url()).searchParams.get('orderId')!;

  // The browser's back button: the order waits for its payment; the summary offers to pay it.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await expect(page.getByTestId('submit-awaiting-provider')).toContainText('Ihre Bestellung wartet auf Ihre Zahlung beim Zahlungsanbieter.');
  await expect(page.getByTestId('submit-order')).toBeDisabled();
  // Nothing can change while the order waits: no "Ändern"; the steps lead back to the summary.
  await expect(page.getByText('Ändern', { exact: true })).toHaveCount(0);
  await shot(page, '4-summary-awaiting-paypal');
  for (const step of ['payment', 'shipping', 'login']) {
    await page.goto(`/checkout/${step}`);
    await expect(page).toHaveURL(/\/checkout\/summary$/);
  }
  // The basket says why it cannot change, shows its lines without controls and leads to the order.
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('basket-awaiting-payment')).toContainText('Ihre Bestellung wartet auf Ihre Zahlung beim Zahlungsanbieter.');
  await expect(page.getByTestId('line-quantity-fixed')).toHaveText('Menge: 1');
  await expect(page.getByTestId('line-quantity')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Entfernen/ })).toHaveCount(0);
  await expect(page.getByTestId('to-checkout')).toHaveCount(0);
  await expect(page.getByTestId('to-order')).toHaveAttribute('href', '/checkout/summary');
  await shot(page, '1-basket-awaiting-payment');
  await page.getByTestId('basket-awaiting-payment').getByRole('link', { name: 'Zur Bestellung' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  // Adding an article meanwhile says why it cannot go in, and leads to the order; the cart stays as ordered.
  await page.goto('/prod/10401');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-awaiting-payment')).toContainText('Ihre Bestellung wartet auf Ihre Zahlung beim Zahlungsanbieter.');
  await expect(page.getByTestId('add-to-cart-success')).toHaveCount(0);
  await shot(page, '1-product-awaiting-payment');
  await page.getByTestId('add-to-cart-awaiting-payment').getByRole('link', { name: 'Zur Bestellung' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('line-quantity-fixed')).toHaveText('Menge: 1');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // PayPal reports an error on the way back: the payment error, and the order can still be paid.
  await page.goto('/checkout/confirmation?errorCode=PAYMENT_FAILED');
  await expect(page).toHaveURL(/\/checkout\/summary(\?toast=[\w.]+)?$/);
  await expect(page.getByTestId('toast')).toHaveText('Die Zahlung ist leider fehlgeschlagen. Bitte versuchen Sie es erneut.');
  await expect(page.getByTestId('submit-awaiting-provider')).toBeVisible();
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page).toHaveURL(/\/__payment\/paypal\?/);
  expect(new URL(page.url()).searchParams.get('orderId')).toBe(cancelled);

  // Cancelled on the PayPal page: the upstream takes the order back, the payment step opens again.
  await page.getByRole('button', { name: 'Zahlung abbrechen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment(\?toast=[\w.]+)?$/);
  await expect(page.getByTestId('toast')).toHaveText('Sie haben die Zahlung abgebrochen. Ihre Bestellung wurde nicht ausgeführt – Sie können erneut bezahlen oder eine andere Zahlungsart wählen.');
  await expect(page.getByTestId('payment-form')).toBeVisible();
  await expect(page.getByTestId('payment-submit')).toBeEnabled();
  await shot(page, '3-payment-paypal-cancelled');
  expect((await upstreamOrders()).map((order) => order.orderId)).not.toContain(cancelled);
  // A reload shows the step again, cancels nothing more.
  await page.reload();
  await expect(page.getByTestId('payment-form')).toBeVisible();

  await ordersByInvoiceInstead(page, cancelled);
});

test('card payment: cancelled on the card form back to the payment step; paid by card, back through /computop/success, the order is confirmed', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await guestToSummary(page);
  const payByCard = async () => {
    await page.getByTestId('payment-CREDIT_CARD').click();
    await page.getByTestId('payment-submit').click();
    await expect(page).toHaveURL(/\/checkout\/summary$/);
    await expect(page.getByTestId('summary-payment')).toHaveText('Kreditkarte');
    await page.getByTestId('submit-order').click();
    // The storefront posts the card form to the provider.
    await expect(page).toHaveURL(/\/__payment\/computop$/);
    await expect(page.getByRole('heading', { name: 'Kartenzahlung (Testseite)' })).toBeVisible();
    return /Bestellung (\d+):/.exec(await page.locator('body').innerText())?.[1];
  };
  // The card return (spec route /computop/success) without a card order waiting: the thank-you page's gate sends home.
  await page.goto('/computop/success');
  await expect(page).toHaveURL(/\/$/);
  // A provider posting the buyer back (cross-site, without the session cookies) is sent to the same address by GET.
  const posted = await page.request.post('/computop/success?orderId=1', { maxRedirects: 0 });
  expect(posted.status()).toBe(303);
  expect(posted.headers()['location']).toBe('/computop/success?orderId=1');
  await page.goto('/checkout/payment');
  const cancelled = await payByCard();
  expect(cancelled).toMatch(/^\d+$/);
  await shot(page, '4-card-form');

  await page.getByRole('button', { name: 'Zahlung abbrechen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment(\?toast=[\w.]+)?$/);
  await expect(page.getByTestId('toast')).toHaveText('Sie haben die Zahlung abgebrochen. Ihre Bestellung wurde nicht ausgeführt – Sie können erneut bezahlen oder eine andere Zahlungsart wählen.');
  expect((await upstreamOrders()).map((order) => order.orderId)).not.toContain(cancelled);

  // A basket open in another tab before the order: its change is refused while the order waits,
  // and the basket shows why, without controls.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/checkout/basket');
  await expect(otherTab.getByTestId('cart-line')).toHaveCount(1);
  const paid = await payByCard();
  expect(paid).not.toBe(cancelled);
  await otherTab.getByRole('button', { name: /Entfernen/ }).click();
  await expect(otherTab.getByTestId('basket-awaiting-payment')).toContainText('Ihre Bestellung wartet auf Ihre Zahlung beim Zahlungsanbieter.');
  await expect(otherTab.getByTestId('line-quantity-fixed')).toHaveText('Menge: 1');
  await expect(otherTab.getByRole('button', { name: /Entfernen/ })).toHaveCount(0);
  await expect(otherTab.locator('.notice-error')).toHaveCount(0);
  await otherTab.close();
  // Back from the card form through /computop/success, which leads to the thank-you page with the order waiting for the payment.
  const cardReturn = page.waitForResponse((response) => new URL(response.url()).pathname === '/computop/success');
  await page.getByRole('button', { name: 'Karte belasten und zurück zum Shop' }).click();
  expect((await cardReturn).status()).toBe(303);
  expect((await cardReturn).headers()['location']).toBe(`/checkout/confirmation?orderId=${paid}`);
  await expect(page).toHaveURL(new RegExp(`/checkout/confirmation\\?orderId=${paid}$`));
  await expect(page.getByTestId('order-id')).toHaveText(paid!);
  await expect(page.getByTestId('confirmation')).toContainText('Kreditkarte');
});

test('an order the upstream cannot take shows the error, and sending it again places it once', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await guestToSummary(page);
  await upstreamFault({ operation: 'SubmitCart', kind: 'http', status: 503, times: 2 });
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('submit-progress')).toBeVisible();
  await expect(page.getByTestId('submit-error')).toContainText('Ihre Bestellung konnte gerade nicht übermittelt werden');
  await shot(page, '4-summary-submit-failed');
  await clearUpstreamFaults();
  const before = (await upstreamOrders()).length;
  await page.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=\d+$/);
  expect((await upstreamOrders()).length).toBe(before + 1);
});

test('a declined payment shows the payment error and leads back to the payment step', async ({ page }) => {
  await addToCart(page, '10401', 1);
  await guestToSummary(page, { lastName: 'Ablehnung', email: 'abgelehnt@example.de' });
  await page.getByTestId('submit-order').click();
  await expect(page.getByTestId('submit-error')).toContainText('Die Zahlung ist leider fehlgeschlagen.');
  // Spec §4 Submit step 3: the payment error goes onto the data layer, after the checkout event of the order button.
  // Page-level events (page views, web vitals, lists, navigation, teasers) come along on every page.
  const pageEvents = ['Meta', 'web_vitals', 'view_item_list', 'select_item', 'navigation', 'view_promotion', 'select_promotion'];
  const all = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry as { event: string; payment_type?: string; error_state?: string }));
  const events = all.filter((e) => !pageEvents.includes(e.event));
  expect(events.map((e) => e.event)).toEqual(['checkout', 'payment_error']);
  expect(events[1]).toMatchObject({ payment_type: 'INVOICE', error_state: expect.stringMatching(/^failed\.payment/) });
  await page.getByRole('button', { name: 'Andere Zahlungsart wählen' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
});

test.describe('every checkout redirect rule of spec §2, visiting the routes directly', () => {
  test('without a cart: login → basket, shipping → home, payment → home with the warning, summary → home, confirmation → home', async ({ page }) => {
    await page.goto('/checkout/login');
    await expect(page).toHaveURL(/\/checkout\/basket$/);
    await page.goto('/checkout/shipping');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/checkout/payment');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast')).toContainText('Ihre Sitzung ist abgelaufen');
    await page.goto('/checkout/summary');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/checkout/confirmation');
    await expect(page).toHaveURL(/\/$/);
  });

  test('with a cart: shipping needs the login step; payment and summary need a saved shipping step', async ({ page }) => {
    await addToCart(page, '10401', 1);
    await page.goto('/checkout/shipping');
    await expect(page).toHaveURL(/\/checkout\/login$/);
    // Payment → shipping (not saved), whose gate goes on to the login step.
    await page.goto('/checkout/payment');
    await expect(page).toHaveURL(/\/checkout\/login$/);
    await page.goto('/checkout/summary');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast')).toContainText('Ihre Sitzung ist abgelaufen');
    await page.goto('/checkout/login');
    await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await page.goto('/checkout/payment');
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
  });

  test('after the shipping step: summary needs the payment; a session goes past login; an expired session goes home', async ({ page, context }) => {
    await addToCart(page, '10401', 1);
    await page.goto('/checkout/login');
    await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    await page.fill('#field-email', GUEST.email);
    await fillBilling(page);
    await page.getByTestId('shipping-submit').click();
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await page.goto('/checkout/summary');
    await expect(page).toHaveURL(/\/checkout\/payment$/);
    await page.goto('/checkout/login');
    await expect(page).toHaveURL(/\/checkout\/shipping$/);
    // The guest session ends upstream and its cookie is gone: the orchestrator's kept copy of it
    // (for an answer lost to a timeout) is over too, so the steps are lost, home with the warning.
    const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie.value]));
    const ended = await upstreamGraphql<{ logout: { successful: boolean } }>('mutation { logout { successful } }', {}, 'de-de', {
      'X-JWT': cookies.get('X-JWT')!,
      'X-iSHOP-API-USERID': cookies.get('X-iSHOP-API-USERID')!,
    });
    expect(ended.logout.successful).toBe(true);
    await context.clearCookies({ name: 'X-JWT' });
    await page.goto('/checkout/summary');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('toast')).toContainText('Ihre Sitzung ist abgelaufen');
  });

  test('the confirmation adds a missing order id to the address', async ({ page }) => {
    await addToCart(page, '10401', 1);
    await guestToSummary(page);
    // Keep the order page's data: no cleanup in this test.
    await page.route('**/api/confirmation-cleanup/', (route) => route.abort());
    await page.getByTestId('submit-order').click();
    await expect(page).toHaveURL(/\/checkout\/confirmation\?orderId=(\d+)$/);
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await page.goto('/checkout/confirmation');
    await expect(page).toHaveURL(new RegExp(`/checkout/confirmation\\?orderId=${orderId}$`));
  });
});
