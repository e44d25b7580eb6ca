'use client';

import { useRef } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { useKeptValue } from '../common/use-kept-input';
import { useI18n } from '../i18n/i18n-provider';
import styles from './checkout.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  optional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  maxLength?: number;
  width?: 'full' | 'half' | 'third' | 'twoThirds';
  hint?: string;
}

/** A labelled input with its field error below it (the id follows the field name, for scrolling). */
export function TextField({ name, label, value, onChange, error, optional, type = 'text', autoComplete, maxLength, width = 'full', hint }: TextFieldProps) {
  const { t } = useI18n();
  const id = fieldId(name);
  const inputRef = useRef<HTMLInputElement>(null);
  useKeptValue(inputRef, value, onChange);
  const widthClass = width === 'full' ? '' : styles[width];
  return (
    <label className={`${styles.field} ${widthClass ?? ''}`} htmlFor={id}>
      <span className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> ({t('ui.form.optional')})</span> : null}
      </span>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={type}
        className={error ? `${styles.input} ${styles.invalid}` : styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {hint && !error ? <span className={styles.hint}>{hint}</span> : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" data-testid={`error-${name}`}>
          {error}
        </span>
      ) : null}
    </label>
  );
}
