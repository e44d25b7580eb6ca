import { checkQuantity, email, firstProblem, maxLength, maxQuantityFor, minQuantityFor, required, type QuantityLimits } from '@tafel/domain';

export const NAME_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 500;
export const COMMENT_MAX_LENGTH = 500;
export const ID_MAX_LENGTH = 64;
export const MAX_LISTS_PER_CUSTOMER = 50;
export const MAX_ENTRIES_PER_LIST = 200;
export const MAX_TEASER_CART_ENTRIES = 50;
/** Spec §4: a wishlist quantity change is allowed only below 9999. */
export const WISHLIST_MAX_QUANTITY = 9998;

/** A refused field; errorMessage is the spec's message key. */
export interface WishlistFieldErrorRecord {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}

const fieldError = (fieldName: string, errorMessage: string): WishlistFieldErrorRecord => ({ fieldName, errorMessage, formName: null });

/** Free text: required when asked, at most max characters (counted after trimming). */
export function textError(fieldName: string, value: string, options: { required: boolean; max: number }): WishlistFieldErrorRecord | null {
  const problem = firstProblem(value.trim(), options.required ? [required, maxLength(options.max)] : [maxLength(options.max)]);
  return problem ? fieldError(fieldName, problem.messageKey) : null;
}

export function emailError(fieldName: string, value: string): WishlistFieldErrorRecord | null {
  const problem = firstProblem(value.trim(), [required, email]);
  return problem ? fieldError(fieldName, problem.messageKey) : null;
}

/**
 * Spec §5 quantity rules for a wishlist entry: a whole number from the item's minimum to its
 * maximum, and below 9999; with allowZero (quantity change) 0 is fine as well.
 */
export function quantityError(fieldName: string, quantity: number, limits: QuantityLimits, allowZero: boolean): WishlistFieldErrorRecord | null {
  if (allowZero && quantity === 0) return null;
  const check = checkQuantity(quantity, { ...limits, maxQuantity: Math.min(maxQuantityFor(limits), WISHLIST_MAX_QUANTITY) });
  return check.ok ? null : fieldError(fieldName, check.messageKey);
}

/** Clamps a quantity into the item's limits (teaser add-to-cart corrects instead of refusing). */
export function clampQuantity(quantity: number, limits: QuantityLimits): number {
  return Math.min(Math.max(quantity, minQuantityFor(limits)), maxQuantityFor(limits));
}
