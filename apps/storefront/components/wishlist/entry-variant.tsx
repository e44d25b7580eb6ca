'use client';

import type { WishlistFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useTransition } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { useToasts } from '../toast/toast-provider';
import { changeVariantAction } from './actions';
import styles from './wishlist.module.css';
import type { WishlistTexts } from './wishlist-texts';

type Entry = WishlistFieldsFragment['entries'][number];

/**
 * The variant choice of an entry (spec §4 variant change, replaceItemInWishlist): in the row while
 * none is chosen, and as the entry options' "configuration". onChosen: after a saved change.
 */
export function EntryVariantSelect({ list, entry, texts, busy, onChosen }: { list: WishlistFieldsFragment; entry: Entry; texts: WishlistTexts; busy: boolean; onChosen?: () => void }) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const needsVariant = !entry.itemId;
  const choose = (itemId: string) =>
    start(async () => {
      const answer = await changeVariantAction(list.id, entry.id, itemId);
      show({ id: 'wishlist-variant', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-variant', text: answer.message });
      if (!answer.ok) return;
      postWishlistChange();
      onChosen?.();
    });
  return (
    <label className={styles.meta}>
      {needsVariant ? texts.chooseVariant : texts.variant}
      <select className={styles.select} value={entry.itemId ?? ''} disabled={pending || busy} onChange={(e) => e.target.value && choose(e.target.value)} data-testid="wishlist-variant">
        {needsVariant && <option value="">{texts.chooseVariant}</option>}
        {entry.variants.map((v) => (
          <option key={v.itemId} value={v.itemId} disabled={!v.availableForSale}>
            {v.variantInfo.map((i) => i.value).join(', ') || v.name} – {v.price.formatted}
          </option>
        ))}
      </select>
    </label>
  );
}
