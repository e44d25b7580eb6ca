// The support console (/support) on real Chromium against the whole stack: sign-in, the failed
// submissions list, detail, replay with preview, state charts and a workflow's time travel.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { checkoutState, failNextSubmit, guestAtSummary, guestWithLightningDeal, submitOrder } from './support/checkout-api';
import { expect, test } from './support/fixtures';

const SUPPORT = { email: 'support@tafel.example.de', password: 'tafel-support' };
const ENGINEER = { email: 'engineer@tafel.example.de', password: 'tafel-engineer' };
/** A seeded deal of the stand-in no other e2e test buys (apps/upstream-shop README "Lightning deals"). */
const LIGHTNING_DEAL_ITEM = '10504-01';
/** The lightning screenshots (docs/screenshots/lightning/, also written by lightning.e2e.ts). */
const LIGHTNING_SHOTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots', 'lightning');
// SUPPORT_SCREENSHOTS=1 saves a screenshot of every page for the README.
const SHOTS = process.env.SUPPORT_SCREENSHOTS === '1' ? join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots', 'support') : null;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/support/login');
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/support\/submissions/);
}

test('staff sign in separately from shoppers; a wrong password is refused; the cookie is HttpOnly', async ({ page, context, request }) => {
  await page.goto('/support/submissions');
  await expect(page).toHaveURL(/\/support\/login/);
  await expect(page.locator('body > header')).toBeHidden();
  await shot(page, 'login');
  await page.getByLabel('E-Mail-Adresse').fill(SUPPORT.email);
  await page.getByLabel('Passwort').fill('falsch');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.locator('.sc-alert')).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
  // The address stays for the next try; the password does not.
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(SUPPORT.email);
  await expect(page.getByLabel('Passwort')).toHaveValue('');
  await signIn(page, SUPPORT);
  // A hand-edited filter link: what is not an offered option is named and left out, the list still shows.
  await page.goto('/support/submissions?category=%27drop&site=de-de&from=garbage');
  await expect(page.locator('.sc-alert')).toHaveText('Diese Filterangaben waren ungültig und wurden nicht angewendet: Grund, von.');
  await expect(page.getByTestId('failed-submissions')).toBeVisible();
  await expect(page.locator('select[name="site"]')).toHaveValue('de-de');
  // Without a staff session the raw queue view sends the browser to the sign-in page of its own host.
  const board = await request.get('/support/queues', { maxRedirects: 0 });
  expect(board.status()).toBe(303);
  expect(board.headers().location).toBe('/support/login');
  const cookie = (await context.cookies()).find((c) => c.name === 'tafel-staff');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/support' });
  // The device cookie marks this browser for the account's later sign-ins: as closed, and long-lived.
  const device = (await context.cookies()).find((c) => c.name === 'tafel-staff-device');
  expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/support' });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan(179 * 24 * 60 * 60 * 1000);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/support\/login/);
});

test('a stranger hammering an account is told to wait; the staff member signs in from their own address', async ({ browser, baseURL }) => {
  // The stack runs with TRUSTED_PROXY_HOPS=1 (global-setup.ts): X-Forwarded-For's last entry is the browser's address.
  const stranger = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });
  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.44' } });
  try {
    const page = await stranger.newPage();
    await page.goto('/support/login');
    const attempt = async (password: string) => {
      await page.getByLabel('E-Mail-Adresse').fill(SUPPORT.email);
      await page.getByLabel('Passwort').fill(password);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
      return page.locator('.sc-alert');
    };
    // Five wrong passwords are answered as such; then the wait is named in seconds.
    for (let i = 0; i < 5; i += 1) await expect(await attempt(`falsch-${i}`)).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    const tooMany = /^Zu viele fehlgeschlagene Anmeldungen\. Bitte in (2\d|30) Sekunden erneut versuchen\.$/;
    await expect(await attempt('falsch-5')).toHaveText(tooMany);
    await expect(await attempt(SUPPORT.password)).toHaveText(tooMany);
    // Naming the staff member's address further left changes nothing: only our proxy's entry counts.
    await stranger.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.44, 198.51.100.23' });
    await expect(await attempt(SUPPORT.password)).toHaveText(tooMany);
    await signIn(await staff.newPage(), SUPPORT);
  } finally {
    await stranger.close();
    await staff.close();
  }
});

