'use client';

import { clampQuantityField, quantityFieldBounds } from '@tafel/domain';
import type { WishlistEntryFieldsFragment } from '@tafel/graphql-schema/storefront';
import { useEffect, useId, useRef, useState, useTransition } from 'react';
import { postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { MinimumOrderFlyout, type MinimumOrderFlyoutTexts } from '../common/minimum-order-flyout';
import { useToasts } from '../toast/toast-provider';
import { addToWishlistAction } from './actions';
import { teaserToCartAction, teaserTotalsAction, teaserVariantAction, type TeaserCartState, type TeaserLocalEntry } from './teaser-wishlist-server';
import styles from './teaser-wishlist.module.css';
import { fill } from './wishlist-texts';

type Entry = WishlistEntryFieldsFragment;

/** Spec §4: a quantity change is sent 500 ms after the last keystroke. */
const QUANTITY_DEBOUNCE_MS = 500;

export interface TeaserWishlistTexts {
  entries: string;
  sum: string;
  toList: string;
  toCart: string;
  addedToList: string;
  quantityOf: string;
  chooseVariant: string;
  changeVariant: string;
  variantTitle: string;
  apply: string;
  close: string;
  minimumOrder: string;
  quantityAboveMax: string;
  quantityBelowMin: string;
  cartTitle: string;
  addedToCart: string;
  nothingAdded: string;
  quantityChanged: string;
  chooseFirst: string;
  maxInCart: string;
  notAvailable: string;
  goToCart: string;
  moq: MinimumOrderFlyoutTexts;
}

/** One entry as the shopper set it: the CMS list stays as it is (spec §4). */
interface Local {
  entry: Entry;
  itemId: string | null;
  quantity: number;
  /** What the field shows (may be mid-typing). */
  text: string;
  pay: string;
  old: string | null;
}

const toInput = (list: readonly Local[]): TeaserLocalEntry[] => list.map((l) => ({ entryId: l.entry.id, itemId: l.itemId, quantity: l.quantity }));

/** Opens a modal <dialog> while `open` (focus moves in, Escape closes: onClose). */
function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return ref;
}

/**
 * The teaser wishlist block's entries (spec §2, §4): quantity and variant change locally (the list
 * belongs to the CMS) with the totals fetched again; "to list" copies the local choice onto the
 * shopper's list, "to cart" puts it into the cart and says what could not go in (variantsToChoose
 * with a variant choice right there, quantityChanged, maxInCart).
 */
