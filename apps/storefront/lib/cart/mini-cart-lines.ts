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

/**
 * The free label of a mini-cart line, as the basket shows it (spec §3 isFreeItem,
 * relatedVoucherCode): "Gratisartikel zum Gutschein CODE", else "Gratis"; null for a paid line.
 */
export function miniCartFreeLabel(
  line: { isFreeItem?: boolean | null; relatedVoucherCode?: string | null },
  t: (key: 'ui.cart.freeItem' | 'ui.cart.freeItemOf', params?: { code: string }) => string,
): string | null {
  if (!line.isFreeItem) return null;
  return line.relatedVoucherCode ? t('ui.cart.freeItemOf', { code: line.relatedVoucherCode }) : t('ui.cart.freeItem');
}
