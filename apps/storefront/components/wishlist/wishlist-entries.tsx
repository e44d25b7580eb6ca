'use client';

import { afterRestore, withUndoRows, type RemovedWishlistEntry } from '@tafel/domain';
import type { WishlistFieldsFragment, WishlistTransferMode } from '@tafel/graphql-schema/storefront';
import { useRef, useState, useTransition } from 'react';
import { addToCartEvent } from '@/lib/tracking/tracking';
import { addToWishlistEvent, removeFromWishlistEvent } from '@/lib/tracking/wishlist-events';
import { useToasts } from '../toast/toast-provider';
import { useTrack } from '../tracking/data-layer';
import { addToWishlistAction, addWishlistToCartAction, deleteWishlistAction, removeEntryAction } from './actions';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import styles from './wishlist.module.css';
import { WishlistEntryRow, type Entry } from './wishlist-entry-row';
import { fill, type WishlistTexts } from './wishlist-texts';

/**
 * The active list's table (spec §2): article, quantity, total; a removed entry leaves an undo row
 * at its old position (spec §3 removedEntries keep their index) until restored or the list changes.
 */
export function WishlistEntries({ list, texts }: { list: WishlistFieldsFragment; texts: WishlistTexts }) {
  const { show } = useToasts();
  const track = useTrack();
  const [pending, start] = useTransition();
  const [removed, setRemoved] = useState<{ listId: string; entries: RemovedWishlistEntry<Entry>[] }>({ listId: list.id, entries: [] });
  // Spec §4: the removed entries are reset when the active list changes.
  const kept = removed.listId === list.id ? removed.entries : [];
  const removeDialog = useRef<HTMLDialogElement>(null);
  const rows = withUndoRows(list.entries, kept);
  const toast = (id: string, ok: boolean, text: string) => text && show({ id, kind: ok ? 'success' : 'error', messageKey: id, text });
  const tracked = (entry: Entry, quantity = entry.quantity) => ({ itemId: entry.itemId ?? entry.productId, productId: entry.productId, name: entry.name, price: entry.totals.pay.amount / Math.max(entry.quantity, 1), quantity });

  const remove = (entry: Entry) =>
    start(async () => {
      const answer = await removeEntryAction(list.id, entry.id);
      toast('wishlist-remove', answer.ok, answer.message);
      if (!answer.ok) return;
      setRemoved({ listId: list.id, entries: [...kept, { entry, index: answer.index }] });
      postWishlistChange();
      track(removeFromWishlistEvent(tracked(entry), list.name, entry.totals.pay.currency));
      if (answer.lastItemRemoved) removeDialog.current?.showModal();
    });
  const restore = (item: RemovedWishlistEntry<Entry>) =>
    start(async () => {
      const { entry } = item;
      const answer = await addToWishlistAction({ wishlistId: list.id, productId: entry.productId, itemId: entry.itemId ?? null, quantity: Math.max(entry.quantity, 1) });
      toast('wishlist-restore', answer.ok, answer.message);
      if (!answer.ok) return;
      setRemoved({ listId: list.id, entries: afterRestore(kept, item) });
      postWishlistChange();
      track(addToWishlistEvent(tracked(entry), list.name, entry.totals.pay.currency));
    });
  const toCart = (entries: Entry[]) =>
    start(async () => {
      const answer = await addWishlistToCartAction(list.id, entries.length === list.entries.length ? null : entries.map((e) => e.id));
      toast('wishlist-cart', answer.ok, answer.message);
      for (const added of answer.added) {
        const entry = list.entries.find((e) => e.itemId === added.itemId);
        if (entry) track(addToCartEvent(tracked(entry, added.quantity), entry.totals.pay.currency));
      }
    });
  // The entry options' move or copy (spec §7 events): an add to the target, and for a move a removal here.
  const transferred = (entry: Entry, mode: WishlistTransferMode, targetName: string) => {
    track(addToWishlistEvent(tracked(entry), targetName, entry.totals.pay.currency));
    if (mode === 'MOVE') track(removeFromWishlistEvent(tracked(entry), list.name, entry.totals.pay.currency));
  };
  const deleteList = () =>
    start(async () => {
      removeDialog.current?.close();
      const answer = await deleteWishlistAction(list.id);
      toast('wishlist-delete', answer.ok, answer.message);
      if (answer.ok) postWishlistChange();
    });

  const canEdit = list.rights.canEditEntries;
  return (
    <section className={styles.page}>
      {list.entries.length === 0 && kept.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{texts.article}</th>
              <th scope="col">{texts.quantity}</th>
              <th scope="col" className={styles.price}>
                {texts.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) =>
              row.removed ? (
                <tr key={`undo-${row.entry.id}`} className={styles.undo} data-testid="wishlist-undo-row">
                  <td colSpan={2}>{fill(texts.deleted, { product: row.entry.name })}</td>
                  <td className={styles.price}>
                    <button type="button" className={styles.button} disabled={pending} onClick={() => restore(kept.find((k) => k.entry === row.entry)!)}>
                      {texts.restore}
                    </button>
                  </td>
                </tr>
              ) : (
                <WishlistEntryRow key={row.entry.id} list={list} entry={row.entry} texts={texts} busy={pending} onRemove={remove} onToCart={(e) => toCart([e])} onTransferred={transferred} />
              ),
            )}
          </tbody>
        </table>
      )}
      {list.entries.length > 0 && (
        <div className={styles.sum}>
          <span>
            {texts.sum}: <strong>{list.total.formatted}</strong>
          </span>
          {canEdit && (
            <button type="button" className={styles.primary} disabled={pending} onClick={() => toCart(list.entries)}>
              {texts.allToCart}
            </button>
          )}
        </div>
      )}
      <dialog ref={removeDialog} className={styles.dialog} aria-labelledby="wishlist-last-removed">
        <p id="wishlist-last-removed">{fill(texts.lastRemovedQuestion, { list: list.name })}</p>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.button} onClick={() => removeDialog.current?.close()}>
            {texts.keep}
          </button>
          <button type="button" className={styles.danger} onClick={deleteList} disabled={pending}>
            {texts.delete}
          </button>
        </div>
      </dialog>
    </section>
  );
}
