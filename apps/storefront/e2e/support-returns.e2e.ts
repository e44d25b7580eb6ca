// Issue 25 in the support console on real Chromium against the whole stack: a return whose
// submission failed (upstream unavailable) and a photo whose upload failed appear beside the
// failed orders with their kind, filter by kind, their detail, the replay (exactly one RMA), the
// returns chart and a live return's workflow page with both regions.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { clearUpstreamFaults, upstreamFault } from './support/checkout';
import { expect, test } from './support/fixtures';
import { ApiReturn, filedReturns } from './support/returns-api';

const SUPPORT = { email: 'support@tafel.example.de', password: 'tafel-support' };
const ENGINEER = { email: 'engineer@tafel.example.de', password: 'tafel-engineer' };
// SUPPORT_SCREENSHOTS=1 saves the pages for the README.
const SHOTS = process.env.SUPPORT_SCREENSHOTS === '1' ? join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots', 'support-returns') : null;
// A 1×1 PNG: the orchestrator checks photos by content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

test.afterEach(() => clearUpstreamFaults());

test('a failed return submission is listed as Retoure, shown with its order and replayed to exactly one RMA', async ({ page }) => {
  const guest = new ApiReturn();
  await upstreamFault({ operation: 'SubmitReturnOrder', kind: 'http', status: 503, times: 2 });
  const failed = await guest.submit();
  expect(failed.state).toBe('flow.failed.upstreamUnavailable');
  // A photo whose upload failed (both attempts of its job), on another return of the second item
  // (the upstream refuses photos of an item whose returnable quantity the replay below uses up).
  const other = new ApiReturn();
  const itemId = await other.selected(false, 1);
  await upstreamFault({ operation: 'UploadReturnImage', kind: 'http', status: 503, times: 2 });
  const photoId = await other.addPhoto(itemId, PNG);
  await other.settled((flow) => flow.photos.some((p) => p.id === photoId && p.state === 'FAILED'));

  await signIn(page, SUPPORT);
  const row = page.locator(`tr[data-workflow="${guest.id}"]`);
  await expect(row).toContainText('Retoure');
  await expect(row).toContainText('Shop-System nicht erreichbar');
  await expect(page.locator(`tr[data-workflow="${other.id}"]`)).toContainText('Foto-Upload');
  await shot(page, '1-list');
  // The kind filter: only returns.
  await page.locator('select[name="kind"]').selectOption('RETURN_SUBMISSION');
  await page.getByRole('button', { name: 'Filtern' }).click();
  await expect(page).toHaveURL(/kind=RETURN_SUBMISSION/);
  await expect(page.locator('tbody tr[data-kind]')).not.toHaveCount(0);
  for (const kind of await page.locator('tbody tr[data-kind]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')))) expect(kind).toBe('RETURN_SUBMISSION');

  await row.getByRole('link', { name: guest.id }).click();
  await expect(page).toHaveURL(new RegExp(`/support/returns/${guest.id}$`));
  await expect(page.getByTestId('failure-kind')).toHaveText('Retoure');
  await expect(page.getByTestId('order-number')).not.toHaveText('—');
  await expect(page.getByTestId('attempts')).toHaveText('1');
  await expect(page.getByTestId('return-items')).toContainText('NOT_AS_EXPECTED');
  await expect(page.getByTestId('replay-prediction')).toContainText('höchstens eine Retoure');
  await shot(page, '2-return-detail');
  const before = (await filedReturns(failed.hash!)).length;
  await page.getByRole('button', { name: 'Übermittlung wiederholen' }).click();
  await expect(page.getByTestId('replay-outcome')).toContainText('Gestartet');
  const done = await guest.settled((flow) => flow.state === 'flow.submitted');
  expect(await filedReturns(failed.hash!)).toHaveLength(before + 1);
  await page.reload();
  await expect(page.getByTestId('rma')).toHaveText(done.rma!);
  await expect(page.getByTestId('replay-refused')).toContainText('bereits angelegt');
  await expect(page.getByTestId('audit')).toContainText('support@tafel.example.de');
  await shot(page, '3-return-replayed');

  // The photo: its own entry and replay (a new upload job).
  await page.goto(`/support/returns/${other.id}/${photoId}`);
  await expect(page.getByTestId('failure-kind')).toHaveText('Foto-Upload');
  await expect(page.getByTestId('failure-category')).toHaveText('Foto-Upload fehlgeschlagen');
  await shot(page, '4-photo-detail');
  await page.getByRole('button', { name: 'Upload wiederholen' }).click();
  await expect(page.getByTestId('replay-outcome')).toContainText('Gestartet');
  await other.settled((flow) => flow.photos.some((p) => p.id === photoId && p.state === 'UPLOADED')).catch(async (error: unknown) => {
    // The page then shows the photo's state, message key and job for the failure screenshot.
    await page.reload();
    throw new Error(`${String(error)}\n${await page.locator('main, .sc-content').first().innerText()}`);
  });

  // The return's workflow page: both regions live, the replay by support in the history.
  await page.goto(`/support/workflows/returns/${guest.id}`);
  await expect(page.getByTestId('workflow-state')).toHaveText('flow.submitted, uploads.idle');
  await expect(page.locator('[data-active-state="flow.submitted"]')).toBeVisible();
  await expect(page.locator('[data-active-state="uploads.idle"]')).toBeVisible();
  const chart = page.getByTestId('workflow-chart');
  await expect(chart.locator('[data-state="flow.submitted"]')).toHaveAttribute('data-current', 'true');
  await expect(chart.locator('[data-state="uploads.idle"]')).toHaveAttribute('data-current', 'true');
  await expect(chart.locator('[data-state="flow"]')).toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('history')).toContainText('return.retry');
  await shot(page, '5-return-workflow');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, '5a-return-workflow-top.png') });
  await chart.getByRole('button', { name: 'Ganzes Diagramm' }).click();
  if (SHOTS) await chart.screenshot({ path: join(SHOTS, '5b-return-workflow-chart.png') });
  await chart.getByRole('button', { name: '100 % (lesbar)' }).click();
  // Time travel to the failure: the flow region lights failed.upstreamUnavailable.
  await page.getByTestId('timeline').getByRole('button', { name: /upstream\.unavailable/ }).first().click();
  await expect(chart.locator('[data-state="flow.failed.upstreamUnavailable"]')).toHaveAttribute('data-current', 'true');
});

