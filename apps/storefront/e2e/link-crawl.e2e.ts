// Issue 28 (Tests): every link of the header and the footer of each shop answers 200 — de, at,
// ch and the B2B shop in German and English (signed in, and its public pages signed out). The
// crawl opens what only renders on demand (the navigation flyouts, the account entry, the mini
// cart with lines, the drawer at 390 px with every category level) and asks each URL with the
// shop's cookies: 200 directly, or one redirect whose target answers 200 (at most one hop).
import type { BrowserContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { B2B_PUBLIC_PATHS, WALL_STATUS } from '../lib/site/b2b-wall';
import { addToCart, b2bBase, shopBase, upstreamGraphql } from './support/checkout';
import { expect, test } from './support/fixtures';

const LAPTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const BATCH = 8;
const REDIRECTS = new Set([301, 302, 307, 308]);
const B2B_PASSWORD = 'tafel-linkcrawl';

interface FoundLink {
  href: string;
  raw: string;
  target: string | null;
  rel: string | null;
  where: string;
}

/** Every <a href> in the header, the footer, the drawer dialog and the mini cart as the page has it now. */
async function linksOnPage(page: Page, where: string): Promise<FoundLink[]> {
  const found = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('header a[href], footer a[href], [data-testid="nav-drawer"] a[href], [data-testid="mini-cart"] a[href]')].map((a) => ({
      href: a.href,
      raw: a.getAttribute('href') ?? '',
      target: a.getAttribute('target'),
      rel: a.getAttribute('rel'),
    })),
  );
  return found.map((link) => ({ ...link, where }));
}

/** Our own shops: the stack's host and the shop hosts on *.localhost at its port (the B2B DE/EN switch crosses hosts). */
function isOurs(url: URL): boolean {
  const stack = new URL(process.env.E2E_BASE_URL!);
  return url.port === stack.port && (url.hostname === stack.hostname || url.hostname.endsWith('.localhost'));
}

/**
 * One request as the shop's browser sends it, no redirect followed. Node cannot resolve
 * *.localhost as Chromium does, so such a request goes to the stack's address with the shop's
 * host in the Host header and the context's cookies of that host.
 */
async function once(context: BrowserContext, url: URL): Promise<{ status: number; location: string | null }> {
  const stack = new URL(process.env.E2E_BASE_URL!);
  let response;
  if (url.hostname.endsWith('.localhost') && url.hostname !== stack.hostname) {
    const cookies = await context.cookies(url.href);
    const headers: Record<string, string> = { host: url.host };
    if (cookies.length > 0) headers['cookie'] = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    response = await context.request.get(`${stack.origin}${url.pathname}${url.search}`, { maxRedirects: 0, headers });
  } else {
    response = await context.request.get(url.href, { maxRedirects: 0 });
  }
  await response.dispose();
  return { status: response.status(), location: response.headers()['location'] ?? null };
}

/** Who crawls: a signed-in customer must not meet the login wall; a signed-out B2B visitor must not meet it on the public list. */
type Visitor = 'signed-in' | 'signed-out' | 'signed-out-b2b';

// The wall's own public list (session spec §2): a signed-out visitor reaches these without the wall.
const onPublicList = (url: URL) => B2B_PUBLIC_PATHS.some((p) => url.pathname.replace(/\/+$/, '') === p || url.pathname.startsWith(`${p}/`));

/** Null when the URL answers 200 directly or after one redirect to a 200; else what went wrong. */
async function problemOf(context: BrowserContext, url: URL, visitor: Visitor): Promise<string | null> {
  const first = await once(context, url);
  if (first.status === 200) return null;
  // The B2B wall answers at the URL itself: 403, the login flyout over a placeholder.
  if (first.status === WALL_STATUS && visitor === 'signed-out-b2b') return onPublicList(url) ? `HTTP ${first.status}: the login wall, but the page is on the public list` : null;
  if (!REDIRECTS.has(first.status)) return `HTTP ${first.status}`;
  if (!first.location) return `HTTP ${first.status} without a Location`;
  const target = new URL(first.location, url);
  if (target.pathname === '/login' && visitor === 'signed-in') return `HTTP ${first.status} to the login, although the customer is signed in`;
  if (target.pathname === '/login' && visitor === 'signed-out-b2b' && onPublicList(url)) return `HTTP ${first.status} to the login wall, but the page is on the public list`;
  const second = await once(context, target);
  if (second.status === 200) return null;
  if (second.status === WALL_STATUS && visitor === 'signed-out-b2b' && !onPublicList(target)) return null;
  return `HTTP ${first.status} → ${target.href} → HTTP ${second.status}${second.location ? ` (to ${second.location}: more than one hop)` : ''}`;
}

