/**
 * Set by proxy.ts on every request (a client's own value is replaced): `support` for the support
 * console, whose texts are German on every host; `shop` elsewhere.
 */
export const AREA_HEADER = 'x-tafel-area';

/** The area of a path: the support console or the shop. */
export function areaOfPath(pathname: string): 'support' | 'shop' {
  return pathname === '/support' || pathname.startsWith('/support/') ? 'support' : 'shop';
}

/**
 * Set by proxy.ts to `1` on the basket's requests (pages, RSC, its server actions) and removed
 * elsewhere: there the one cart read (lib/cart/cart.ts, shared with the header badge) brings the
 * lightning reservation too, which every other page would pay for without showing it.
 */
export const BASKET_HEADER = 'x-tafel-basket';

/** Whether a path is the basket's. */
export function isBasketPath(pathname: string): boolean {
  return pathname === '/checkout/basket';
}
