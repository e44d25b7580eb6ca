import { ValidationKeys } from '@tafel/domain';
import type { AddressInput } from '@tafel/graphql-schema/upstream-resolvers';
import { isIndustryGroupCode, isJobTitleCode } from '../../data/customers/b2b-lists.js';
import type { CustomerStore } from '../../data/customers/customer-store.js';
import { readAddress, type AddressFields } from './address-input.js';
import { FieldErrors, orNull } from './field-errors.js';
import { AccountKeys, LIMITS, RULES } from './field-rules.js';

/** What every registration form sends; guests leave out the password. */
export interface RegistrationData {
  email?: string | null;
  password?: string | null;
  passwordRepeat?: string | null;
  phone?: string | null;
  address: AddressInput;
}

export interface Registration {
  email: string;
  password: string;
  phone: string | null;
  address: AddressFields;
}

export type RegistrationKind = 'consumer' | 'b2b' | 'guest';

/** Checks a registration form; guests need no password and no unique e-mail (they may order again). */
export function readRegistration(data: RegistrationData, kind: RegistrationKind, customers: CustomerStore, errors: FieldErrors): Registration {
  const email = errors.text('email', data.email, RULES.requiredEmail);
  if (kind !== 'guest' && email !== '' && !errors.list.some((e) => e.fieldName === 'email') && customers.findByEmail(email)) {
    errors.add('email', ValidationKeys.emailNotUnique);
  }
  const password = kind === 'guest' ? '' : errors.raw('password', data.password, RULES.password);
  if (kind !== 'guest' && data.passwordRepeat != null && data.passwordRepeat !== password) errors.add('passwordRepeat', AccountKeys.passwordNotEqual);
  const phone = orNull(errors.text('phone', data.phone, RULES.phone));
  const address = readAddress(data.address, errors.nested('address'), kind === 'b2b');
  return { email, password, phone, address };
}

export interface B2bData {
  customerNumber?: string | null;
  VATRegistrationNo?: string | null;
  jobTitleCode?: string | null;
  primaryIndustryGroupCode?: string | null;
  numberOfEmployees?: number | null;
}

export interface B2bFields {
  vatRegistrationNo: string | null;
  jobTitleCode: string | null;
  primaryIndustryGroupCode: string | null;
  numberOfEmployees: number | null;
}

/** The B2B fields of registration and account data; codes must come from the option lists. */
export function readB2bFields(data: B2bData, errors: FieldErrors): B2bFields {
  const vat = errors.text('VATRegistrationNo', data.VATRegistrationNo, RULES.vat);
  const jobTitleCode = errors.text('jobTitleCode', data.jobTitleCode, []);
  if (jobTitleCode !== '' && !isJobTitleCode(jobTitleCode)) errors.add('jobTitleCode', AccountKeys.invalidOption);
  const industry = errors.text('primaryIndustryGroupCode', data.primaryIndustryGroupCode, []);
  if (industry !== '' && !isIndustryGroupCode(industry)) errors.add('primaryIndustryGroupCode', AccountKeys.invalidOption);
  const employees = data.numberOfEmployees ?? null;
  if (employees !== null && (employees < 0 || employees > LIMITS.employees)) errors.add('numberOfEmployees', AccountKeys.invalidOption);
  return { vatRegistrationNo: orNull(vat.toUpperCase()), jobTitleCode: orNull(jobTitleCode), primaryIndustryGroupCode: orNull(industry), numberOfEmployees: employees };
}

/** An existing customer number to register with: well-formed and not taken by another account. */
export function readCustomerNumber(value: string | null | undefined, customers: CustomerStore, errors: FieldErrors): string | null {
  const number = errors.text('customerNumber', value, RULES.customerNumber);
  if (number !== '' && !errors.list.some((e) => e.fieldName === 'customerNumber') && customers.findByCustomerNumber(number)) {
    errors.add('customerNumber', AccountKeys.customerNumberNotUnique);
  }
  return orNull(number);
}
