import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatCents } from '@tafel/domain';
import { newAmazonSessionId } from '../data/checkout/amazon-pay.js';
import type { CheckoutStore } from '../data/checkout/checkout-store.js';
import { COMPUTOP_MERCHANT_ID } from '../data/checkout/payment-follow-up.js';
import { isPaymentId, paymentDisplayName } from '../data/checkout/payments.js';
import type { OrderStore } from '../data/orders/order-store.js';
import { HttpError, readBody } from './io.js';

// Stand-in payment provider pages (checkout.graphql, README "Test hooks (stand-in only)"): PayPal's
// and Amazon Pay's redirect targets, the card form's target and the payment method logos. The pages
// only link back. PayPal and card orders count as paid; Amazon Pay hands out checkout sessions that
// completeAmazonPayCheckout needs (authorised or declined, see amazon-pay.ts).

export interface PaymentPageStores {
  orders: OrderStore;
  checkout: CheckoutStore;
}

const ICON = /^\/__payment\/icons\/([a-z_]+)\.svg$/;

export const isPaymentPagePath = (path: string): boolean => path.startsWith('/__payment/');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A storefront URL to link back to: absolute http(s) or a root-relative path; anything else is ignored. */
export function backLink(returnUrl: string | null, params: Record<string, string>): string | null {
  if (!returnUrl || returnUrl.length > 2048) return null;
  const relative = returnUrl.startsWith('/') && !returnUrl.startsWith('//');
  let url: URL;
  try {
    url = new URL(returnUrl, 'http://relative.invalid');
  } catch {
    return null;
  }
  if (!relative && !/^https?:\/\//i.test(returnUrl)) return null;
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

function sendHtml(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
  res.end(html);
}

const link = (href: string | null, text: string): string => (href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>` : '');

function icon(res: ServerResponse, id: string): void {
  const paymentId = id.toUpperCase();
  if (!isPaymentId(paymentId)) return sendHtml(res, 404, 'Unbekanntes Zahlungsmittel', '');
  const name = escapeHtml(paymentDisplayName(paymentId));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40" role="img" aria-label="${name}"><rect x="1" y="1" width="94" height="38" rx="6" fill="#fff" stroke="#8a8f98"/><text x="48" y="25" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1f2430">${name}</text></svg>`;
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(svg), 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
  res.end(svg);
}

function paypal(res: ServerResponse, query: URLSearchParams, orders: OrderStore): void {
  const order = orders.get(query.get('orderId') ?? '');
  if (!order || order.paymentMethod !== 'PAYPAL') return sendHtml(res, 404, 'Zahlung nicht gefunden', '<p>Zu dieser Bestellung gibt es keine PayPal-Zahlung.</p>');
  const confirm = backLink(query.get('returnUrl'), { orderId: order.orderId });
  const cancel = backLink(query.get('cancelUrl'), { cancelPayment: 'PAYPAL' });
  sendHtml(res, 200, 'PayPal (Testseite)', `<p>Bestellung ${escapeHtml(order.orderId)}: ${escapeHtml(formatCents(order.totalCents))}</p>${link(confirm, 'Zahlung bestätigen und zurück zum Shop')}${link(cancel, 'Zahlung abbrechen')}`);
}

function amazonPay(res: ServerResponse, query: URLSearchParams, stores: PaymentPageStores, opensSessions: boolean): void {
  const orderId = query.get('orderId') ?? '';
  const order = stores.orders.get(orderId);
  const gone = order ? undefined : stores.orders.voidedOrder(orderId);
  const notFound = (text: string) => sendHtml(res, 404, 'Zahlung nicht gefunden', `<p>${escapeHtml(text)}</p>`);
  if (gone?.paymentMethod === 'AMAZONPAY') return notFound(`Die Bestellung ${gone.orderId} wurde storniert: Amazon Pay hat die Zahlung abgelehnt.`);
  if (!order || order.paymentMethod !== 'AMAZONPAY') return notFound('Zu dieser Bestellung gibt es keine Amazon-Pay-Zahlung.');
  if (stores.checkout.amazonCompletion(order.orderId) !== undefined) return notFound(`Die Bestellung ${order.orderId} ist bereits mit Amazon Pay bezahlt.`);
  // Like Amazon, every visit opens new checkout sessions: one the buyer pays with, one Amazon declines.
  const paid = newAmazonSessionId();
  const declined = newAmazonSessionId();
  const pay = backLink(query.get('returnUrl'), { amazonCheckoutSessionId: paid });
  const decline = backLink(query.get('returnUrl'), { amazonCheckoutSessionId: declined });
  if (pay && decline && opensSessions) {
    stores.checkout.openAmazonSession(paid, { orderId: order.orderId, declined: false });
    stores.checkout.openAmazonSession(declined, { orderId: order.orderId, declined: true });
  }
  const cancel = backLink(query.get('cancelUrl'), { cancelPayment: 'AMAZONPAY' });
  const links = `${link(pay, 'Mit Amazon Pay bezahlen')}${link(decline, 'Zahlung ablehnen (Test)')}${link(cancel, 'Zahlung abbrechen')}`;
  sendHtml(res, 200, 'Amazon Pay (Testseite)', `<p>Bestellung ${escapeHtml(order.orderId)}: ${escapeHtml(formatCents(order.totalCents))}</p>${links}`);
}

async function computop(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, orders: OrderStore): Promise<void> {
  // The card form is posted (form-encoded); a GET with the same fields as query works too.
  const fields = req.method === 'POST' ? new URLSearchParams(await readBody(req, 16_384)) : query;
  const data = Buffer.from(fields.get('Data') ?? '', 'base64').toString('utf8');
  const plain = new URLSearchParams(data);
  const order = orders.get(plain.get('TransID') ?? '');
  const valid = fields.get('MerchantID') === COMPUTOP_MERCHANT_ID && fields.get('Len') === String(data.length) && order?.paymentMethod === 'CREDIT_CARD';
  if (!valid || !order) return sendHtml(res, 400, 'Ungültige Zahlungsdaten', '<p>MerchantID, Data oder Len passen nicht zu einer Kartenzahlung.</p>');
  const confirm = backLink(fields.get('returnUrl'), { orderId: order.orderId });
  sendHtml(res, 200, 'Kartenzahlung (Testseite)', `<p>Bestellung ${escapeHtml(order.orderId)}: ${escapeHtml(formatCents(order.totalCents))}</p>${link(confirm, 'Karte belasten und zurück zum Shop')}`);
}

/** GET /__payment/icons/{id}.svg, GET /__payment/paypal, GET /__payment/amazonpay, GET|POST /__payment/computop. */
export async function handlePaymentPage(req: IncomingMessage, res: ServerResponse, path: string, stores: PaymentPageStores): Promise<void> {
  const { orders } = stores;
  const method = req.method ?? 'GET';
  const query = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams;
  const iconId = ICON.exec(path)?.[1];
  if (path === '/__payment/computop' && (method === 'GET' || method === 'POST')) return computop(req, res, query, orders);
  if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Use GET for payment pages.');
  if (iconId) return icon(res, iconId);
  if (path === '/__payment/paypal') return paypal(res, query, orders);
  // A HEAD request shows nothing to click, so it opens no sessions.
  if (path === '/__payment/amazonpay') return amazonPay(res, query, stores, method === 'GET');
  sendHtml(res, 404, 'Nicht gefunden', '');
}
