import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatCents } from '@tafel/domain';
import type { CartStore } from '../data/cart-store.js';
import { newAmazonSessionId } from '../data/checkout/amazon-pay.js';
import type { CheckoutStore } from '../data/checkout/checkout-store.js';
import { COMPUTOP_MERCHANT_ID } from '../data/checkout/payment-follow-up.js';
import { isPaymentId, paymentDisplayName } from '../data/checkout/payments.js';
import { decideProviderCancel, newProviderToken, PROVIDER_TOKEN } from '../data/checkout/provider-payment.js';
import { voidUnpaidOrder } from '../data/checkout/void-order.js';
import type { AccountStores } from '../data/customers/account-stores.js';
import type { OrderStore } from '../data/orders/order-store.js';
import type { OrderRecord } from '../data/orders/order-types.js';
import { HttpError, readBody } from './io.js';
import { escapeHtml } from './html.js';

// Stand-in payment provider pages (checkout.graphql, README "Test hooks (stand-in only)"): PayPal's
// and Amazon Pay's redirect targets, the card form's target and the payment method logos.
// - PayPal: approving (a form) marks the order paid and goes back to the returnUrl with the order id.
// - Card form (Computop): charging the card (a form) marks the order paid and goes back the same way.
// - Amazon Pay hands out checkout sessions that completeAmazonPayCheckout needs (authorised or
//   declined, see amazon-pay.ts).
// - On all three, cancelling (a form, shown when the shop sent a cancelUrl) takes the unpaid order
//   back and reopens its cart, as the real shop does when a provider reports a cancelled payment,
//   and goes back to the cancelUrl with cancelPayment=PAYPAL|AMAZONPAY|CREDIT_CARD (spec §4).

export interface PaymentPageStores {
  orders: OrderStore;
  checkout: CheckoutStore;
  carts: CartStore;
  account: Pick<AccountStores, 'customerCarts'>;
}

const CANCEL_PATH = '/__payment/cancel';
const PAYPAL_APPROVE_PATH = '/__payment/paypal/approve';
const CARD_CHARGE_PATH = '/__payment/computop/charge';
/** The forms that take an order's payment, and the method each is for. */
const PAY_FORMS: ReadonlyMap<string, 'PAYPAL' | 'CREDIT_CARD'> = new Map([
  [PAYPAL_APPROVE_PATH, 'PAYPAL'],
  [CARD_CHARGE_PATH, 'CREDIT_CARD'],
]);
const ICON = /^\/__payment\/icons\/([a-z_]+)\.svg$/;

export const isPaymentPagePath = (path: string): boolean => path.startsWith('/__payment/');

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

/** What a page says about a voided order (declined by Amazon, or cancelled on a provider page). */
const cancelledText = (order: OrderRecord): string => `<p>Die Bestellung ${escapeHtml(order.orderId)} wurde storniert und kann nicht mehr bezahlt werden.</p>`;

const link = (href: string | null, text: string): string => (href ? `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>` : '');

/** A button that posts hidden fields to one of these pages (changes are never made by a GET). */
const form = (action: string, fields: Record<string, string>, text: string): string =>
  `<form method="post" action="${escapeHtml(action)}">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('')}<button type="submit">${escapeHtml(text)}</button></form>`;

function redirectTo(res: ServerResponse, location: string): void {
  res.writeHead(303, { Location: location, 'Content-Length': 0, 'Cache-Control': 'no-store' });
  res.end();
}

/** A visit token for the forms of this page view (none for HEAD: nothing is clicked there). */
function visitToken(stores: PaymentPageStores, order: OrderRecord, opens: boolean): string | null {
  if (!opens) return null;
  const token = newProviderToken();
  stores.checkout.openProviderVisit(token, { orderId: order.orderId });
  return token;
}

/** The cancel button of a provider page, when the shop gave a cancelUrl (query or posted field) to go back to. */
function cancelForm(fields: URLSearchParams, token: string | null): string {
  const cancelUrl = fields.get('cancelUrl');
  if (token === null || backLink(cancelUrl, {}) === null) return '';
  return form(CANCEL_PATH, { token, cancelUrl: cancelUrl ?? '' }, 'Zahlung abbrechen');
}

function icon(res: ServerResponse, id: string): void {
  const paymentId = id.toUpperCase();
  if (!isPaymentId(paymentId)) return sendHtml(res, 404, 'Unbekanntes Zahlungsmittel', '');
  const name = escapeHtml(paymentDisplayName(paymentId));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40" viewBox="0 0 96 40" role="img" aria-label="${name}"><rect x="1" y="1" width="94" height="38" rx="6" fill="#fff" stroke="#8a8f98"/><text x="48" y="25" font-family="sans-serif" font-size="11" text-anchor="middle" fill="#1f2430">${name}</text></svg>`;
  res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Content-Length': Buffer.byteLength(svg), 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
  res.end(svg);
}

