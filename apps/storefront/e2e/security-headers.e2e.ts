// Security headers of the built storefront (issue 22 item 5, lib/site/security-headers.ts): one test
// per header across pages, API routes, the support console, static assets and /media; the CSP's
// nonce on every script; framing refused; a cross-origin server action answered 403.
import type { APIResponse, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const HSTS = 'max-age=63072000; includeSubDomains';

/** A saleable product's page (sold-out tiles are not links). */
async function productPath(page: Page): Promise<string> {
  await page.goto('/');
  const href = await page.locator('[data-testid="product-tile"] a[href^="/prod/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/prod\//);
  return href!.split('?')[0]!;
}

/** Every kind of answer: pages of shop, checkout and support console, API routes, a redirect, assets, /media. */
async function answers(page: Page): Promise<Map<string, APIResponse>> {
  const product = await productPath(page);
  const html = await (await page.request.get('/')).text();
  const script = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  const image = await page.locator('[data-testid="product-tile"] img[src^="/media/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  expect(image).toBeTruthy();
  const get = (path: string) => page.request.get(path, { maxRedirects: 0 });
  return new Map<string, APIResponse>([
    ['home', await get('/')],
    ['product', await get(product)],
    ['basket', await get('/checkout/basket')],
    ['checkout step (redirect)', await get('/checkout/shipping')],
    ['404', await get('/does-not-exist')],
    ['support console', await get('/support/login')],
    ['bull-board (redirect)', await get('/support/queues')],
    ['API route GET', await get('/api/token/')],
    ['API route POST', await page.request.post('/api/shop/', { data: { query: 'query Nav { navigation { id } }' } })],
    ['card payment return', await get('/computop/success')],
    ['trailing slash (served as it is)', await get('/search/')],
    ['page-details redirect', await get('/angebote/')],
    ['gone page (410)', await get('/service/katalog-2019/')],
    ['script asset', await get(script!)],
    ['media', await get(image!)],
    ['icon', await get('/icon.svg')],
  ]);
}

const nonceOf = (csp: string): string => {
  const nonce = csp.match(/script-src [^;]*'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
  expect(nonce, csp).toBeTruthy();
  return nonce!;
};

for (const [header, value] of [
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
] as const) {
  test(`${header} is on every answer, once`, async ({ page }) => {
    for (const [name, response] of await answers(page)) expect(response.headers()[header], name).toBe(value);
  });
}

test('content-security-policy: strict on pages and routes, without nonce only for bull-board, sandboxed on /media', async ({ page }) => {
  for (const [name, response] of await answers(page)) {
    const csp = response.headers()['content-security-policy'];
    if (name === 'script asset' || name === 'icon') continue; // not documents
    if (name === 'media') {
      // An SVG opened on its own runs nothing and loads nothing (app/media's route).
      expect(csp).toContain('sandbox');
      expect(csp).toContain("default-src 'none'");
      continue;
    }
    expect(csp, name).toContain("frame-ancestors 'none'");
    if (name === 'bull-board (redirect)') {
      expect(csp).toContain("script-src 'self';");
    } else {
      expect(csp, name).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'(;|$)/);
      expect(csp, name).toContain("object-src 'none'");
      expect(csp, name).toContain("base-uri 'self'");
      // The card form is posted to the payment pages (the stand-in here).
      expect(csp, name).toContain(`form-action 'self' ${new URL(process.env.E2E_UPSTREAM_URL!).origin}`);
      expect(csp, name).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    }
  }
});

test('strict-transport-security is sent by the production build (next start)', async ({ page }) => {
  for (const [name, response] of await answers(page)) {
    if (['script asset', 'media', 'icon'].includes(name)) continue; // set with the CSP, by the proxy
    expect(response.headers()['strict-transport-security'], name).toBe(HSTS);
  }
});

test("the nonce is new on every request and on every script of the page; the page hydrates with it", async ({ page, request }) => {
  const first = await request.get('/');
  const second = await request.get('/');
  const nonces = [first, second].map((response) => nonceOf(response.headers()['content-security-policy']!));
  expect(nonces[0]).not.toBe(nonces[1]);
  const html = await first.text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(3);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonces[0]}"`);
  // A client's own CSP request header does not choose the nonce.
  const forged = await request.get('/', { headers: { 'content-security-policy': "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='" } });
  expect(await forged.text()).not.toContain('nonce="AAAAAAAAAAAAAAAAAAAAAA=="');

  // Hydrated: the header search marks itself ready and shows the shop's suggestions.
  await page.goto('/');
  const box = page.locator('form[role="search"][data-ready]').getByRole('combobox', { name: 'Suche' });
  await box.pressSequentially('ordner', { delay: 30 });
  await expect(page.getByRole('listbox', { name: 'Suchvorschläge' })).toBeVisible();
});

test('shop, checkout and support console refuse to be framed by another site', async ({ page, cspViolations }) => {
  const shop = process.env.E2E_BASE_URL!;
  await page.goto(`${process.env.E2E_UPSTREAM_URL}/healthz`);
  for (const path of ['/', '/checkout/basket', '/support/login']) {
    await page.setContent(`<iframe src="${shop}${path}" width="800" height="600"></iframe>`);
    await expect.poll(() => cspViolations.filter((text) => text.includes("frame-ancestors 'none'")).length).toBeGreaterThan(0);
    cspViolations.splice(0); // provoked on purpose: the parent page's console reports the refusal
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    await expect(frame!.locator('body')).not.toContainText(/Tafel|Anmelden|Warenkorb/);
  }
});

test('a server action posted from another origin is refused with 403 and changes nothing; the same action from the shop works', async ({ page }) => {
  await page.goto(await productPath(page));
  // The wishlist heart asks its state through a server action of its own once the page is up: it
  // appears when answered, and only then is the next action posted the buy box's add-to-cart.
  await expect(page.getByTestId('wishlist-heart').first()).toBeVisible();
  // The buy box's add-to-cart is a server action: take its id from the browser's own request.
  const action = page.waitForRequest((request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined);
  await page.getByTestId('quantity-input').fill('1');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const sent = await action;
  const headers = await sent.allHeaders();
  const replay = (origin: string) =>
    page.request.fetch(sent.url(), {
      method: 'POST',
      headers: { 'next-action': headers['next-action']!, 'content-type': headers['content-type']!, accept: 'text/x-component', origin, 'next-router-state-tree': headers['next-router-state-tree'] ?? '' },
      data: sent.postDataBuffer() ?? undefined,
      maxRedirects: 0,
    });

  const foreign = await replay('https://evil.example');
  expect(foreign.status()).toBe(403);
  const opaque = await replay('null');
  expect(opaque.status()).toBe(403);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const own = await replay(new URL(process.env.E2E_BASE_URL!).origin);
  expect(own.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // A form action sent without JavaScript (multipart) from another site: refused the same way.
  const form = await page.request.post(sent.url(), { multipart: { $ACTION_ID_0: headers['next-action']! }, headers: { origin: 'https://evil.example' }, maxRedirects: 0 });
  expect(form.status()).toBe(403);
});

test("the card provider's post-back is not taken for a server action", async ({ request }) => {
  const upstream = new URL(process.env.E2E_UPSTREAM_URL!).origin;
  const back = await request.post('/computop/success', { form: { Data: 'x', Len: '1' }, headers: { origin: upstream }, maxRedirects: 0 });
  expect(back.status()).toBe(303);
});
