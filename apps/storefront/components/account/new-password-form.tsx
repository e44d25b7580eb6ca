'use client';

import Link from 'next/link';
import { useActionState, useEffect } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { useGoTo } from '../returns/use-go-to';
import { useI18n } from '../i18n/i18n-provider';
import { setNewPasswordAction, type NewPasswordState } from './actions';
import { FormNotice } from './form-notice';
import { PasswordField } from './password-field';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

const INITIAL: NewPasswordState = { ok: false, message: null, fieldErrors: {}, answer: 0 };

/** Spec §4 password reset, last step: the new password twice; success goes to the login with the notice. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState(setNewPasswordAction, INITIAL);
  useGoTo(state);
  useEffect(() => {
    const first = ['password', 'passwordRepeat'].find((name) => state.fieldErrors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [state]);
  // A refused link (used, expired): the way on is a new e-mail; other refusals are fixed here.
  const linkRefused = state.linkRefused === true;
  return (
    <form action={action} noValidate className={checkout.panel} data-testid="new-password-form">
      <FormNotice message={state.message} ok={false} testId="new-password-error" />
      {linkRefused ? (
        <p>
          <Link href="/myaccount/resetpassword" prefetch={false}>
            {t('ui.account.newPassword.requestNew')}
          </Link>
        </p>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <div className={checkout.fields}>
        <PasswordField name="password" label={t('ui.account.newPassword.new')} autoComplete="new-password" hint={t('ui.account.password.hint')} error={state.fieldErrors.password} />
        <PasswordField name="passwordRepeat" label={t('ui.account.newPassword.repeat')} autoComplete="new-password" error={state.fieldErrors.passwordRepeat} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-large" disabled={pending} data-testid="new-password-submit">
          {t('ui.account.newPassword.submit')}
        </button>
      </div>
    </form>
  );
}
