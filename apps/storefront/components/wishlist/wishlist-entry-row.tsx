'use client';

import type { WishlistFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useActionState, useEffect, useRef, useState, useTransition } from 'react';
import { clampWishlistQuantity, QUANTITY_DEBOUNCE_MS, visibleComments } from '@/lib/wishlist/wishlist-view';
import { MinimumOrderFlyout } from '../common/minimum-order-flyout';
import { useToasts } from '../toast/toast-provider';
import { addCommentAction, changeQuantityAction, changeVariantAction, deleteCommentAction, type WishlistActionState } from './actions';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import styles from './wishlist.module.css';
import { fill, type WishlistTexts } from './wishlist-texts';

export type Entry = WishlistFieldsFragment['entries'][number];

const BADGE_TEXT: Record<string, string> = { LIGHTNING_DEAL: '⚡', SALE: '%', NEW: 'NEU', POPULAR: 'TOP' };

/** One entry of the table (spec §2): article, quantity within the §5 bounds, price block and actions. */
export function WishlistEntryRow({
  list,
  entry,
  texts,
  busy,
  onRemove,
  onToCart,
}: {
  list: WishlistFieldsFragment;
  entry: Entry;
  texts: WishlistTexts;
  busy: boolean;
  onRemove: (entry: Entry) => void;
  onToCart: (entry: Entry) => void;
}) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const [quantity, setQuantity] = useState(String(entry.quantity));
  const [allComments, setAllComments] = useState(false);
  const [commented, comment] = useActionState(addCommentAction, { ok: true, message: '' } as WishlistActionState);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [minimumFlyout, setMinimumFlyout] = useState<number | null>(null);
  const energy = useRef<HTMLDialogElement>(null);
  const canEdit = list.rights.canEditEntries;
  useEffect(() => setQuantity(String(entry.quantity)), [entry.quantity]);
  // Each answer toasts once (see useAnswerToast in wishlist-lists.tsx).
  const handledComment = useRef(commented);
  useEffect(() => {
    if (handledComment.current === commented) return;
    handledComment.current = commented;
    if (commented.message) show({ id: 'wishlist-comment', kind: commented.ok ? 'success' : 'error', messageKey: 'wishlist-comment', text: commented.message });
    if (commented.ok && commented.message) postWishlistChange();
  }, [commented, show]);

  // Spec §4: debounced 500 ms; sent only when it differs; §5: clamped to the bounds with a signal.
  const typed = (value: string) => {
    setQuantity(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { quantity: next, signal } = clampWishlistQuantity(value, { min: entry.minQuantity, max: entry.maxQuantity, current: entry.quantity });
      setQuantity(String(next));
      // Spec §2: a raise to the article's minimum order quantity is explained by its flyout.
      if (signal && signal.kind === 'min' && signal.limit > 1) setMinimumFlyout(signal.limit);
      else if (signal) {
        const template = signal.kind === 'max' ? texts.quantityAboveMax : texts.quantityBelowMin;
        show({ id: 'wishlist-qty', kind: 'warning', messageKey: 'wishlist-qty', text: fill(template, { limit: signal.limit }) });
      }
      if (next === entry.quantity) return;
      start(async () => {
        const answer = await changeQuantityAction(list.id, entry.id, next);
        if (answer.ok) postWishlistChange();
        else {
          setQuantity(String(entry.quantity));
          show({ id: 'wishlist-qty', kind: 'error', messageKey: 'wishlist-qty', text: answer.message });
        }
      });
    }, QUANTITY_DEBOUNCE_MS);
  };
  const chooseVariant = (itemId: string) =>
    start(async () => {
      const answer = await changeVariantAction(list.id, entry.id, itemId);
      show({ id: 'wishlist-variant', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-variant', text: answer.message });
      if (answer.ok) postWishlistChange();
    });

  const deleteComment = (commentId: string) =>
    start(async () => {
      const answer = await deleteCommentAction(list.id, commentId);
      show({ id: 'wishlist-comment', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-comment', text: answer.message });
      if (answer.ok) postWishlistChange();
    });

  const comments = visibleComments(entry.comments, allComments);
  const needsVariant = entry.hasMultipleItems && !entry.itemId;
  return (
    <tr data-testid="wishlist-entry" data-entry-id={entry.id}>
      <td>
        <div className={styles.article}>
          <div className={styles.photo}>
            {entry.image && <img src={entry.image.url} alt={entry.image.alt} width={96} height={72} loading="lazy" />}
            {entry.badge && <span className={styles.badge}>{entry.badge === 'SALE' && entry.discountPercent ? `-${entry.discountPercent}%` : BADGE_TEXT[entry.badge]}</span>}
            {entry.energyEfficiency && (
              <>
                <button type="button" className={styles.energy} onClick={() => energy.current?.showModal()}>
                  <img src={entry.energyEfficiency.imageUrl} alt={fill(texts.energyLabel, { class: entry.energyEfficiency.energyClass })} height={20} />
                </button>
                <dialog ref={energy} className={styles.dialog}>
                  <img src={entry.energyEfficiency.labelUrl} alt={entry.energyEfficiency.alt} width={240} />
                  <div className={styles.dialogActions}>
                    <button type="button" className={styles.button} onClick={() => energy.current?.close()}>
                      {texts.close}
                    </button>
                  </div>
                </dialog>
              </>
            )}
          </div>
          <div>
            {entry.isSaleable ? (
              <a className={styles.name} href={entry.url}>
                {entry.name}
              </a>
            ) : (
              <span className={styles.name}>{entry.name}</span>
            )}
            <div className={styles.meta}>
              {entry.variantInfo.map((v) => (
                <span key={v.label}>
                  {v.label}: {v.value}
                </span>
              ))}
              {entry.orderNumber && <span>{fill(texts.orderNumber, { number: entry.orderNumber })}</span>}
              {entry.isSaleable ? (entry.deliveryStatus && <span className={styles.status}>{entry.deliveryStatus}</span>) : <span className={styles.soldOut}>{texts.outOfStock}</span>}
            </div>
            {canEdit && entry.hasMultipleItems && (
              <label className={styles.meta}>
                {needsVariant ? texts.chooseVariant : texts.variant}
                <select className={styles.select} value={entry.itemId ?? ''} disabled={pending || busy} onChange={(e) => e.target.value && chooseVariant(e.target.value)} data-testid="wishlist-variant">
                  {needsVariant && <option value="">{texts.chooseVariant}</option>}
                  {entry.variants.map((v) => (
                    <option key={v.itemId} value={v.itemId} disabled={!v.availableForSale}>
                      {v.variantInfo.map((i) => i.value).join(', ') || v.name} – {v.price.formatted}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <div className={styles.actions}>
              {canEdit && entry.isSaleable && entry.itemId && (
                <button type="button" className={styles.primary} disabled={pending || busy} onClick={() => onToCart(entry)}>
                  {texts.toCart}
                </button>
              )}
              {canEdit && !list.isTeaserList && (
                <button type="button" className={styles.button} disabled={pending || busy} onClick={() => onRemove(entry)}>
                  {texts.remove}
                </button>
              )}
            </div>
            {!entry.isSaleable && entry.replacement && (
              <div className={styles.replacement}>
                <strong>{texts.replacement}</strong>{' '}
                <a href={entry.replacement.url}>{entry.replacement.name}</a>
              </div>
            )}
            {(entry.comments.length > 0 || list.rights.canComment) && (
              <div className={styles.comments} aria-label={texts.comments}>
                {comments.map((c) => (
                  <p key={c.id} className={styles.comment} data-testid="wishlist-comment">
                    <strong>{c.name}</strong> ({c.displayedDate}): {c.comment}
                    {c.allowedToDelete && (
                      <button type="button" className={styles.linkButton} disabled={pending || busy} onClick={() => deleteComment(c.id)} aria-label={`${texts.deleteComment}: ${c.comment}`}>
                        {texts.deleteComment}
                      </button>
                    )}
                  </p>
                ))}
                {!allComments && entry.comments.length > comments.length && (
                  <button type="button" className={styles.button} onClick={() => setAllComments(true)}>
                    {fill(texts.showAllComments, { count: entry.comments.length })}
                  </button>
                )}
                {list.rights.canComment && (
                  <form action={comment} className={styles.commentForm}>
                    <input type="hidden" name="wishlistId" value={list.id} />
                    <input type="hidden" name="entryId" value={entry.id} />
                    <input name="comment" required maxLength={500} aria-label={texts.comment} placeholder={texts.comment} />
                    <button type="submit" className={styles.button}>
                      {texts.addComment}
                    </button>
                  </form>
                )}
              </div>
            )}
          </div>
        </div>
      </td>
      <td>
        <input
          className={styles.qty}
          type="number"
          inputMode="numeric"
          min={entry.minQuantity}
          max={entry.maxQuantity}
          value={quantity}
          disabled={!canEdit}
          aria-label={texts.quantity}
          onChange={(e) => typed(e.target.value)}
          data-testid="wishlist-qty"
        />
        {entry.minimumOrderQuantity > 1 && !entry.lightningDeal && <p className={styles.hint}>{fill(texts.minimumOrder, { count: entry.minimumOrderQuantity })}</p>}
        <MinimumOrderFlyout
          limit={minimumFlyout}
          productName={entry.name}
          texts={{ title: texts.minimumOrderTitle, text: texts.minimumOrderText, close: texts.minimumOrderClose }}
          onClose={() => setMinimumFlyout(null)}
        />
      </td>
      <td className={styles.price}>
        {entry.totals.old && <span className={styles.old}>{entry.totals.old.formatted}</span>}
        <strong>{entry.totals.pay.formatted}</strong>
        {entry.totals.basePrice && <span className={styles.hint}>{entry.totals.basePrice}</span>}
      </td>
    </tr>
  );
}
