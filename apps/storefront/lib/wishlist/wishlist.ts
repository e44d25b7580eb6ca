import { WishlistDetailDocument, WishlistMembershipDocument, WishlistsDocument, type WishlistFieldsFragment, type WishlistSummaryFieldsFragment } from '@tafel/graphql-schema/storefront';
import { cookies } from 'next/headers';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { ACTIVE_WISHLIST_COOKIE, activeIdFromCookie } from './wishlist-view';

// Server-only reads of the wishlists (issue 29): the page, the header icon.

export interface WishlistPageData {
  loggedIn: boolean;
  lists: WishlistSummaryFieldsFragment[];
  /** The active list with entries and comments; null without lists. */
  active: WishlistFieldsFragment | null;
}

/** Spec §4 active wishlist: the cookie's list when it is one of the caller's, else the default. */
export async function loadWishlistPage(): Promise<WishlistPageData> {
  const [session, jar] = await Promise.all([readSession(), cookies()]);
  const options = requestOptionsFor(session);
  const { wishlists } = await orchestratorRequest(WishlistsDocument, { activeId: activeIdFromCookie(jar.get(ACTIVE_WISHLIST_COOKIE)?.value) }, options);
  if (!wishlists.active) return { loggedIn: wishlists.loggedIn, lists: wishlists.lists, active: null };
  const { wishlist } = await orchestratorRequest(WishlistDetailDocument, { id: wishlists.active.id }, options);
  return { loggedIn: wishlists.loggedIn, lists: wishlists.lists, active: wishlist.__typename === 'Wishlist' ? wishlist : null };
}

/** The header icon (spec §2): filled when the default list holds something. Never fails the page. */
export async function wishlistNotEmpty(): Promise<boolean> {
  const session = await readSession();
  if (!session.userId && !session.jwt) return false;
  try {
    const { wishlistMembership } = await orchestratorRequest(WishlistMembershipDocument, { products: [] }, requestOptionsFor(session));
    return wishlistMembership.notEmpty;
  } catch (error) {
    console.error('[storefront] wishlist icon state unavailable', error instanceof Error ? error.message : error);
    return false;
  }
}