export function TeaserWishlistEditor({ teaserId, entries, total, texts }: { teaserId: string; entries: Entry[]; total: string; texts: TeaserWishlistTexts }) {
  const { show } = useToasts();
  const [pending, start] = useTransition();
  const [local, setLocal] = useState<Local[]>(() =>
    entries.map((entry) => ({ entry, itemId: entry.itemId ?? null, quantity: entry.quantity, text: String(entry.quantity), pay: entry.totals.pay.formatted, old: entry.totals.old?.formatted ?? null })),
  );
  const [sum, setSum] = useState(total);
  const [variantFor, setVariantFor] = useState<{ entryId: string; afterCart: boolean } | null>(null);
  const [cart, setCart] = useState<TeaserCartState | null>(null);
  const [moq, setMoq] = useState<{ limit: number; name: string } | null>(null);
  const latest = useRef(local);
  latest.current = local;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((timer) => clearTimeout(timer));
  }, []);

  const update = (entryId: string, change: (l: Local) => Local) => {
    const next = latest.current.map((l) => (l.entry.id === entryId ? change(l) : l));
    latest.current = next;
    setLocal(next);
    return next;
  };

  /** Spec §4: totals fetched again after a local change; a failure keeps the last ones. */
  const refreshTotals = (list: readonly Local[]) =>
    start(async () => {
      const answer = await teaserTotalsAction(teaserId, toInput(list));
      if (!answer.ok) {
        if (answer.message) show({ id: 'teaser-totals', kind: 'error', messageKey: 'teaser-totals', text: answer.message });
        return;
      }
      const byId = new Map(answer.entries.map((e) => [e.entryId, e]));
      const priced = latest.current.map((l) => {
        const totals = byId.get(l.entry.id);
        return totals?.pay ? { ...l, pay: totals.pay, old: totals.old } : l;
      });
      latest.current = priced;
      setLocal(priced);
      if (answer.total) setSum(answer.total);
    });

  const boundsOf = (l: Local) => quantityFieldBounds({ minimumOrderQuantity: l.entry.minimumOrderQuantity, maxQuantity: l.entry.maxQuantity, currentQuantity: l.quantity });

  /** Spec §5: clamps with its signal; below the minimum the MinimalOrderQuantityFlyout says why. */
  const signal = (l: Local, typedText: string, clamped: ReturnType<typeof clampQuantityField>) => {
    if (!clamped.signal) return;
    // The texts come as props (this block's page has no quantity scope): the side is told by the typed number.
    const below = Number(typedText.trim()) < clamped.signal.limit;
    if (below && clamped.signal.limit > 1) setMoq({ limit: clamped.signal.limit, name: l.entry.name });
    else {
      const template = below ? texts.quantityBelowMin : texts.quantityAboveMax;
      show({ id: 'wishlist-qty', kind: 'warning', messageKey: 'wishlist-qty', text: fill(template, { limit: clamped.signal.limit }) });
    }
  };

  /** The shopper stopped typing or left the field: clamp below the minimum too, then re-price. */
  const commit = (entryId: string) => {
    const timer = timers.current.get(entryId);
    if (timer) clearTimeout(timer);
    timers.current.delete(entryId);
    const l = latest.current.find((x) => x.entry.id === entryId);
    if (!l) return;
    // Spec §4: 0 is allowed in a teaser list (the entry then goes nowhere).
    const clamped = clampQuantityField(l.text, boundsOf(l), { leaving: true, deleteOnZero: true });
    signal(l, l.text, clamped);
    if (clamped.quantity === null) {
      update(entryId, (x) => ({ ...x, text: String(x.quantity) }));
      return;
    }
    const quantity = clamped.quantity;
    if (quantity === l.quantity) {
      update(entryId, (x) => ({ ...x, text: String(quantity) }));
      return;
    }
    refreshTotals(update(entryId, (x) => ({ ...x, quantity, text: String(quantity) })));
  };

  const typed = (entryId: string, text: string) => {
    const l = latest.current.find((x) => x.entry.id === entryId);
    if (!l) return;
    const clamped = clampQuantityField(text, boundsOf(l), { leaving: false });
    signal(l, text, clamped);
    update(entryId, (x) => ({ ...x, text: clamped.value }));
    const timer = timers.current.get(entryId);
    if (timer) clearTimeout(timer);
    timers.current.set(
      entryId,
      setTimeout(() => commit(entryId), QUANTITY_DEBOUNCE_MS),
    );
  };

  const toList = () =>
    start(async () => {
      let added = 0;
      let failure: string | null = null;
      // One after the other: the first add makes a visitor's merkzettel, the next ones go onto it.
      for (const l of latest.current) {
        if (l.quantity === 0) continue;
        const answer = await addToWishlistAction({ productId: l.entry.productId, itemId: l.itemId, quantity: l.quantity });
        if (answer.ok) added += 1;
        else failure ??= answer.message;
      }
      if (added > 0) {
        show({ id: 'teaser-to-list', kind: 'success', messageKey: 'teaser-to-list', text: fill(texts.addedToList, { count: added }) });
        postWishlistChange();
      }
      if (failure) show({ id: 'teaser-to-list-failed', kind: 'error', messageKey: 'teaser-to-list-failed', text: failure });
    });

  const toCart = () =>
    start(async () => {
      const answer = await teaserToCartAction(teaserId, toInput(latest.current));
      const anything = answer.successfullyAdded.length + answer.variantsToChoose.length + answer.maxInCart.length + answer.notAvailable.length > 0;
      if (!anything) {
        show({ id: 'teaser-to-cart', kind: 'error', messageKey: 'teaser-to-cart', text: answer.message || texts.nothingAdded });
        return;
      }
      setCart(answer);
    });

  /** Spec §4 variant change (replaceItemInTeaserWishlist); after "to cart" the entry goes in right away. */
  const chooseVariant = (entryId: string, itemId: string, afterCart: boolean) =>
    start(async () => {
      const l = latest.current.find((x) => x.entry.id === entryId);
      if (!l) return;
      const quantity = Math.max(l.quantity, 1);
      const answer = await teaserVariantAction(teaserId, entryId, itemId, quantity);
      if (!answer.ok || !answer.entry) {
        show({ id: 'wishlist-variant', kind: 'error', messageKey: 'wishlist-variant', text: answer.message });
        return;
      }
      const chosen = answer.entry;
      const next = update(entryId, (x) => ({ ...x, entry: { ...x.entry, ...chosen }, itemId, quantity, text: String(quantity), pay: chosen.totals.pay.formatted, old: chosen.totals.old?.formatted ?? null }));
      setVariantFor(null);
      refreshTotals(next);
      if (!afterCart) {
        // Spec §4: the saved toast, unless the choice is part of an add to cart.
        show({ id: 'wishlist-variant', kind: 'success', messageKey: 'wishlist-variant', text: answer.message });
        return;
      }
      // Spec §4 teaser add-all-to-cart: each resolved entry leaves its list and raises the added count.
      const added = await teaserToCartAction(teaserId, [{ entryId, itemId, quantity }]);
      setCart((before) =>
        before
          ? {
              ...before,
              variantsToChoose: before.variantsToChoose.filter((v) => v.entryId !== entryId),
              successfullyAdded: [...before.successfullyAdded, ...added.successfullyAdded],
              quantityChanged: [...before.quantityChanged, ...added.quantityChanged],
              maxInCart: [...before.maxInCart, ...added.maxInCart],
              notAvailable: [...before.notAvailable, ...added.notAvailable],
            }
          : before,
      );
      if (!added.ok && added.message) show({ id: 'teaser-to-cart', kind: 'error', messageKey: 'teaser-to-cart', text: added.message });
    });

  const variantEntry = variantFor ? local.find((l) => l.entry.id === variantFor.entryId) : undefined;
  return (
    <div className={styles.block} data-testid="teaser-wishlist-entries" aria-busy={pending}>
      <ul aria-label={texts.entries} className={styles.entries}>
        {local.map((l) => (
          <TeaserEntry key={l.entry.id} local={l} texts={texts} disabled={pending} onType={typed} onLeave={commit} onChooseVariant={(id) => setVariantFor({ entryId: id, afterCart: false })} />
        ))}
      </ul>
      <p className={styles.sum}>
        {texts.sum}: <strong data-testid="teaser-sum">{sum}</strong>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={pending} onClick={toList} data-testid="teaser-to-list">
          {texts.toList}
        </button>
        <button type="button" className={styles.primary} disabled={pending} onClick={toCart} data-testid="teaser-to-cart">
          {texts.toCart}
        </button>
      </div>
      <VariantDialog
        teaserId={teaserId}
        local={variantEntry ?? null}
        texts={texts}
        busy={pending}
        onClose={() => setVariantFor(null)}
        onChoose={(itemId) => variantFor && chooseVariant(variantFor.entryId, itemId, variantFor.afterCart)}
      />
      {/* The cart answer steps aside while a variant is chosen from it, and comes back after. */}
      <CartDialog
        teaserId={teaserId}
        cart={cart}
        open={cart !== null && variantFor === null}
        texts={texts}
        busy={pending}
        onClose={() => variantFor === null && setCart(null)}
        onChooseVariant={(id) => setVariantFor({ entryId: id, afterCart: true })}
      />
      <MinimumOrderFlyout limit={moq?.limit ?? null} productName={moq?.name} texts={texts.moq} onClose={() => setMoq(null)} />
    </div>
  );
}