/**
 * Sorts the links: internal ones (de-duplicated, absolute) to crawl; external ones must open in a
 * new window with rel noopener; mailto:, tel:, in-page anchors and buttons are left out.
 */
function sortLinks(links: FoundLink[]): { internal: Map<string, string>; externalProblems: string[] } {
  const internal = new Map<string, string>();
  const externalProblems: string[] = [];
  for (const link of links) {
    if (link.raw === '' || link.raw.startsWith('#') || /^(mailto|tel|javascript):/i.test(link.raw)) continue;
    const url = new URL(link.href);
    if (!/^https?:$/.test(url.protocol)) continue;
    if (!isOurs(url)) {
      const rel = (link.rel ?? '').split(/\s+/);
      if (link.target !== '_blank' || !rel.includes('noopener')) externalProblems.push(`${link.href} (${link.where}): target=${link.target} rel=${link.rel} — must open in a new window with rel noopener`);
      continue;
    }
    url.hash = '';
    if (!internal.has(url.href)) internal.set(url.href, link.where);
  }
  return { internal, externalProblems };
}

/** Requests every URL in parallel batches and answers the failures, one line each. */
async function crawl(context: BrowserContext, internal: Map<string, string>, visitor: Visitor, shopHost: string): Promise<string[]> {
  const entries = [...internal.entries()];
  const failures: string[] = [];
  for (let i = 0; i < entries.length; i += BATCH) {
    const results = await Promise.all(
      entries.slice(i, i + BATCH).map(async ([href, where]) => {
        const url = new URL(href);
        // The session's cookies belong to the shop's host: on the other language's host (the DE/EN switch) the customer is a visitor.
        const as: Visitor = visitor === 'signed-in' && url.host !== shopHost ? 'signed-out-b2b' : visitor;
        return { href, where, problem: await problemOf(context, url, as) };
      }),
    );
    for (const { href, where, problem } of results) if (problem) failures.push(`${href} (${where}): ${problem}`);
  }
  return failures;
}

/** The laptop's links: header and footer as loaded, every navigation flyout, the account entry and the mini cart. */
async function laptopLinks(page: Page, base: string): Promise<FoundLink[]> {
  await page.setViewportSize(LAPTOP);
  await page.goto(`${base}/`);
  await expect(page.locator('footer')).toBeVisible();
  const links = await linksOnPage(page, 'home');

  const toggles = page.locator('header button[data-nav-toggle]');
  const count = await toggles.count();
  expect(count, 'main categories with flyouts').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const toggle = toggles.nth(i);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel.locator('a').first()).toBeVisible();
    links.push(...(await linksOnPage(page, `flyout ${await toggle.getAttribute('data-nav-toggle')}`)));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  }

  const account = page.getByTestId('account-entry');
  if ((await account.count()) > 0) {
    await account.locator('summary').click();
    links.push(...(await linksOnPage(page, 'account entry')));
    await page.keyboard.press('Escape');
  }

  await page.getByTestId('cart-button').hover();
  await expect(page.getByTestId('mini-cart-line').first()).toBeVisible();
  links.push(...(await linksOnPage(page, 'mini cart')));
  return links;
}

/** The phone's links: the drawer opened by the burger, every category level drilled into. */
async function drawerLinks(page: Page, base: string): Promise<FoundLink[]> {
  await page.setViewportSize(PHONE);
  await page.goto(`${base}/`);
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('nav-drawer');
  await expect(drawer.getByTestId('nav-drawer-list')).toBeVisible();
  const links = await linksOnPage(page, 'drawer');

  // Depth first: open each level by its button, take its links, go back up by "Zurück".
  const visit = async (trail: string[]): Promise<void> => {
    const ids = await drawer.locator('button[data-drill]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-drill')!));
    for (const id of ids) {
      await drawer.locator(`button[data-drill="${id}"]`).click();
      await expect(drawer.locator('a[data-nav-id="' + id + '"]').first()).toBeVisible();
      links.push(...(await linksOnPage(page, `drawer ${[...trail, id].join(' › ')}`)));
      await visit([...trail, id]);
      await drawer.locator('button[data-nav-back]').click();
      await expect(drawer.locator(`button[data-drill="${id}"]`)).toBeVisible();
    }
  };
  await visit([]);
  return links;
}

