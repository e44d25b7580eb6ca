import { CHECKBOX_ON, contentForm, type ContentFormDefinition, type ContentFormFieldProblem } from '@tafel/domain';

// The shop's forms (libs/domain content-forms) as the storefront posts and shows them: reading a
// posted FormData into the form's fields, the honeypot, and the orchestrator's field names.

/** The honeypot's name: a field a person never sees or fills (spec §5). */
export const HONEYPOT_FIELD = 'website';
/** The hidden field that names the form. */
export const FORM_ID_FIELD = 'formId';

/** What a form's state says about its fields: the values to show again and the error texts by field. */
export interface ContentFormState {
  ok: boolean;
  /** The general answer (success with the reference, rate limit, outage); null when none. */
  message: string | null;
  fieldErrors: Record<string, string>;
  /** The values to fill in again after a refused post without JavaScript. */
  values: Record<string, string>;
  reference: string | null;
  /** Counts the answers: a new answer (even an equal one) moves the focus again. */
  answer: number;
}

export const EMPTY_FORM_STATE: ContentFormState = { ok: false, message: null, fieldErrors: {}, values: {}, reference: null, answer: 0 };

/** The fields of a form as posted: each field of the definition once (a checkbox not ticked is ''), at most 10000 characters each. */
export function postedFields(definition: ContentFormDefinition, form: FormData): { name: string; value: string }[] {
  return definition.fields.map(({ name, kind }) => {
    const raw = form.get(name);
    const value = typeof raw === 'string' ? raw.slice(0, 10_000) : '';
    return { name, value: kind === 'checkbox' ? (value === CHECKBOX_ON ? CHECKBOX_ON : '') : value };
  });
}

/** The definition a posted form names, or null. */
export function postedDefinition(form: FormData): ContentFormDefinition | null {
  const id = form.get(FORM_ID_FIELD);
  return typeof id === 'string' ? contentForm(id) : null;
}

/**
 * Names a post carries beyond what its form has (or a field sent twice): a forged post, refused as
 * a whole rather than quietly trimmed. React's own `$ACTION_…` entries of a post made before
 * hydration are not the shopper's.
 */
export function unexpectedFields(form: FormData, expected: readonly string[]): string[] {
  const allowed = new Set(expected);
  const seen = new Set<string>();
  const unexpected = new Set<string>();
  for (const [name] of form.entries()) {
    if (name.startsWith('$ACTION')) continue;
    if (!allowed.has(name) || seen.has(name)) unexpected.add(name);
    seen.add(name);
  }
  return [...unexpected];
}

/** The names a Form Teaser's post may carry: its fields, the form's name and the honeypot. */
export const contentFormNames = (definition: ContentFormDefinition): string[] => [...definition.fields.map((f) => f.name), FORM_ID_FIELD, HONEYPOT_FIELD];

/** True when the honeypot was filled (a bot): the form answers as if sent, and nothing is sent. */
export function honeypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === 'string' && value.trim() !== '';
}

/** The orchestrator names a form's field fields.<name>; the form's own name is what the page marks. */
export function formFieldName(field: string): string {
  return field.startsWith('fields.') ? field.slice('fields.'.length) : field;
}

/** The error texts of the domain's problems by field, the first problem of a field winning. */
export function problemTexts(problems: readonly ContentFormFieldProblem[], text: (key: string, params?: Record<string, string>) => string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const problem of problems) {
    const field = formFieldName(problem.field);
    if (!(field in texts)) texts[field] = text(problem.messageKey, problem.params);
  }
  return texts;
}

/** Whole minutes to wait after FormRateLimitedError, at least one. */
export function waitMinutes(retryAfterSeconds: number): number {
  return Number.isFinite(retryAfterSeconds) && retryAfterSeconds > 60 ? Math.ceil(retryAfterSeconds / 60) : 1;
}
