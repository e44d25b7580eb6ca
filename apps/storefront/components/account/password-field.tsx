'use client';

import { useState } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import { useI18n } from '../i18n/i18n-provider';
import { AccountFieldNotes, describedBy } from './field-error';
import checkout from '../checkout/checkout.module.css';
import styles from './account-forms.module.css';

/**
 * A password input with its show/hide toggle (spec §5) and its error below it. Uncontrolled unless
 * `value` is given, so it also works in a form posted before hydration.
 */
export function PasswordField({
  name,
  label,
  error,
  autoComplete,
  hint,
  value,
  onChange,
  onBlur,
  width,
}: {
  name: string;
  label: string;
  error?: string | null | undefined;
  autoComplete: 'current-password' | 'new-password';
  hint?: string | undefined;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  width?: 'half' | undefined;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const id = fieldId(name);
  // The hint gives way to the error: only what is shown describes the field.
  const shownHint = error ? undefined : hint;
  return (
    <div className={`${checkout.field} ${width === 'half' ? checkout.half : ''}`}>
      <label className={checkout.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.passwordWrap}>
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          className={error ? `${checkout.input} ${checkout.invalid}` : checkout.input}
          autoComplete={autoComplete}
          maxLength={35}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error, shownHint)}
          {...(value === undefined ? {} : { value, onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange?.(event.target.value) })}
          onBlur={onBlur}
          data-testid={`field-${name}`}
        />
        {/* The label says what a press does (show / hide); no aria-pressed besides a changing label. */}
        <button type="button" className={styles.toggle} aria-controls={id} onClick={() => setShown((now) => !now)}>
          {shown ? t('ui.account.password.hide') : t('ui.account.password.show')}
        </button>
      </div>
      <AccountFieldNotes name={name} hint={shownHint} error={error} />
    </div>
  );
}
