// Wishlist rules of the catalogue spec (§4 wishlist entry, active wishlist, add to cart from
// wishlist; §5 tile membership; §6 roles on a list), shared by orchestrator and storefront.

/** The upstream's suffix that adds an item at its lightning-deal price (spec §4). */
export const LIGHTNING_DEAL_ITEM_SUFFIX = '#LIGHTNING_DEAL';
/** Spec §8 toasts. */
export const WISHLIST_ADDED_KEY = 'vue.wishlist.notification.added';
export const WISHLIST_REMOVED_KEY = 'vue.wishlist.notification.removed';
export const WISHLIST_SAVED_KEY = 'vue.wishlist.notification.saved';
export const WISHLIST_NOT_ALLOWED_KEY = 'vue.wishlist.error.notAllowed';
export const WISHLIST_NOT_FOUND_KEY = 'vue.wishlist.error.notFound';
/** Spec §4: a wishlist quantity stays below this. */
export const WISHLIST_QUANTITY_LIMIT = 9999;

/** The caller's role flags on a list (spec §3 rights; cumulative). */
export interface WishlistRoleFlags {
  isCreator: boolean;
  isAdmin: boolean;
  isEditor: boolean;
  isCommentator: boolean;
}

/** What a caller may do on a list. */
export type WishlistAction = 'read' | 'comment' | 'editEntries' | 'manage';

/**
 * Spec §6 names the roles but not their rights; ours (as the upstream's): creator and admin
 * manage the list, editors change entries, commentators comment. Comments need a customer.
 */
export function mayOnWishlist(flags: WishlistRoleFlags, action: WishlistAction, isCustomer: boolean): boolean {
  switch (action) {
    case 'manage':
      return isCustomer && (flags.isCreator || flags.isAdmin);
    case 'editEntries':
      return flags.isCreator || flags.isAdmin || flags.isEditor;
    case 'comment':
      return isCustomer && (flags.isCreator || flags.isAdmin || flags.isEditor || flags.isCommentator);
    case 'read':
      return flags.isCreator || flags.isAdmin || flags.isEditor || flags.isCommentator;
  }
}

/**
 * Spec §4 active wishlist: the id from the activeWishlistId cookie when it names one of the
 * lists, else the default list, else the first; null without lists.
 */
export function chooseActiveWishlist<L extends { id: string; isDefault: boolean }>(lists: readonly L[], cookieId: string | null | undefined): L | null {
  return lists.find((l) => l.id === cookieId) ?? lists.find((l) => l.isDefault) ?? lists[0] ?? null;
}

/**
 * Spec §4: add/remove goes straight to the list when the user is logged out or has at most one
 * list; a logged-in user with more lists picks one first.
 */
export function wishlistAddMode(loggedIn: boolean, listCount: number): 'direct' | 'choose-list' {
  return loggedIn && listCount > 1 ? 'choose-list' : 'direct';
}

/** What a tile or product page asks about: a product, and its item when it has variants. */
export interface WishlistProductRef {
  productId: string;
  itemId?: string | null;
}

/** Spec §5 tile membership: with variants (an item id) matched by item id, otherwise by product id. */
export function isWishlistMatch(entry: { productId: string; itemId: string | null }, wanted: WishlistProductRef): boolean {
  return wanted.itemId ? entry.itemId === wanted.itemId : entry.productId === wanted.productId;
}

/** A removed entry kept for its undo row (spec §3 removedEntries: the entry and its index). */
export interface RemovedWishlistEntry<E> {
  entry: E;
  index: number;
}

/**
 * The rows of a list with its undo rows (spec §2: "{product} was deleted" at the old position):
 * each removed entry goes back at its index, earlier removals first, so indexes stay those the
 * list had when each removal happened.
 */
export function withUndoRows<E>(entries: readonly E[], removed: readonly RemovedWishlistEntry<E>[]): Array<{ entry: E; removed: boolean }> {
  const rows = entries.map((entry) => ({ entry, removed: false }));
  // The latest removal's index counts rows as they were before it: undo rows of earlier removals
  // were still shown then, so inserting in removal order restores each at its place.
  for (const r of removed) rows.splice(Math.min(Math.max(r.index, 0), rows.length), 0, { entry: r.entry, removed: true });
  return rows;
}

/**
 * Spec §4: the removed-entries list after a restore: the restored one goes, and later removals
 * that were behind it move down one (the restored entry is re-added at the list's end).
 */
export function afterRestore<E>(removed: readonly RemovedWishlistEntry<E>[], restored: RemovedWishlistEntry<E>): RemovedWishlistEntry<E>[] {
  const at = removed.indexOf(restored);
  return removed.filter((r) => r !== restored).map((r, i) => (i >= at && r.index > restored.index ? { ...r, index: r.index - 1 } : r));
}

/**
 * Spec §4 quantity change: allowed only when it differs from the current value, is 0 or more,
 * below 9999, and the entry is not in the removed list.
 */
export function mayChangeWishlistQuantity(current: number, next: number, isRemoved: boolean): boolean {
  return Number.isInteger(next) && next !== current && next >= 0 && next < WISHLIST_QUANTITY_LIMIT && !isRemoved;
}

/** The cart's item id of a wishlist entry: with the lightning suffix while its deal runs (spec §4). */
export function wishlistCartItemId(itemId: string, lightningDealRunning: boolean): string {
  return lightningDealRunning ? `${itemId}${LIGHTNING_DEAL_ITEM_SUFFIX}` : itemId;
}

/** Spec §5 badge priority of a wishlist photo: lightning deal, sale, new, popular. */
export type WishlistBadgeKind = 'LIGHTNING_DEAL' | 'SALE' | 'NEW' | 'POPULAR';
export function wishlistBadge(facts: { lightningDeal: boolean; sale: boolean; isNew: boolean; popular: boolean }): WishlistBadgeKind | null {
  if (facts.lightningDeal) return 'LIGHTNING_DEAL';
  if (facts.sale) return 'SALE';
  if (facts.isNew) return 'NEW';
  if (facts.popular) return 'POPULAR';
  return null;
}