/** A fresh B2B customer (straight at the stand-in), so the crawl's cart line changes no seed account; answers the customer number. */
async function freshB2bCustomer(): Promise<string> {
  const { r } = await upstreamGraphql<{ r: { successful: boolean; errorMessage: string | null; customerNumber: string | null } }>(
    'mutation($d: RegisterB2bCustomerInput!) { r: registerB2bCustomer(data: $d) { successful errorMessage customerNumber } }',
    {
      d: {
        email: `link-crawl-${randomUUID()}@example.de`,
        password: B2B_PASSWORD,
        passwordRepeat: B2B_PASSWORD,
        address: { formType: 'companyOrSchool', schoolOrCompany: 'Grundschule Linkdorf', salutation: 'Frau', firstName: 'Lina', lastName: 'Link', street: 'Gartenweg 7', postCode: '10117', city: 'Berlin', country: 'DE' },
      },
    },
    'edu-de',
  );
  expect(r, 'B2B registration at the stand-in').toMatchObject({ successful: true });
  return r.customerNumber!;
}

/** The B2B customer signs in at the wall's login flyout a product page shows a visitor, and sees that page. */
async function signIn(page: Page, base: string, customerNumber: string): Promise<void> {
  await page.goto(`${base}/prod/10401`);
  await expect(page.getByTestId('login-wall')).toBeVisible();
  const form = page.getByTestId('login-flyout-form');
  await form.locator('#field-customerNumber').fill(customerNumber);
  await form.locator('#field-password').fill(B2B_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(page).toHaveURL(`${base}/prod/10401`);
}

function expectNoDeadLinks(shop: string, internal: Map<string, string>, failures: string[], externalProblems: string[]): void {
  expect(internal.size, `${shop}: links found`).toBeGreaterThan(10);
  expect([...failures, ...externalProblems], `${shop}: dead or wrong header/footer links (of ${internal.size} crawled)`).toEqual([]);
}

const SHOPS: { name: string; base: () => string; b2b: boolean }[] = [
  { name: 'de', base: () => process.env.E2E_BASE_URL!, b2b: false },
  { name: 'at', base: () => shopBase('at'), b2b: false },
  { name: 'ch', base: () => shopBase('ch'), b2b: false },
  { name: 'B2B de', base: () => b2bBase('de'), b2b: true },
  { name: 'B2B en', base: () => b2bBase('en'), b2b: true },
];

for (const [index, shop] of SHOPS.entries()) {
  test(`every header and footer link of the ${shop.name} shop answers 200 in at most one hop`, async ({ page, context }) => {
    // Its own client address, so the login's and the cart's rate limits see no other test.
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.28.${index + 1}.1` });
    const base = shop.base();
    if (shop.b2b) await signIn(page, base, await freshB2bCustomer());
    // A line in the cart, so the mini cart shows its product and basket links.
    await addToCart(page, '10401', 1, base);
    const links = [...(await laptopLinks(page, base)), ...(await drawerLinks(page, base))];
    const { internal, externalProblems } = sortLinks(links);
    const failures = await crawl(context, internal, shop.b2b ? 'signed-in' : 'signed-out', new URL(base).host);
    expectNoDeadLinks(shop.name, internal, failures, externalProblems);
  });
}

for (const language of ['de', 'en'] as const) {
  test(`a signed-out visitor of the B2B ${language} shop reaches every header and footer link, the public ones without the wall`, async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.28.9.${language === 'de' ? 1 : 2}` });
    const base = b2bBase(language);
    // The home shows a signed-out visitor the wall: header and footer as the public list's pages show them.
    await page.setViewportSize(LAPTOP);
    await page.goto(`${base}/`);
    await expect(page.getByTestId('login-wall')).toBeVisible();
    const links = await linksOnPage(page, 'login wall');
    // The wall's modal layer closed, so the burger can be reached.
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await page.getByTestId('menu-button').click();
    await expect(page.getByTestId('nav-drawer-list')).toBeVisible();
    links.push(...(await linksOnPage(page, 'drawer')));
    const { internal, externalProblems } = sortLinks(links);
    const failures = await crawl(context, internal, 'signed-out-b2b', new URL(base).host);
    expectNoDeadLinks(`B2B ${language} signed out`, internal, failures, externalProblems);
  });
}
