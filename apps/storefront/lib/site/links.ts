/**
 * A shop-internal path from a URL the orchestrator sends (breadcrumbs, navigation): absolute
 * URLs lose their origin and a trailing slash is dropped (the storefront's routes have none),
 * so links never leave the storefront or take a redirect.
 */
export function shopPath(url: string): string {
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      const parsed = new URL(path);
      path = parsed.pathname + parsed.search;
    } catch {
      return '/';
    }
  }
  if (!path.startsWith('/') || path.startsWith('//')) path = `/${path.replace(/^\/+/, '')}`;
  const [pathname = '/', search] = path.split('?', 2);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return search ? `${trimmed}?${search}` : trimmed;
}

/** Category URL built from its id. */
export function categoryHref(id: string): string {
  return `/cat/${encodeURIComponent(id)}`;
}
