import type { MutationResolvers, WishlistMutationResult } from '@tafel/graphql-schema/upstream-resolvers';
import { bestItem } from '../../data/product-facts.js';
import { MAX_ENTRIES_PER_LIST, quantityError } from '../../data/wishlists/wishlist-input.js';
import type { WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { checkId, wishlistCaller } from './caller.js';
import { defaultListForAdd, existingDefaultList, saveWithDefault } from './default-list.js';
import { resolveEntry } from './entry-input.js';
import { entryProduct } from './entry-view.js';
import { isDefaultFor } from './list-view.js';
import { accessList, invalid, refused, succeeded, WISHLIST_KEYS } from './results.js';

/** Removes an entry with its comments; lastItemRemoved only for lists other than the default (spec: removeListModal). */
function removeEntry(context: UpstreamContext, caller: WishlistCaller, list: WishlistRecord, entryId: string): WishlistMutationResult {
  const next: WishlistRecord = { ...list, entries: list.entries.filter((e) => e.externalId !== entryId), comments: list.comments.filter((c) => c.entryId !== entryId) };
  context.stores.wishlists.save(next);
  return succeeded(context, caller, next, WISHLIST_KEYS.removed, next.entries.length === 0 && !isDefaultFor(next, caller, context));
}

export const entryMutations: Pick<
  MutationResolvers<UpstreamContext>,
  'addProductToWishlist' | 'removeProductFromMerkzettel' | 'removeProductFromWishlist' | 'changeQtyInWishlist' | 'replaceItemInWishlist'
> = {
  // Also the spec's "restore entry": re-adding puts the entry back (at the end of the list).
  addProductToWishlist: (_parent, { externalId, entry }, context) => {
    const caller = wishlistCaller(context);
    const { product, item, limits } = resolveEntry(context, entry.productId, entry.itemId, 'entry');
    const quantity = entry.quantity ?? 1;
    let list: WishlistRecord;
    if (externalId === null || externalId === undefined) {
      list = defaultListForAdd(context, caller).list;
    } else {
      const access = accessList(context, caller, externalId, 'editEntries');
      if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
      list = access.list;
    }
    const existing = list.entries.find((e) => (item ? e.itemId === item.itemId : e.productId === product.productId && e.itemId === null));
    // Like the cart: a repeated add raises the entry, and the sum must respect the item's limits.
    const problem = existing
      ? (quantityError('entry.quantity', quantity, { maxQuantity: limits.maxQuantity }, false) ?? quantityError('entry.quantity', existing.quantity + quantity, limits, false))
      : quantityError('entry.quantity', quantity, limits, false);
    if (problem) return invalid(context, caller, [problem], list);
    if (!existing && list.entries.length >= MAX_ENTRIES_PER_LIST) return refused(context, caller, WISHLIST_KEYS.tooManyEntries, list);
    const entries = existing
      ? list.entries.map((e) => (e === existing ? { ...e, quantity: e.quantity + quantity } : e))
      : [...list.entries, { externalId: `wle-${context.newId()}`, productId: product.productId, itemId: item?.itemId ?? null, quantity }];
    return succeeded(context, caller, saveWithDefault(context, caller, { ...list, entries }), WISHLIST_KEYS.added);
  },

  removeProductFromMerkzettel: (_parent, { entry }, context) => {
    const caller = wishlistCaller(context);
    checkId('entry.productId', entry.productId);
    if (entry.itemId !== null && entry.itemId !== undefined) checkId('entry.itemId', entry.itemId);
    const list = existingDefaultList(context, caller);
    // Spec §5 tile membership: with variants matched by item id, otherwise by product id.
    const match = list?.entries.find((e) => (entry.itemId ? e.itemId === entry.itemId : e.productId === entry.productId));
    if (!list || !match) return refused(context, caller, WISHLIST_KEYS.entryNotFound, list ?? null);
    return removeEntry(context, caller, list, match.externalId);
  },

  removeProductFromWishlist: (_parent, { externalId, entryId }, context) => {
    const caller = wishlistCaller(context);
    checkId('entryId', entryId);
    const access = accessList(context, caller, externalId, 'editEntries');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    if (!access.list.entries.some((e) => e.externalId === entryId)) return refused(context, caller, WISHLIST_KEYS.entryNotFound, access.list);
    return removeEntry(context, caller, access.list, entryId);
  },

  changeQtyInWishlist: (_parent, { externalId, entry }, context) => {
    const caller = wishlistCaller(context);
    checkId('entry.entryId', entry.entryId);
    const access = accessList(context, caller, externalId, 'editEntries');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    const { list } = access;
    const current = list.entries.find((e) => e.externalId === entry.entryId);
    resolveEntry(context, entry.productId, entry.itemId, 'entry');
    // productId (and itemId when sent) must still describe the entry: otherwise the client's view is stale.
    if (!current || current.productId !== entry.productId || (entry.itemId && current.itemId !== entry.itemId)) {
      return refused(context, caller, WISHLIST_KEYS.entryNotFound, list);
    }
    const { product, item } = entryProduct(current, context.catalogue);
    const problem = quantityError('entry.quantity', entry.quantity, item ?? bestItem(product), true);
    if (problem) return invalid(context, caller, [problem], list);
    const next = { ...list, entries: list.entries.map((e) => (e === current ? { ...e, quantity: entry.quantity } : e)) };
    return succeeded(context, caller, context.stores.wishlists.save(next), WISHLIST_KEYS.saved);
  },

  // Variant change (spec §4): the entry keeps its id and comments, and absorbs another entry that already has the new item.
  replaceItemInWishlist: (_parent, { externalId, entryId, entry }, context) => {
    const caller = wishlistCaller(context);
    checkId('entryId', entryId);
    const access = accessList(context, caller, externalId, 'editEntries');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    const { list } = access;
    const current = list.entries.find((e) => e.externalId === entryId);
    if (!current) return refused(context, caller, WISHLIST_KEYS.entryNotFound, list);
    const { item } = resolveEntry(context, entry.productId, entry.itemId, 'entry');
    if (entry.productId !== current.productId || !item) {
      return invalid(context, caller, [{ fieldName: 'entry.itemId', errorMessage: WISHLIST_KEYS.invalidInput, formName: null }], list);
    }
    const quantity = entry.quantity ?? current.quantity;
    const other = list.entries.find((e) => e !== current && e.itemId === item.itemId);
    const problem = quantityError('entry.quantity', quantity + (other?.quantity ?? 0), item, true);
    if (problem) return invalid(context, caller, [problem], list);
    const next: WishlistRecord = other
      ? {
          ...list,
          entries: list.entries.filter((e) => e !== other).map((e) => (e === current ? { ...e, itemId: item.itemId, quantity: quantity + other.quantity } : e)),
          comments: list.comments.map((c) => (c.entryId === other.externalId ? { ...c, entryId: current.externalId } : c)),
        }
      : { ...list, entries: list.entries.map((e) => (e === current ? { ...e, itemId: item.itemId, quantity } : e)) };
    return succeeded(context, caller, context.stores.wishlists.save(next), WISHLIST_KEYS.saved);
  },
};
