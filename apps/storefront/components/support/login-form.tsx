'use client';

import { useActionState } from 'react';
import { staffLoginAction, type LoginState } from './actions';

export function LoginForm({ expired }: { expired: boolean }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(staffLoginAction, { message: expired ? 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' : null });
  return (
    <form action={action} className="sc-login" noValidate>
      <h1>Support-Konsole</h1>
      <p className="sc-muted">Anmeldung für Support und Engineering (nicht für Kundinnen und Kunden).</p>
      {state.message && (
        <p role="alert" className="sc-alert">
          {state.message}
        </p>
      )}
      <label>
        E-Mail-Adresse
        <input name="email" type="email" autoComplete="username" required defaultValue={state.email} />
      </label>
      <label>
        Passwort
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button type="submit" className="sc-button" disabled={pending}>
        {pending ? 'Anmelden …' : 'Anmelden'}
      </button>
    </form>
  );
}