function paypal(res: ServerResponse, query: URLSearchParams, stores: PaymentPageStores, opens: boolean): void {
  const found = stores.orders.forPayment(query.get('orderId') ?? '');
  if (found?.order.paymentMethod !== 'PAYPAL') return sendHtml(res, 404, 'Zahlung nicht gefunden', '<p>Zu dieser Bestellung gibt es keine PayPal-Zahlung.</p>');
  const { order, voided } = found;
  if (voided) return sendHtml(res, 404, 'Zahlung nicht gefunden', cancelledText(order));
  const heading = `<p>Bestellung ${escapeHtml(order.orderId)}: ${escapeHtml(formatCents(order.totalCents))}</p>`;
  const back = backLink(query.get('returnUrl'), { orderId: order.orderId });
  if (stores.checkout.providerPaid(order.orderId)) {
    return sendHtml(res, 200, 'PayPal (Testseite)', `${heading}<p>Diese Zahlung ist bereits bestätigt.</p>${link(back, 'Zurück zum Shop')}`);
  }
  const token = visitToken(stores, order, opens);
  const approve = back && token ? form(PAYPAL_APPROVE_PATH, { token, returnUrl: query.get('returnUrl') ?? '' }, 'Zahlung bestätigen und zurück zum Shop') : '';
  sendHtml(res, 200, 'PayPal (Testseite)', `${heading}${approve}${cancelForm(query, token)}`);
}

function amazonPay(res: ServerResponse, query: URLSearchParams, stores: PaymentPageStores, opens: boolean): void {
  const found = stores.orders.forPayment(query.get('orderId') ?? '');
  const notFound = (html: string) => sendHtml(res, 404, 'Zahlung nicht gefunden', html);
  if (found?.order.paymentMethod !== 'AMAZONPAY') return notFound('<p>Zu dieser Bestellung gibt es keine Amazon-Pay-Zahlung.</p>');
  const { order, voided } = found;
  if (voided) return notFound(cancelledText(order));
  if (stores.checkout.amazonCompletion(order.orderId) !== undefined) return notFound(`<p>Die Bestellung ${escapeHtml(order.orderId)} ist bereits mit Amazon Pay bezahlt.</p>`);
  // Like Amazon, every visit opens new checkout sessions: one the buyer pays with, one Amazon declines.
  const paid = newAmazonSessionId();
  const declined = newAmazonSessionId();
  const pay = backLink(query.get('returnUrl'), { amazonCheckoutSessionId: paid });
  const decline = backLink(query.get('returnUrl'), { amazonCheckoutSessionId: declined });
  if (pay && decline && opens) {
    stores.checkout.openAmazonSession(paid, { orderId: order.orderId, declined: false });
    stores.checkout.openAmazonSession(declined, { orderId: order.orderId, declined: true });
  }
  const links = `${link(pay, 'Mit Amazon Pay bezahlen')}${link(decline, 'Zahlung ablehnen (Test)')}${cancelForm(query, visitToken(stores, order, opens))}`;
  sendHtml(res, 200, 'Amazon Pay (Testseite)', `<p>Bestellung ${escapeHtml(order.orderId)}: ${escapeHtml(formatCents(order.totalCents))}</p>${links}`);
}

/** The fields of a posted provider form and the order its token was handed out for. */
async function postedVisit(req: IncomingMessage, stores: PaymentPageStores): Promise<{ fields: URLSearchParams; order: OrderRecord; voided: boolean } | null> {
  const fields = new URLSearchParams(await readBody(req, 16_384));
  const token = fields.get('token') ?? '';
  const visit = PROVIDER_TOKEN.test(token) ? stores.checkout.providerVisit(token) : undefined;
  const found = visit ? stores.orders.forPayment(visit.orderId) : undefined;
  return found ? { fields, ...found } : null;
}

const UNKNOWN_VISIT = '<p>Dieser Zahlungsvorgang ist unbekannt oder abgelaufen.</p>';

/**
 * POST /__payment/paypal/approve (PayPal) or /__payment/computop/charge (card form): the buyer pays;
 * back to the shop with the order id. A voided order can no longer be paid.
 */
async function takePayment(req: IncomingMessage, res: ServerResponse, stores: PaymentPageStores, paymentMethod: 'PAYPAL' | 'CREDIT_CARD'): Promise<void> {
  const posted = await postedVisit(req, stores);
  if (!posted || posted.order.paymentMethod !== paymentMethod) return sendHtml(res, 404, 'Zahlung nicht gefunden', UNKNOWN_VISIT);
  const { fields, order, voided } = posted;
  if (voided) return sendHtml(res, 409, 'Zahlung nicht möglich', cancelledText(order));
  const back = backLink(fields.get('returnUrl'), { orderId: order.orderId });
  if (!back) return sendHtml(res, 400, 'Ungültige Rücksprungadresse', '<p>returnUrl muss eine http(s)-Adresse oder ein Pfad sein.</p>');
  stores.checkout.markProviderPaid(order.orderId);
  redirectTo(res, back);
}

