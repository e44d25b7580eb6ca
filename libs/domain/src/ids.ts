/**
 * The shop's ids (carts, categories, orders, addresses, fingerprints) as both apps accept them
 * from outside and pass them on: 1 to 64 of A-Z a-z 0-9 - _. One pattern, so the storefront
 * never forwards an id the orchestrator would refuse.
 */
export const SHOP_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The rule in words, for refusals: "<name> must be …". */
export const SHOP_ID_RULE = 'must be 1-64 characters of A-Z a-z 0-9 - _';

export function isShopId(value: unknown): value is string {
  return typeof value === 'string' && SHOP_ID_PATTERN.test(value);
}
