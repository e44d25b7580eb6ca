// The account area's order history and address book (issue 27) in the browser against the whole
// stack: the login check and the way back, Anna's orders (paging, the date filter, the detail of
// 40010009 with two parcels and its tracking link, the detail during an outage), another
// customer's order as 404, and the address book of a freshly registered account (add, edit,
// remove with undo and where focus goes, one open form, field errors, a refused session in the
// form and the security logout after it). Anna's and the other seed accounts are only read; other
// specs may place orders as Anna, so counts are asserted only where new orders cannot reach.
// Screenshots (1280 and 375 px; German and the English B2B host) go to
// docs/screenshots/account-orders/.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { b2bBase, clearUpstreamFaults, upstreamFault, upstreamGraphql } from './support/checkout';
import { screenshotsIn } from './support/screenshots';

// Clear on a phone: nothing widens the page (the navigation and the tabs scroll sideways).
const { shot, shots } = screenshotsIn('account-orders', { phoneFits: true });

/**
 * Logs in on the /login page the account wall sent the visitor to (e-mail), or on the B2B host in
 * the wall's login flyout at the page's own URL (the customer number).
 */
async function logIn(page: Page, login: string, password: string): Promise<void> {
  const b2b = !login.includes('@');
  if (b2b) await expect(page.getByTestId('login-wall')).toBeVisible();
  else await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.fill(b2b ? '#field-customerNumber' : '#field-email', login);
  await page.fill('#field-password', password);
  await page.getByTestId(b2b ? 'login-flyout-form' : 'login-form').getByRole('button').click();
}

