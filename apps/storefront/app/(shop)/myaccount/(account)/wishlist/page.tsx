import type { Metadata } from 'next';
import { WishlistPage } from '@/components/wishlist/wishlist-page';
import { requireCustomer } from '@/lib/account/account-session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { loadWishlistPage } from '@/lib/wishlist/wishlist';
import { wishlistTitleKey } from '@/lib/wishlist/wishlist-title';
import { SHARE_DATA_PARAM, WISHLIST_PATH } from '@/lib/wishlist/wishlist-view';

// Spec noindex paths: myaccount/wishlist.
export async function generateMetadata(): Promise<Metadata> {
  const [{ t }, isB2b] = await Promise.all([currentTranslator(), currentIsB2b()]);
  return { title: t(wishlistTitleKey(isB2b)), robots: { index: false, follow: true } };
}

/**
 * Spec §2 /myaccount/wishlist: the customer's lists, the active one's entries (issue 29). With an
 * invite link's share_data a visitor logs in first and comes back to the same link (spec §6), where
 * the list is joined.
 */
export default async function WishlistRoute({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const shared = (await searchParams)[SHARE_DATA_PARAM];
  // One plain value of a sane length travels on; the action checks its form, the orchestrator the rest.
  const shareToken = typeof shared === 'string' && shared.length <= 200 ? shared : null;
  await requireCustomer(shareToken === null ? WISHLIST_PATH : `${WISHLIST_PATH}/?${new URLSearchParams({ [SHARE_DATA_PARAM]: shareToken }).toString()}`);
  const [i18n, isB2b, data] = await Promise.all([currentTranslator(), currentIsB2b(), loadWishlistPage()]);
  return <WishlistPage data={data} title={i18n.t(wishlistTitleKey(isB2b))} i18n={i18n} shareToken={shareToken} />;
}
