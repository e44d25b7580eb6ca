import { ValidationKeys } from '@tafel/domain';
import type { FieldError, RatingInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { fieldError } from '../request/index.js';

/** Contract: an enc is 1 to 2048 characters of A-Z a-z 0-9 - _ = %; anything else names no product. */
const ENC_PATTERN = /^[A-Za-z0-9_=%-]{1,2048}$/;

export const RATING_LIMITS = { title: 100, message: 2000, author: 50 } as const;
/** Our key for stars outside 1 to 5 (a radio the form does not offer). */
export const RATING_STARS_KEY = ValidationKeys.invalidOption;

export function isRatingEnc(enc: unknown): enc is string {
  return typeof enc === 'string' && ENC_PATTERN.test(enc);
}

export interface RatingFields {
  rating: number;
  title: string;
  message: string;
  author: string;
}

/** The rating as the shopper typed it, trimmed; the field errors with the spec's keys when it is not one. */
export function checkRating(input: Pick<RatingInput, 'rating' | 'title' | 'message' | 'author'>): { ok: true; value: RatingFields } | { ok: false; fieldErrors: FieldError[] } {
  const fieldErrors: FieldError[] = [];
  const { rating } = input;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    fieldErrors.push(fieldError('rating', RATING_STARS_KEY, 'rating must be 1 to 5 stars'));
  }
  const text = (name: keyof typeof RATING_LIMITS, value: string | null | undefined, required: boolean): string => {
    const trimmed = (value ?? '').trim();
    if (required && trimmed === '') fieldErrors.push(fieldError(name, ValidationKeys.required, `${name} is required`));
    else if (trimmed.length > RATING_LIMITS[name]) {
      fieldErrors.push(fieldError(name, ValidationKeys.maxLength, `${name} must be at most ${RATING_LIMITS[name]} characters`, { max: String(RATING_LIMITS[name]) }));
    }
    return trimmed;
  };
  const title = text('title', input.title, false);
  const message = text('message', input.message, false);
  const author = text('author', input.author, true);
  return fieldErrors.length > 0 ? { ok: false, fieldErrors } : { ok: true, value: { rating, title, message, author } };
}
