/**
 * Set by proxy.ts on every request (a client's own value is replaced): `support` for the support
 * console, whose texts are German on every host; `shop` elsewhere.
 */
export const AREA_HEADER = 'x-tafel-area';

/** The area of a path: the support console or the shop. */
export function areaOfPath(pathname: string): 'support' | 'shop' {
  return pathname === '/support' || pathname.startsWith('/support/') ? 'support' : 'shop';
}