function TeaserEntry({
  local,
  texts,
  disabled,
  onType,
  onLeave,
  onChooseVariant,
}: {
  local: Local;
  texts: TeaserWishlistTexts;
  disabled: boolean;
  onType: (entryId: string, text: string) => void;
  onLeave: (entryId: string) => void;
  onChooseVariant: (entryId: string) => void;
}) {
  const { entry } = local;
  const fieldId = useId();
  const hintId = useId();
  const needsVariant = entry.hasMultipleItems && !local.itemId;
  const showHint = entry.minimumOrderQuantity > 1 && !entry.lightningDeal;
  return (
    <li className={styles.entry} data-testid="teaser-entry" data-entry-id={entry.id}>
      <div className={styles.article}>
        {entry.isSaleable ? <a href={entry.url}>{entry.name}</a> : <span>{entry.name}</span>}
        {entry.variantInfo.length > 0 && <span className={styles.meta}>{entry.variantInfo.map((v) => `${v.label}: ${v.value}`).join(', ')}</span>}
        {entry.hasMultipleItems && (
          <button type="button" className={needsVariant ? styles.primarySmall : styles.linkButton} disabled={disabled} onClick={() => onChooseVariant(entry.id)} data-testid="teaser-choose-variant">
            {needsVariant ? texts.chooseVariant : texts.changeVariant}
          </button>
        )}
      </div>
      <div className={styles.quantity}>
        <input
          id={fieldId}
          className={styles.qty}
          type="number"
          inputMode="numeric"
          min={0}
          max={entry.maxQuantity}
          value={local.text}
          aria-label={fill(texts.quantityOf, { name: entry.name })}
          aria-describedby={showHint ? hintId : undefined}
          onChange={(e) => onType(entry.id, e.target.value)}
          onBlur={() => onLeave(entry.id)}
          data-testid="teaser-qty"
        />
        {showHint && (
          <span id={hintId} className={styles.hint}>
            {fill(texts.minimumOrder, { count: entry.minimumOrderQuantity })}
          </span>
        )}
      </div>
      <div className={styles.price}>
        {local.old && <span className={styles.old}>{local.old}</span>}
        <strong data-testid="teaser-entry-total">{local.pay}</strong>
      </div>
    </li>
  );
}