test('with no browser address to tell them apart, the staff member who signed in before gets in past a stranger\'s lock-out', async ({ browser, baseURL }) => {
  // Both behind one address (as every browser is to a storefront without a trusted proxy): the
  // orchestrator cannot tell them apart by address, only by the staff browser's device cookie.
  const shared = { 'X-Forwarded-For': '192.0.2.61' };
  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: shared });
  const stranger = await browser.newContext({ baseURL, extraHTTPHeaders: shared });
  const newBrowser = await browser.newContext({ baseURL, extraHTTPHeaders: shared });
  try {
    const staffPage = await staff.newPage();
    await signIn(staffPage, ENGINEER);
    await staffPage.getByRole('button', { name: 'Abmelden' }).click();
    await expect(staffPage).toHaveURL(/\/support\/login/);
    expect((await staff.cookies()).map((c) => c.name)).toContain('tafel-staff-device');

    const page = await stranger.newPage();
    await page.goto('/support/login');
    const attempt = async (on: Page, password: string) => {
      await on.getByLabel('E-Mail-Adresse').fill(ENGINEER.email);
      await on.getByLabel('Passwort').fill(password);
      await on.getByRole('button', { name: 'Anmelden' }).click();
      await expect(on.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
      return on.locator('.sc-alert');
    };
    for (let i = 0; i < 5; i += 1) await expect(await attempt(page, `falsch-${i}`)).toHaveText('E-Mail-Adresse oder Passwort ist falsch.');
    const tooMany = /^Zu viele fehlgeschlagene Anmeldungen\. Bitte in (2\d|30) Sekunden erneut versuchen\.$/;
    await expect(await attempt(page, 'falsch-5')).toHaveText(tooMany);
    // The account is locked for unknown clients: the right password from a new browser waits too ...
    const fresh = await newBrowser.newPage();
    await fresh.goto('/support/login');
    await expect(await attempt(fresh, ENGINEER.password)).toHaveText(tooMany);
    // ... but the browser the staff member signed in on before gets in.
    await signIn(staffPage, ENGINEER);
  } finally {
    await staff.close();
    await stranger.close();
    await newBrowser.close();
  }
});

test('a failed submission is listed by reason, previewed and replayed: one order, audited', async ({ page }) => {
  const shopper = await guestAtSummary();
  await failNextSubmit({ kind: 'error', classification: 'CART_NOT_FOUND' });
  await submitOrder(shopper);
  await expect.poll(async () => (await checkoutState(shopper)).state).toBe('failed.cartChanged');
  const { id: workflowId } = await checkoutState(shopper);

  await signIn(page, SUPPORT);
  const row = page.locator(`tr[data-workflow="${workflowId}"]`);
  await expect(row).toContainText('Warenkorb geändert');
  await expect(row).toContainText('failed.cartChanged');
  // The state links to the workflow page of the checkout kind.
  await expect(row.getByRole('link', { name: 'failed.cartChanged' })).toHaveAttribute('href', `/support/workflows/checkout/${workflowId}`);
  await shot(page, 'submissions');

  await row.getByRole('link', { name: workflowId }).click();
  await expect(page.getByTestId('workflow-state')).toHaveText('failed.cartChanged');
  await expect(page.getByTestId('cart-diff')).toContainText('gleich');
  await page.getByRole('link', { name: 'Wiederholen …' }).click();
  await expect(page.getByTestId('prediction')).toHaveText('Der Warenkorb wird einmal an das Shop-System übermittelt.');
  await expect(page.getByTestId('replay-preview')).toContainText(`submit-${workflowId}-1`);
  await shot(page, 'submission-detail');
  await page.getByRole('button', { name: 'Jetzt wiederholen' }).click();
  await expect(page.getByRole('status')).toHaveText('Wiederholung: Gestartet');
  await expect.poll(async () => (await checkoutState(shopper)).state).toBe('confirmed');
  await page.reload();
  await expect(page.getByTestId('workflow-state')).toHaveText('confirmed');
  await expect(page.getByTestId('audit')).toContainText('Sabine Support');
  await expect(page.getByTestId('history')).toContainText('support.replay');
  await shot(page, 'submission-replayed');

  // The raw queue view (bull-board, read-only) shows the replayed job among the completed ones.
  await page.getByRole('link', { name: 'Warteschlangen' }).click();
  await expect(page).toHaveURL(/\/support\/queues/);
  await expect(page.getByText('Tafel · Warteschlangen').first()).toBeVisible();
  await page.getByRole('link', { name: /order-submit/ }).first().click();
  await page.getByText(/^Abgeschlossen/i).first().click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByText(`submit-${workflowId}-1`).first()).toBeVisible();
  await shot(page, 'queues');
});

