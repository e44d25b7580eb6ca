/** Catalogue spec §9: the mini cart shows 3 items. */
export const MINI_CART_LINES = 3;

/**
 * The lines the mini cart shows: the last `count` of the cart (the latest added; cart order kept,
 * as in the basket), and how many more the cart has (then the "all products" link shows).
 */
export function miniCartSelection<T>(lines: readonly T[], count = MINI_CART_LINES): { shown: T[]; more: number } {
  const shown = count > 0 ? lines.slice(-count) : [];
  return { shown, more: lines.length - shown.length };
}
