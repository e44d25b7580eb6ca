'use client';

import type { GuardReason } from '@tafel/checkout-machine';
import { guardReasonKey } from '@/lib/checkout/checkout-messages';
import { useI18n } from '../i18n/i18n-provider';
import styles from './checkout.module.css';

/** The machine's reason for a disabled step button, in the shop language, tied to the button by id. */
export function GuardReasonNote({ id, reason }: { id: string; reason: GuardReason | null }) {
  const { message } = useI18n();
  if (reason === null) return null;
  return (
    <p id={id} className={styles.reason} data-testid="guard-reason" data-reason={reason}>
      {message(guardReasonKey(reason))}
    </p>
  );
}
