/** A field's error under it, linked by `id` from the field's aria-describedby; nothing when there is none. */
export function FieldError({ id, error, testId }: { id: string; error: string | null | undefined; testId: string }) {
  if (!error) return null;
  return (
    <span id={id} className="field-error" data-testid={testId}>
      {error}
    </span>
  );
}
