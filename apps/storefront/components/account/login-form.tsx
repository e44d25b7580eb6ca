'use client';

import { useState, type FormEvent } from 'react';
import { rateLimitedText, RATE_LIMITED_KEY } from '@/lib/account/rate-limit';
import { fieldId } from '@/lib/forms/form-errors';
import { postSessionChange } from '@/lib/session/session-channel';
import { useI18n } from '../i18n/i18n-provider';
import styles from '../checkout/checkout.module.css';

/** What /api/login-action/ answers (spec §7). */
export interface LoginActionAnswer {
  successfull: boolean;
  errorMessage: string | null;
  cartMerged?: boolean;
  /** With errorMessage tafel.account.rateLimited: seconds until a login may be tried again. */
  retryAfterSeconds?: number;
  fieldErrors: { fieldName: string; errorMessage: string }[];
}

/**
 * The login form (e-mail, or the customer number on the B2B shop; password; stay logged in),
 * posting to /api/login-action/. Spec §8: a failed login shows a general message and marks the
 * login field and the password.
 */
export function LoginForm({ isB2b, submitLabel, onLoggedIn }: { isB2b: boolean; submitLabel: string; onLoggedIn: (answer: LoginActionAnswer) => void }) {
  const { t, message } = useI18n();
  const loginField = isB2b ? 'customerNumber' : 'email';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch('/api/login-action/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          formData: { [loginField]: String(data.get(loginField) ?? ''), password: String(data.get('password') ?? ''), stayLogged: data.get('stayLogged') === 'on' },
          mergeCart: true,
        }),
      });
      const answer = (await response.json()) as LoginActionAnswer;
      if (answer.successfull) {
        // Spec §4: the shop's other tabs take the new session over (cart, header) without a reload.
        postSessionChange('login');
        onLoggedIn(answer);
        return;
      }
      setError(
        answer.errorMessage === RATE_LIMITED_KEY
          ? rateLimitedText(message, answer.retryAfterSeconds ?? 0)
          : message(answer.errorMessage ?? 'vue.user.login.error.invalidCredentials'),
      );
      const marked: Record<string, string> = { [loginField]: '', password: '' };
      for (const fe of answer.fieldErrors) marked[fe.fieldName] = message(fe.errorMessage);
      setFieldErrors(marked);
    } catch {
      setError(message('vue.cart.error.somethingWentWrong'));
    } finally {
      setBusy(false);
    }
  }

  const inputClass = (name: string) => (name in fieldErrors ? `${styles.input} ${styles.invalid}` : styles.input);
  return (
    <form onSubmit={logIn} noValidate className={styles.fields} data-testid="login-form">
      {error ? (
        <p className={`notice notice-error ${styles.field}`} role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <label className={styles.field} htmlFor={fieldId(loginField)}>
        <span className={styles.label}>{isB2b ? t('ui.login.customerNumber') : t('ui.login.email')}</span>
        <input id={fieldId(loginField)} name={loginField} className={inputClass(loginField)} type={isB2b ? 'text' : 'email'} autoComplete={isB2b ? 'username' : 'email'} aria-invalid={loginField in fieldErrors} aria-describedby={fieldErrors[loginField] ? `${fieldId(loginField)}-error` : undefined} required />
        {fieldErrors[loginField] ? <span id={`${fieldId(loginField)}-error`} className="field-error">{fieldErrors[loginField]}</span> : null}
      </label>
      <label className={styles.field} htmlFor={fieldId('password')}>
        <span className={styles.label}>{t('ui.login.password')}</span>
        <input id={fieldId('password')} name="password" className={inputClass('password')} type="password" autoComplete="current-password" aria-invalid={'password' in fieldErrors} aria-describedby={fieldErrors.password ? `${fieldId('password')}-error` : undefined} required />
        {fieldErrors.password ? <span id={`${fieldId('password')}-error`} className="field-error">{fieldErrors.password}</span> : null}
      </label>
      <label className={`${styles.field} ${styles.checkbox}`}>
        <input type="checkbox" name="stayLogged" /> {t('ui.login.stayLoggedIn')}
      </label>
      <div className={styles.field}>
        <button type="submit" className="btn btn-large" disabled={busy}>
          {busy ? t('ui.login.busy') : submitLabel}
        </button>
      </div>
    </form>
  );
}
