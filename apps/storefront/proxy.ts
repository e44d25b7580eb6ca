import { NextResponse, type NextRequest } from 'next/server';
import { accountWallRedirect, SECURITY_LOGOUT_COOKIE, securityLogoutRedirect } from '@/lib/site/account-wall';
import { b2bWallRedirect } from '@/lib/site/b2b-wall';
import { CUSTOMER_MARKER_COOKIE, GUEST_MARKER_COOKIE, JWT_COOKIE } from '@/lib/session/session-cookies';
import { AREA_HEADER, areaOfPath, BASKET_HEADER, isBasketPath } from '@/lib/site/area';
import { config as storefrontConfig } from '@/lib/site/config';
import { createNonce, isCrossOriginServerAction, isServerActionRequest, securityHeaders } from '@/lib/site/security-headers';

// 1. The security logout (spec §4: a flagged session goes through /logout first), the account
//    pages' shared login check and the B2B login wall (spec §2): the educational host shows only
//    its public pages to visitors.
// 2. One URL per page: a trailing slash redirects to the form without it (next.config.ts turns
//    Next's own redirect off), except for the API routes, which the spec names with the slash
//    (/api/shop/, /api/login-action/, ...).
// 3. The area header the pages read their language from (the support console is German on every host),
//    and the basket's marker its cart read asks the lightning reservation by (a client's own is dropped).
// 4. Security headers on every answer (lib/site/security-headers.ts): the CSP with a fresh nonce per
//    request, which Next reads from the request's CSP header and puts on its scripts; a server
//    action posted from another origin gets 403 here instead of Next's 500.

export function proxy(request: NextRequest): NextResponse {
  const url = new URL(request.url);
  const { paymentOrigins, production, development } = storefrontConfig();
  const nonce = createNonce();
  const headers = securityHeaders({ pathname: url.pathname, nonce, paymentOrigins, production, development });
  return withHeaders(route(request, url, headers['Content-Security-Policy']!), headers);
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

function route(request: NextRequest, url: URL, csp: string): NextResponse {
  if (isCrossOriginServerAction(request.method, url.pathname, request.headers)) {
    return new NextResponse('Cross-origin server action refused.', { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  }
  const jar = request.cookies;
  // Spec §4: logged in = the existing-user marker without the guest marker (and a token).
  const loggedIn = jar.has(JWT_COOKIE) && jar.has(CUSTOMER_MARKER_COOKIE) && !jar.has(GUEST_MARKER_COOKIE);
  // A server action answers for itself (it checks the session and shows a token error in its form,
  // spec §6); redirecting its POST to the logout or the login would only break the page. Route
  // handlers live under /api/, which neither redirect touches.
  const serverAction = isServerActionRequest(request.method, url.pathname, request.headers);
  const securityLogout = serverAction ? null : securityLogoutRedirect(url.pathname, jar.has(SECURITY_LOGOUT_COOKIE));
  if (securityLogout) return NextResponse.redirect(new URL(securityLogout, url), 307);
  const wall =
    b2bWallRedirect(request.headers.get('host'), url.pathname, url.search, loggedIn) ?? (serverAction ? null : accountWallRedirect(url.pathname, url.search, loggedIn));
  if (wall) return NextResponse.redirect(new URL(wall, url), 307);
  if (url.pathname !== '/' && url.pathname.endsWith('/') && !url.pathname.startsWith('/api/')) {
    url.pathname = url.pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }
  const forwarded = new Headers(request.headers);
  forwarded.set(AREA_HEADER, areaOfPath(url.pathname));
  if (isBasketPath(url.pathname)) forwarded.set(BASKET_HEADER, '1');
  else forwarded.delete(BASKET_HEADER);
  // Next takes the nonce for its scripts from the request's CSP (a client's own value is replaced).
  forwarded.set('content-security-policy', csp);
  return NextResponse.next({ request: { headers: forwarded } });
}

export const config = {
  // Pages only: no static assets, images or the media pass-through.
  matcher: '/((?!_next/static|_next/image|media/|icon.svg|favicon.ico).*)',
};
