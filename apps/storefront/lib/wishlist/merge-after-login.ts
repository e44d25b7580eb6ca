import { MergeVisitorWishlistDocument } from '@tafel/graphql-schema/storefront';
import { cookies } from 'next/headers';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { config } from '@/lib/site/config';
import { WISHLIST_MERGED_COOKIE } from './wishlist-view';

/**
 * After a login (issue 29): the merkzettel the visitor kept under their user id moves into the
 * customer's default list, and a short cookie tells the next page to say so. Never fails the
 * login: a merge that does not happen now happens at the next login (the visitor's list stays).
 */
export async function mergeVisitorWishlist(visitorUserId: string | undefined, session: { token: string; userId: string }): Promise<void> {
  if (!visitorUserId) return;
  try {
    const { mergeVisitorWishlist: answer } = await orchestratorRequest(MergeVisitorWishlistDocument, { input: { visitorUserId } }, { jwt: session.token, userId: session.userId });
    if (answer.__typename === 'WishlistMerged' && answer.mergedCount > 0) {
      (await cookies()).set(WISHLIST_MERGED_COOKIE, String(answer.mergedCount), { maxAge: 600, httpOnly: true, sameSite: 'lax', secure: config().secureCookies, path: '/' });
    }
  } catch (error) {
    console.error('[storefront] wishlist merge after login failed', error instanceof Error ? error.message : error);
  }
}
