'use client';

import { CHECKOUT_ROUTES } from '@tafel/checkout-machine';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { clearCheckoutStorage } from '@/lib/checkout/checkout-storage';
import { useI18n } from '../i18n/i18n-provider';
import styles from './checkout.module.css';

/** Spec §4: aborting Amazon-style pay resets the checkout, clears session storage and starts the steps again. */
export function ExpressPayAbort() {
  const { t } = useI18n();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.editLink}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const response = await fetch('/api/abort-amazon/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ checkoutType: 'express' }) });
        const answer = (await response.json()) as { isReset?: boolean };
        clearCheckoutStorage();
        setBusy(false);
        if (answer.isReset) router.push(CHECKOUT_ROUTES.login);
        router.refresh();
      }}
    >
      {t('ui.payment.amazonAbort')}
    </button>
  );
}
