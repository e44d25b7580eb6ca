'use client';

import { contentForm, validateContentForm, CHECKBOX_ON, type ContentFormField } from '@tafel/domain';
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { submitContentFormAction } from '@/components/service/actions';
import { EMPTY_FORM_STATE, FORM_ID_FIELD, HONEYPOT_FIELD, postedFields, problemTexts } from '@/lib/forms/content-form-view';
import { fieldId } from '@/lib/forms/form-errors';
import { fillMessage, type Messages } from '@/lib/i18n/translate';
import styles from '@/components/service/service.module.css';

/** What the server hands the form: labels and option texts by field, and the error texts of the checks. */
export interface ContentFormTexts {
  labels: Record<string, string>;
  /** Option texts by field, then by value. */
  options: Record<string, Record<string, string>>;
  /** The texts of the checks' message keys (with their "#noParams" wording). */
  errors: Messages;
  optional: string;
  choose: string;
  submit: string;
  busy: string;
  honeypot: string;
  required: string;
  /** Hints under fields by name (a message's length). */
  hints: Record<string, string>;
}

/**
 * The fields of one of the shop's forms (libs/domain content-forms), checked in the browser with
 * the same rules the orchestrator applies, and posted to a server action (it works before
 * hydration and without JavaScript). Errors stand at their fields, the first one focused (spec §5).
 */
export function ContentFormFields({ formId, texts, buttonClass, testId }: { formId: string; texts: ContentFormTexts; buttonClass: string; testId: string }) {
  const definition = contentForm(formId);
  const [state, action, pending] = useActionState(submitContentFormAction, EMPTY_FORM_STATE);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const notice = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errors = clientErrors ?? state.fieldErrors;

  // A new answer: the client's marks give way to the server's; focus its first error, else its message.
  useEffect(() => {
    setClientErrors(null);
    if (state.answer === 0) return;
    const first = definition?.fields.find((f) => state.fieldErrors[f.name]);
    if (first) document.getElementById(fieldId(`${formId}-${first.name}`))?.focus();
    else notice.current?.focus();
    if (state.ok) formRef.current?.reset();
  }, [state, definition, formId]);

  if (!definition) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = validateContentForm(definition.formId, postedFields(definition, new FormData(event.currentTarget)));
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = problemTexts(checked.problems, (key, params) => fillMessage(texts.errors, key, params));
    setClientErrors(found);
    const first = definition.fields.find((f) => found[f.name]);
    if (first) document.getElementById(fieldId(`${formId}-${first.name}`))?.focus();
  };

  return (
    <form ref={formRef} action={action} onSubmit={onSubmit} noValidate className={styles.panel} data-testid={testId}>
      {state.message ? (
        <p ref={notice} tabIndex={-1} className={`notice ${state.ok ? 'notice-success' : 'notice-error'} ${styles.notice}`} role={state.ok ? 'status' : 'alert'} data-testid={state.ok ? 'form-sent' : 'form-error'}>
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name={FORM_ID_FIELD} value={definition.formId} />
      <p className={`${styles.hint} ${styles.requiredNote}`}>{texts.required}</p>
      <div className={styles.fields}>
        {definition.fields.map((field) => (
          <Field key={`${field.name}-${state.answer}`} formId={formId} field={field} texts={texts} value={state.values[field.name] ?? ''} error={errors[field.name]} />
        ))}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>{texts.honeypot}</label>
          <input id={`${formId}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonClass} disabled={pending} data-testid={`${testId}-submit`}>
          {pending ? texts.busy : texts.submit}
        </button>
      </div>
    </form>
  );
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  name: 'name',
  contactName: 'name',
  email: 'email',
  phone: 'tel',
  institution: 'organization',
  street: 'street-address',
  postCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
  salutation: 'honorific-prefix',
};

function Field({ formId, field, texts, value, error }: { formId: string; field: ContentFormField; texts: ContentFormTexts; value: string; error: string | undefined }) {
  const id = fieldId(`${formId}-${field.name}`);
  const errorId = `${id}-error`;
  const label = texts.labels[field.name] ?? field.name;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'data-testid': `field-${field.name}`,
  } as const;
  const errorText = error ? (
    <span id={errorId} className="field-error" data-testid={`error-${field.name}`}>
      {error}
    </span>
  ) : null;
  if (field.kind === 'checkbox') {
    return (
      <div className={styles.field}>
        <label className={styles.check} htmlFor={id}>
          <input {...common} type="checkbox" value={CHECKBOX_ON} defaultChecked={value === CHECKBOX_ON} />
          <span>
            {label}
            {field.required ? ' *' : null}
          </span>
        </label>
        {errorText}
      </div>
    );
  }
  const className = `${field.kind === 'select' ? styles.select : field.kind === 'textarea' ? styles.textarea : styles.input} ${error ? styles.invalid : ''}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {field.required ? ' *' : <span className={styles.optional}> ({texts.optional})</span>}
      </label>
      {field.kind === 'select' ? (
        <select {...common} className={className} defaultValue={value} autoComplete={AUTOCOMPLETE[field.name]}>
          <option value="">{texts.choose}</option>
          {(field.options ?? []).filter((option) => option !== '').map((option) => (
            <option key={option} value={option}>
              {texts.options[field.name]?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : field.kind === 'textarea' ? (
        <>
          <textarea {...common} className={className} defaultValue={value} maxLength={field.maxLength} rows={6} />
          {texts.hints[field.name] ? <span className={styles.hint}>{texts.hints[field.name]}</span> : null}
        </>
      ) : (
        <input
          {...common}
          className={className}
          defaultValue={value}
          type={field.kind === 'number' ? 'number' : field.kind}
          min={field.min}
          max={field.max}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          maxLength={field.kind === 'number' ? undefined : field.maxLength}
          autoComplete={AUTOCOMPLETE[field.name]}
        />
      )}
      {errorText}
    </div>
  );
}