test('engineers see the charts and a workflow highlighted after known commands, read-only and redacted', async ({ page }) => {
  const shopper = await guestAtSummary();
  const { id: workflowId } = await checkoutState(shopper);
  await signIn(page, ENGINEER);

  // Every kind the orchestrator registers is listed and drawn, with the host actors it provides.
  await page.getByRole('link', { name: 'Zustandsdiagramme' }).click();
  const chart = page.getByTestId('machine-checkout');
  await expect(chart.getByRole('heading', { level: 2 })).toContainText('Checkout');
  for (const state of ['routing', 'active', 'active.shipping.editing', 'active.summary', 'submitting', 'failed.upstreamUnavailable', 'confirmed']) {
    await expect(chart.locator(`[data-state="${state}"]`)).toHaveCount(1);
  }
  await expect(chart.getByTestId('host-actors')).toContainText('submitOrder');
  await shot(page, 'machines');
  // Each kind's chart has its own toggle (the returns' chart is drawn beside the checkout's).
  await chart.getByRole('button', { name: 'Ganzes Diagramm' }).click();
  await expect(chart.getByRole('button', { name: '100 % (lesbar)' })).toBeVisible();
  await shot(page, 'machines-whole');

  // The form opens a workflow by kind and id; a checkout is found by its cart id too.
  await page.locator('select[name="kind"]').selectOption('checkout');
  await page.getByLabel('Workflow-ID').fill(shopper.cartId);
  await page.getByRole('button', { name: 'Workflow öffnen' }).click();
  await expect(page).toHaveURL(new RegExp(`/support/workflows/checkout/${workflowId}$`));
  await expect(page.getByTestId('workflow-state')).toHaveText('active.summary');

  // An old link (/support/workflows/{id}, when every workflow was a checkout) goes on to the new page.
  await page.goto(`/support/workflows/${workflowId}`);
  await expect(page).toHaveURL(new RegExp(`/support/workflows/checkout/${workflowId}$`));
  await expect(page.getByTestId('workflow-state')).toHaveText('active.summary');
  // An encoded character of the old link is carried over once (not encoded twice).
  await page.goto('/support/workflows/co-x%3Ay');
  await expect(page).toHaveURL(/\/support\/workflows\/checkout\/co-x%3Ay$/);
  await expect(page.getByTestId('support-not-found')).toBeVisible();
  await page.goto(`/support/workflows/checkout/${workflowId}`);
  await expect(page.locator('[data-testid="workflow-chart"] [data-current="true"]')).toHaveAttribute('data-state', 'active.summary');
  await expect(page.getByTestId('context')).toContainText('"cartId"');
  await expect(page.getByTestId('meta')).toContainText('"site": "de-de"');
  await expect(page.getByTestId('pending-jobs')).toContainText('Keine');
  await expect(page.getByRole('link', { name: 'Übermittlung und Wiederholung' })).toHaveAttribute('href', `/support/submissions/${workflowId}`);
  await shot(page, 'workflow');
  // Time travel: the first event (checkout.started) left the workflow in routing's target, the login step.
  await page.getByTestId('timeline').getByRole('button').first().click();
  await expect(page.getByTestId('highlighted-state')).toHaveText('active.login');
  await expect(page.locator('[data-testid="workflow-chart"] [data-current="true"]')).toHaveAttribute('data-state', 'active.login');
  await page.getByRole('button', { name: 'Nächstes Ereignis' }).click();
  await expect(page.getByTestId('highlighted-state')).not.toHaveText('active.login');
  await page.getByRole('button', { name: 'Jetzt' }).click();
  await expect(page.getByTestId('highlighted-state')).toHaveText('active.summary');

  // A kind nobody registered, or an id of none: not found.
  for (const path of ['/support/workflows/no-such-kind/co-1', `/support/workflows/checkout/co-missing-${Date.now()}`]) {
    const answer = await page.goto(path);
    expect([path, answer?.status()]).toEqual([path, 404]);
    await expect(page.getByTestId('support-not-found')).toBeVisible();
  }

  // Read-only: no replay for engineers; the submission page links to the workflow page.
  await page.goto(`/support/submissions/${workflowId}`);
  await expect(page.getByRole('link', { name: 'Wiederholen …' })).toHaveCount(0);
  await expect(page.getByText('Ihre Rolle (Engineer) darf nicht wiederholen.')).toBeVisible();
  await page.getByRole('link', { name: 'Zustandsdiagramm und Verlauf →' }).click();
  await expect(page).toHaveURL(new RegExp(`/support/workflows/checkout/${workflowId}$`));
  await page.goto(`/support/submissions/${workflowId}`);
  // Raw job data is not redacted: no queue view for engineers.
  await expect(page.getByRole('link', { name: 'Warteschlangen' })).toHaveCount(0);
  const board = await page.request.get('/support/queues/api/queues', { maxRedirects: 0 });
  expect(board.status()).toBe(403);
});

