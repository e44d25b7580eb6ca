import {
  ADDRESS_COUNTRIES,
  ADDRESS_LIMITS,
  ADDRESS_RULES,
  AddressKeys,
  customerNumber,
  matches,
  maxLength,
  oneOf,
  password,
  postCodeProblem,
  required,
  SALUTATIONS,
  type FieldValidator,
} from '@tafel/domain';

/**
 * Field rules of the account forms. The address rules are the shop's own (libs/domain
 * address.ts, shared with the storefront and the orchestrator); the spec (§5) fixes e-mail,
 * password and customer number; the rest are documented in account.graphql.
 */
export const AccountKeys = {
  ...AddressKeys,
  passwordNotEqual: 'vue.form.error.password.notEqual',
  passwordWrong: 'vue.form.error.password.wrong',
  customerNumberNotUnique: 'vue.form.error.customerNumber.notUnique',
} as const;

export const LIMITS = { ...ADDRESS_LIMITS, vat: 20, employees: 1_000_000 } as const;

export { ADDRESS_COUNTRIES, matches, oneOf, postCodeProblem, SALUTATIONS };

const CUSTOMER_NUMBER = /^[A-Za-z0-9+-]+$/;
// Two country letters, then the national part (EU formats, CHE-123.456.789 for Switzerland).
const VAT = /^[A-Za-z]{2}[A-Za-z0-9 .-]{2,18}$/;

export const RULES = {
  ...ADDRESS_RULES,
  password: [required, password],
  customerNumber: [customerNumber, matches(CUSTOMER_NUMBER, AddressKeys.invalidFormat)],
  vat: [maxLength(LIMITS.vat), matches(VAT, AddressKeys.invalidFormat)],
} satisfies Record<string, FieldValidator[]>;
