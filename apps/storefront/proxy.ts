import { NextResponse, type NextRequest } from 'next/server';
import { SHOP_GRAPHQL_PATH } from './lib/graphql-transport';

// next.config.ts turns Next.js's trailing-slash redirect off so that the spec's /api/shop/ is
// answered as it is; every other path keeps the usual redirect to its form without the slash
// (one URL per page). The matcher lets only paths ending in "/" reach this function.

export function proxy(request: NextRequest): NextResponse {
  // A plain URL: NextURL normalises the trailing slash away when printing and reading it.
  const url = new URL(request.url);
  if (url.pathname === '/' || url.pathname === SHOP_GRAPHQL_PATH) return NextResponse.next();
  url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return NextResponse.redirect(url, 308);
}

export const config = {
  matcher: '/:path+/',
};
