import { untypeableCharacters, ValidationKeys, type FieldProblem } from './validation.js';

// The product rating page (issue 28, /rating?enc=): the rules the storefront's form, the
// orchestrator's check and the upstream stand-in share, so every layer refuses the same input.

/** Contract: an enc is 1 to 2048 characters of A-Z a-z 0-9 - _ = %; anything else names no product. */
export const RATING_ENC_PATTERN = /^[A-Za-z0-9_=%-]{1,2048}$/;

/** Characters after trimming: title and text optional, the name shown required. */
export const RATING_LIMITS = { title: 100, message: 2000, author: 50 } as const;
export type RatingTextField = keyof typeof RATING_LIMITS;

export const RATING_MIN_STARS = 1;
export const RATING_MAX_STARS = 5;

export function isRatingStars(rating: unknown): rating is number {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= RATING_MIN_STARS && rating <= RATING_MAX_STARS;
}

/** One text of a rating (trimmed first): required, length, and only the text may break lines. */
export function ratingTextProblem(field: RatingTextField, value: string, required: boolean): FieldProblem | null {
  if (value === '') return required ? { messageKey: ValidationKeys.required } : null;
  const max = RATING_LIMITS[field];
  if (value.length > max) return { messageKey: ValidationKeys.maxLength, params: { max: String(max) } };
  return untypeableCharacters(value, field === 'message');
}
