import { isRatingStars, RATING_ENC_PATTERN, RATING_MAX_STARS, RATING_MIN_STARS, ratingTextProblem, ValidationKeys, type RatingTextField } from '@tafel/domain';
import type { FieldError, RatingInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { fieldError } from '../request/index.js';

/** Our key for stars outside 1 to 5 (a radio the form does not offer). */
export const RATING_STARS_KEY = ValidationKeys.invalidOption;

/** Contract: an enc is 1 to 2048 characters of A-Z a-z 0-9 - _ = %; anything else names no product. */
export function isRatingEnc(enc: unknown): enc is string {
  return typeof enc === 'string' && RATING_ENC_PATTERN.test(enc);
}

export interface RatingFields {
  rating: number;
  title: string;
  message: string;
  author: string;
}

/** The rating as the shopper typed it, trimmed; the field errors with the spec's keys when it is not one (libs/domain rating rules). */
export function checkRating(input: Pick<RatingInput, 'rating' | 'title' | 'message' | 'author'>): { ok: true; value: RatingFields } | { ok: false; fieldErrors: FieldError[] } {
  const fieldErrors: FieldError[] = [];
  const { rating } = input;
  if (!isRatingStars(rating)) fieldErrors.push(fieldError('rating', RATING_STARS_KEY, `rating must be ${RATING_MIN_STARS} to ${RATING_MAX_STARS} stars`));
  const text = (name: RatingTextField, value: string | null | undefined, required: boolean): string => {
    const trimmed = (value ?? '').trim();
    const problem = ratingTextProblem(name, trimmed, required);
    if (problem) fieldErrors.push(fieldError(name, problem.messageKey, `${name}: ${problem.messageKey}`, problem.params));
    return trimmed;
  };
  const title = text('title', input.title, false);
  const message = text('message', input.message, false);
  const author = text('author', input.author, true);
  return fieldErrors.length > 0 ? { ok: false, fieldErrors } : { ok: true, value: { rating, title, message, author } };
}