/** Spec §2 modal wishlistOptionsVariants{teaserId}: the product's items, the unavailable ones disabled. */
function VariantDialog({ teaserId, local, texts, busy, onClose, onChoose }: { teaserId: string; local: Local | null; texts: TeaserWishlistTexts; busy: boolean; onClose: () => void; onChoose: (itemId: string) => void }) {
  const ref = useModal(local !== null);
  const titleId = useId();
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => setPicked(local?.itemId ?? local?.entry.variants.find((v) => v.availableForSale)?.itemId ?? null), [local]);
  return (
    <dialog ref={ref} id={`wishlistOptionsVariants${teaserId}`} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} data-testid="teaser-variant-dialog">
      {local && (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) onChoose(picked);
          }}
        >
          <h2 id={titleId} className={styles.dialogTitle}>
            {fill(texts.variantTitle, { product: local.entry.name })}
          </h2>
          <fieldset className={styles.variants}>
            <legend className={styles.visuallyHidden}>{texts.chooseVariant}</legend>
            {local.entry.variants.map((v) => (
              <label key={v.itemId} className={styles.variant}>
                <input type="radio" name="itemId" value={v.itemId} checked={picked === v.itemId} disabled={!v.availableForSale} onChange={() => setPicked(v.itemId)} />
                <span>{v.variantInfo.map((i) => i.value).join(', ') || v.name}</span>
                <span className={styles.variantPrice}>{v.price.formatted}</span>
              </label>
            ))}
          </fieldset>
          <div className={styles.dialogActions}>
            <button type="button" className={styles.button} onClick={() => ref.current?.close()}>
              {texts.close}
            </button>
            <button type="submit" className={styles.primary} disabled={busy || !picked} data-testid="teaser-variant-apply">
              {texts.apply}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/**
 * Spec §2 modals addToBasketSuccessFlyout{teaserId} and addToCartListModal{teaserId}: what went
 * into the cart, what was clamped or is at its maximum, and the entries still lacking a variant,
 * each with its choice (spec §4: the follow-up modals).
 */
function CartDialog({
  teaserId,
  cart,
  open,
  texts,
  busy,
  onClose,
  onChooseVariant,
}: {
  teaserId: string;
  cart: TeaserCartState | null;
  open: boolean;
  texts: TeaserWishlistTexts;
  busy: boolean;
  onClose: () => void;
  onChooseVariant: (entryId: string) => void;
}) {
  const ref = useModal(open);
  const titleId = useId();
  const names = (lines: readonly { name: string }[]) => lines.map((l) => l.name).join(', ');
  return (
    <dialog ref={ref} id={`addToBasketSuccessFlyout${teaserId}`} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} data-testid="teaser-cart-dialog">
      {cart && (
        <div className={styles.cartResult}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {texts.cartTitle}
          </h2>
          {/* Counted here: entries chosen in this dialog add to the first answer's lines. */}
          <p data-testid="teaser-cart-added">{cart.successfullyAdded.length > 0 ? fill(texts.addedToCart, { count: cart.successfullyAdded.length }) : texts.nothingAdded}</p>
          {cart.quantityChanged.length > 0 && (
            <ul className={styles.notes} data-testid="teaser-cart-quantity-changed">
              {cart.quantityChanged.map((l) => (
                <li key={l.entryId}>{fill(texts.quantityChanged, { name: l.name, quantity: l.quantity, requested: l.requestedQuantity })}</li>
              ))}
            </ul>
          )}
          {cart.maxInCart.length > 0 && <p data-testid="teaser-cart-max">{fill(texts.maxInCart, { names: names(cart.maxInCart) })}</p>}
          {cart.notAvailable.length > 0 && <p>{fill(texts.notAvailable, { names: names(cart.notAvailable) })}</p>}
          {cart.variantsToChoose.length > 0 && (
            <div id={`addToCartListModal${teaserId}`} data-testid="teaser-cart-variants">
              <p>{texts.chooseFirst}</p>
              <ul className={styles.notes}>
                {cart.variantsToChoose.map((l) => (
                  <li key={l.entryId} className={styles.toChoose}>
                    <span>{l.name}</span>
                    <button type="button" className={styles.primarySmall} disabled={busy} onClick={() => onChooseVariant(l.entryId)}>
                      {texts.chooseVariant}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className={styles.dialogActions}>
            <button type="button" className={styles.button} onClick={() => ref.current?.close()}>
              {texts.close}
            </button>
            {cart.successfullyAdded.length > 0 && (
              <a className={styles.primary} href="/checkout/basket/">
                {texts.goToCart}
              </a>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}
