'use client';

import { CHECKOUT_ROUTES } from '@tafel/checkout-machine';
import type { LoginOption } from '@tafel/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { t } from '../../lib/i18n';
import { withToast } from '../../lib/toast-param';
import { LoginForm } from '../account/login-form';
import { GuardReasonNote } from './guard-reason';
import { useCheckoutMachine } from './use-checkout-machine';
import styles from './checkout.module.css';

/**
 * The three ways through the login step: log in (e-mail, or customer number on the B2B shop),
 * order as a guest, or create an account with the order (spec §4 Checkout ordering).
 */
export function LoginStep({ isB2b, snapshot }: { isB2b: boolean; snapshot: string }) {
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
      setError(t(answer.errorMessage ?? 'vue.cart.error.somethingWentWrong'));
    } catch {
      setError(t('vue.cart.error.somethingWentWrong'));
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
            Ich bin bereits Kunde
          </h2>
          <LoginForm
            isB2b={isB2b}
            submitLabel="Anmelden und weiter"
            onLoggedIn={(answer) => {
              router.push(answer.cartMerged ? withToast(CHECKOUT_ROUTES.shipping, 'vue.cart.notification.mergeCarts') : CHECKOUT_ROUTES.shipping);
              router.refresh();
            }}
          />
        </section>
        {isB2b ? null : (
          <section className={styles.panel} aria-labelledby="new-title">
            <h2 id="new-title" className={styles.panelTitle}>
              Neu bei Tafel?
            </h2>
            <p>Sie geben Ihre Adresse im nächsten Schritt ein. Mit einem Kundenkonto sehen Sie Ihre Bestellungen und bestellen beim nächsten Mal schneller.</p>
            <div className={styles.optionButtons}>
              <button type="button" className="btn btn-secondary btn-large" disabled={busy !== null || optionRefusal !== null} aria-describedby="option-reason" onClick={() => choose('guest')}>
                {busy === 'guest' ? 'Einen Moment …' : 'Als Gast bestellen'}
              </button>
              <button type="button" className="btn btn-secondary btn-large" disabled={busy !== null || optionRefusal !== null} aria-describedby="option-reason" onClick={() => choose('register')}>
                {busy === 'register' ? 'Einen Moment …' : 'Kundenkonto anlegen'}
              </button>
            </div>
            <GuardReasonNote id="option-reason" reason={optionRefusal} />
          </section>
        )}
      </div>
    </>
  );
}
