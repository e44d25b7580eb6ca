import type { QueryResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import type { WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { wishlistCaller } from './caller.js';
import { essentialsView, wishlistView } from './list-view.js';

/** A customer's account lists (own and shared), or a visitor's merkzettel when it exists. */
function listsOf(context: UpstreamContext, caller: WishlistCaller): WishlistRecord[] {
  const store = context.stores.wishlists;
  if (caller.kind === 'customer') return store.listsOf(caller.customerId);
  const merkzettel = store.visitorList(caller.userId);
  return merkzettel ? [merkzettel] : [];
}

function fullLists(context: UpstreamContext) {
  const caller = wishlistCaller(context);
  return listsOf(context, caller).map((l) => wishlistView(l, caller, context));
}

export const listQueries: Pick<QueryResolvers<UpstreamContext>, 'getAllWishlists' | 'getAllWishlistsFull' | 'getAllWishlistsEssentials'> = {
  getAllWishlists: (_parent, _args, context) => fullLists(context),
  getAllWishlistsFull: (_parent, _args, context) => fullLists(context),
  getAllWishlistsEssentials: (_parent, _args, context) => {
    const caller = wishlistCaller(context);
    return listsOf(context, caller).map((l) => essentialsView(l, caller, context));
  },
};
