'use server';

import { WishlistMembershipDocument } from '@tafel/graphql-schema/storefront';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { wishlistTitleKey } from '@/lib/wishlist/wishlist-title';

export interface HeartState {
  loggedIn: boolean;
  /** Lists the heart may add to (the picker when there are several, spec §4). */
  lists: { id: string; name: string }[];
  /** Per asked product (same order): the lists holding it (spec §5 membership). */
  memberOf: string[][];
  labels: { add: string; remove: string; pick: string; list: string };
}

/** One answer for every heart of a page (tiles ask together): membership, lists and the labels. */
export async function heartStateAction(products: { productId: string; itemId: string | null }[]): Promise<HeartState | null> {
  const [session, i18n, isB2b] = await Promise.all([readSession(), currentTranslator(), currentIsB2b()]);
  const labels = { add: i18n.t('ui.wishlist.heart.add'), remove: i18n.t('ui.wishlist.heart.remove'), pick: i18n.t('ui.wishlist.heart.pick'), list: i18n.t(wishlistTitleKey(isB2b)) };
  const none = { loggedIn: session.kind === 'customer', lists: [], memberOf: products.map(() => []), labels };
  if (products.length === 0 || products.length > 60) return none;
  if (!session.userId && !session.jwt) return none;
  try {
    const { wishlistMembership } = await orchestratorRequest(WishlistMembershipDocument, { products }, requestOptionsFor(session));
    return {
      loggedIn: session.kind === 'customer',
      lists: wishlistMembership.lists.map((l) => ({ id: l.id, name: l.name })),
      memberOf: wishlistMembership.products.map((p) => p.listIds),
      labels,
    };
  } catch (error) {
    console.error('[storefront] wishlist hearts unavailable', error instanceof Error ? error.message : error);
    return none;
  }
}
