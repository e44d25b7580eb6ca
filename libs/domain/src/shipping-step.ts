import { ADDRESS_RULES, oneOf } from './address.js';
import { matches, maxLength, required, type FieldValidator } from './validation.js';

// Rules of the shipping step's own fields (beside the address forms), used by the storefront's
// form and by the orchestrator's check of the same input: one set of rules and message keys.

/** Upstream limit of the order reference (checkout SDL): 35 characters on one line. */
export const ORDER_REFERENCE_MAX_LENGTH = 35;

/** Spec §4: the shipper whose delivery needs the spedition (freight) fields. */
export const SPEDITION_SHIPPER_CODE = 'spedition';

/** Keys the upstream uses for spedition fields (checkout SDL saveSpeditionsData). */
export const SpeditionKeys = {
  unknownField: 'vue.form.error.unknownField',
  phone: 'vue.form.error.phone.incorrect',
  invalidOption: 'vue.form.error.invalidOption',
} as const;

/** The order reference: at most 35 characters, one line. */
export const ORDER_REFERENCE_RULES: readonly FieldValidator[] = [maxLength(ORDER_REFERENCE_MAX_LENGTH), matches(/^[^\r\n]*$/, 'vue.form.error.invalidCharacters')];

/** The contact phone of the shipping step: the same rule as an address's phone. */
export const CONTACT_PHONE_RULES: readonly FieldValidator[] = ADDRESS_RULES.phone;

/** A spedition field as the upstream defines it (shipping step details). */
export interface SpeditionFieldDefinition {
  fieldName: string;
  required: boolean;
  type: string;
  maxLength: number;
  options: readonly string[];
}

/** The validators of one spedition field, run in order: required, length, phone characters, offered option. */
export function speditionFieldRules(definition: SpeditionFieldDefinition): FieldValidator[] {
  const rules: FieldValidator[] = [...(definition.required ? [required] : []), maxLength(definition.maxLength)];
  if (definition.type === 'phone') rules.push(matches(/^[0-9+\- ]+$/, SpeditionKeys.phone));
  if (definition.type === 'select') {
    const offered = oneOf(definition.options, SpeditionKeys.invalidOption);
    rules.push((value) => (value === '' ? null : offered(value)));
  }
  return rules;
}
