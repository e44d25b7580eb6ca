// Pure rules of the wishlist page (issue 29), for server and browser alike.

/** Spec §3: the active list's id lives in this cookie. */
export const ACTIVE_WISHLIST_COOKIE = 'activeWishlistId';
/** Set after a login merged the visitor's merkzettel: the count, read once by the next page. */
export const WISHLIST_MERGED_COOKIE = 'tafel-wishlist-merged';
/** Spec §2: up to 3 comments per entry, then "show all". */
export const VISIBLE_COMMENTS = 3;
/** Spec §4: quantity changes are sent after 500 ms of quiet. */
export const QUANTITY_DEBOUNCE_MS = 500;
/** The page's path (spec session §2). */
export const WISHLIST_PATH = '/myaccount/wishlist';

/** Spec §6: the query parameter of an invite link (/myaccount/wishlist/?share_data=<token>). */
export const SHARE_DATA_PARAM = 'share_data';

/** A share_data value that can be an invite token (the orchestrator checks it again, strictly). */
export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{15,127}$/.test(value);
}

/** The roles a list can be shared in (spec §6; the creator role is never given away). */
export const SHARE_ROLES = ['EDITOR', 'COMMENTATOR', 'ADMIN'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** The comments an entry shows: the first 3 until "show all". */
export function visibleComments<C>(comments: readonly C[], showAll: boolean): readonly C[] {
  return showAll ? comments : comments.slice(0, VISIBLE_COMMENTS);
}

/**
 * Spec §5 in the wishlist's quantity field: a typed value above the maximum is clamped to it and
 * signals the limit (kind max: vue.buybox.text.quantity.error), below the minimum clamped to it and
 * signals the minimum (kind min: vue.pdp.minQuantity); not a number keeps the current value.
 */
export function clampWishlistQuantity(
  typed: string,
  bounds: { min: number; max: number; current: number },
): { quantity: number; signal: { kind: 'max' | 'min'; limit: number } | null } {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value)) return { quantity: bounds.current, signal: null };
  const whole = Math.trunc(value);
  if (whole > bounds.max) return { quantity: bounds.max, signal: { kind: 'max', limit: bounds.max } };
  if (whole < bounds.min) return { quantity: bounds.min, signal: { kind: 'min', limit: bounds.min } };
  return { quantity: whole, signal: null };
}

/** A cookie value that can be a list id (the orchestrator checks it again). */
export function activeIdFromCookie(value: string | undefined): string | null {
  return value && /^[A-Za-z0-9_.:-]{1,64}$/.test(value) ? value : null;
}

/** The merged count a login left in its cookie, or null. */
export function mergedCountFromCookie(value: string | undefined): number | null {
  const count = Number(value);
  return Number.isInteger(count) && count > 0 && count < 10_000 ? count : null;
}
