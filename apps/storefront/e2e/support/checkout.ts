import { expect, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

/** Where the checkout screenshots go (named in the README). */
export const SCREENSHOTS = fileURLToPath(new URL('../../docs/screenshots/checkout/', import.meta.url));

/** Where the screenshots of the English B2B shop go (named in the README). */
export const SCREENSHOTS_EN = fileURLToPath(new URL('../../docs/screenshots/checkout-en/', import.meta.url));

export const GUEST = {
  email: 'erika.muster@example.de',
  firstName: 'Erika',
  lastName: 'Muster',
  streetAndNumber: 'Hauptstraße 5',
  postcode: '10115',
  city: 'Berlin',
};

/** Puts a product into the cart through its detail page (the real add-to-cart, cookies and all). */
export async function addToCart(page: Page, productId = '10401', quantity = 1, base = ''): Promise<void> {
  await page.goto(`${base}/prod/${productId}`);
  await page.getByTestId('quantity-input').fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('add-to-cart-success')).toBeVisible();
}

/** Fills the billing address form of the shipping step. */
export async function fillBilling(page: Page, values: Partial<typeof GUEST> = {}): Promise<void> {
  const v = { ...GUEST, ...values };
  await page.fill('#field-billingAddress-firstName', v.firstName);
  await page.fill('#field-billingAddress-lastName', v.lastName);
  await page.fill('#field-billingAddress-streetAndNumber', v.streetAndNumber);
  await page.fill('#field-billingAddress-postcode', v.postcode);
  await page.fill('#field-billingAddress-city', v.city);
}

/** A guest from the basket to the summary: guest option, billing address, invoice. */
export async function guestToSummary(page: Page, values: Partial<typeof GUEST> = {}): Promise<void> {
  await page.goto('/checkout/basket');
  await page.getByTestId('to-checkout').click();
  await expect(page).toHaveURL(/\/checkout\/login$/);
  await page.getByRole('button', { name: 'Als Gast bestellen' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await page.fill('#field-email', values.email ?? GUEST.email);
  await fillBilling(page, values);
  await page.getByTestId('shipping-submit').click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  await page.getByTestId('payment-INVOICE').click();
  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
}

/** The upstream stand-in's fault API (UPSTREAM_FAULTS=1 in the e2e stack). */
export async function upstreamFault(fault: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}

export async function clearUpstreamFaults(): Promise<void> {
  await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults`, { method: 'DELETE' });
}

/** The orders the upstream placed for a cart (stand-in inspection). */
export async function upstreamOrders(): Promise<{ orderId: string; cartId: string }[]> {
  const response = await fetch(`${process.env.E2E_UPSTREAM_URL}/__faults/orders`);
  return ((await response.json()) as { orders: { orderId: string; cartId: string }[] }).orders;
}

/**
 * The storefront on the B2B educational host, German or English (spec §1: an "en" label makes
 * the English shop). Chromium resolves *.localhost to this machine.
 */
export function b2bBase(language: 'de' | 'en' = 'de'): string {
  const url = new URL(process.env.E2E_BASE_URL!);
  return `http://tafel-educational${language === 'en' ? '-en' : ''}.localhost:${url.port}`;
}

/** The storefront on the Austrian or Swiss host (spec §1: a country label, e.g. tafel-at.localhost). */
export function shopBase(shop: 'at' | 'ch'): string {
  const url = new URL(process.env.E2E_BASE_URL!);
  return `http://tafel-${shop}.localhost:${url.port}`;
}

/** An event as the upstream stand-in recorded it (tracking_recentEvents, stand-in only). */
export interface RecordedTrackingEvent {
  name: string;
  payload: string | null;
  userId: string | null;
  shop: string;
  source: string;
}

/**
 * Asks the upstream stand-in directly, with its dev client credentials and the token of `site`
 * (scope); `headers` add e.g. a shopper's X-JWT and X-iSHOP-API-USERID.
 */
export async function upstreamGraphql<T>(query: string, variables: Record<string, unknown> = {}, site = 'de-de', headers: Record<string, string> = {}): Promise<T> {
  const base = process.env.E2E_UPSTREAM_URL;
  const tokenResponse = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: site }),
  });
  if (!tokenResponse.ok) throw new Error(`stand-in token refused: HTTP ${tokenResponse.status}`);
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const response = await fetch(`${base}/api/shop/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`stand-in answered errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The tracking events the upstream recorded, newest first (stand-in only: tracking_recentEvents). */
export async function upstreamTrackingEvents(limit = 500): Promise<RecordedTrackingEvent[]> {
  const data = await upstreamGraphql<{ tracking_recentEvents: RecordedTrackingEvent[] }>(
    'query Recent($limit: Int) { tracking_recentEvents(limit: $limit) { name payload userId shop source } }',
    { limit },
  );
  return data.tracking_recentEvents;
}