test('engineers read a failed return but get no replay button; the machines page draws the returns chart', async ({ page }) => {
  const guest = new ApiReturn();
  await upstreamFault({ operation: 'SubmitReturnOrder', kind: 'error', classification: 'BAD_USER_INPUT', messageKey: 'vue.returns.error.invalidCarrier', times: 1 });
  expect((await guest.submit({ firstName: 'Erika', lastName: 'Muster', email: 'refused.e2e@example.de' })).state).toBe('flow.failed.upstreamRefused');
  await signIn(page, SUPPORT);
  await page.goto(`/support/returns/${guest.id}`);
  await expect(page.getByTestId('failure-category')).toHaveText('Vom Shop-System abgelehnt (Daten)');
  await expect(page.getByTestId('message-key')).toHaveText('vue.returns.error.invalidCarrier');
  await expect(page.getByTestId('replay-refused')).toContainText('abgelehnt');
  await expect(page.getByRole('button', { name: 'Übermittlung wiederholen' })).toHaveCount(0);
  await shot(page, '6-return-refused');
  await page.getByRole('button', { name: 'Abmelden' }).click();

  await signIn(page, ENGINEER);
  await page.goto(`/support/returns/${guest.id}`);
  await expect(page.getByTestId('replay-refused')).toContainText('Engineer');
  await page.goto('/support/machines');
  const returns = page.getByTestId('machine-returns');
  await expect(returns).toBeVisible();
  for (const state of ['flow', 'uploads', 'flow.failed.upstreamUnavailable', 'uploads.uploadFailed', 'flow.submitting']) await expect(returns.locator(`[data-state="${state}"]`)).toHaveCount(1);
  await expect(returns.getByTestId('regions')).toContainText('flow ∥ uploads');
  for (const region of ['flow', 'uploads']) await expect(returns.locator(`[data-state="${region}"]`)).toHaveAttribute('data-region', 'true');
  await returns.getByRole('button', { name: 'Ganzes Diagramm' }).click();
  await returns.scrollIntoViewIfNeeded();
  if (SHOTS) await returns.screenshot({ path: join(SHOTS, '7-returns-chart.png') });
});
