import { fieldId } from '@/lib/forms/form-errors';

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
