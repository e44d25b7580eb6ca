/** Links of the upstream's order answer, made safe to put into an href of our pages. */

const MAX_LINK_LENGTH = 2000;
// A base no real link has: a path resolved against it that stays on it is a path of this shop.
const SHOP_BASE = 'https://shop.invalid';

/** An absolute http(s) URL (carrier tracking, invoice PDF); anything else (javascript:, relative, malformed) is null. */
export function absoluteHttpUrl(link: string | null | undefined): string | null {
  if (!link || link.length > MAX_LINK_LENGTH || !/^https?:\/\//i.test(link)) return null;
  try {
    const url = new URL(link);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A path of this shop (the rating page /rating?enc=…): it must start with one slash and stay on
 * the shop when resolved; absolute URLs, protocol-relative //host and backslash tricks are null.
 */
export function shopPath(link: string | null | undefined): string | null {
  if (!link || link.length > MAX_LINK_LENGTH || !link.startsWith('/') || /[\\\s\p{Cc}]/u.test(link)) return null;
  try {
    const url = new URL(link, SHOP_BASE);
    if (url.origin !== SHOP_BASE) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The return flow of an order (issue #10's route), by the upstream's return hash. */
export function returnPath(returnHash: string | null | undefined): string | null {
  return returnHash ? `/myaccount/returns/productselection?order=${encodeURIComponent(returnHash)}` : null;
}
