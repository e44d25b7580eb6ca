'use client';

import { CHECKOUT_ROUTES } from '@tafel/checkout-machine';
import type { LoginOption } from '@tafel/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { withToast } from '@/lib/toast/toast-param';
import { LoginForm } from '../account/login-form';
import { useI18n } from '../i18n/i18n-provider';
import { GuardReasonNote } from './guard-reason';
import { useCheckoutMachine } from './use-checkout-machine';
import styles from './checkout.module.css';

/**
 * The three ways through the login step: log in (e-mail, or customer number on the B2B shop),
 * order as a guest, or create an account with the order (spec §4 Checkout ordering).
 */
export function LoginStep({ isB2b, snapshot }: { isB2b: boolean; snapshot: string }) {
  const { t, message } = useI18n();
  const router = useRouter();
  const { refusal } = useCheckoutMachine(snapshot);
  const [busy, setBusy] = useState<LoginOption | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(option: LoginOption) {
    setBusy(option);
    setError(null);
    try {
      const response = await fetch('/api/checkout-auth/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ authType: option }) });
      const answer = (await response.json()) as { successful: boolean; errorMessage: string | null };
      if (answer.successful) {
        router.push(CHECKOUT_ROUTES.shipping);
        return;
      }
      setError(message(answer.errorMessage ?? 'vue.cart.error.somethingWentWrong'));
    } catch {
      setError(message('vue.cart.error.somethingWentWrong'));
    } finally {
      setBusy(null);
    }
  }

  const optionRefusal = refusal({ type: 'login.chooseOption', option: 'guest' });
  return (
    <>
      {error ? (
        <p className={`notice notice-error ${styles.generalError}`} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.loginGrid}>
        <section className={styles.panel} aria-labelledby="login-title">
          <h2 id="login-title" className={styles.panelTitle}>
            {t('ui.loginStep.existing')}
          </h2>
          <LoginForm
            isB2b={isB2b}
            submitLabel={t('ui.loginStep.submit')}
            onLoggedIn={(answer) => {
              router.push(answer.cartMerged ? withToast(CHECKOUT_ROUTES.shipping, 'vue.cart.notification.mergeCarts') : CHECKOUT_ROUTES.shipping);
              router.refresh();
            }}
          />
        </section>
        {isB2b ? null : (
          <section className={styles.panel} aria-labelledby="new-title">
            <h2 id="new-title" className={styles.panelTitle}>
              {t('ui.loginStep.new')}
            </h2>
            <p>{t('ui.loginStep.newText')}</p>
            <div className={styles.optionButtons}>
              <button type="button" className="btn btn-secondary btn-large" disabled={busy !== null || optionRefusal !== null} aria-describedby="option-reason" onClick={() => choose('guest')}>
                {busy === 'guest' ? t('ui.oneMoment') : t('ui.loginStep.guest')}
              </button>
              <button type="button" className="btn btn-secondary btn-large" disabled={busy !== null || optionRefusal !== null} aria-describedby="option-reason" onClick={() => choose('register')}>
                {busy === 'register' ? t('ui.oneMoment') : t('ui.loginStep.register')}
              </button>
            </div>
            <GuardReasonNote id="option-reason" reason={optionRefusal} />
          </section>
        )}
      </div>
    </>
  );
}
