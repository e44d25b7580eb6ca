import { flagSecurityLogout, readSession } from '@/lib/session/session';

/**
 * POST /api/account/security-logout — sets the security-logout flag (an HttpOnly cookie, spec §3,
 * §4) after an account form was answered SessionRequiredError with sessionEnded. A route handler,
 * not the form's server action: a cookie set in a server action makes Next render the page again
 * in the same answer, and the page's own read (the session is over) would leave it before the
 * form's error with its login link is seen (spec §6). The flag only sends this browser's next page
 * through /logout; a request from another site or without a session changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return new Response(null, { status: 403 });
  const session = await readSession();
  if (session.kind === 'customer') await flagSecurityLogout();
  return new Response(null, { status: 204 });
}
