import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHOP_ORIGINS } from '../data/content/seo.js';
import type { NewsletterStore } from '../data/customers/newsletter-store.js';
import { escapeHtml } from './html.js';

// The page behind the link of the newsletter confirmation mail (double opt-in): opening it
// confirms the sign-up; the page says so and links back to the shop the address signed up in
// (an origin of our own table, never anything from the request: no open redirect). The address
// is shown escaped; the token is checked for its shape before it is looked up.
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';

// randomBytes(24) in base64url: 32 characters.
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  // No scripts, no framing; no Referer: the link back to the shop must not carry the token along.
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}

export function handleNewsletterConfirm(req: IncomingMessage, res: ServerResponse, newsletter: NewsletterStore): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const token = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams.get('token') ?? '';
  const valid = TOKEN.test(token);
  // Only a GET confirms: a HEAD (a mail scanner checking the link) leaves the sign-up open.
  const confirmed = !valid ? null : req.method === 'GET' ? newsletter.confirm(token) : newsletter.peek(token);
  if (!confirmed) {
    return page(res, 404, 'Link nicht mehr gültig', '<p>Dieser Bestätigungslink ist unbekannt, abgelaufen oder wurde schon verwendet. Ist Ihre Anmeldung schon bestätigt, erhalten Sie den Newsletter bereits; sonst melden Sie sich bitte erneut an.</p>');
  }
  const shop = SHOP_ORIGINS[confirmed.shop];
  page(
    res,
    200,
    'Anmeldung bestätigt',
    `<p>Vielen Dank! Die Adresse <strong>${escapeHtml(confirmed.email)}</strong> erhält ab jetzt unseren Newsletter.</p><p><a href="${escapeHtml(shop)}/">Zurück zum Shop</a></p>`,
  );
}