/**
 * POST /__payment/cancel: the buyer cancels on the PayPal or Amazon Pay page or the card form. The unpaid order is
 * taken back (gone for every lookup) and its cart is open again, the customer's cart once more;
 * then back to the shop's cancelUrl with cancelPayment. A paid order stays as it is.
 */
async function cancelPayment(req: IncomingMessage, res: ServerResponse, stores: PaymentPageStores): Promise<void> {
  const posted = await postedVisit(req, stores);
  if (!posted) return sendHtml(res, 404, 'Zahlung nicht gefunden', UNKNOWN_VISIT);
  const { fields, order, voided } = posted;
  const decision = decideProviderCancel({ paymentMethod: order.paymentMethod, voided, paid: stores.checkout.providerPaid(order.orderId) });
  if (decision === 'refuse') return sendHtml(res, 404, 'Zahlung nicht gefunden', UNKNOWN_VISIT);
  if (decision === 'paid') return sendHtml(res, 409, 'Abbruch nicht möglich', `<p>Die Bestellung ${escapeHtml(order.orderId)} ist bereits bezahlt.</p>`);
  if (decision === 'void') voidUnpaidOrder({ orders: stores.orders, carts: stores.carts, checkout: stores.checkout, customerCarts: stores.account.customerCarts }, order);
  const back = backLink(fields.get('cancelUrl'), { cancelPayment: order.paymentMethod });
  if (!back) return sendHtml(res, 200, 'Zahlung abgebrochen', `<p>Die Bestellung ${escapeHtml(order.orderId)} wurde storniert.</p>`);
  redirectTo(res, back);
}

/**
 * The card form (Computop): posted by the shop (form-encoded), or a GET with the same fields as
 * query. MerchantID, Data (base64 of TransID=<orderId>&…) and Len must match a card order.
 */
async function computop(req: IncomingMessage, res: ServerResponse, query: URLSearchParams, stores: PaymentPageStores): Promise<void> {
  const fields = req.method === 'POST' ? new URLSearchParams(await readBody(req, 16_384)) : query;
  const data = Buffer.from(fields.get('Data') ?? '', 'base64').toString('utf8');
  const found = stores.orders.forPayment(new URLSearchParams(data).get('TransID') ?? '');
  const valid = fields.get('MerchantID') === COMPUTOP_MERCHANT_ID && fields.get('Len') === String(data.length) && found?.order.paymentMethod === 'CREDIT_CARD';
  if (!valid || !found) return sendHtml(res, 400, 'Ungültige Zahlungsdaten', '<p>MerchantID, Data oder Len passen nicht zu einer Kartenzahlung.</p>');
  const { order, voided } = found;
  if (voided) return sendHtml(res, 404, 'Zahlung nicht gefunden', cancelledText(order));
  const heading = `<p>Bestellung ${escapeHtml(order.orderId)}: ${escapeHtml(formatCents(order.totalCents))}</p>`;
  const back = backLink(fields.get('returnUrl'), { orderId: order.orderId });
  if (stores.checkout.providerPaid(order.orderId)) {
    return sendHtml(res, 200, 'Kartenzahlung (Testseite)', `${heading}<p>Diese Karte ist bereits belastet.</p>${link(back, 'Zurück zum Shop')}`);
  }
  const token = visitToken(stores, order, true);
  const charge = back && token ? form(CARD_CHARGE_PATH, { token, returnUrl: fields.get('returnUrl') ?? '' }, 'Karte belasten und zurück zum Shop') : '';
  sendHtml(res, 200, 'Kartenzahlung (Testseite)', `${heading}${charge}${cancelForm(fields, token)}`);
}

/**
 * GET /__payment/icons/{id}.svg, GET /__payment/paypal, GET /__payment/amazonpay, GET|POST
 * /__payment/computop, POST /__payment/paypal/approve, POST /__payment/computop/charge,
 * POST /__payment/cancel.
 */
export async function handlePaymentPage(req: IncomingMessage, res: ServerResponse, path: string, stores: PaymentPageStores): Promise<void> {
  const method = req.method ?? 'GET';
  const query = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams;
  const iconId = ICON.exec(path)?.[1];
  if (path === '/__payment/computop' && (method === 'GET' || method === 'POST')) return computop(req, res, query, stores);
  const pays = PAY_FORMS.get(path);
  if (pays !== undefined || path === CANCEL_PATH) {
    if (method !== 'POST') throw new HttpError(405, 'Use POST to pay or cancel a payment.');
    return pays === undefined ? cancelPayment(req, res, stores) : takePayment(req, res, stores, pays);
  }
  if (method !== 'GET' && method !== 'HEAD') throw new HttpError(405, 'Use GET for payment pages.');
  if (iconId) return icon(res, iconId);
  // A HEAD request shows nothing to click, so it opens no sessions or visit tokens.
  if (path === '/__payment/paypal') return paypal(res, query, stores, method === 'GET');
  if (path === '/__payment/amazonpay') return amazonPay(res, query, stores, method === 'GET');
  sendHtml(res, 404, 'Nicht gefunden', '');
}
