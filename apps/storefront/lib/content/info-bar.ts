/**
 * Catalogue spec §4/§9: an info bar stays hidden once dismissed; the dismissal is a cookie named
 * after the teaser's CMS name that never expires (year 9999).
 */
export const INFO_BAR_COOKIE_PREFIX = 'infobar_';

/** The expiry the spec asks for: the year 9999. */
export const INFO_BAR_COOKIE_EXPIRES = 'Fri, 31 Dec 9999 23:59:59 GMT';

/**
 * The cookie of one info bar: the prefix and the teaser name, reduced to characters a cookie name
 * may carry unquoted (CMS names hold spaces and umlauts), so two bars with different names keep
 * apart while the same bar always maps to the same cookie.
 */
export function infoBarCookieName(teaserName: string): string {
  const token = teaserName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${INFO_BAR_COOKIE_PREFIX}${token || 'default'}`;
}

/** The Set-Cookie string document.cookie takes for a dismissed bar (site-wide, no expiry in practice). */
export function infoBarDismissCookie(teaserName: string, secure: boolean): string {
  return `${infoBarCookieName(teaserName)}=1; Path=/; Expires=${INFO_BAR_COOKIE_EXPIRES}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
