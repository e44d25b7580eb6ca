import {
  ADDRESS_RULES,
  AddressKeys,
  addressFormProblems,
  customerNumber,
  email,
  lettersDigitsDashPlus,
  matches,
  maxLength,
  password,
  required,
  type FieldValidator,
} from '@tafel/domain';
import type {
  AccountDataInput,
  ChangePasswordInput,
  FieldError,
  RegisterInput,
  RequestPasswordResetInput,
  SetNewPasswordInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import { fieldError } from '../request/index.js';
import { check } from './login-form.js';

/** Message keys of the account forms beyond the shared validators (the upstream answers the same). */
export const AccountFormKeys = {
  passwordNotEqual: 'vue.form.error.password.notEqual',
  invalidOption: AddressKeys.invalidOption,
  invalidFormat: AddressKeys.invalidFormat,
} as const;

/** The B2B lists' codes, to check a chosen job title or kind of institution. */
export interface B2bCodes {
  jobTitles: ReadonlySet<string>;
  industryGroups: ReadonlySet<string>;
}

/** No codes: for forms that name no job title or kind of institution (the lists are not fetched). */
export const NO_CODES: B2bCodes = { jobTitles: new Set(), industryGroups: new Set() };

/** Whether B2B fields name a list code, so the lists are needed to check them. */
export function namesB2bCode(fields: { jobTitleCode?: string | null; primaryIndustryGroupCode?: string | null } | null | undefined): boolean {
  return (fields?.jobTitleCode ?? '').trim() !== '' || (fields?.primaryIndustryGroupCode ?? '').trim() !== '';
}

const EMPLOYEES_MAX = 1_000_000;
// Spec §5: a customer number is letters, digits, - and +; the VAT number two country letters, then the national part.
export const CUSTOMER_NUMBER_RULES: readonly FieldValidator[] = [customerNumber, lettersDigitsDashPlus];
const VAT_RULES: readonly FieldValidator[] = [maxLength(20), matches(/^[A-Za-z]{2}[A-Za-z0-9 .-]{2,18}$/, AddressKeys.invalidFormat)];
const EMAIL_RULES: readonly FieldValidator[] = [required, email];
const PASSWORD_RULES: readonly FieldValidator[] = [required, password];
const NAME_RULES = ADDRESS_RULES.name;

/** A new password and its repetition: 3–35 characters, both equal (the repetition is marked). */
function checkNewPassword(errors: FieldError[], field: string, value: string, repeatField: string, repeat: string): void {
  check(errors, field, value, PASSWORD_RULES, true);
  if (repeat !== value) errors.push(fieldError(repeatField, AccountFormKeys.passwordNotEqual, `${repeatField}: ${AccountFormKeys.passwordNotEqual}`));
}

/** The optional B2B fields of the registration and the account data, under `prefix`. */
function checkB2bFields(
  errors: FieldError[],
  prefix: string,
  fields: { vatRegistrationNo?: string | null; jobTitleCode?: string | null; primaryIndustryGroupCode?: string | null; numberOfEmployees?: number | null },
  codes: B2bCodes,
  skipCodes = false,
): void {
  check(errors, `${prefix}vatRegistrationNo`, fields.vatRegistrationNo, VAT_RULES);
  const job = (fields.jobTitleCode ?? '').trim();
  if (!skipCodes && job !== '' && !codes.jobTitles.has(job)) errors.push(fieldError(`${prefix}jobTitleCode`, AccountFormKeys.invalidOption));
  const industry = (fields.primaryIndustryGroupCode ?? '').trim();
  if (!skipCodes && industry !== '' && !codes.industryGroups.has(industry)) errors.push(fieldError(`${prefix}primaryIndustryGroupCode`, AccountFormKeys.invalidOption));
  const employees = fields.numberOfEmployees;
  if (employees !== null && employees !== undefined && (!Number.isInteger(employees) || employees < 0 || employees > EMPLOYEES_MAX)) {
    errors.push(fieldError(`${prefix}numberOfEmployees`, AccountFormKeys.invalidOption, `${prefix}numberOfEmployees must be 0-${EMPLOYEES_MAX}`));
  }
}

/**
 * Every problem of a registration (spec §4, §5), in form order, with the input's field names
 * (address.postcode, b2b.jobTitleCode). A B2B account registers a school or company address.
 * skipCodes: the job title and kind of institution are not checked against `codes` (the lists
 * are fetched only when everything else is right).
 */
export function registerFormErrors(input: RegisterInput, codes: B2bCodes, { skipCodes = false } = {}): FieldError[] {
  const errors: FieldError[] = [];
  check(errors, 'email', input.email, EMAIL_RULES);
  checkNewPassword(errors, 'password', input.password, 'passwordRepeat', input.passwordRepeat);
  check(errors, 'phone', input.phone, ADDRESS_RULES.phone);
  if (input.kind === 'B2B' && input.address.formType !== 'companyOrSchool') {
    errors.push(fieldError('address.formType', AccountFormKeys.invalidOption, 'address.formType: a B2B account registers a school or company (companyOrSchool)'));
  }
  for (const problem of addressFormProblems(input.address)) {
    errors.push(fieldError(`address.${problem.field}`, problem.messageKey, `address.${problem.field}: ${problem.messageKey}`, problem.params));
  }
  if (input.kind === 'B2B' && input.b2b) {
    check(errors, 'b2b.customerNumber', input.b2b.customerNumber, CUSTOMER_NUMBER_RULES);
    checkB2bFields(errors, 'b2b.', input.b2b, codes, skipCodes);
  }
  return errors;
}

/** The reset request names an account by e-mail or customer number (spec §4 password reset). */
export function passwordResetRequestErrors(input: RequestPasswordResetInput): FieldError[] {
  const errors: FieldError[] = [];
  const number = (input.customerNumber ?? '').trim();
  if (number !== '') check(errors, 'customerNumber', number, CUSTOMER_NUMBER_RULES);
  else check(errors, 'email', input.email, EMAIL_RULES);
  if (number !== '' && (input.email ?? '').trim() !== '') check(errors, 'email', input.email, [email]);
  if (!Number.isInteger(input.counter) || input.counter < 1) errors.push(fieldError('counter', AccountFormKeys.invalidOption, 'counter must be 1 or more'));
  return errors;
}

export function setNewPasswordErrors(input: SetNewPasswordInput): FieldError[] {
  const errors: FieldError[] = [];
  checkNewPassword(errors, 'password', input.password, 'passwordRepeat', input.passwordRepeat);
  return errors;
}

export function changePasswordErrors(input: ChangePasswordInput): FieldError[] {
  const errors: FieldError[] = [];
  check(errors, 'currentPassword', input.currentPassword, PASSWORD_RULES, true);
  checkNewPassword(errors, 'newPassword', input.newPassword, 'newPasswordRepeat', input.newPasswordRepeat);
  return errors;
}

/** Salutation and names; the B2B fields only for a B2B account (the upstream ignores them for others). */
export function accountDataErrors(input: AccountDataInput, b2b: boolean, codes: B2bCodes): FieldError[] {
  const errors: FieldError[] = [];
  check(errors, 'salutation', input.salutation, ADDRESS_RULES.salutation);
  check(errors, 'firstName', input.firstName, NAME_RULES);
  check(errors, 'lastName', input.lastName, NAME_RULES);
  if (b2b) checkB2bFields(errors, '', input, codes);
  return errors;
}

export function emailErrors(value: string | null | undefined, field = 'email'): FieldError[] {
  const errors: FieldError[] = [];
  check(errors, field, value, EMAIL_RULES);
  return errors;
}

export function phoneErrors(value: string | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  check(errors, 'phone', value, ADDRESS_RULES.phone);
  return errors;
}

export function passwordErrors(value: string, field = 'password'): FieldError[] {
  const errors: FieldError[] = [];
  check(errors, field, value, PASSWORD_RULES, true);
  return errors;
}

// A reset link's token as the stand-in issues it (printable, no blanks, at most 200 characters).
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,200}$/;

/** Whether a reset token is well-formed; anything else is answered INVALID (or refused) without a call. */
export function isResetToken(token: string): boolean {
  return TOKEN.test(token);
}
