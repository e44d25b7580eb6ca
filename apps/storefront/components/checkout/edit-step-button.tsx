'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { useToasts } from '../toast/toast-provider';
import { editStepAction } from './actions';
import styles from './checkout.module.css';

/** "Ändern" / "Change" on the summary: the checkout goes back to that step, then the page opens. */
export function EditStepButton({ step, label }: { step: 'shipping' | 'payment'; label: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const toasts = useToasts();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={styles.editLink}
      disabled={pending}
      aria-label={label}
      onClick={() =>
        startTransition(async () => {
          const outcome = await editStepAction(step);
          if (outcome.kind === 'next') router.push(outcome.to);
          else toasts.show({ id: `edit-${step}`, kind: 'error', messageKey: 'vue.cart.error.somethingWentWrong' });
        })
      }
    >
      {t('ui.change')}
    </button>
  );
}
