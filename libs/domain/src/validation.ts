/** Message keys of the spec's field validators (spec §5). */
export const ValidationKeys = {
  required: 'vue.form.error.requiredField',
  emailIncorrect: 'vue.form.error.email.incorrect',
  emailNotUnique: 'vue.form.error.email.notUnique',
  passwordInvalidLength: 'vue.form.error.password.invalidLength',
  maxLength: 'vue.form.error.maxLength',
  /** A value outside a fixed set of choices (a select, a filter, a page number). */
  invalidOption: 'vue.form.error.invalidOption',
  // Helper-rule keys below are ours; the spec (§5) lists the rules but not their keys.
  digitsOnly: 'vue.form.error.digitsOnly',
  lettersDigitsDashPlus: 'vue.form.error.lettersDigitsDashPlus',
  phoneCharacters: 'vue.form.error.phone.invalidCharacters',
  lettersMarksNumbersSpaces: 'vue.form.error.invalidCharacters',
  alphanumericName: 'vue.form.error.name.invalidCharacters',
  startsWithLetter: 'vue.form.error.startsWithLetter',
  containsDigit: 'vue.form.error.containsDigit',
} as const;

/** Spec §5 limits. */
export const EMAIL_MAX_LENGTH = 80;
export const PASSWORD_MIN_LENGTH = 3;
export const PASSWORD_MAX_LENGTH = 35;
export const CUSTOMER_NUMBER_MAX_LENGTH = 80;

/** A failed field check: the message key and optional values for its text. */
export interface FieldProblem {
  messageKey: string;
  params?: Record<string, string>;
}

/** A validator answers null when the value is fine. */
export type FieldValidator = (value: string) => FieldProblem | null;

// local part @ domain . at least two letters (spec §5); no blanks, control or format characters
// (a NUL or a bidi override would pass a plain \s check and end up in mails and logs).
const EMAIL_PATTERN = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@\p{Cc}\p{Cf}]+\.[A-Za-z]{2,}$/u;

// Control characters, line and paragraph separators and bidi overrides: never typed into a field,
// but able to break a mail header, a CSV export or how a name reads (a reversed "Trojan source").
// Matching control characters is the point here.
/* eslint-disable no-control-regex */
const UNTYPEABLE_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const UNTYPEABLE_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
/* eslint-enable no-control-regex */

/**
 * Free text a visitor typed: null when it holds only typeable characters (tabs and line breaks only
 * when `multiline`, a text area), else the invalid-characters problem.
 */
export function untypeableCharacters(value: string, multiline: boolean): FieldProblem | null {
  return (multiline ? UNTYPEABLE_MULTILINE : UNTYPEABLE_SINGLE_LINE).test(value) ? { messageKey: ValidationKeys.lettersMarksNumbersSpaces } : null;
}

/** Required field: empty (or only blanks) is invalid. */
export const required: FieldValidator = (value) =>
  value.trim() === '' ? { messageKey: ValidationKeys.required } : null;

/** E-mail: pattern and at most 80 characters; empty is valid (combine with `required`). */
export const email: FieldValidator = (value) => {
  if (value === '') return null;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return { messageKey: ValidationKeys.emailIncorrect };
  return null;
};

/** Password: 3 to 35 characters when not empty. */
export const password: FieldValidator = (value) => {
  if (value === '') return null;
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return {
      messageKey: ValidationKeys.passwordInvalidLength,
      params: { min: String(PASSWORD_MIN_LENGTH), max: String(PASSWORD_MAX_LENGTH) },
    };
  }
  return null;
};

/** At most `max` characters. */
export function maxLength(max: number): FieldValidator {
  return (value) => (value.length > max ? { messageKey: ValidationKeys.maxLength, params: { max: String(max) } } : null);
}

/** B2B customer number: at most 80 characters. */
export const customerNumber: FieldValidator = maxLength(CUSTOMER_NUMBER_MAX_LENGTH);

/** Runs validators in order and returns the first problem (spec: validators run in order). */
export function firstProblem(value: string, validators: readonly FieldValidator[]): FieldProblem | null {
  for (const validate of validators) {
    const problem = validate(value);
    if (problem) return problem;
  }
  return null;
}

/** Builds a validator that accepts empty values (combine with `required`) and otherwise tests a pattern. */
export function matches(pattern: RegExp, messageKey: string): FieldValidator {
  return (value) => (value === '' || pattern.test(value) ? null : { messageKey });
}

/** Spec §5 helper: digits only (0–9); empty is valid. */
export const digitsOnly: FieldValidator = matches(/^\d+$/, ValidationKeys.digitsOnly);

/** Spec §5 helper: letters (incl. umlauts), digits, "-" and "+" only; empty is valid. */
export const lettersDigitsDashPlus: FieldValidator = matches(/^[\p{L}\d+-]+$/u, ValidationKeys.lettersDigitsDashPlus);

/** Spec §5 helper: phone characters — digits, "-", "+" and space; empty is valid. */
export const phoneCharacters: FieldValidator = matches(/^[\d+ -]+$/, ValidationKeys.phoneCharacters);

/** Spec §5 helper: Unicode letters, combining marks, numbers and spaces only; empty is valid. */
export const lettersMarksNumbersSpaces: FieldValidator = matches(
  /^[\p{L}\p{M}\p{N}\p{Zs}]+$/u,
  ValidationKeys.lettersMarksNumbersSpaces,
);

/** Spec §5 helper: names — letters, marks, digits, spaces and the name punctuation . ' - & / (our choice); empty is valid. */
export const alphanumericName: FieldValidator = matches(/^[\p{L}\p{M}\p{N}\p{Zs}.'&/-]+$/u, ValidationKeys.alphanumericName);

/** Spec §5 helper: must start with a letter; empty is valid. */
export const startsWithLetter: FieldValidator = matches(/^\p{L}/u, ValidationKeys.startsWithLetter);

/** Spec §5 helper: must contain a digit (e.g. a house number in street and number); empty is valid. */
export const containsDigit: FieldValidator = matches(/\d/, ValidationKeys.containsDigit);
