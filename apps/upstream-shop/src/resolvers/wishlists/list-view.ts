import type { Wishlist, WishlistComment, WishlistEssentials } from '@tafel/graphql-schema/upstream-resolvers';
import { canDeleteComment, rightsOf, roleOf, type WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistCommentRecord, WishlistRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { entryView } from './entry-view.js';

const DISPLAYED_DATE = new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', day: '2-digit', month: '2-digit', year: 'numeric' });

/** First and last name of an account (lists outlive deleted accounts). */
export function customerName(context: UpstreamContext, customerId: string): string {
  const customer = context.stores.customers.get(customerId);
  return customer ? `${customer.firstName} ${customer.lastName}` : 'Ehemaliges Kundenkonto';
}

/** The caller's default list: the visitor's merkzettel, or the customer's chosen list. */
export function isDefaultFor(list: WishlistRecord, caller: WishlistCaller | null, context: UpstreamContext): boolean {
  if (list.kind === 'visitor') return true;
  return caller?.kind === 'customer' && context.stores.wishlists.defaultOf(caller.customerId) === list.externalId;
}

/** caller null: a public read (teaser lists). */
export function wishlistView(list: WishlistRecord, caller: WishlistCaller | null, context: UpstreamContext): Wishlist {
  const store = context.stores.wishlists;
  const customerId = caller?.kind === 'customer' ? caller.customerId : null;
  return {
    externalId: list.externalId,
    name: list.name,
    description: list.description,
    active: list.kind === 'visitor' || (customerId !== null && store.activeOf(customerId) === list.externalId),
    isDefault: isDefaultFor(list, caller, context),
    isStandardList: list.isStandardList,
    isTeaserList: list.kind === 'teaser',
    createdAt: list.createdAt,
    users: list.members.map((m) => ({ name: customerName(context, m.customerId), role: m.role, isCurrentUser: m.customerId === customerId })),
    entries: list.entries.map((e) => entryView(e, list.comments.filter((c) => c.entryId === e.externalId).length, context)),
    rights: rightsOf(caller ? roleOf(list, caller) : null),
  };
}

export function essentialsView(list: WishlistRecord, caller: WishlistCaller, context: UpstreamContext): WishlistEssentials {
  return {
    externalId: list.externalId,
    name: list.name,
    isDefault: isDefaultFor(list, caller, context),
    entries: list.entries.map((e) => ({ externalId: e.externalId, productId: e.productId, itemId: e.itemId, quantity: e.quantity })),
  };
}

export function commentView(comment: WishlistCommentRecord, list: WishlistRecord, caller: WishlistCaller, context: UpstreamContext): WishlistComment {
  return {
    externalId: comment.externalId,
    positionId: comment.entryId,
    comment: comment.comment,
    name: customerName(context, comment.authorId),
    displayedDate: DISPLAYED_DATE.format(new Date(comment.createdAt)),
    createdAt: comment.createdAt,
    allowedToDeleteByUser: canDeleteComment(roleOf(list, caller), comment.authorId, caller),
  };
}
