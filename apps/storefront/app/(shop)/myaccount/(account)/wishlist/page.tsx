import type { Metadata } from 'next';
import { WishlistPage } from '@/components/wishlist/wishlist-page';
import { requireCustomer } from '@/lib/account/account-session';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import { loadWishlistPage } from '@/lib/wishlist/wishlist';
import { wishlistTitleKey } from '@/lib/wishlist/wishlist-title';
import { WISHLIST_PATH } from '@/lib/wishlist/wishlist-view';

// Spec noindex paths: myaccount/wishlist.
export async function generateMetadata(): Promise<Metadata> {
  const [{ t }, isB2b] = await Promise.all([currentTranslator(), currentIsB2b()]);
  return { title: t(wishlistTitleKey(isB2b)), robots: { index: false, follow: true } };
}

/** Spec §2 /myaccount/wishlist: the customer's lists, the active one's entries (issue 29). */
export default async function WishlistRoute() {
  await requireCustomer(WISHLIST_PATH);
  const [i18n, isB2b, data] = await Promise.all([currentTranslator(), currentIsB2b(), loadWishlistPage()]);
  return <WishlistPage data={data} title={i18n.t(wishlistTitleKey(isB2b))} i18n={i18n} />;
}
