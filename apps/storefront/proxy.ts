import { NextResponse, type NextRequest } from 'next/server';
import { accountWallRedirect, loginRedirectFor, SECURITY_LOGOUT_COOKIE, securityLogoutRedirect } from '@/lib/site/account-wall';
import { b2bWall, catalogueRedirect, isWallRedirectPath, WALL_HEADER, WALL_STATUS } from '@/lib/site/b2b-wall';
import { CUSTOMER_MARKER_COOKIE, GUEST_MARKER_COOKIE, JWT_COOKIE, PAST_SESSION_COOKIE, sessionExpired } from '@/lib/session/session-cookies';
import { AREA_HEADER, areaOfPath, BASKET_HEADER, isBasketPath } from '@/lib/site/area';
import { config as storefrontConfig } from '@/lib/site/config';
import { isAppRoute } from '@/lib/site/app-routes';
import { pageLookupFor } from '@/lib/site/page-lookup';
import { PAGE_HEADER, pageSearch, resolveRoute, URL_HEADER, withoutTrailingSlash, type RouteDecision } from '@/lib/site/routing';
import { createNonce, isCrossOriginServerAction, isServerActionRequest, securityHeaders } from '@/lib/site/security-headers';
import { siteFromHost } from '@/lib/site/site';

// 1. The security logout (spec §4: a flagged session goes through /logout first), the B2B catalogue
//    to the page of the host's language (spec §2), others' visitors home; the account pages' shared
//    login check (to /login, with the session-expired warning when the session ran out) and the B2B
//    login wall (spec §2): the educational host shows visitors only its public pages, elsewhere the
//    login flyout over a placeholder at the URL asked for (WALL_HEADER, 403; next.config.ts rewrites
//    such a request to WALL_ROUTE).
// 2. Every URL reaches its page or its final redirect in one hop: a trailing slash (the spec's own
//    links end in one) is served as it is — Next matches it to the route without it, as
//    next.config.ts turns Next's own 308 off (the API routes keep theirs). A path
//    that is no app route (lib/site/app-routes.ts) is resolved through the orchestrator's page(url)
//    (lib/site/routing.ts): redirects answer 301/302, gone pages 410 and unknown paths 404 with the
//    catch-all page's error page, category slugs and content pages 200; the orchestrator being away
//    503. The catch-all page reads the resolution from PAGE_HEADER, which only this proxy sets.
// 3. The area header the pages read their language from (the support console is German on every host),
//    and the basket's marker its cart read asks the lightning reservation by (a client's own is dropped).
// 4. Security headers on every answer (lib/site/security-headers.ts): the CSP with a fresh nonce per
//    request, which Next reads from the request's CSP header and puts on its scripts; a server
//    action posted from another origin gets 403 here instead of Next's 500.

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = new URL(request.url);
  const { paymentOrigins, production, development } = storefrontConfig();
  const nonce = createNonce();
  const headers = securityHeaders({ pathname: url.pathname, nonce, paymentOrigins, production, development });
  return withHeaders(await route(request, url, headers['Content-Security-Policy']!), headers);
}

function withHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

async function route(request: NextRequest, url: URL, csp: string): Promise<NextResponse> {
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
  const host = request.headers.get('host');
  const catalogue = catalogueRedirect(host, url.pathname, pageSearch(url.search));
  if (catalogue) return NextResponse.redirect(new URL(catalogue.location, url), catalogue.status);
  // Spec §2: a customer whose session ran out is warned, at the B2B wall's flyout and at the account wall's login.
  const expired = sessionExpired({ hasJwt: jar.has(JWT_COOKIE), pastSession: jar.has(PAST_SESSION_COOKIE), customerMarker: jar.has(CUSTOMER_MARKER_COOKIE) });
  const accountWall = serverAction ? null : accountWallRedirect(url.pathname, url.search, loggedIn, expired);
  const wall = b2bWall(host, url.pathname, loggedIn, expired);
  if (!wall && accountWall) return NextResponse.redirect(new URL(accountWall, url), 307);

  const forwarded = new Headers(request.headers);
  // Only this proxy tells the catch-all page what a URL is, and the wall route why it shows.
  forwarded.delete(PAGE_HEADER);
  forwarded.delete(WALL_HEADER);
  forwarded.set(URL_HEADER, `${url.pathname}${pageSearch(url.search)}`);
  // Next serves a path with its trailing slash as the route without it (skipTrailingSlashRedirect):
  // no rewrite needed — a rewrite would even be proxied to Next's own host as an external URL.
  const routePath = withoutTrailingSlash(url.pathname);
  forwarded.set(AREA_HEADER, areaOfPath(routePath));
  if (isBasketPath(routePath)) forwarded.set(BASKET_HEADER, '1');
  else forwarded.delete(BASKET_HEADER);
  // Next takes the nonce for its scripts from the request's CSP (a client's own value is replaced).
  forwarded.set('content-security-policy', csp);
  if (wall) {
    // A route handler behind the wall (the card form's return) has no page to show the flyout on: to the login.
    if (isWallRedirectPath(url.pathname)) return NextResponse.redirect(new URL(loginRedirectFor(url.pathname, pageSearch(url.search)), url), 307);
    // The B2B wall keeps the URL: next.config.ts rewrites a request with WALL_HEADER to WALL_ROUTE,
    // the shop's frame with the login flyout over a placeholder, never the page itself.
    forwarded.set(WALL_HEADER, wall);
    return NextResponse.next({ request: { headers: forwarded }, status: WALL_STATUS });
  }

  let status: number | undefined;
  if (!isAppRoute(url.pathname)) {
    const decision: RouteDecision = await resolveRoute(url.pathname, pageSearch(url.search), pageLookupFor(siteFromHost(host)));
    if (decision.action === 'redirect') return NextResponse.redirect(new URL(decision.location, url), decision.status);
    forwarded.set(PAGE_HEADER, JSON.stringify(decision.page));
    // The page cannot set a status with server-rendered markup (notFound() during a render sends
    // Next's bare error document and leaves the page to the browser): 404, 410 and 503 are set here.
    if (decision.status === 404 || decision.status === 410 || decision.status === 503) status = decision.status;
  }
  return NextResponse.next({ request: { headers: forwarded }, ...(status ? { status } : {}) });
}

export const config = {
  // Pages only: no static assets, images or the media pass-through.
  matcher: '/((?!_next/static|_next/image|media/|icon.svg|favicon.ico|og-default.jpg).*)',
};
