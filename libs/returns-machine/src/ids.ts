/**
 * An order item id as the upstream hands it out and the return photo routes take it (storefront
 * route and orchestrator controller check the same rule before a byte of the photo is read).
 */
export const ITEM_ID_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/** Whether the value can be an item id (ITEM_ID_PATTERN). */
export function isValidItemId(value: unknown): value is string {
  return typeof value === 'string' && ITEM_ID_PATTERN.test(value);
}
