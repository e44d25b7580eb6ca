'use client';

import { useActionState, useEffect } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { requestResetAction, type ResetState } from './actions';
import { AccountField } from './account-field';
import { FormNotice } from './form-notice';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

const INITIAL: ResetState = { ok: false, message: null, fieldErrors: {}, answer: 0, sent: false, value: '' };

/**
 * Spec §2 /myaccount/resetpassword: the e-mail (the customer number on the B2B shop), a honeypot
 * a person never fills, and the per-session counter (kept by the server action). A form post to a
 * server action: it works before hydration and without JavaScript.
 */
export function ResetForm({ isB2b }: { isB2b: boolean }) {
  const { t } = useI18n();
  const [state, action, pending] = useActionState(requestResetAction, INITIAL);
  const field = isB2b ? 'customerNumber' : 'email';
  useEffect(() => {
    if (state.fieldErrors[field]) document.getElementById(fieldId(field))?.focus();
  }, [state, field]);
  return (
    <form action={action} noValidate className={checkout.panel} data-testid="reset-form">
      <FormNotice message={state.message} ok={state.sent} testId={state.sent ? 'reset-sent' : 'reset-error'} />
      <div className={checkout.fields}>
        <AccountField
          name={field}
          label={isB2b ? t('ui.login.customerNumber') : t('ui.login.email')}
          type={isB2b ? 'text' : 'email'}
          autoComplete={isB2b ? 'username' : 'email'}
          maxLength={80}
          defaultValue={state.value}
          error={state.fieldErrors[field]}
        />
        {/* Spec §5 honeypot: off screen and out of the tab order; a bot that fills it gets the same answer and nothing is sent. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="field-website">{t('ui.account.reset.honeypot')}</label>
          <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-large" disabled={pending} data-testid="reset-submit">
          {pending ? t('ui.account.reset.busy') : t('ui.account.reset.submit')}
        </button>
      </div>
    </form>
  );
}
