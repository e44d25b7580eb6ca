'use client';

import { useActionState, useEffect } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { useGoTo } from '../returns/use-go-to';
import { useI18n } from '../i18n/i18n-provider';
import { changePasswordAction, type AccountFormState } from './actions';
import { FormNotice } from './form-notice';
import { PasswordField } from './password-field';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

const INITIAL: AccountFormState = { ok: false, message: null, fieldErrors: {}, answer: 0 };
const FIELDS = ['currentPassword', 'newPassword', 'newPasswordRepeat'] as const;

/** Spec §2 /myaccount/password: the current password and the new one twice (3–35 characters). */
export function ChangePasswordForm() {
  const { t } = useI18n();
  const [state, action, pending] = useActionState(changePasswordAction, INITIAL);
  useGoTo(state);
  useEffect(() => {
    const first = FIELDS.find((name) => state.fieldErrors[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [state]);
  return (
    <form key={state.ok ? state.answer : 0} action={action} noValidate className={checkout.panel} data-testid="password-form">
      <FormNotice message={state.message} ok={false} loginLink={state.loginLink} securityLogout={state.securityLogout} loginText={t('ui.account.contact.loginAgain')} testId="password-notice" />
      <div className={checkout.fields}>
        <PasswordField name="currentPassword" label={t('ui.account.changePassword.current')} autoComplete="current-password" error={state.fieldErrors.currentPassword} />
        <PasswordField name="newPassword" label={t('ui.account.newPassword.new')} autoComplete="new-password" hint={t('ui.account.password.hint')} error={state.fieldErrors.newPassword} />
        <PasswordField name="newPasswordRepeat" label={t('ui.account.newPassword.repeat')} autoComplete="new-password" error={state.fieldErrors.newPasswordRepeat} />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={pending} data-testid="password-save">
          {pending ? t('ui.account.contact.saving') : t('ui.account.changePassword.submit')}
        </button>
      </div>
    </form>
  );
}
