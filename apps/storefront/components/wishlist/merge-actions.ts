'use server';

import { cookies } from 'next/headers';
import { WISHLIST_MERGED_COOKIE } from '@/lib/wishlist/wishlist-view';

/** The merge notice was shown: the cookie goes. */
export async function forgetMergeAction(): Promise<void> {
  (await cookies()).delete(WISHLIST_MERGED_COOKIE);
}
