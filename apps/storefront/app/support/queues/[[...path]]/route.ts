import type { NextRequest } from 'next/server';
import { config } from '@/lib/site/config';
import { STAFF_HEADER } from '@/lib/shop-api/orchestrator-headers';
import { staffToken } from '@/lib/support/staff';

export const dynamic = 'force-dynamic';

// What of the orchestrator's answer reaches the browser.
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location'];

// A relative Location: the request URL a route handler sees may name another host than the browser used.
const toLogin = (query = ''): Response => new Response(null, { status: 303, headers: { location: `/support/login${query}` } });

const text = (status: number, body: string): Response => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * bull-board, the raw read-only view of the queues, served by the orchestrator under
 * /support/queues and reached through here with the staff session (the cookie is HttpOnly and
 * scoped to /support; the orchestrator checks the role). Read-only: GET and HEAD only.
 */
async function forward(request: NextRequest): Promise<Response> {
  const token = await staffToken();
  const url = new URL(request.url);
  if (!token) return toLogin();
  let answer: Response;
  try {
    answer = await fetch(`${config().orchestratorUrl}${url.pathname}${url.search}`, {
      method: request.method,
      headers: { [STAFF_HEADER]: token, accept: request.headers.get('accept') ?? '*/*' },
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return text(503, 'Die Warteschlangen sind gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.');
  }
  if (answer.status === 401) return toLogin('?expired=1');
  if (answer.status === 403) return text(403, 'Die Warteschlangen-Ansicht ist der Rolle Support vorbehalten: sie zeigt die Auftragsdaten ungeschwärzt.');
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, headers });
}

export const GET = forward;
export const HEAD = forward;
