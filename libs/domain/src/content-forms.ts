import { ADDRESS_COUNTRIES, ADDRESS_LIMITS, AddressKeys, postCodeProblem, SALUTATIONS } from './address.js';
import { email as emailRule, EMAIL_MAX_LENGTH, untypeableCharacters, ValidationKeys, type FieldProblem } from './validation.js';

/**
 * The shop's forms a visitor can send from a CMS Form Teaser or a service page (issue 28):
 * contact form, advice request, the B2B printed-catalogue request and the sweepstakes entry.
 * One definition per formId, read by the storefront (rendering, client checks), the orchestrator
 * (checks before anything is sent) and the upstream stand-in (its own checks): every layer answers
 * the same message keys.
 */
export type ContentFormFieldKind = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'number' | 'checkbox';

export interface ContentFormField {
  name: string;
  kind: ContentFormFieldKind;
  required: boolean;
  /** Characters after trimming. */
  maxLength: number;
  /** The allowed values of a select ('' = nothing chosen, allowed when not required). */
  options?: readonly string[];
  /** Bounds of a number field (whole numbers). */
  min?: number;
  max?: number;
}

export interface ContentFormDefinition {
  formId: ContentFormId;
  fields: readonly ContentFormField[];
  /** The field holding the sender's e-mail: the confirmation mail goes there. */
  senderEmailField: string;
}

export const CONTENT_FORM_IDS = ['kontaktformular', 'beratungsanfrage', 'katalog-bestellung', 'gewinnspiel-klassenausstattung'] as const;
export type ContentFormId = (typeof CONTENT_FORM_IDS)[number];

/** Keys of the content forms beyond the spec's §5 keys (ours; the spec does not name them). */
export const ContentFormKeys = {
  required: ValidationKeys.required,
  emailIncorrect: ValidationKeys.emailIncorrect,
  maxLength: ValidationKeys.maxLength,
  invalidOption: ValidationKeys.invalidOption,
  phoneCharacters: ValidationKeys.phoneCharacters,
  /** Control characters, separators or bidi overrides in a text (line breaks only in a message). */
  invalidCharacters: ValidationKeys.lettersMarksNumbersSpaces,
  postCode: AddressKeys.postCode,
  /** A number outside its bounds (params min, max). */
  numberRange: 'vue.form.error.numberRange',
  /** A field the form does not have, or one sent twice. */
  unknownField: 'vue.form.error.unknownField',
  /** A formId that names no form. */
  unknownForm: 'vue.form.error.unknownForm',
} as const;

/** The most fields a form posts (the contract's limit). */
export const CONTENT_FORM_MAX_FIELDS = 30;
export const CONTENT_FORM_MESSAGE_MAX_LENGTH = 2000;

export const CONTACT_SUBJECTS = ['bestellung', 'lieferung', 'ruecksendung', 'produkt', 'rechnung', 'sonstiges'] as const;
export const ADVICE_TOPICS = ['ausstattung', 'produktberatung', 'raumplanung', 'sonstiges'] as const;
export const CATALOGUE_COPIES = { min: 1, max: 5 } as const;

const NAME = ADDRESS_LIMITS.name;
const text = (name: string, required: boolean, maxLength: number = NAME): ContentFormField => ({ name, kind: 'text', required, maxLength });
const mail = (name = 'email'): ContentFormField => ({ name, kind: 'email', required: true, maxLength: EMAIL_MAX_LENGTH });
const phone = (required: boolean): ContentFormField => ({ name: 'phone', kind: 'tel', required, maxLength: ADDRESS_LIMITS.phone });
const message = (): ContentFormField => ({ name: 'message', kind: 'textarea', required: true, maxLength: CONTENT_FORM_MESSAGE_MAX_LENGTH });
const select = (name: string, required: boolean, options: readonly string[]): ContentFormField => ({ name, kind: 'select', required, maxLength: 40, options });

export const CONTENT_FORMS: Readonly<Record<ContentFormId, ContentFormDefinition>> = {
  kontaktformular: {
    formId: 'kontaktformular',
    senderEmailField: 'email',
    fields: [
      select('salutation', false, SALUTATIONS),
      text('firstName', true),
      text('lastName', true),
      mail(),
      phone(false),
      text('orderNumber', false, 20),
      select('subject', true, CONTACT_SUBJECTS),
      message(),
    ],
  },
  beratungsanfrage: {
    formId: 'beratungsanfrage',
    senderEmailField: 'email',
    fields: [text('name', true, 120), text('institution', false, ADDRESS_LIMITS.company), mail(), phone(true), select('topic', true, ADVICE_TOPICS), message()],
  },
  'katalog-bestellung': {
    formId: 'katalog-bestellung',
    senderEmailField: 'email',
    fields: [
      text('institution', true, ADDRESS_LIMITS.company),
      text('contactName', true, 120),
      text('street', true, ADDRESS_LIMITS.street),
      { name: 'postCode', kind: 'text', required: true, maxLength: 10 },
      text('city', true, ADDRESS_LIMITS.city),
      select('country', true, ADDRESS_COUNTRIES),
      mail(),
      { name: 'copies', kind: 'number', required: true, maxLength: 1, min: CATALOGUE_COPIES.min, max: CATALOGUE_COPIES.max },
    ],
  },
  'gewinnspiel-klassenausstattung': {
    formId: 'gewinnspiel-klassenausstattung',
    senderEmailField: 'email',
    fields: [text('name', true, 120), text('institution', true, ADDRESS_LIMITS.company), mail(), { name: 'acceptTerms', kind: 'checkbox', required: true, maxLength: 4 }],
  },
};

