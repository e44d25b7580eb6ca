'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { listenToSessionChanges } from '@/lib/session/session-channel';

/**
 * Spec §4 cross-tab sync: when another tab logs in, logs out or cleans up after an order, this tab
 * renders again from the server (cart id, user, header, cart and wishlist from the cookies now
 * set) without a reload. An account page whose session ended goes to the login through the proxy.
 */
export function SessionSync() {
  const router = useRouter();
  useEffect(() => listenToSessionChanges(() => router.refresh()), [router]);
  return null;
}
