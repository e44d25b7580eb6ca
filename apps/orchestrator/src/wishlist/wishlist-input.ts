import { checkQuantity, firstProblem, maxLength, required, untypeableCharacters, WISHLIST_QUANTITY_LIMIT } from '@tafel/domain';
import type { TypedValidationError } from '../cart/index.js';
import { requireSafeId } from '../common/ids.js';
import { invalidField } from './wishlist-results.js';

/** Limits of the upstream (stand-in README, Wishlists), checked before it is asked. */
export const WISHLIST_NAME_MAX = 60;
export const WISHLIST_DESCRIPTION_MAX = 500;
export const WISHLIST_COMMENT_MAX = 500;
export const WISHLIST_MAX_ENTRIES = 200;
/** One listing page of tiles (spec §9: 60 products per page). */
export const MEMBERSHIP_MAX_PRODUCTS = 60;

/** Ids are the shop's ids: anything else is malformed input (BAD_USER_INPUT), nothing is called. */
export const checkId = requireSafeId;
export function checkOptionalId(name: string, value: string | null | undefined): string | null {
  return value === null || value === undefined ? null : requireSafeId(name, value);
}

/** Free text: trimmed, within its length, typeable; the field's ValidationError or the text. */
export function checkText(field: string, value: string, options: { required: boolean; max: number; multiline?: boolean }): { ok: true; value: string } | { ok: false; result: TypedValidationError } {
  const text = value.trim();
  const problem = untypeableCharacters(text, options.multiline ?? false) ?? firstProblem(text, options.required ? [required, maxLength(options.max)] : [maxLength(options.max)]);
  return problem ? { ok: false, result: invalidField(field, problem.messageKey) } : { ok: true, value: text };
}

/**
 * Spec §4/§5: a wishlist quantity is a whole number below 9999; 0 only for a change (the entry
 * stays with no amount). The item's own bounds are the upstream's to check (it knows the item).
 */
export function checkWishlistQuantity(field: string, quantity: number, allowZero: boolean): TypedValidationError | null {
  if (allowZero && quantity === 0) return null;
  const check = checkQuantity(quantity, { maxQuantity: WISHLIST_QUANTITY_LIMIT - 1 });
  return check.ok ? null : invalidField(field, check.messageKey, `${field}: ${check.reason} (${check.limit})`);
}
