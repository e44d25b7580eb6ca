import { ValidationKeys } from '@tafel/domain';
import type { AddressInput, PackstationInput } from '@tafel/graphql-schema/upstream-resolvers';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { FieldErrors } from './field-errors.js';
import { orNull } from './field-errors.js';
import { AccountKeys, postCodeProblem, RULES } from './field-rules.js';

/** The fields an address form fills; ids, owner and type are the resolver's business. */
export type AddressFields = Omit<AddressRecord, 'addressId' | 'customerId' | 'addressType' | 'isAlsoCustomerAddress'>;

export const FORM_TYPES = ['companyOrSchool', 'private'] as const;

function readPostCode(errors: FieldErrors, value: string | null | undefined, country: string): string {
  const postCode = (value ?? '').trim();
  const problem = postCodeProblem(postCode, country);
  if (problem) errors.add('postCode', problem.messageKey);
  return postCode;
}

/**
 * Reads and checks an address form (spec §3 form side, §5). The company is kept only for
 * formType companyOrSchool (spec §5); `requireCompany` is for B2B registration.
 */
export function readAddress(input: AddressInput, errors: FieldErrors, requireCompany = false): AddressFields {
  const formType = (input.formType ?? '').trim() || 'companyOrSchool';
  if (!(FORM_TYPES as readonly string[]).includes(formType) || (requireCompany && formType !== 'companyOrSchool')) {
    errors.add('formType', AccountKeys.invalidOption);
  }
  const company = formType === 'companyOrSchool' ? errors.text('schoolOrCompany', input.schoolOrCompany, RULES.company) : '';
  const country = errors.text('country', (input.country ?? '').toUpperCase(), RULES.country);
  return {
    schoolOrCompany: orNull(company),
    salutation: errors.text('salutation', input.salutation, RULES.salutation),
    firstName: errors.text('firstName', input.firstName, RULES.name),
    lastName: errors.text('lastName', input.lastName, RULES.name),
    street: errors.text('street', input.street, RULES.street),
    addressAddition: orNull(errors.text('addressAddition', input.addressAddition, RULES.addition)),
    postCode: readPostCode(errors, input.postCode, country),
    city: errors.text('city', input.city, RULES.city),
    country,
    phone: orNull(errors.text('phone', input.phone, RULES.phone)),
    email: orNull(errors.text('email', input.email, RULES.email)),
    isStation: false,
    postNumber: null,
    packstationNumber: null,
  };
}

/** Reads a packstation form: Germany only, post number and station in place of street and addition. */
export function readPackstation(input: PackstationInput, errors: FieldErrors): AddressFields {
  if (input.packstationAddress !== true) errors.add('packstationAddress', ValidationKeys.required);
  const country = (input.country ?? '').trim().toUpperCase() || 'DE';
  if (country !== 'DE') errors.add('country', AccountKeys.countryNotAllowed);
  const postNumber = errors.text('postNumber', input.postNumber, RULES.postNumber);
  const packstationNumber = errors.text('packstationNumber', input.packstationNumber, RULES.packstationNumber);
  return {
    schoolOrCompany: null,
    salutation: errors.text('salutation', input.salutation, RULES.salutation),
    firstName: errors.text('firstName', input.firstName, RULES.name),
    lastName: errors.text('lastName', input.lastName, RULES.name),
    street: postNumber,
    addressAddition: packstationNumber,
    postCode: readPostCode(errors, input.postCode, 'DE'),
    city: errors.text('city', input.city, RULES.city),
    country: 'DE',
    phone: null,
    email: null,
    isStation: true,
    postNumber,
    packstationNumber,
  };
}
