import { ID_MAX_LENGTH } from '../../data/wishlists/wishlist-input.js';
import type { WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import { badUserInput, unauthenticated, userIdRequired, UpstreamError } from '../../errors.js';
import type { UpstreamContext } from '../context.js';

/**
 * A registered (consumer, B2B or internal) customer works on account lists; anyone else is a
 * visitor with the merkzettel of their user id. Without either, the client recovers like for
 * carts: a new user id, then a retry (spec §8).
 */
export function wishlistCaller(context: UpstreamContext): WishlistCaller {
  if (context.customer && context.customer.kind !== 'guest') return { kind: 'customer', customerId: context.customer.customerId };
  if (context.userId) return { kind: 'visitor', userId: context.userId };
  throw userIdRequired();
}

/** Account-only calls (list management, sharing, comments) need a customer session. */
export function accountCaller(context: UpstreamContext): { kind: 'customer'; customerId: string } {
  const caller = context.customer && context.customer.kind !== 'guest' ? context.customer : null;
  if (!caller) throw unauthenticated();
  return { kind: 'customer', customerId: caller.customerId };
}

/** Ids are short opaque strings; anything else is malformed input, not a business failure. */
export function checkId(name: string, value: string): void {
  if (value.length === 0 || value.length > ID_MAX_LENGTH) throw badUserInput(`${name} must be 1 to ${ID_MAX_LENGTH} characters.`);
}

export const wishlistNotFound = (): UpstreamError => new UpstreamError('NOT_FOUND', 'Wishlist not found');

/** Wishlist timestamps are ISO strings from the server clock. */
export const isoNow = (context: UpstreamContext): string => new Date(context.now()).toISOString();
