import { email, firstProblem, matches, maxLength, required, ValidationKeys, type FieldProblem, type FieldValidator } from './validation.js';
import { DEFAULT_PACKSTATION_COUNTRY } from './delivery.js';

/**
 * Address rules of the shop's forms (spec §3 address form side, §5). The spec fixes e-mail,
 * password and customer number and lists helper rules without saying which field uses which
 * ("not shown"); these are our choices, shared by the storefront's client validators, the
 * orchestrator's checks and the upstream stand-in, so every layer answers the same key.
 */
export const AddressKeys = {
  invalidFormat: 'vue.form.error.invalidFormat',
  postCode: 'vue.form.error.postcode.incorrect',
  countryNotAllowed: 'vue.form.error.country.notAllowed',
  salutation: 'vue.form.error.salutation.incorrect',
  streetNumberMissing: 'vue.form.error.street.numberMissing',
  invalidOption: ValidationKeys.invalidOption,
} as const;

/** Maximum lengths of the address fields. */
export const ADDRESS_LIMITS = { name: 60, city: 60, company: 100, street: 100, addition: 100, phone: 30 } as const;

/** Salutations the forms offer ('' = none). */
export const SALUTATIONS = ['', 'Frau', 'Herr', 'Divers'] as const;
/** Countries the shop delivers to and bills (ISO 3166 alpha-2). */
export const ADDRESS_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'IT'] as const;
/** Spec §9 form types. */
export const FORM_TYPES = ['companyOrSchool', 'private'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** The value must be one of `values`. */
export function oneOf(values: readonly string[], messageKey: string = AddressKeys.invalidOption): FieldValidator {
  return (value) => (values.includes(value) ? null : { messageKey });
}

// Spec §5 helper rules: names start with a letter (letters, marks, digits, space and . ' - /),
// phone characters, streets contain a digit (the house number).
const NAME = /^\p{L}[\p{L}\p{M}\p{N} .'\-/]*$/u;
const PHONE = /^[0-9+\- ]+$/;

/** The validators of each address field, run in order (spec §5: validators run in order). */
export const ADDRESS_RULES = {
  name: [required, maxLength(ADDRESS_LIMITS.name), matches(NAME, AddressKeys.invalidFormat)],
  city: [required, maxLength(ADDRESS_LIMITS.city), matches(NAME, AddressKeys.invalidFormat)],
  company: [required, maxLength(ADDRESS_LIMITS.company)],
  street: [required, maxLength(ADDRESS_LIMITS.street), matches(/\d/, AddressKeys.streetNumberMissing)],
  addition: [maxLength(ADDRESS_LIMITS.addition)],
  phone: [maxLength(ADDRESS_LIMITS.phone), matches(PHONE, AddressKeys.invalidFormat)],
  salutation: [oneOf(SALUTATIONS, AddressKeys.salutation)],
  country: [required, oneOf(ADDRESS_COUNTRIES, AddressKeys.countryNotAllowed)],
  email: [email],
  requiredEmail: [required, email],
  postNumber: [required, matches(/^\d{6,10}$/, AddressKeys.invalidFormat)],
  packstationNumber: [required, matches(/^\d{3}$/, AddressKeys.invalidFormat)],
} satisfies Record<string, FieldValidator[]>;

const POSTCODE_DIGITS: Readonly<Record<string, number>> = { DE: 5, IT: 5, AT: 4, CH: 4, LI: 4 };

/** Postcode per country: DE and IT five digits, AT, CH and LI four; other countries are refused by the country rule. */
export function postCodeProblem(postCode: string, country: string): FieldProblem | null {
  const problem = required(postCode);
  if (problem) return problem;
  const digits = POSTCODE_DIGITS[country];
  return digits === undefined || new RegExp(`^\\d{${digits}}$`).test(postCode) ? null : { messageKey: AddressKeys.postCode };
}

/** The checkout's address form (spec §3 address, form side). */
export interface AddressForm {
  formType: FormType;
  company?: string | null;
  salutation?: string | null;
  firstName: string;
  lastName: string;
  streetAndNumber: string;
  addition?: string | null;
  postcode: string;
  city: string;
  country: string;
  phone?: string | null;
  hasDeliveryEmail?: boolean | null;
  deliveryEmail?: string | null;
}

/** The packstation form (spec §3): post number and station in place of street and addition. */
export interface PackstationForm {
  salutation?: string | null;
  firstName: string;
  lastName: string;
  postNumber: string;
  packstation: string;
  postcode: string;
  city: string;
  country?: string | null;
}

/** A field's first problem, keyed by the form's field name. */
export interface AddressFieldProblem extends FieldProblem {
  field: string;
}

function check(problems: AddressFieldProblem[], field: string, value: string | null | undefined, rules: readonly FieldValidator[]): void {
  const problem = firstProblem((value ?? '').trim(), rules);
  if (problem) problems.push({ field, ...problem });
}

/**
 * Every problem of an address form, in the form's field order (the first one is where the view
 * scrolls to). The company counts only for companyOrSchool and the delivery e-mail only when
 * hasDeliveryEmail is on (spec §5).
 */
export function addressFormProblems(form: AddressForm): AddressFieldProblem[] {
  const problems: AddressFieldProblem[] = [];
  if (!(FORM_TYPES as readonly string[]).includes(form.formType)) problems.push({ field: 'formType', messageKey: AddressKeys.invalidOption });
  if (form.formType === 'companyOrSchool') check(problems, 'company', form.company, ADDRESS_RULES.company);
  check(problems, 'salutation', form.salutation, ADDRESS_RULES.salutation);
  check(problems, 'firstName', form.firstName, ADDRESS_RULES.name);
  check(problems, 'lastName', form.lastName, ADDRESS_RULES.name);
  check(problems, 'streetAndNumber', form.streetAndNumber, ADDRESS_RULES.street);
  check(problems, 'addition', form.addition, ADDRESS_RULES.addition);
  const country = (form.country ?? '').trim().toUpperCase();
  const postcode = postCodeProblem((form.postcode ?? '').trim(), country);
  if (postcode) problems.push({ field: 'postcode', ...postcode });
  check(problems, 'city', form.city, ADDRESS_RULES.city);
  check(problems, 'country', country, ADDRESS_RULES.country);
  check(problems, 'phone', form.phone, ADDRESS_RULES.phone);
  if (form.hasDeliveryEmail) check(problems, 'deliveryEmail', form.deliveryEmail, ADDRESS_RULES.requiredEmail);
  return problems;
}

/** Every problem of a packstation form, in field order; packstations exist in Germany only. */
export function packstationFormProblems(form: PackstationForm): AddressFieldProblem[] {
  const problems: AddressFieldProblem[] = [];
  check(problems, 'salutation', form.salutation, ADDRESS_RULES.salutation);
  check(problems, 'firstName', form.firstName, ADDRESS_RULES.name);
  check(problems, 'lastName', form.lastName, ADDRESS_RULES.name);
  check(problems, 'postNumber', form.postNumber, ADDRESS_RULES.postNumber);
  check(problems, 'packstation', form.packstation, ADDRESS_RULES.packstationNumber);
  const postcode = postCodeProblem((form.postcode ?? '').trim(), DEFAULT_PACKSTATION_COUNTRY);
  if (postcode) problems.push({ field: 'postcode', ...postcode });
  check(problems, 'city', form.city, ADDRESS_RULES.city);
  const country = (form.country ?? '').trim().toUpperCase() || DEFAULT_PACKSTATION_COUNTRY;
  if (country !== DEFAULT_PACKSTATION_COUNTRY) problems.push({ field: 'country', messageKey: AddressKeys.countryNotAllowed });
  return problems;
}