/** The definition of a formId, or null when it names no form. */
export function contentForm(formId: string): ContentFormDefinition | null {
  return (CONTENT_FORM_IDS as readonly string[]).includes(formId) ? CONTENT_FORMS[formId as ContentFormId] : null;
}

/** The value a checked checkbox sends. */
export const CHECKBOX_ON = 'true';

const PHONE = /^[0-9+\- ]+$/;
const WHOLE = /^\d+$/;

/** One field's problem (value trimmed), or null. Rules by kind, then the field's extras. */
export function contentFieldProblem(field: ContentFormField, raw: string, all: Readonly<Record<string, string>> = {}): FieldProblem | null {
  const value = raw.trim();
  if (field.kind === 'checkbox') {
    if (value === '') return field.required ? { messageKey: ContentFormKeys.required } : null;
    return value === CHECKBOX_ON ? null : { messageKey: ContentFormKeys.invalidOption };
  }
  if (value === '') return field.required ? { messageKey: ContentFormKeys.required } : null;
  // E-mails say "incorrect" for any malformed or overlong address (spec §5), not "too long".
  if (field.kind === 'email') return emailRule(value);
  if (value.length > field.maxLength) return { messageKey: ContentFormKeys.maxLength, params: { max: String(field.maxLength) } };
  // The values end up in a mail to the sender and the shop's inbox: one line each, but a message.
  const characters = untypeableCharacters(value, field.kind === 'textarea');
  if (characters) return characters;
  if (field.kind === 'select') return field.options?.includes(value) ? null : { messageKey: ContentFormKeys.invalidOption };
  if (field.kind === 'tel') return PHONE.test(value) ? null : { messageKey: ContentFormKeys.phoneCharacters };
  if (field.kind === 'number') {
    const number = WHOLE.test(value) ? Number(value) : NaN;
    const min = field.min ?? 0;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    return number >= min && number <= max ? null : { messageKey: ContentFormKeys.numberRange, params: { min: String(min), max: String(max) } };
  }
  // Postcodes follow the country chosen on the same form (DE five digits, AT/CH four, ...).
  if (field.name === 'postCode' && all.country !== undefined) return postCodeProblem(value, all.country.trim());
  return null;
}

export interface ContentFormFieldProblem extends FieldProblem {
  /** The field's name; 'formId' for an unknown form. */
  field: string;
}

export type ContentFormValidation =
  | { ok: true; definition: ContentFormDefinition; values: Record<string, string> }
  | { ok: false; problems: ContentFormFieldProblem[] };

/**
 * Checks a posted form: every field in definition order (spec §5: all validated in order), then
 * names sent that the form does not have (or sent twice). Values are trimmed; fields not sent
 * count as empty. Answers the trimmed values of every field of the form when all is well.
 */
export function validateContentForm(formId: string, fields: readonly { name: string; value: string }[]): ContentFormValidation {
  const definition = contentForm(formId);
  if (!definition) return { ok: false, problems: [{ field: 'formId', messageKey: ContentFormKeys.unknownForm }] };
  const known = new Set(definition.fields.map((f) => f.name));
  const given: Record<string, string> = {};
  const problems: ContentFormFieldProblem[] = [];
  for (const { name, value } of fields) {
    if (!known.has(name) || Object.hasOwn(given, name)) problems.push({ field: name, messageKey: ContentFormKeys.unknownField });
    else given[name] = value.trim();
  }
  const values: Record<string, string> = {};
  const fieldProblems: ContentFormFieldProblem[] = [];
  for (const field of definition.fields) {
    const value = given[field.name] ?? '';
    values[field.name] = value;
    const problem = contentFieldProblem(field, value, given);
    if (problem) fieldProblems.push({ field: field.name, ...problem });
  }
  const all = [...fieldProblems, ...problems];
  return all.length === 0 ? { ok: true, definition, values } : { ok: false, problems: all };
}
