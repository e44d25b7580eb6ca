// The URL rules of the content area: which link targets, redirect targets and image sources the
// orchestrator passes on (contract: links are shop paths or absolute http(s) URLs, images are
// storefront paths under /media/), and the shop origins the upstream's absolute URLs use.
import type { Site } from '../common/site.js';

/**
 * The shop hosts the upstream writes absolute URLs with (canonical URLs, hreflang), per token
 * scope (upstream content.graphql). A link to the site's own origin is an internal link.
 */
export const SHOP_ORIGINS: Record<Site, string> = {
  'de-de': 'https://www.tafel.de',
  'at-de': 'https://www.tafel.at',
  'ch-de': 'https://www.tafel.ch',
  'edu-de': 'https://www.tafel-educational.de',
  'edu-en': 'https://www.tafel-educational.de',
};

// Characters a browser strips from or reads specially in URLs (tabs, newlines, backslashes, ...).
export const UNSAFE_URL_CHARS = /[\p{Cc}\p{Cf}\s\\]/u;

// Any host works: only whether resolving a path keeps it, and the path it gives, are used.
const PATH_BASE = 'https://shop.invalid';

/** `value` resolved as a path of this shop (the URL parser's normalisation: dot segments, %2e), or null. */
function resolvedPath(value: string): URL | null {
  try {
    const url = new URL(value, PATH_BASE);
    return url.origin === PATH_BASE ? url : null;
  } catch {
    return null;
  }
}

/**
 * A path of this shop: one leading '/', no control or space characters, no backslash, and still
 * no '//' at the start once the browser has removed dot segments ('/.//evil.example' would be
 * read as '//evil.example' by anything that re-parses the path).
 */
export function isShopPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || UNSAFE_URL_CHARS.test(value)) return false;
  const url = resolvedPath(value);
  return url !== null && !url.pathname.startsWith('//');
}

/** An absolute http(s) URL with a host, or null. */
export function absoluteHttpUrl(value: string): URL | null {
  if (UNSAFE_URL_CHARS.test(value) || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** A link target as the storefront may use it: a shop path, or an absolute http(s) URL (external when it leaves the site's origin); null for anything else (javascript:, data:, '//host', ...). */
export function toLinkTarget(raw: string | null | undefined, site: Site): { url: string; external: boolean } | null {
  const value = raw?.trim();
  if (!value) return null;
  if (isShopPath(value)) return { url: value, external: false };
  const absolute = absoluteHttpUrl(value);
  if (!absolute) return null;
  // The shop's own origin as a path; unless its path is no shop path ('https://www.tafel.de//evil.example'
  // would become '//evil.example', another host): then it stays the absolute URL it is.
  const path = `${absolute.pathname}${absolute.search}${absolute.hash}`;
  if (absolute.origin === SHOP_ORIGINS[site] && isShopPath(path)) return { url: path, external: false };
  return { url: absolute.href, external: absolute.origin !== SHOP_ORIGINS[site] };
}

/**
 * An image URL as a storefront path: the upstream's /media/... paths as they are (the storefront
 * and the orchestrator serve /media/ from the upstream, as for product images), an absolute URL
 * on the upstream's host made the same path; null for anything else.
 */
export function toMediaPath(raw: string | null | undefined, upstreamUrl: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  // Checked as the browser will resolve it: '/media/%2e%2e/logout' is no media path.
  if (isShopPath(value)) return resolvedPath(value)?.pathname.startsWith('/media/') ? value : null;
  const absolute = absoluteHttpUrl(value);
  if (!absolute || absolute.origin !== new URL(upstreamUrl).origin || !absolute.pathname.startsWith('/media/')) return null;
  return `${absolute.pathname}${absolute.search}`;
}
