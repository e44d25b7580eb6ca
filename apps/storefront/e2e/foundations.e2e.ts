// Storefront foundations: toasts a server asks for by URL, the browser's
// GraphQL endpoint /api/shop/ and the shop icon.
import { expect, test } from './support/fixtures';

test('a toast named in the URL is shown once and the parameter leaves the URL', async ({ page }) => {
  await page.goto('/?sort=price&toast=vue.checkout.summaryStep.notification.cartChanged');
  const toast = page.getByTestId('toast');
  await expect(toast).toHaveText('Ihr Warenkorb hat sich geändert. Bitte prüfen Sie ihn noch einmal.');
  await expect(toast.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/\?sort=price$/);

  await page.getByRole('button', { name: 'Meldung schließen' }).click();
  await expect(toast).toHaveCount(0);
});

test('an unknown toast key is ignored', async ({ page }) => {
  await page.goto('/?toast=no.such.key');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveCount(0);
  await expect(page).toHaveURL(/toast=no\.such\.key/);
});

test('/api/shop/ forwards a GraphQL request and refuses oversized batches', async ({ request }) => {
  const navigation = { query: 'query Nav { navigation { id name } }', operationName: 'Nav' };
  const ok = await request.post('/api/shop/', { data: navigation });
  expect(ok.status()).toBe(200);
  expect(((await ok.json()) as { data: { navigation: unknown[] } }).data.navigation.length).toBeGreaterThan(0);

  const batch = await request.post('/api/shop/', { data: [navigation, { query: 'query Product($id: ID!) { product(id: $id) { id } }', variables: { id: '10401' } }] });
  expect(batch.status()).toBe(200);
  const answers = (await batch.json()) as { data: Record<string, unknown> }[];
  expect(answers).toHaveLength(2);
  expect(answers[1]).toEqual({ data: { product: { id: '10401' } } });

  const tooMany = await request.post('/api/shop/', { data: Array.from({ length: 11 }, () => navigation) });
  expect(tooMany.status()).toBe(400);
  expect(await tooMany.json()).toEqual({
    errors: [{ message: 'A batch holds at most 10 operations (got 11).', extensions: { code: 'BAD_REQUEST' } }],
  });
});

test('the shop icon is served where browsers ask for it without a link (/favicon.ico) and as the pages name it', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  // An ICO directory (reserved 0, type 1) of the 16, 32 and 48 px images.
  const body = await ico.body();
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);

  await page.goto('/');
  const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(icons).toEqual(expect.arrayContaining(['/favicon.ico', '/icon.svg']));
});
