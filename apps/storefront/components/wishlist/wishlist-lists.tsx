'use client';

import type { WishlistFieldsFragment, WishlistSummaryFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useTransition } from 'react';
import { useToasts } from '../toast/toast-provider';
import { selectWishlistAction } from './actions';
import { ListOptions, NewListButton } from './list-options';
import styles from './wishlist.module.css';
import own from './list-options.module.css';
import type { WishlistTexts } from './wishlist-texts';

/**
 * The list switcher (spec §4 active wishlist, kept in the activeWishlistId cookie by the action)
 * and, for customers, beside it the active list's options (spec §2 optionsListModal: rename,
 * describe, share, invite, members, delete as the role allows) and a compact "new list".
 */
export function WishlistLists({ lists, active, loggedIn, texts }: { lists: WishlistSummaryFieldsFragment[]; active: WishlistFieldsFragment | null; loggedIn: boolean; texts: WishlistTexts }) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const select = (id: string) =>
    start(async () => {
      const answer = await selectWishlistAction(id);
      if (!answer.ok) show({ id: 'wishlist-select', kind: 'error', messageKey: 'wishlist-select', text: answer.message });
    });

  return (
    <section className={own.toolbar} aria-label={texts.lists}>
      {lists.length > 1 && (
        <div className={styles.lists} role="group" aria-label={texts.lists}>
          {lists.map((list) => (
            <button key={list.id} type="button" className={styles.listButton} aria-current={list.id === active?.id} disabled={pending} onClick={() => select(list.id)}>
              {list.name} ({list.entryCount})
            </button>
          ))}
        </div>
      )}
      {loggedIn && active && <ListOptions list={active} texts={texts} key={active.id} />}
      {loggedIn && <NewListButton texts={texts} />}
    </section>
  );
}
