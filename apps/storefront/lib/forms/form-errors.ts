import type { Translator } from '@/lib/i18n/i18n';

/** A field error as the orchestrator answers it (FieldError) or as a client validator finds it. */
export interface FormFieldError {
  field: string;
  messageKey: string;
  params?: readonly { name: string; value: string }[] | Readonly<Record<string, string>> | undefined;
}

/** Texts per field in the shop language, the first error of a field winning (validators run in order, spec §5). */
export function fieldTexts(errors: readonly FormFieldError[], i18n: Pick<Translator, 'message'>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const error of errors) {
    if (!(error.field in texts)) texts[error.field] = i18n.message(error.messageKey, error.params as never);
  }
  return texts;
}

/** The DOM id of a form field (dots of nested names become dashes). */
export function fieldId(field: string): string {
  return `field-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** Spec §5: on failure the view scrolls to the first invalid field (in the order given). */
export function scrollToFirstInvalid(errors: readonly FormFieldError[]): void {
  for (const error of errors) {
    const element = document.getElementById(fieldId(error.field));
    if (element) {
      element.scrollIntoView({ behavior: 'smooth', block: 'center' });
      element.focus({ preventScroll: true });
      return;
    }
  }
}
