'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { onWishlistChange } from '@/lib/wishlist/wishlist-channel';

/** The wishlist page follows changes made in the shop's other tabs (spec §4 cross-tab sync). */
export function WishlistSync() {
  const router = useRouter();
  useEffect(() => onWishlistChange(() => router.refresh()), [router]);
  return null;
}
