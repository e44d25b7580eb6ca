'use client';

import { useTransition } from 'react';
import type { LineSplit } from '@/lib/lightning/basket-view';
import { useI18n } from '../i18n/i18n-provider';
import { useToasts } from '../toast/toast-provider';
import { refreshReservationAction } from './actions';
import styles from './lightning.module.css';

/** A basket line's quantities at the deal price and at the normal price, each with its unit price. */
export function LineSplitPrices({ split }: { split: LineSplit }) {
  return (
    <p className={styles.split} data-testid="line-lightning-split">
      <span className={styles.splitDeal} data-testid="line-deal-part">
        {split.deal.text} <span className="nowrap">{split.deal.unitPrice}</span>
      </span>
      {split.normal ? (
        <span data-testid="line-normal-part">
          {split.normal.text} <span className="nowrap">{split.normal.unitPrice}</span>
        </span>
      ) : null}
    </p>
  );
}

/**
 * A line whose lightning reservation expired (spec §4): the notice that it costs the normal price
 * again and the one-click "Erneut reservieren" (refresh). Its outcome — refreshed, reduced
 * quantity, deal over — is a toast, shown where the answer arrives: a successful refresh re-renders
 * the basket with the deal prices and this notice is gone.
 */
export function ExpiredReservation() {
  const { t } = useI18n();
  const { show } = useToasts();
  const [pending, startTransition] = useTransition();
  const refresh = () =>
    startTransition(async () => {
      const answer = await refreshReservationAction();
      show({ kind: answer.kind, messageKey: answer.messageKey, params: answer.params });
    });
  return (
    <div className={`notice notice-info ${styles.expired}`} role="status" data-testid="lightning-expired">
      <p>{t('ui.lightning.basket.expired')}</p>
      <form action={refresh}>
        <button type="submit" className="btn btn-secondary" disabled={pending} data-testid="lightning-refresh">
          {pending ? t('ui.lightning.basket.refreshing') : t('ui.lightning.basket.refresh')}
        </button>
      </form>
    </div>
  );
}
