'use client';

import { wishlistAddMode } from '@tafel/domain';
import { useEffect, useState, useTransition } from 'react';
import { addToWishlistEvent, removeFromWishlistEvent } from '@/lib/tracking/wishlist-events';
import { onWishlistChange, postWishlistChange } from '@/lib/wishlist/wishlist-channel';
import { useToasts } from '../toast/toast-provider';
import { useTrack } from '../tracking/data-layer';
import { addToWishlistAction, removeFromWishlistAction } from './actions';
import { heartStateAction, type HeartState } from './heart-actions';
import styles from './wishlist-heart.module.css';

type Ask = { productId: string; itemId: string | null };
type Shared = Omit<HeartState, 'memberOf'>;

// Hearts of one page ask together: a tile grid makes one call, not one per tile.
type Batch = { asks: Ask[]; waiters: ((state: HeartState | null, index: number) => void)[] };
let batch: Batch | null = null;
function askState(ask: Ask): Promise<{ shared: Shared; listIds: string[] } | null> {
  return new Promise((resolve) => {
    if (!batch) {
      const current: Batch = { asks: [], waiters: [] };
      batch = current;
      setTimeout(() => {
        batch = null;
        heartStateAction(current.asks)
          .catch(() => null)
          .then((state) => current.waiters.forEach((w, i) => w(state, i)));
      }, 30);
    }
    batch!.asks.push(ask);
    batch!.waiters.push((state, i) => resolve(state ? { shared: state, listIds: state.memberOf[i] ?? [] } : null));
  });
}

/**
 * The wishlist heart of a tile or the product page (issue 29): filled when a list holds the
 * product (by item id for variants, else by product id, spec §5); a logged-in user with several
 * lists picks one (spec §4). Appears once its state is known.
 */
export function WishlistHeart({
  productId,
  itemId,
  name,
  price,
  currency,
  placement = 'inline',
}: {
  productId: string;
  itemId: string | null;
  name: string;
  price?: number;
  currency?: string;
  /** 'tile': in the tile's top right corner. */
  placement?: 'inline' | 'tile';
}) {
  const { show } = useToasts();
  const track = useTrack();
  const [pending, start] = useTransition();
  const [state, setState] = useState<{ shared: Shared; listIds: string[] } | null>(null);
  const [picking, setPicking] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    void askState({ productId, itemId }).then((answer) => live && setState(answer));
    return () => {
      live = false;
    };
  }, [productId, itemId, generation]);
  // Another tab changed a list: ask again (spec §4 cross-tab sync).
  useEffect(() => onWishlistChange(() => setGeneration((n) => n + 1)), []);
  if (!state) return null;
  const { shared, listIds } = state;
  const inList = listIds.length > 0;
  const item = { itemId: itemId ?? productId, productId, name, price: price ?? 0, quantity: 1 };

  const toggle = (wishlistId: string | null) =>
    start(async () => {
      setPicking(false);
      const member = wishlistId ? listIds.includes(wishlistId) : inList;
      const target = wishlistId ?? (member ? listIds[0]! : null);
      if (member) {
        const answer = await removeFromWishlistAction({ productId, itemId, wishlistId: target });
        show({ id: 'wishlist-heart', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-heart', text: answer.message });
        if (!answer.ok) return;
        setState({ shared, listIds: listIds.filter((id) => id !== answer.listId) });
        postWishlistChange();
        track(removeFromWishlistEvent(item, answer.listName ?? null, currency));
      } else {
        const answer = await addToWishlistAction({ productId, itemId, wishlistId: target });
        show({ id: 'wishlist-heart', kind: answer.ok ? 'success' : 'error', messageKey: 'wishlist-heart', text: answer.message });
        if (!answer.ok || !answer.listId) return;
        setState({ shared: shared.lists.some((l) => l.id === answer.listId) ? shared : { ...shared, lists: [...shared.lists, { id: answer.listId, name: answer.listName ?? '' }] }, listIds: [...listIds, answer.listId] });
        postWishlistChange();
        track(addToWishlistEvent(item, answer.listName ?? null, currency));
      }
    });
  const click = () => (wishlistAddMode(shared.loggedIn, shared.lists.length) === 'choose-list' ? setPicking((open) => !open) : toggle(null));

  const heart = (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.heart}
        aria-pressed={inList}
        aria-label={inList ? shared.labels.remove : shared.labels.add}
        aria-expanded={wishlistAddMode(shared.loggedIn, shared.lists.length) === 'choose-list' ? picking : undefined}
        disabled={pending}
        onClick={click}
        data-testid="wishlist-heart"
      >
        <svg width="22" height="22" viewBox="0 0 24 24" fill={inList ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.4 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
        </svg>
      </button>
      {picking && (
        <span className={styles.picker} role="group" aria-label={shared.labels.pick}>
          <span className={styles.pickTitle}>{shared.labels.pick}</span>
          {shared.lists.map((list) => (
            <button key={list.id} type="button" className={styles.pick} aria-pressed={listIds.includes(list.id)} onClick={() => toggle(list.id)} data-testid="wishlist-pick">
              {listIds.includes(list.id) ? '♥ ' : '♡ '}
              {list.name}
            </button>
          ))}
        </span>
      )}
    </span>
  );
  return placement === 'tile' ? <div className={styles.tileSpot}>{heart}</div> : heart;
}
