import type { ReactNode } from 'react';
import { fieldId } from '@/lib/forms/form-errors';
import checkout from '../checkout/checkout.module.css';

/** The id of a field's error text, for the field's aria-describedby. */
export function errorId(name: string): string {
  return `${fieldId(name)}-error`;
}

/** A field's error under it (linked by the field's aria-describedby); nothing when there is none. */
export function AccountFieldError({ name, error }: { name: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <span id={errorId(name)} className="field-error" data-testid={`error-${name}`}>
      {error}
    </span>
  );
}

/** The id of a field's hint text. */
export function hintId(name: string): string {
  return `${fieldId(name)}-hint`;
}

/** A field's aria-describedby: its error and the hint it shows; undefined when neither is there. */
export function describedBy(name: string, error: string | null | undefined, hint: ReactNode): string | undefined {
  return [error ? errorId(name) : null, hint ? hintId(name) : null].filter(Boolean).join(' ') || undefined;
}

/** What stands under a field: the hint it shows, then its error. */
export function AccountFieldNotes({ name, hint, error }: { name: string; hint: ReactNode; error: string | null | undefined }) {
  return (
    <>
      {hint ? (
        <span id={hintId(name)} className={checkout.hint}>
          {hint}
        </span>
      ) : null}
      <AccountFieldError name={name} error={error} />
    </>
  );
}
