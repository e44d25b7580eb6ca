/**
 * Session storage keys the checkout and its surroundings use in the browser (spec §4 After an
 * order: cleanup clears the checkout, user and rating-consent keys).
 */
export const CHECKOUT_STORAGE_KEYS = ['tafel.checkout', 'tafel.user', 'tafel.ratingConsent'] as const;

/** Removes the checkout's session storage keys (confirmation cleanup, express pay abort). */
export function clearCheckoutStorage(storage: Pick<Storage, 'removeItem'> | undefined = typeof window === 'undefined' ? undefined : window.sessionStorage): void {
  for (const key of CHECKOUT_STORAGE_KEYS) storage?.removeItem(key);
}
