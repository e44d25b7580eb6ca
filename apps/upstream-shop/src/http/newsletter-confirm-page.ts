import type { IncomingMessage, ServerResponse } from 'node:http';
import { SHOP_ORIGINS } from '../data/content/seo.js';
import type { NewsletterStore } from '../data/customers/newsletter-store.js';

// The page behind the link of the newsletter confirmation mail (double opt-in): opening it
// confirms the sign-up; the page says so and links back to the shop the address signed up in.
export const NEWSLETTER_CONFIRM_PAGE = '/newsletter/confirm';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem"><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html), 'Cache-Control': 'no-store' });
  res.end(html);
}

export function handleNewsletterConfirm(req: IncomingMessage, res: ServerResponse, newsletter: NewsletterStore): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const token = new URL(req.url ?? '/', 'http://upstream.invalid').searchParams.get('token') ?? '';
  const confirmed = token.length > 0 && token.length <= 100 ? newsletter.confirm(token) : null;
  if (!confirmed) {
    return page(res, 404, 'Link nicht mehr gültig', '<p>Dieser Bestätigungslink ist unbekannt oder wurde schon verwendet. Ist Ihre Anmeldung schon bestätigt, erhalten Sie den Newsletter bereits.</p>');
  }
  const shop = SHOP_ORIGINS[confirmed.shop];
  page(
    res,
    200,
    'Anmeldung bestätigt',
    `<p>Vielen Dank! Die Adresse <strong>${escapeHtml(confirmed.email)}</strong> erhält ab jetzt unseren Newsletter.</p><p><a href="${escapeHtml(shop)}/">Zurück zum Shop</a></p>`,
  );
}
