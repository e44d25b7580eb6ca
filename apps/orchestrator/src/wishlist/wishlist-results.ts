import { WISHLIST_NOT_ALLOWED_KEY, WISHLIST_NOT_FOUND_KEY } from '@tafel/domain';
import type {
  FieldError,
  WishlistNotAllowedError,
  WishlistNotFoundError,
  WishlistRateLimitedError,
  WishlistRefusedError,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import { validationFailed, type TypedValidationError } from '../cart/index.js';
import { fieldError, type Typed } from '../request/index.js';

/** The storefront's text for a refused burst of changes: wait, then try again. */
export const WISHLIST_RATE_LIMITED_KEY = 'tafel.wishlist.rateLimited';

export type TypedWishlistNotFound = Typed<WishlistNotFoundError, 'WishlistNotFoundError'>;
export type TypedWishlistNotAllowed = Typed<WishlistNotAllowedError, 'WishlistNotAllowedError'>;
export type TypedWishlistRefused = Typed<WishlistRefusedError, 'WishlistRefusedError'>;
export type TypedWishlistRateLimited = Typed<WishlistRateLimitedError, 'WishlistRateLimitedError'>;
export type WishlistFailure = TypedValidationError | TypedWishlistNotFound | TypedWishlistNotAllowed | TypedWishlistRefused;

export const wishlistNotFound = (): TypedWishlistNotFound => ({
  __typename: 'WishlistNotFoundError',
  errorCode: 'NOT_FOUND',
  messageKey: WISHLIST_NOT_FOUND_KEY,
  message: 'No such wishlist of the caller',
});

export const wishlistNotAllowed = (action: string): TypedWishlistNotAllowed => ({
  __typename: 'WishlistNotAllowedError',
  errorCode: 'NOT_ALLOWED',
  messageKey: WISHLIST_NOT_ALLOWED_KEY,
  message: `The caller's role on the list does not allow: ${action}`,
});

export const wishlistRateLimited = (retryAfterSeconds: number): TypedWishlistRateLimited => ({
  __typename: 'WishlistRateLimitedError',
  errorCode: 'RATE_LIMITED',
  messageKey: WISHLIST_RATE_LIMITED_KEY,
  message: `Too many wishlist changes; try again in ${retryAfterSeconds} s`,
  retryAfterSeconds,
});

/** One input field refused with its key. */
export const invalidField = (field: string, messageKey: string, message = messageKey): TypedValidationError => validationFailed([fieldError(field, messageKey, message)]);

/**
 * A refused upstream change (successful false): field errors become ValidationError (fields
 * named as in our input), the upstream's notAllowed / notFound our typed errors, the rest
 * WishlistRefusedError with its key. Nothing changed in either case.
 */
export function fromUpstreamRefusal(answer: { errorMessage: string | null; fieldErrors: readonly { fieldName: string; errorMessage: string }[] }, fieldNames: Record<string, string> = {}): WishlistFailure {
  if (answer.fieldErrors.length > 0) {
    const errors: FieldError[] = answer.fieldErrors.map((e) => fieldError(fieldNames[e.fieldName] ?? e.fieldName, e.errorMessage));
    return validationFailed(errors);
  }
  const key = answer.errorMessage ?? 'vue.wishlist.error.invalidInput';
  if (key === WISHLIST_NOT_ALLOWED_KEY) return wishlistNotAllowed('the upstream refused the action');
  if (key === WISHLIST_NOT_FOUND_KEY) return wishlistNotFound();
  return { __typename: 'WishlistRefusedError', errorCode: 'UPSTREAM_REJECTED', messageKey: key, message: `The upstream refused the change: ${key}` };
}
