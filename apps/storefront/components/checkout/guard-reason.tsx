import type { GuardReason } from '@tafel/checkout-machine';
import { guardReasonKey } from '../../lib/checkout-messages';
import { t } from '../../lib/i18n';
import styles from './checkout.module.css';

/** The machine's reason for a disabled step button, in German, tied to the button by id. */
export function GuardReasonNote({ id, reason }: { id: string; reason: GuardReason | null }) {
  if (reason === null) return null;
  return (
    <p id={id} className={styles.reason} data-testid="guard-reason" data-reason={reason}>
      {t(guardReasonKey(reason))}
    </p>
  );
}
