'use client';

import { useEffect, useRef, useState } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { WISHLIST_PATH } from '@/lib/wishlist/wishlist-view';
import { importSharedWishlistAction, type WishlistActionState } from './actions';

/**
 * Spec §6 invite links: /myaccount/wishlist/?share_data=<token> opened by a customer (straight, or
 * after the login that kept the link as its redirect) joins the list once; it becomes the active
 * list and a notice says so, or why the link did not work (nothing changed then). The token leaves
 * the address bar afterwards, so a reload or a shared screenshot does not carry it on.
 */
export function InviteImport({ token }: { token: string | null }) {
  const [answer, setAnswer] = useState<WishlistActionState | null>(null);
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (token === null || asked.current === token) return;
    asked.current = token;
    void importSharedWishlistAction(token).then((result) => {
      setAnswer(result);
      if (result.ok) postWishlistChange();
      // Not a navigation: the page (already fresh from the action) and this notice stay.
      window.history.replaceState(null, '', WISHLIST_PATH);
    });
  }, [token]);
  if (!answer) return null;
  return (
    <p className={`notice ${answer.ok ? 'notice-success' : 'notice-error'}`} role={answer.ok ? 'status' : 'alert'} data-testid="wishlist-invite-notice">
      {answer.message}
    </p>
  );
}
