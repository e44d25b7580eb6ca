'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { postSessionChange } from '@/lib/session/session-channel';
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
  const [formState, action, formPending] = useActionState(deleteAccountAction, INITIAL);
  // Once hydrated the form posts to the route (see deleteAccountAction why), its answer shown here.
  const [fetched, setFetched] = useState<AccountFormState | null>(null);
  const [busy, setBusy] = useState(false);
  const state = fetched ?? formState;
  const pending = formPending || busy;
  useEffect(() => {
    if (state.fieldErrors.password) document.getElementById(fieldId('password'))?.focus();
  }, [state]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setBusy(true);
    try {
      const response = await fetch('/api/account/delete', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password, answer: state.answer }) });
      const answer = (await response.json()) as AccountFormState;
      if (answer.ok && answer.to) {
        // Spec §4: the other tabs follow; a full load starts the shop over as a visitor.
        postSessionChange('logout');
        window.location.assign(answer.to);
        return;
      }
      setFetched({ ...INITIAL, ...answer, fieldErrors: answer.fieldErrors ?? {} });
    } catch {
      setFetched({ ...INITIAL, message: t('ui.account.delete.failed'), answer: state.answer + 1 });
    } finally {
      setBusy(false);
    }
  }
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
        <form action={action} onSubmit={(event) => void submit(event)} noValidate className={styles.confirmStep} data-testid="delete-form">
          <FormNotice message={state.message} ok={false} loginLink={state.loginLink} securityLogout={state.securityLogout} loginText={t('ui.account.contact.loginAgain')} testId="delete-notice" />
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
