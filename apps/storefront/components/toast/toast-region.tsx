'use client';

import type { FocusEvent } from 'react';
import type { Toast, ToastQueue } from '@/lib/toast/toast-queue';
import { useI18n } from '../i18n/i18n-provider';
import { ToastIcon } from './toast-icon';
import styles from './toast.module.css';

// Errors and warnings interrupt a screen reader (role="alert"); successes and notes wait (role="status").
const ROLE = { success: 'status', info: 'status', warning: 'alert', error: 'alert' } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const { t } = useI18n();
  return (
    <li className={`${styles.toast} ${styles[toast.kind]}`} data-testid="toast" data-kind={toast.kind}>
      <ToastIcon kind={toast.kind} className={styles.icon} />
      <p role={ROLE[toast.kind]} className={styles.message}>
        {toast.text}
      </p>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label={t('ui.toast.close')}>
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

/**
 * The toast stack, fixed at the top right above the page (it never moves the layout). Newest on
 * top. Pointing at it or moving focus into it holds the timers.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  onHold,
}: {
  toasts: ToastQueue;
  onDismiss: (id: string) => void;
  onHold: (reason: 'pointer' | 'focus', on: boolean) => void;
}) {
  const { t } = useI18n();
  const leaveFocus = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) onHold('focus', false);
  };
  return (
    <section
      className={styles.region}
      aria-label={t('ui.toast.region')}
      onPointerEnter={() => onHold('pointer', true)}
      onPointerLeave={() => onHold('pointer', false)}
      onFocus={() => onHold('focus', true)}
      onBlur={leaveFocus}
    >
      <ol className={styles.list}>
        {[...toasts].reverse().map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}
