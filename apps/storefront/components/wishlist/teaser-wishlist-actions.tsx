'use client';

import { useTransition } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { useToasts } from '../toast/toast-provider';
import { addToWishlistAction, addWishlistToCartAction } from './actions';
import styles from './wishlist.module.css';
import { fill } from './wishlist-texts';

/** The teaser block's "to list" and "to cart" (spec §2): every entry onto the caller's list, or into the cart. */
export function TeaserWishlistActions({
  teaserId,
  entries,
  labels,
}: {
  teaserId: string;
  entries: { productId: string; itemId: string | null; quantity: number }[];
  labels: { toList: string; toCart: string; addedToList: string };
}) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const toList = () =>
    start(async () => {
      let added = 0;
      let failure: string | null = null;
      // One after the other: the first add makes a visitor's merkzettel, the next ones go onto it.
      for (const entry of entries) {
        const answer = await addToWishlistAction({ productId: entry.productId, itemId: entry.itemId, quantity: Math.max(entry.quantity, 1) });
        if (answer.ok) added += 1;
        else failure ??= answer.message;
      }
      if (added > 0) {
        show({ id: 'teaser-to-list', kind: 'success', messageKey: 'teaser-to-list', text: fill(labels.addedToList, { count: added }) });
        postWishlistChange();
      }
      if (failure) show({ id: 'teaser-to-list-failed', kind: 'error', messageKey: 'teaser-to-list-failed', text: failure });
    });
  const toCart = () =>
    start(async () => {
      const answer = await addWishlistToCartAction(teaserId, null);
      show({ id: 'teaser-to-cart', kind: answer.ok ? 'success' : 'warning', messageKey: 'teaser-to-cart', text: answer.message });
    });
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} disabled={pending} onClick={toList} data-testid="teaser-to-list">
        {labels.toList}
      </button>
      <button type="button" className={styles.primary} disabled={pending} onClick={toCart} data-testid="teaser-to-cart">
        {labels.toCart}
      </button>
    </div>
  );
}
