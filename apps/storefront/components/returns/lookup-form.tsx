'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { lookupReturnAction, type LookupState } from './actions';
import { FieldError } from './field-error';
import { useGoTo } from './use-go-to';
import styles from './returns.module.css';

const INITIAL: LookupState = { orderId: '', zipCode: '', errors: {}, message: null };

/**
 * Order number + postcode (spec §2 /myaccount/returns). A form post to a server action: it works
 * before hydration and without JavaScript, and the answer brings back what was typed.
 */
export function LookupForm() {
  const { t } = useI18n();
  const [state, action, pending] = useActionState(lookupReturnAction, INITIAL);
  useGoTo(state);
  const formRef = useRef<HTMLFormElement>(null);
  // A field's error goes once the shopper changes that field; the next answer brings its own.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setEdited(new Set()), [state]);
  // Focus the first field with a problem after an answer (the message is read out with it).
  useEffect(() => {
    const first = state.errors.orderId ? 'orderId' : state.errors.zipCode ? 'zipCode' : null;
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [state]);
  const field = (name: 'orderId' | 'zipCode', label: string, autoComplete: string, maxLength: number) => {
    const id = fieldId(name);
    const error = edited.has(name) ? undefined : state.errors[name];
    return (
      <div className={`${styles.field} ${styles.half}`}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <input
          key={`${name}-${state[name]}`}
          id={id}
          name={name}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          defaultValue={state[name]}
          onChange={() => setEdited((current) => (current.has(name) ? current : new Set([...current, name])))}
          autoComplete={autoComplete}
          maxLength={maxLength}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={`return-${name}`}
        />
        <FieldError id={`${id}-error`} error={error} testId={`error-${name}`} />
      </div>
    );
  };
  return (
    <form ref={formRef} action={action} noValidate data-testid="return-lookup">
      {state.message ? (
        <p className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="return-lookup-message">
          {state.message}
        </p>
      ) : null}
      <div className={styles.fields}>
        {field('orderId', t('ui.returns.lookup.orderId'), 'off', 64)}
        {field('zipCode', t('ui.returns.lookup.zipCode'), 'postal-code', 10)}
      </div>
      <div className={styles.actions}>
        <span />
        <button type="submit" className="btn btn-accent" disabled={pending} data-testid="return-lookup-submit">
          {t('ui.returns.lookup.submit')}
        </button>
      </div>
    </form>
  );
}
