import { customerNumber, email, maxLength, password, required, type FieldProblem, type FieldValidator } from '@tafel/domain';

/**
 * Field rules of the account forms. The spec (§5) fixes e-mail, password and customer number
 * and lists helper rules without saying which field uses which ("not shown"); the choices
 * here are documented in account.graphql.
 */
export const AccountKeys = {
  invalidFormat: 'vue.form.error.invalidFormat',
  postCode: 'vue.form.error.postcode.incorrect',
  countryNotAllowed: 'vue.form.error.country.notAllowed',
  salutation: 'vue.form.error.salutation.incorrect',
  streetNumberMissing: 'vue.form.error.street.numberMissing',
  passwordNotEqual: 'vue.form.error.password.notEqual',
  passwordWrong: 'vue.form.error.password.wrong',
  customerNumberNotUnique: 'vue.form.error.customerNumber.notUnique',
  invalidOption: 'vue.form.error.invalidOption',
} as const;

export const LIMITS = { name: 60, city: 60, company: 100, street: 100, addition: 100, phone: 30, vat: 20, employees: 1_000_000 } as const;

export const SALUTATIONS = ['', 'Frau', 'Herr', 'Divers'] as const;
export const ADDRESS_COUNTRIES = ['DE', 'AT', 'CH', 'LI', 'IT'] as const;

/** A pattern the whole value must match; empty values are left to `required`. */
export function matches(pattern: RegExp, messageKey: string = AccountKeys.invalidFormat): FieldValidator {
  return (value) => (value === '' || pattern.test(value) ? null : { messageKey });
}

export function oneOf(values: readonly string[], messageKey: string = AccountKeys.invalidOption): FieldValidator {
  return (value) => (values.includes(value) ? null : { messageKey });
}

// Helper rules of spec §5: "must start with a letter", "letters/marks/numbers/spaces", "phone
// characters", "digits only", "must contain a digit", "letters/digits/-/+".
const NAME = /^\p{L}[\p{L}\p{M}\p{N} .'\-/]*$/u;
const PHONE = /^[0-9+\- ]+$/;
const CUSTOMER_NUMBER = /^[A-Za-z0-9+-]+$/;
// Two country letters, then the national part (EU formats, CHE-123.456.789 for Switzerland).
const VAT = /^[A-Za-z]{2}[A-Za-z0-9 .-]{2,18}$/;

export const RULES = {
  name: [required, maxLength(LIMITS.name), matches(NAME)],
  city: [required, maxLength(LIMITS.city), matches(NAME)],
  company: [required, maxLength(LIMITS.company)],
  street: [required, maxLength(LIMITS.street), matches(/\d/, AccountKeys.streetNumberMissing)],
  addition: [maxLength(LIMITS.addition)],
  phone: [maxLength(LIMITS.phone), matches(PHONE)],
  salutation: [oneOf(SALUTATIONS, AccountKeys.salutation)],
  country: [required, oneOf(ADDRESS_COUNTRIES, AccountKeys.countryNotAllowed)],
  email: [email],
  requiredEmail: [required, email],
  password: [required, password],
  customerNumber: [customerNumber, matches(CUSTOMER_NUMBER)],
  vat: [maxLength(LIMITS.vat), matches(VAT)],
  postNumber: [required, matches(/^\d{6,10}$/)],
  packstationNumber: [required, matches(/^\d{3}$/)],
} satisfies Record<string, FieldValidator[]>;

const POSTCODE_DIGITS: Readonly<Record<string, number>> = { DE: 5, IT: 5, AT: 4, CH: 4, LI: 4 };

/** Postcode per country: DE and IT five digits, AT, CH and LI four; other countries are refused by the country rule. */
export function postCodeProblem(postCode: string, country: string): FieldProblem | null {
  const problem = required(postCode);
  if (problem) return problem;
  const digits = POSTCODE_DIGITS[country];
  return digits === undefined || new RegExp(`^\\d{${digits}}$`).test(postCode) ? null : { messageKey: AccountKeys.postCode };
}
