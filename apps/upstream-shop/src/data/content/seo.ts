// Meta rules of spec catalogue-content §9 and session §2 (robots, canonical, alternates,
// category titles), as pure functions of the shop and the requested URL.
import { isNoindexPath, NOINDEX_URL_MARKER } from '@tafel/domain';
import type { ShopId } from '../customers/customer-types.js';

export const SHOP_ORIGINS: Record<ShopId, string> = {
  de: 'https://www.tafel.de',
  at: 'https://www.tafel.at',
  ch: 'https://www.tafel.ch',
  b2b: 'https://www.tafel-educational.de',
};

export const INDEX = 'index,follow';
export const NOINDEX = 'noindex,follow';

/** noindex for the spec's paths, any URL containing /?order=, and every answer but 200. */
export function robotsFor(path: string, url: string, httpStatus: number): string {
  if (httpStatus !== 200 || url.includes(NOINDEX_URL_MARKER)) return NOINDEX;
  return isNoindexPath(path) ? NOINDEX : INDEX;
}

/** Spec §9: the canonical URL keeps only q and p (in that order) and the hash. */
export function canonicalFor(shop: ShopId, path: string, search: URLSearchParams, hash: string): string {
  const kept = new URLSearchParams();
  for (const name of ['q', 'p']) {
    const value = search.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const query = kept.toString();
  return `${SHOP_ORIGINS[shop]}${path}${query ? `?${query}` : ''}${hash}`;
}

/**
 * The one form of a page's path its canonical URL (and the sitemap) uses: content pages as the CMS
 * stores them and categories with the trailing slash of the spec's links (/impressum/, /cat/100/),
 * whichever form was asked; other paths (products, app routes) as they are.
 */
export function canonicalPath(kind: 'home' | 'content' | 'category' | 'other', askedPath: string, storedPath: string | null = null): string {
  if (kind === 'home') return '/';
  if (kind === 'content' && storedPath) return storedPath;
  if (kind === 'content' || kind === 'category') return askedPath.endsWith('/') ? askedPath : `${askedPath}/`;
  return askedPath;
}

// Spec §9 language alternates: de-CH and de-LI → ch; de-DE and x-default → de; de-AT and de-IT → at.
const ALTERNATES: ReadonlyArray<[lang: string, shop: ShopId]> = [
  ['de-DE', 'de'],
  ['x-default', 'de'],
  ['de-AT', 'at'],
  ['de-IT', 'at'],
  ['de-CH', 'ch'],
  ['de-LI', 'ch'],
];

/** Alternates of a page path; none in b2b (spec §1: no alternate-language links). */
export function hreflangFor(shop: ShopId, path: string): Array<{ lang: string; url: string }> {
  if (shop === 'b2b') return [];
  return ALTERNATES.map(([lang, target]) => ({ lang, url: `${SHOP_ORIGINS[target]}${path}` }));
}

export const CATEGORY_TITLE_MAX = 50;

/** Spec §9: 'current / parent', or only the current category when that exceeds 50 characters. */
export function categoryTitle(current: string, parent: string | null): string {
  if (!parent) return current;
  const both = `${current} / ${parent}`;
  return both.length > CATEGORY_TITLE_MAX ? current : both;
}
