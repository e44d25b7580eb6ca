'use client';

import type { WishlistFieldsFragment, WishlistTransferMode } from '@tafel/graphql-schema/storefront';
import { useEffect, useRef, useState, useTransition } from 'react';
import { clampWishlistQuantity, QUANTITY_DEBOUNCE_MS } from '@/lib/wishlist/wishlist-view';
import { MinimumOrderFlyout } from '../common/minimum-order-flyout';
import { useToasts } from '../toast/toast-provider';
import { changeQuantityAction } from './actions';
import { EntryComments } from './entry-comments';
import { EntryOptions, offersEntryOptions } from './entry-options';
import { EntryVariantSelect } from './entry-variant';
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
  onTransferred,
}: {
  list: WishlistFieldsFragment;
  entry: Entry;
  texts: WishlistTexts;
  busy: boolean;
  onRemove: (entry: Entry) => void;
  onToCart: (entry: Entry) => void;
  onTransferred: (entry: Entry, mode: WishlistTransferMode, targetName: string) => void;
}) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const [quantity, setQuantity] = useState(String(entry.quantity));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [minimumFlyout, setMinimumFlyout] = useState<number | null>(null);
  const energy = useRef<HTMLDialogElement>(null);
  const canEdit = list.rights.canEditEntries;
  useEffect(() => setQuantity(String(entry.quantity)), [entry.quantity]);

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
  const options = offersEntryOptions(list, entry);
  // Spec §2: the row chooses a variant while none is chosen; changing one is the options'
  // "configuration" (the row keeps it where the options are not offered).
  const variantInRow = canEdit && entry.hasMultipleItems && (!entry.itemId || !options);
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
            {variantInRow && <EntryVariantSelect list={list} entry={entry} texts={texts} busy={pending || busy} />}
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
              {options && <EntryOptions list={list} entry={entry} texts={texts} busy={pending || busy} onRemove={onRemove} onTransferred={onTransferred} />}
            </div>
            {!entry.isSaleable && entry.replacement && (
              <div className={styles.replacement}>
                <strong>{texts.replacement}</strong>{' '}
                <a href={entry.replacement.url}>{entry.replacement.name}</a>
              </div>
            )}
            <EntryComments list={list} entry={entry} texts={texts} busy={pending || busy} />
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
