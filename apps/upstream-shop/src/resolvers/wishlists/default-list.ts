import { can, roleOf, type WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { isoNow } from './caller.js';

/** The name of the built-in list (spec: "a separate default list is called merkzettel"). */
export const MERKZETTEL_NAME = 'Merkzettel';

/** The caller's default list if it exists and may take entries; never creates one. */
export function existingDefaultList(context: UpstreamContext, caller: WishlistCaller): WishlistRecord | undefined {
  const store = context.stores.wishlists;
  if (caller.kind === 'visitor') return store.visitorList(caller.userId);
  const id = store.defaultOf(caller.customerId);
  const chosen = id === undefined ? undefined : store.get(id);
  if (chosen && can(roleOf(chosen, caller), 'editEntries')) return chosen;
  // The chosen default vanished (a shared list was deleted): fall back to the own Merkzettel.
  return store.ownListsOf(caller.customerId).find((l) => l.isStandardList);
}

/**
 * Where an add without externalId goes: the default list, else a new Merkzettel (built here,
 * stored by the caller only once the whole add is valid).
 */
export function defaultListForAdd(context: UpstreamContext, caller: WishlistCaller): { list: WishlistRecord; isNew: boolean } {
  const existing = existingDefaultList(context, caller);
  if (existing) return { list: existing, isNew: false };
  const list: WishlistRecord = {
    externalId: `wl-${context.newId()}`,
    kind: caller.kind === 'visitor' ? 'visitor' : 'account',
    visitorUserId: caller.kind === 'visitor' ? caller.userId : null,
    name: MERKZETTEL_NAME,
    description: null,
    isStandardList: true,
    createdAt: isoNow(context),
    members: caller.kind === 'customer' ? [{ customerId: caller.customerId, role: 'CREATOR' }] : [],
    entries: [],
    comments: [],
  };
  return { list, isNew: true };
}

/** Stores a list; a customer's new Merkzettel (or a fallback to it) becomes their default. */
export function saveWithDefault(context: UpstreamContext, caller: WishlistCaller, list: WishlistRecord): WishlistRecord {
  const store = context.stores.wishlists;
  store.save(list);
  if (caller.kind === 'customer' && list.isStandardList && store.defaultOf(caller.customerId) !== list.externalId) {
    const current = store.defaultOf(caller.customerId);
    if (current === undefined || !store.get(current)) store.setDefault(caller.customerId, list.externalId);
  }
  return list;
}
