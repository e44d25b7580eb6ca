'use client';

import { useActionState, useEffect, useRef } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { postSessionChange } from '@/lib/session/session-channel';
import { useGoTo } from '../returns/use-go-to';
import { useI18n } from '../i18n/i18n-provider';
import { deleteAccountAction, type AccountFormState } from './actions';
import { FormNotice } from './form-notice';
import { PasswordField } from './password-field';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

const INITIAL: AccountFormState = { ok: false, message: null, fieldErrors: {}, answer: 0 };

/**
 * Account deletion with a confirmation step asking for the password. On success the session is
 * gone (the server action cleared its cookies and kept the new anonymous cart), the other tabs
 * hear the logout, and the shop starts over on the home page with the notice.
 */
export function DeleteAccount() {
  const { t } = useI18n();
  // A <details> is the confirmation step: it opens without JavaScript too.
  const stepRef = useRef<HTMLDetailsElement>(null);
  const [state, action, pending] = useActionState(deleteAccountAction, INITIAL);
  useEffect(() => {
    if (state.ok) postSessionChange('logout');
    else if (state.fieldErrors.password) document.getElementById(fieldId('password'))?.focus();
  }, [state]);
  useGoTo(state);
  return (
    <section className={`${checkout.panel} ${styles.danger}`} aria-labelledby="delete-title" data-testid="delete-account">
      <h2 id="delete-title" className={checkout.panelTitle}>
        {t('ui.account.delete.title')}
      </h2>
      <p>{t('ui.account.delete.intro')}</p>
      <details ref={stepRef} open={state.answer > 0 ? true : undefined} onToggle={(event) => event.currentTarget.open && document.getElementById(fieldId('password'))?.focus()}>
        <summary className="btn btn-secondary" data-testid="delete-start">
          {t('ui.account.delete.start')}
        </summary>
        <form action={action} noValidate data-testid="delete-form">
          <FormNotice message={state.message} ok={false} loginLink={state.loginLink} loginText={t('ui.account.contact.loginAgain')} testId="delete-notice" />
          <p>{t('ui.account.delete.confirmText')}</p>
          <div className={checkout.fields}>
            <PasswordField name="password" label={t('ui.account.delete.password')} autoComplete="current-password" error={state.fieldErrors.password} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className={`btn ${styles.dangerButton}`} disabled={pending} data-testid="delete-confirm">
              {t('ui.account.delete.confirm')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={() => stepRef.current?.removeAttribute('open')} disabled={pending}>
              {t('ui.account.delete.cancel')}
            </button>
          </div>
        </form>
      </details>
    </section>
  );
}