test('a lightning reservation’s pending expiry is marked on its chart: the waiting state, its transition, due time and job state', async ({ page }) => {
  const shopper = await guestWithLightningDeal(LIGHTNING_DEAL_ITEM);
  await signIn(page, SUPPORT);
  await page.goto(`/support/workflows/lightning/lightning-${shopper.cartId}`);
  await expect(page.getByTestId('workflow-state')).toHaveText('reserved');
  // The table keeps the facts; the chart shows the same due time where the workflow waits.
  const row = page.getByTestId('scheduled-jobs').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(0)).toHaveText('lightning-expiry');
  await expect(row.locator('td').nth(3)).toHaveText('delayed');
  const runAt = (await row.locator('td').nth(2).textContent())!;
  const due = new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Berlin' }).format(Date.parse(runAt));

  const chart = page.getByTestId('workflow-chart');
  await expect(chart.locator('[data-state="reserved"]')).toHaveAttribute('data-scheduled', 'true');
  await expect(chart.locator('[data-state][data-scheduled="true"]')).toHaveCount(1);
  // Of the transitions from reserved to expired, the expiry job's event's (not cart.synced's).
  const marked = chart.locator('[data-edge][data-scheduled="true"]');
  await expect(marked).toHaveCount(1);
  await expect(marked).toHaveAttribute('data-edge', 'reserved->expired');
  await expect(marked).toContainText('reservation.expired');
  const badge = chart.getByTestId('chart-scheduled-badge');
  await expect(badge).toHaveAttribute('data-scheduled-state', 'reserved');
  await expect(badge).toContainText(`Ablauf geplant ${due}`);
  await expect(badge).toContainText('verzögerter Job: delayed');
  // Screen readers get it in the chart's name and the caption under it.
  await expect(chart.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`; Ablauf geplant am \\d{2}\\.\\d{2}\\.\\d{2}, ${due} \\(reservation\\.expired\\) · verzögerter Job lightning-expiry: delayed$`));
  await expect(page.getByTestId('chart-scheduled')).toContainText(`reserved wartet: Ablauf geplant am`);
  mkdirSync(LIGHTNING_SHOTS, { recursive: true });
  await page.getByTestId('workflow-chart').locator('xpath=..').screenshot({ path: join(LIGHTNING_SHOTS, 'support-expiry-on-chart.png') });
  await page.getByRole('button', { name: 'Ganzes Diagramm' }).click();
  await page.getByTestId('workflow-chart').screenshot({ path: join(LIGHTNING_SHOTS, 'support-expiry-on-chart-whole.png') });

  // Back in time the workflow waited for no job of now: no marker then.
  await page.getByTestId('timeline').getByRole('button').first().click();
  await expect(chart.getByTestId('chart-scheduled-badge')).toHaveCount(0);
  await expect(page.getByTestId('chart-scheduled')).toHaveCount(0);
  await page.getByRole('button', { name: 'Jetzt' }).click();
  await expect(chart.getByTestId('chart-scheduled-badge')).toHaveCount(1);
});
