'use client';

import { CHECKOUT_ROUTES } from '@tafel/checkout-machine';
import type { LoginOption } from '@tafel/domain';
import { useRouter } from 'next/navigation';
import { useActionState } from 'react';
import { useFormStatus } from 'react-dom';
import { withToast } from '@/lib/toast/toast-param';
import { LoginForm } from '../account/login-form';
import { useI18n } from '../i18n/i18n-provider';
import { chooseLoginOptionAction } from './actions';
import { GuardReasonNote } from './guard-reason';
import { useCheckoutMachine } from './use-checkout-machine';
import styles from './checkout.module.css';

/** One of the new-customer options: a submit button of the option form (its name and value say which). */
function OptionButton({ option, label, refused }: { option: LoginOption; label: string; refused: boolean }) {
  const { t } = useI18n();
  const status = useFormStatus();
  const busy = status.pending && status.data?.get('option') === option;
  return (
    <button type="submit" name="option" value={option} className="btn btn-secondary btn-large" disabled={status.pending || refused} aria-describedby="option-reason">
      {busy ? t('ui.oneMoment') : label}
    </button>
  );
}

/**
 * The three ways through the login step: log in (e-mail, or customer number on the B2B shop),
 * order as a guest, or create an account with the order (spec §4 Checkout ordering).
 */
export function LoginStep({ isB2b, snapshot }: { isB2b: boolean; snapshot: string }) {
  const { t } = useI18n();
  const router = useRouter();
  const { refusal } = useCheckoutMachine(snapshot);
  // A form post (server action): a choice made before hydration or without JavaScript is not lost.
  const [state, chooseAction, pending] = useActionState(chooseLoginOptionAction, { message: null });
  const error = pending ? null : state.message;

  const optionRefusal = refusal({ type: 'login.chooseOption', option: 'guest' });
  return (
    <>
      {error ? (
        <p className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="login-option-error">
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
            redirectTo={CHECKOUT_ROUTES.shipping}
            trackAs="checkout"
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
            <form action={chooseAction} className={styles.optionButtons}>
              <OptionButton option="guest" label={t('ui.loginStep.guest')} refused={optionRefusal !== null} />
              <OptionButton option="register" label={t('ui.loginStep.register')} refused={optionRefusal !== null} />
            </form>
            <GuardReasonNote id="option-reason" reason={optionRefusal} />
          </section>
        )}
      </div>
    </>
  );
}
