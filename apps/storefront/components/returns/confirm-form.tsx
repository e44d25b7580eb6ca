'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useEffect, useMemo, useRef, useState } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { returnReasonKey } from '@/lib/returns/return-messages';
import { photosPending, RETURN_CONFIRMATION_ROUTE, type ReturnFlowView } from '@/lib/returns/return-view';
import { submitRefusal } from '@/lib/returns/selection-preview';
import { useI18n } from '../i18n/i18n-provider';
import { readReturnAction, submitReturnAction, type ConfirmState } from './actions';
import { FieldError } from './field-error';
import { useGoTo } from './use-go-to';
import styles from './returns.module.css';

/** How often the page asks how the submit (or a photo) goes. */
const POLL_MS = 1000;
const FIELDS = ['salutation', 'firstName', 'lastName', 'email', 'phone'] as const;
const SALUTATIONS = ['Frau', 'Herr', 'Divers'] as const;

/**
 * The confirm step (spec §3 confirm form): salutation, first and last name, e-mail, phone, posted
 * to the submit action (a return-submit job). The shared machine, restored from the workflow, says
 * why the return cannot be sent yet (a photo still uploading, a step missing); afterwards the page
 * follows the job until the return is filed (→ the thank-you view) or failed (the page shows the
 * failure with its ways out).
 */
export function ConfirmForm({ initialFlow, prefill }: { initialFlow: ReturnFlowView; prefill: ConfirmState['values'] }) {
  const { t, message } = useI18n();
  const router = useRouter();
  const [state, action, pending] = useActionState(submitReturnAction, { values: prefill, errors: {}, message: null });
  useGoTo(state);
  const [polled, setPolled] = useState<ReturnFlowView | null>(null);
  const flow = polled && (!state.flow || polled.version >= state.flow.version) ? polled : (state.flow ?? initialFlow);
  const submitting = flow.phase === 'SUBMITTING';
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(state.values);
  // A field's error goes once the shopper changes that field; the next answer brings its own.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setValues(state.values);
    setEdited(new Set());
  }, [state]);
  const edit = (name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set([...current, name])));
  };
  const refusal = useMemo(() => submitRefusal(flow, values), [flow, values]);
  // Not the contact's problems: the fields say those after a submit.
  const blocking = refusal !== null && refusal !== 'CONTACT_INVALID' ? refusal : null;

  useEffect(() => {
    const first = FIELDS.find((field) => state.errors[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [state.errors]);

  // Follow the submit (and photos still on their way).
  const follow = submitting || photosPending(flow);
  useEffect(() => {
    if (!follow) return;
    const timer = setTimeout(async () => {
      const outcome = await readReturnAction();
      if (outcome.kind !== 'ok') return;
      setPolled(outcome.flow);
      if (outcome.flow.phase === 'SUBMITTED') router.push(RETURN_CONFIRMATION_ROUTE);
      else if (outcome.flow.phase === 'FAILED') router.refresh();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [follow, flow, router]);

  if (submitting) {
    return (
      <div className={styles.waiting} role="status" aria-live="polite" data-testid="return-submitting">
        <span className={styles.spinner} aria-hidden="true" />
        {t('ui.returns.submitting')}
      </div>
    );
  }

  const text = (name: Exclude<(typeof FIELDS)[number], 'salutation'>, label: string, type: string, autoComplete: string, maxLength: number, optional = false) => {
    const id = fieldId(name);
    const error = edited.has(name) ? undefined : state.errors[name];
    return (
      <div className={`${styles.field} ${name === 'email' || name === 'phone' ? '' : styles.half}`}>
        <label className={styles.label} htmlFor={id}>
          {label}
          {optional ? <span className={styles.optional}> ({t('ui.form.optional')})</span> : null}
        </label>
        <input
          key={`${name}-${state.values[name]}`}
          id={id}
          name={name}
          type={type}
          defaultValue={state.values[name]}
          onChange={(event) => edit(name, event.target.value)}
          autoComplete={autoComplete}
          maxLength={maxLength}
          className={error ? `${styles.input} ${styles.invalid}` : styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={`contact-${name}`}
        />
        <FieldError id={`${id}-error`} error={error} testId={`error-${name}`} />
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      action={action}
      noValidate
      onSubmit={(event) => {
        // A photo on its way or a step missing: nothing to send yet (the note says why).
        if (blocking) event.preventDefault();
      }}
      data-testid="return-confirm-form"
    >
      {state.message ? (
        <p className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="confirm-message">
          {state.message}
        </p>
      ) : null}
      <div className={styles.fields}>
        <div className={`${styles.field} ${styles.third}`}>
          <label className={styles.label} htmlFor={fieldId('salutation')}>
            {t('ui.address.salutation')}
          </label>
          <select key={`salutation-${state.values.salutation}`} id={fieldId('salutation')} name="salutation" defaultValue={state.values.salutation} className={styles.select} data-testid="contact-salutation">
            <option value="">{t('ui.address.noSalutation')}</option>
            {SALUTATIONS.map((s) => (
              <option key={s} value={s}>
                {t(`ui.address.salutation.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.third}`} aria-hidden="true" />
        {text('firstName', t('ui.address.firstName'), 'text', 'given-name', 60)}
        {text('lastName', t('ui.address.lastName'), 'text', 'family-name', 60)}
        {text('email', t('ui.login.email'), 'email', 'email', 80)}
        {text('phone', t('ui.address.phone'), 'tel', 'tel', 30, true)}
      </div>
      <div className={styles.actions}>
        <a className={styles.back} href="/myaccount/returns/carrier">
          {t('ui.returns.back')}
        </a>
        <button
          type="submit"
          className={`btn btn-accent ${styles.next}`}
          disabled={pending}
          aria-disabled={blocking ? true : undefined}
          aria-describedby={blocking ? 'confirm-reason' : undefined}
          data-testid="return-submit"
          data-reason={refusal ?? ''}
        >
          {t('ui.returns.confirm.submit')}
        </button>
        {blocking ? (
          <p id="confirm-reason" className={styles.reason} data-testid="guard-reason" data-reason={blocking}>
            {message(returnReasonKey(blocking))}
          </p>
        ) : null}
      </div>
    </form>
  );
}
