'use client';

import { useEffect, useState } from 'react';
import type { RemovedLine } from '@/lib/cart/cart-result';
import { useI18n } from '../i18n/i18n-provider';
import { useToasts } from '../toast/toast-provider';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
import { undoRemoveAction } from './actions';
import styles from './cart.module.css';

/**
 * The undo row at the removed line's old place (spec §4: the latest deleted item is remembered 8 s
 * for an undo hint). `remainingMs`: what was left of the 8 s when the server rendered it, so the
 * browser's clock does not matter. Gone by itself when the time is up; "Rückgängig" puts the line
 * back (the orchestrator refuses once the time is over, and adds it only once).
 */
export function UndoRow({ removed, remainingMs }: { removed: RemovedLine; remainingMs: number }) {
  const { t } = useI18n();
  const toasts = useToasts();
  const [expired, setExpired] = useState(remainingMs <= 0);
  const [state, undo, pending] = useTrackedCartAction(async (previous, form) => {
    const next = await undoRemoveAction(previous, form);
    if (next.message) toasts.show({ id: 'cart-undo', kind: next.status === 'success' ? 'success' : 'error', messageKey: 'vue.cart.notification.restored', text: next.message });
    return next;
  });

  useEffect(() => {
    if (remainingMs <= 0) return;
    const timer = setTimeout(() => setExpired(true), remainingMs);
    return () => clearTimeout(timer);
  }, [remainingMs, removed.lineId]);

  if (expired && !pending) return null;
  return (
    <li className={styles.undoRow} data-testid="cart-undo-row" role="status">
      <span>{t('ui.cart.undo.removed', { name: removed.name })}</span>
      <form action={(form) => undo({ form, event: null })}>
        <input type="hidden" name="lineId" value={removed.lineId} />
        <input type="hidden" name="name" value={removed.name} />
        <button type="submit" className="btn btn-secondary" disabled={pending} data-testid="cart-undo">
          {pending ? t('ui.cart.undo.restoring') : t('ui.cart.undo.button')}
        </button>
      </form>
      {state.status === 'error' && !pending ? <span className="visually-hidden">{state.message}</span> : null}
    </li>
  );
}
