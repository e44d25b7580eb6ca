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
const UNSAFE_URL_CHARS = /[\p{Cc}\p{Cf}\s\\]/u;

/** A path of this shop: one leading '/', then no second '/' at once, no control or space characters, no backslash. */
export function isShopPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !UNSAFE_URL_CHARS.test(value);
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
  if (absolute.origin === SHOP_ORIGINS[site]) return { url: `${absolute.pathname}${absolute.search}${absolute.hash}`, external: false };
  return { url: absolute.href, external: true };
}

/**
 * An image URL as a storefront path: the upstream's /media/... paths as they are (the storefront
 * and the orchestrator serve /media/ from the upstream, as for product images), an absolute URL
 * on the upstream's host made the same path; null for anything else.
 */
export function toMediaPath(raw: string | null | undefined, upstreamUrl: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (isShopPath(value)) return value.startsWith('/media/') && !value.includes('/../') ? value : null;
  const absolute = absoluteHttpUrl(value);
  if (!absolute || absolute.origin !== new URL(upstreamUrl).origin || !absolute.pathname.startsWith('/media/')) return null;
  return `${absolute.pathname}${absolute.search}`;
}
