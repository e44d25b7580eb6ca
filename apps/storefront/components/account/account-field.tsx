'use client';

import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { AccountFieldNotes, describedBy } from './field-error';
import checkout from '../checkout/checkout.module.css';

/** A labelled text input of an account form, uncontrolled (works before hydration), its error below it. */
export function AccountField({
  name,
  label,
  error,
  defaultValue,
  type = 'text',
  autoComplete,
  maxLength,
  optional,
  hint,
  width,
  inputMode,
  onBlur,
  onChange,
}: {
  name: string;
  label: string;
  error?: string | null | undefined;
  defaultValue?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  optional?: boolean;
  hint?: string | undefined;
  width?: 'half' | 'third' | undefined;
  inputMode?: 'numeric' | undefined;
  onBlur?: (value: string) => void;
  onChange?: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = fieldId(name);
  return (
    <div className={`${checkout.field} ${width ? checkout[width] : ''}`}>
      <label className={checkout.label} htmlFor={id}>
        {label}
        {optional ? <span className={checkout.optional}> ({t('ui.form.optional')})</span> : null}
      </label>
      <input
        key={defaultValue}
        id={id}
        name={name}
        type={type}
        className={error ? `${checkout.input} ${checkout.invalid}` : checkout.input}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        maxLength={maxLength}
        inputMode={inputMode}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint)}
        onBlur={onBlur ? (event) => onBlur(event.target.value) : undefined}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        data-testid={`field-${name}`}
      />
      <AccountFieldNotes name={name} hint={hint} error={error} />
    </div>
  );
}