/** A new consumer account at the stand-in (never a seed account: other tests read those). */
async function registerFresh(): Promise<{ email: string; password: string }> {
  const email = `adressbuch-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
  const password = 'tafel-neu-1';
  const data = await upstreamGraphql<{ registerCustomer: { successful: boolean; errorMessage: string | null } }>(
    `mutation Register($data: RegisterCustomerInput!) { registerCustomer(data: $data) { successful errorMessage } }`,
    {
      data: {
        email,
        password,
        passwordRepeat: password,
        address: { formType: 'private', salutation: 'Frau', firstName: 'Paula', lastName: 'Neumann', street: 'Lindenweg 4', postCode: '10115', city: 'Berlin', country: 'DE' },
      },
    },
  );
  expect(data.registerCustomer).toMatchObject({ successful: true });
  return { email, password };
}

test.describe.configure({ mode: 'serial' });

test('a visitor is sent to the login and comes back to the orders; Anna pages, filters and opens 40010009', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/myaccount/orders');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmyaccount%2Forders$/);
  await logIn(page, 'anna.schmidt@example.de', 'tafel-anna');
  await expect(page).toHaveURL(/\/myaccount\/orders$/);

  // The frame: "Mein Konto", the navigation with the orders marked, no customer number for consumers.
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();
  const nav = page.getByTestId('account-nav');
  await expect(nav.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Kundennummer' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Default period: the last 3 months hold at least Anna's 5 seeded orders (checkout.e2e.ts may add
  // newer ones as Anna, in any file order): a full first page, newest first.
  const orders = page.getByTestId('order-list').locator('> li');
  await expect(orders).toHaveCount(5);
  await expect(page.getByTestId('orders-filter').locator('select')).toHaveValue('last3months');
  await shots(page, 'orders');

  // The search finds 40010009 by its number (nothing placed later has it): its card with its image.
  await page.goto('/myaccount/orders?q=40010009');
  await expect(orders).toHaveCount(1);
  await expect(page.getByTestId('order-40010009')).toContainText('Bestellung 40010009');
  await expect(page.getByTestId('order-40010009').locator('img').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Seiten' })).toHaveCount(0);

  // The period select works as a plain GET form. The last 12 months hold the seeded 40010004-40010010
  // and whatever was ordered since: at least two pages, the oldest two (04, 05) last.
  await page.goto('/myaccount/orders');
  await page.getByTestId('orders-filter').locator('select').selectOption('lastYear');
  await page.getByTestId('orders-filter').getByRole('button').click();
  await expect(page).toHaveURL(/\/myaccount\/orders\?filter=lastYear$/);
  await expect(orders).toHaveCount(5);
  const total = Number(/(\d+) Bestellungen/.exec(await page.getByText(/\d+ Bestellungen/).first().innerText())?.[1]);
  expect(total).toBeGreaterThanOrEqual(7);
  const lastPage = Math.ceil(total / 5);
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: `Seite ${lastPage}` }).click();
  await expect(page).toHaveURL(new RegExp(`/myaccount/orders\\?filter=lastYear&p=${lastPage}$`));
  await expect(orders.last()).toHaveAttribute('data-testid', 'order-40010004');
  expect((await orders.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))).slice(-2)).toEqual(['order-40010005', 'order-40010004']);
  await shots(page, 'orders-page-2');

  // Spec §5: a bad p is page 1; a p past the last page (even past the orchestrator's 10000) is the
  // last page; an unknown filter is the default.
  await page.goto('/myaccount/orders?filter=lastYear&p=abc');
  await expect(orders).toHaveCount(5);
  for (const p of ['99', '999999']) {
    await page.goto(`/myaccount/orders?filter=lastYear&p=${p}`);
    await expect(page).toHaveURL(new RegExp(`/myaccount/orders\\?filter=lastYear&p=${lastPage}$`));
    await expect(orders.last()).toHaveAttribute('data-testid', 'order-40010004');
  }
  await page.goto('/myaccount/orders?filter=forever');
  await expect(orders).toHaveCount(5);
  await expect(page.getByTestId('orders-filter').locator('select')).toHaveValue('last3months');

  // A past year no new order can reach: the year 40010003 was placed in (the seed is relative to the
  // stand-in's start, so it is read from the order, not written here). Only seeded orders, newest first.
  await page.goto('/myaccount/orders/orderdetail?orderId=40010003');
  const year = /\b(20\d{2})\b/.exec(await page.getByTestId('order-date').innerText())?.[1];
  expect(year).toBeDefined();
  await page.goto(`/myaccount/orders?filter=${year}`);
  await expect(page.getByTestId('orders-filter').locator('select')).toHaveValue(year!);
  await expect(page.getByTestId('order-40010003')).toBeVisible();
  const ids = await orders.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')));
  for (const id of ids) expect(id).toMatch(/^order-4001000[1-4]$/);
  expect(ids).toEqual([...ids].sort().reverse());

  // The search keeps the period; nothing found is said with a hint.
  await page.goto('/myaccount/orders?filter=lastYear');
  await page.getByTestId('orders-search').getByRole('searchbox').fill('gibt es nicht');
  await page.getByTestId('orders-search').getByRole('button').click();
  await expect(page).toHaveURL(/\/myaccount\/orders\?q=gibt\+es\+nicht&filter=lastYear$/);
  await expect(page.getByTestId('orders-empty')).toContainText('Keine Bestellungen zu Ihrer Suche gefunden');
  await shots(page, 'orders-search-empty');

  // The detail of 40010009 from its search in the last 12 months; its back link returns there.
  await page.goto('/myaccount/orders?q=40010009&filter=lastYear');
  await page.getByTestId('order-40010009').getByTestId('order-detail-link').click();
  await expect(page).toHaveURL(/\/myaccount\/orders\/orderdetail\?orderId=40010009&q=40010009&filter=lastYear$/);
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: 'Bestellung 40010009' })).toBeVisible();
  await expect(page.getByTestId('order-payment')).not.toBeEmpty();
  await expect(page.locator('[data-testid^="shipment-"]')).toHaveCount(2);
  await expect(page.getByTestId('shipment-1')).toContainText('Paket 1 von 2');
  await expect(page.getByTestId('shipment-1')).toContainText('Zugestellt am');
  await expect(page.getByTestId('shipment-2')).toContainText('Voraussichtliche Zustellung');
  const tracking = page.getByTestId('shipment-2').getByTestId('tracking-link');
  await expect(tracking).toHaveAttribute('href', /^https?:\/\//);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByTestId('shipment-1').getByTestId('invoice-link')).toHaveAttribute('href', /^https?:\/\//);
  await expect(detail).toContainText('Rücksendung möglich');
  await expect(page.getByTestId('order-return-link')).toHaveAttribute('href', /^\/myaccount\/returns\/productselection\?order=/);
  await shots(page, 'order-detail');
  await page.getByTestId('order-back').click();
  await expect(page).toHaveURL(/\/myaccount\/orders\?q=40010009&filter=lastYear$/);

  // An order whose only piece of a line came back marks that line with its own badge (not the
  // partial "{count} zurückgesendet" of 40010003's line).
  await page.goto('/myaccount/orders/orderdetail?orderId=40010007');
  await expect(page.getByTestId('line-returned').first()).toHaveText('Bereits zurückgesendet');

  // An outage while the detail loads: the notice and the way back, not the error page.
  try {
    await upstreamFault({ operation: 'getOrderDetailsV2', kind: 'http', status: 503, times: 10 });
    const response = await page.goto('/myaccount/orders/orderdetail?orderId=40010009&filter=lastYear');
    expect(response?.status()).toBe(200);
    const unavailable = page.getByTestId('order-detail-unavailable');
    await expect(unavailable.getByRole('alert')).toContainText('können gerade nicht geladen werden');
    await expect(unavailable.getByTestId('order-back')).toHaveAttribute('href', '/myaccount/orders?filter=lastYear');
    await shots(page, 'order-detail-unavailable');
  } finally {
    await clearUpstreamFaults();
  }

  // Another customer's order, an unknown one and a malformed id: the 404 page.
  for (const orderId of ['40020001', '49999999', '..%2F..%2Fx', '']) {
    const response = await page.goto(`/myaccount/orders/orderdetail?orderId=${orderId}`);
    expect(response?.status()).toBe(404);
  }
  await shot(page, 'order-detail-foreign-404');
});

test('a new customer keeps an address book: add, edit, one open form, remove with undo, field errors, a refused session', async ({ page, context }) => {
  const { email, password } = await registerFresh();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/myaccount/addresses');
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/myaccount\/addresses\/billing$/);
  await expect(page.getByTestId('account-nav').getByRole('link', { name: 'Adressen' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('address-tab-billing')).toHaveAttribute('aria-current', 'page');

  // The customer address: marked, the default billing address, and not removable.
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Kundenadresse');
  await expect(cards.first()).toContainText('Standard-Rechnungsadresse');
  await expect(cards.first()).toContainText('Lindenweg 4');
  await expect(cards.first().getByTestId('address-remove')).toHaveCount(0);
  await shots(page, 'addresses-billing');

  // No orders yet: the empty state with its hint.
  await page.goto('/myaccount/orders');
  await expect(page.getByTestId('orders-empty')).toContainText('Keine Bestellungen in diesem Zeitraum');
  await expect(page.getByTestId('orders-empty')).toContainText('längeren Zeitraum');
  await shots(page, 'orders-empty');

  // Delivery addresses: an empty add form shows the field errors at the fields.
  await page.goto('/myaccount/addresses/shipping');
  await expect(cards).toHaveCount(0);
  await page.getByTestId('address-add').click();
  const addForm = page.getByTestId('address-add-form');
  await expect(addForm).toBeVisible();
  await addForm.getByTestId('address-save').click();
  await expect(addForm.getByTestId('address-error')).toContainText('markierten Felder');
  await expect(addForm.getByTestId('error-shippingAddress.firstName')).toBeVisible();
  await expect(addForm.locator('#field-shippingAddress-firstName')).toHaveAttribute('aria-invalid', 'true');
  await shots(page, 'addresses-shipping-errors');

  // A valid address is added and listed.
  await addForm.locator('#field-shippingAddress-firstName').fill('Paula');
  await addForm.locator('#field-shippingAddress-lastName').fill('Neumann');
  await addForm.locator('#field-shippingAddress-streetAndNumber').fill('Am Hafen 12');
  await addForm.locator('#field-shippingAddress-postcode').fill('14467');
  await addForm.locator('#field-shippingAddress-city').fill('Potsdam');
  await addForm.getByTestId('address-save').click();
  await expect(addForm).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Am Hafen 12');

  // One form at a time: the add form closes the edit form and the other way round.
  await cards.first().getByTestId('address-edit').click();
  await expect(page.getByTestId('address-edit-form')).toBeVisible();
  await page.getByTestId('address-add').click();
  await expect(page.getByTestId('address-add-form')).toBeVisible();
  await expect(page.getByTestId('address-edit-form')).toHaveCount(0);
  await cards.first().getByTestId('address-edit').click();
  await expect(page.getByTestId('address-edit-form')).toHaveCount(1);
  await expect(page.getByTestId('address-add-form')).toHaveCount(0);
  await shots(page, 'addresses-shipping-edit');

  // Edit: the street changes.
  const editForm = page.getByTestId('address-edit-form');
  await expect(editForm.locator('#field-shippingAddress-streetAndNumber')).toHaveValue('Am Hafen 12');
  await editForm.locator('#field-shippingAddress-streetAndNumber').fill('Am Hafen 14');
  await editForm.getByTestId('address-save').click();
  await expect(editForm).toHaveCount(0);
  await expect(cards.first()).toContainText('Am Hafen 14');
  // Focus goes back to the card's edit button after a save, and after a cancel.
  await expect(cards.first().getByTestId('address-edit')).toBeFocused();
  await cards.first().getByTestId('address-edit').click();
  await page.getByTestId('address-edit-form').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(cards.first().getByTestId('address-edit')).toBeFocused();

  // Remove: the address goes, the undo notice comes; undo brings it back.
  await cards.first().getByTestId('address-remove').click();
  await expect(cards).toHaveCount(0);
  const undo = page.getByTestId('address-undo');
  await expect(undo).toContainText('Adresse gelöscht');
  await expect(undo).toContainText('Paula Neumann');
  // Focus goes to the undo after a removal, and to the restored card's edit button after the undo.
  await expect(undo.getByTestId('address-undo-button')).toBeFocused();
  await shots(page, 'addresses-shipping-undo');
  await undo.getByTestId('address-undo-button').click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Am Hafen 14');
  await expect(undo).toHaveCount(0);
  await expect(cards.first().getByTestId('address-edit')).toBeFocused();

  // Removed again: the undo is offered again.
  await cards.first().getByTestId('address-remove').click();
  await expect(cards).toHaveCount(0);
  await expect(undo).toBeVisible();

  // A packstation.
  await page.getByTestId('address-tab-packstation').click();
  await expect(page).toHaveURL(/\/myaccount\/addresses\/packing-station$/);
  await page.getByTestId('address-add').click();
  const station = page.getByTestId('address-add-form');
  await station.locator('#field-packstation-firstName').fill('Paula');
  await station.locator('#field-packstation-lastName').fill('Neumann');
  await station.locator('#field-packstation-postNumber').fill('12345678');
  await station.locator('#field-packstation-packstation').fill('123');
  await station.locator('#field-packstation-postcode').fill('10115');
  await station.locator('#field-packstation-city').fill('Berlin');
  await station.getByTestId('address-save').click();
  await expect(station).toHaveCount(0);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('123');
  await shots(page, 'addresses-packstation');

  // Spec §6: a protected change whose session the upstream refuses (ended elsewhere) is shown in the
  // form with a way to log in, never a silent logout; the flag sends the next page through /logout.
  await page.getByTestId('address-add').click();
  const jwt = (await context.cookies()).find((cookie) => cookie.name === 'X-JWT')!;
  await context.addCookies([{ ...jwt, value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJmb3JnZWQifQ.Zm9yZ2Vk' }]);
  const refused = page.getByTestId('address-add-form');
  await refused.locator('#field-packstation-firstName').fill('Paula');
  await refused.locator('#field-packstation-lastName').fill('Neumann');
  await refused.locator('#field-packstation-postNumber').fill('12345678');
  await refused.locator('#field-packstation-packstation').fill('124');
  await refused.locator('#field-packstation-postcode').fill('10115');
  await refused.locator('#field-packstation-city').fill('Berlin');
  await refused.getByTestId('address-save').click();
  // Shown on the page with the way to log in again, the page stays; the flag is set for the next page.
  await expect(page.getByTestId('address-error')).toContainText('nicht mehr gültig');
  await expect(page.getByTestId('address-login')).toHaveAttribute('href', '/login?redirect=%2Fmyaccount%2Faddresses%2Fpacking-station');
  await expect(page).toHaveURL(/\/myaccount\/addresses\/packing-station$/);
  expect((await context.cookies()).some((cookie) => cookie.name === 'securityLogout')).toBe(true);
  await shots(page, 'addresses-session-refused');
  // The next page goes through the security logout: /logout?reason=security shows its warning (its
  // logout call is held until seen), ends the session, clears the flag and lands on the home page
  // with the expiry notice, logged out.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/logout-action/', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/myaccount/orders');
  await expect(page).toHaveURL(/\/logout\?reason=security$/);
  await expect(page.getByTestId('security-logout')).toBeVisible();
  await shots(page, 'addresses-security-logout');
  release();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/(\?.*)?$/);
  await expect(page.getByText('Ihre Anmeldung ist abgelaufen')).toBeVisible();
  await expect(page.getByTestId('account-entry-login')).toBeVisible();
  await page.unroute('**/api/logout-action/');
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'securityLogout')).toBe(false);
});

test('the English B2B shop: the frame with the customer number, the orders, a detail and the addresses', async ({ page }) => {
  const base = b2bBase('en');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/myaccount/orders?filter=lastYear`);
  await logIn(page, '4711001', 'tafel-schule');
  await expect(page).toHaveURL(`${base}/myaccount/orders?filter=lastYear`);
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  const nav = page.getByTestId('account-nav');
  await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Customer number' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  await expect(page.getByTestId('order-40020001')).toBeVisible();
  await shots(page, 'en-orders');
  await page.getByTestId('order-40020001').getByTestId('order-detail-link').click();
  await expect(page.getByTestId('order-reference')).toHaveText('Schuljahr 2024/25 Klasse 1a');
  await expect(page.getByTestId('order-payment')).toHaveText('Invoice');
  await shots(page, 'en-order-detail');
  await page.goto(`${base}/myaccount/addresses/billing`);
  await expect(page.getByTestId('address-card').first()).toContainText('Customer address');
  await shots(page, 'en-addresses-billing');
});
