'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type { LoginActionAnswer } from '@/lib/account/login-answer';
import { rateLimitedText, RATE_LIMITED_KEY } from '@/lib/account/rate-limit';
import { fieldId } from '@/lib/forms/form-errors';
import { postSessionChange } from '@/lib/session/session-channel';
import { loginEvent, loginFailedEvent, type LoginMethod } from '@/lib/tracking/site-events';
import { useTrack } from '../tracking/data-layer';
import { useI18n } from '../i18n/i18n-provider';
import { loginFormAction, type LoginFormState } from './actions';
import styles from '../checkout/checkout.module.css';

export type { LoginActionAnswer } from '@/lib/account/login-answer';

const INITIAL: LoginFormState = { ok: false, message: null, fieldErrors: {}, answer: 0, value: '' };

/**
 * The login form (e-mail, or the customer number on the B2B shop; password; stay logged in).
 * Hydrated it posts to /api/login-action/ (spec §7); before hydration or without JavaScript it is
 * a form post to a server action doing the same (the password never lands in the URL), which goes
 * on to `redirectTo`. Spec §8: a failed login shows a general message and marks the login field and
 * the password. Catalogue spec §7: the hydrated form tracks login / login_failed with `trackAs`
 * (default: email, or customer-number on the B2B shop; the checkout's login step says checkout).
 */
export function LoginForm({
  isB2b,
  submitLabel,
  redirectTo,
  onLoggedIn,
  trackAs,
  testId = 'login-form',
}: {
  isB2b: boolean;
  submitLabel: string;
  redirectTo: string;
  onLoggedIn: (answer: LoginActionAnswer) => void;
  trackAs?: LoginMethod;
  /** The form's test id (the header's flyout names its own). */
  testId?: string;
}) {
  const { t, message } = useI18n();
  const track = useTrack();
  const method: LoginMethod = trackAs ?? (isB2b ? 'customer-number' : 'email');
  const loginField = isB2b ? 'customerNumber' : 'email';
  const [state, fallbackAction] = useActionState(loginFormAction, INITIAL);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ error: string | null; fieldErrors: Record<string, string> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The hydrated form's own answer wins over the form post's (which only a submit before hydration gives).
  const error = answer ? answer.error : state.message;
  const fieldErrors = answer ? answer.fieldErrors : state.fieldErrors;

  // After a refusal the first marked field takes the focus (the login field, else the password).
  useEffect(() => {
    const first = [loginField, 'password'].find((name) => name in fieldErrors);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`#${fieldId(first)}`)?.focus();
  }, [fieldErrors, loginField]);

  async function logIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const response = await fetch('/api/login-action/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          formData: { [loginField]: String(data.get(loginField) ?? ''), password: String(data.get('password') ?? ''), stayLogged: data.get('stayLogged') === 'on' },
          mergeCart: true,
        }),
      });
      const answered = (await response.json()) as LoginActionAnswer;
      if (answered.successfull) {
        // Spec §4: the shop's other tabs take the new session over (cart, header) without a reload.
        // The button stays busy while the page navigates: no second login.
        postSessionChange('login');
        track(loginEvent(method));
        onLoggedIn(answered);
        return;
      }
      track(loginFailedEvent(method, answered.errorMessage));
      const marked: Record<string, string> = { [loginField]: '', password: '' };
      for (const fe of answered.fieldErrors) marked[fe.fieldName] = message(fe.errorMessage);
      setAnswer({
        error: answered.errorMessage === RATE_LIMITED_KEY ? rateLimitedText(message, answered.retryAfterSeconds ?? 0) : message(answered.errorMessage ?? 'vue.user.login.error.invalidCredentials'),
        fieldErrors: marked,
      });
    } catch {
      setAnswer({ error: message('vue.cart.error.somethingWentWrong'), fieldErrors: {} });
    }
    setBusy(false);
  }

  const inputClass = (name: string) => (name in fieldErrors ? `${styles.input} ${styles.invalid}` : styles.input);
  return (
    <form ref={formRef} action={fallbackAction} onSubmit={(event) => void logIn(event)} noValidate className={styles.fields} data-testid={testId}>
      <input type="hidden" name="redirect" value={redirectTo} />
      {error ? (
        <p className={`notice notice-error ${styles.field}`} role="alert" data-testid="login-error">
          {error}
        </p>
      ) : null}
      <label className={styles.field} htmlFor={fieldId(loginField)}>
        <span className={styles.label}>{isB2b ? t('ui.login.customerNumber') : t('ui.login.email')}</span>
        <input id={fieldId(loginField)} name={loginField} className={inputClass(loginField)} type={isB2b ? 'text' : 'email'} autoComplete={isB2b ? 'username' : 'email'} defaultValue={state.value} aria-invalid={loginField in fieldErrors} aria-describedby={fieldErrors[loginField] ? `${fieldId(loginField)}-error` : undefined} required />
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
