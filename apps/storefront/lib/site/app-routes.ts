/**
 * The storefront's own routes (session spec §2 route table, plus what is not a page: API routes,
 * assets, the support console, robots.txt and sitemap.xml). A path under one of these prefixes is
 * served by its route as it is; every other path is resolved through the orchestrator's page(url)
 * by proxy.ts (redirect, gone, category slug, content page, 404). Keep this list in step with app/.
 */
export const APP_ROUTE_PREFIXES: readonly string[] = [
  '/cat',
  '/prod',
  '/search',
  '/login',
  '/logout',
  '/rating',
  '/checkout',
  '/computop',
  '/myaccount',
  '/service/katalog',
  '/service/catalogue',
  '/service/orderform',
  '/service/newsletter',
  '/test/test-api',
  // Not pages: route handlers, media, the staff console, Next's own files and the crawler files.
  '/api',
  '/media',
  '/support',
  '/_next',
  '/icon.svg',
  '/favicon.ico',
  '/robots.txt',
  '/sitemap.xml',
  '/og-default.jpg',
];

function under(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a path (as requested, with or without its trailing slash) is one of the storefront's own routes; '/' is the home. */
export function isAppRoute(pathname: string): boolean {
  // '/' is the home; /__nextjs_* are next dev's own endpoints (error overlay, source maps, ...).
  if (pathname === '/' || pathname.startsWith('/__nextjs')) return true;
  return APP_ROUTE_PREFIXES.some((prefix) => under(pathname, prefix));
}
