import type { WishlistMutationResult } from '@tafel/graphql-schema/upstream-resolvers';
import type { WishlistFieldErrorRecord } from '../../data/wishlists/wishlist-input.js';
import { can, roleOf, type WishlistAction, type WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistRecord, WishlistRole } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { checkId } from './caller.js';
import { wishlistView } from './list-view.js';

/** Toast keys: the spec's success keys (§8) and the stand-in's failure keys. */
export const WISHLIST_KEYS = {
  added: 'vue.wishlist.notification.added',
  saved: 'vue.wishlist.notification.saved',
  removed: 'vue.wishlist.notification.removed',
  notAllowed: 'vue.wishlist.error.notAllowed',
  notFound: 'vue.wishlist.error.notFound',
  entryNotFound: 'vue.wishlist.error.entryNotFound',
  commentNotFound: 'vue.wishlist.error.commentNotFound',
  nameNotUnique: 'vue.wishlist.error.nameNotUnique',
  standardListLocked: 'vue.wishlist.error.standardListLocked',
  defaultListNotDeletable: 'vue.wishlist.error.defaultListNotDeletable',
  userNotFound: 'vue.wishlist.error.userNotFound',
  cannotShareWithSelf: 'vue.wishlist.error.cannotShareWithSelf',
  invalidInviteLink: 'vue.wishlist.error.invalidInviteLink',
  tooManyEntries: 'vue.wishlist.error.tooManyEntries',
  tooManyLists: 'vue.wishlist.error.tooManyLists',
  invalidInput: 'vue.wishlist.error.invalidInput',
} as const;

export function succeeded(context: UpstreamContext, caller: WishlistCaller, list: WishlistRecord | null, messageKey: string, lastItemRemoved = false): WishlistMutationResult {
  if (list && caller.kind === 'customer') context.stores.wishlists.setActive(caller.customerId, list.externalId);
  return { successful: true, errorMessage: null, messageKey, fieldErrors: [], wishlist: list ? wishlistView(list, caller, context) : null, lastItemRemoved };
}

/** A refused change: nothing was written. The list is shown only to those who may read it. */
export function refused(
  context: UpstreamContext,
  caller: WishlistCaller,
  errorMessage: string,
  list: WishlistRecord | null = null,
  fieldErrors: WishlistFieldErrorRecord[] = [],
): WishlistMutationResult {
  const readable = list && can(roleOf(list, caller), 'read') ? list : null;
  return { successful: false, errorMessage, messageKey: errorMessage, fieldErrors, wishlist: readable ? wishlistView(readable, caller, context) : null, lastItemRemoved: false };
}

/** Field problems answer the first field's key as the general message (spec: error toast with the server message). */
export function invalid(context: UpstreamContext, caller: WishlistCaller, fieldErrors: WishlistFieldErrorRecord[], list: WishlistRecord | null = null): WishlistMutationResult {
  return refused(context, caller, fieldErrors[0]?.errorMessage ?? WISHLIST_KEYS.invalidInput, list, fieldErrors);
}

export type ListAccess = { ok: true; list: WishlistRecord; role: WishlistRole } | { ok: false; errorMessage: string; list: WishlistRecord | null };

/** A list the caller may act on: unknown → notFound; no role or too little (teaser lists: nobody) → notAllowed. */
export function accessList(context: UpstreamContext, caller: WishlistCaller, externalId: string, action: WishlistAction): ListAccess {
  checkId('externalId', externalId);
  const list = context.stores.wishlists.get(externalId);
  if (!list) return { ok: false, errorMessage: WISHLIST_KEYS.notFound, list: null };
  const role = roleOf(list, caller);
  if (role === null || !can(role, action)) return { ok: false, errorMessage: WISHLIST_KEYS.notAllowed, list };
  return { ok: true, list, role };
}
