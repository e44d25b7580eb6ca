import { firstProblem, maxLength, required, type FieldValidator } from '@tafel/domain';
import type { SpeditionValue } from './checkout-store.js';
import { CHECKOUT_KEYS, CHECKOUT_LIMITS, fieldError, phoneCharacters, printable, type FieldErrorRecord } from './checkout-validation.js';

/** What the freight forwarder needs to announce and unload a delivery (spec §4 save shipping step 2). */
export interface SpeditionFieldDefinition {
  fieldName: string;
  label: string;
  required: boolean;
  type: 'text' | 'phone' | 'select';
  maxLength: number;
  options: readonly string[];
}

export const SPEDITION_FORM = 'speditionsFields';

export const SPEDITION_FIELDS: readonly SpeditionFieldDefinition[] = [
  { fieldName: 'ansprechpartner', label: 'Ansprechpartner', required: true, type: 'text', maxLength: 60, options: [] },
  { fieldName: 'telefonAvis', label: 'Telefon für Avis', required: true, type: 'phone', maxLength: 30, options: [] },
  { fieldName: 'anlieferzeit', label: 'Anlieferzeit (Wochentag/Uhrzeit)', required: false, type: 'text', maxLength: 100, options: [] },
  { fieldName: 'hebebuehne', label: 'Hebebühne nötig', required: true, type: 'select', maxLength: 4, options: ['ja', 'nein'] },
];

const oneOf =
  (options: readonly string[]): FieldValidator =>
  (value) =>
    value === '' || options.includes(value) ? null : { messageKey: CHECKOUT_KEYS.invalidOption };

function validatorsFor(definition: SpeditionFieldDefinition): FieldValidator[] {
  const presence: FieldValidator[] = definition.required ? [required] : [];
  // A choice is either one of the options or wrong; its length says nothing more.
  if (definition.type === 'select') return [...presence, oneOf(definition.options)];
  const kind: FieldValidator[] = definition.type === 'phone' ? [phoneCharacters] : [];
  return [...presence, maxLength(definition.maxLength), printable(false), ...kind];
}

export type SpeditionOutcome = { ok: true; values: SpeditionValue[] } | { ok: false; errors: FieldErrorRecord[] };

/**
 * Checks a complete set of spedition fields (it replaces the saved set). Every problem is
 * reported at once; the saved values are trimmed, in definition order, blanks left out.
 */
export function validateSpeditionFields(fields: readonly SpeditionValue[]): SpeditionOutcome {
  const errors: FieldErrorRecord[] = [];
  const given = new Map<string, string>();
  for (const { fieldName, fieldValue } of fields) {
    const known = SPEDITION_FIELDS.some((d) => d.fieldName === fieldName);
    if (!known || given.has(fieldName)) {
      errors.push(fieldError(fieldName.slice(0, CHECKOUT_LIMITS.id), { messageKey: CHECKOUT_KEYS.unknownField }, SPEDITION_FORM));
      continue;
    }
    given.set(fieldName, fieldValue.trim());
  }
  const values: SpeditionValue[] = [];
  for (const definition of SPEDITION_FIELDS) {
    const value = given.get(definition.fieldName) ?? '';
    const problem = firstProblem(value, validatorsFor(definition));
    if (problem) errors.push(fieldError(definition.fieldName, problem, SPEDITION_FORM));
    else if (value !== '') values.push({ fieldName: definition.fieldName, fieldValue: value });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** Required fields without a saved value (submitCart refuses a spedition order without them). */
export function missingSpeditionFields(saved: readonly SpeditionValue[]): string[] {
  return SPEDITION_FIELDS.filter((d) => d.required && !saved.some((s) => s.fieldName === d.fieldName && s.fieldValue !== '')).map((d) => d.fieldName);
}
