import type { CheckoutAddress, CheckoutAddressInput, CheckoutPackstationInput, FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { AddressInput, PackstationInput, UpstreamAddressFragment, UpstreamCartAddressFragment } from '@tafel/graphql-schema/upstream-client';
import { fieldError } from '../request/index.js';

// Shared by the checkout's shipping step and the account's address book: one mapping between our
// address forms and the upstream's, in both directions.

/** A text trimmed, or null when nothing is left. */
export const blankToNull = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/**
 * Our address form as the upstream's AddressInput. Spec §5: the company is sent only for
 * companyOrSchool, the delivery e-mail only when hasDeliveryEmail is on.
 */
export function toUpstreamAddress(form: CheckoutAddressInput): AddressInput {
  return {
    formType: form.formType,
    schoolOrCompany: form.formType === 'companyOrSchool' ? blankToNull(form.company) : null,
    salutation: (form.salutation ?? '').trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    street: form.streetAndNumber.trim(),
    addressAddition: blankToNull(form.addition),
    postCode: form.postcode.trim(),
    city: form.city.trim(),
    country: form.country.trim().toUpperCase(),
    phone: blankToNull(form.phone),
    email: form.hasDeliveryEmail ? blankToNull(form.deliveryEmail) : null,
  };
}

export function toUpstreamPackstation(form: CheckoutPackstationInput): PackstationInput {
  return {
    packstationAddress: true,
    salutation: (form.salutation ?? '').trim(),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    postNumber: form.postNumber.trim(),
    packstationNumber: form.packstation.trim(),
    postCode: form.postcode.trim(),
    city: form.city.trim(),
    country: (form.country ?? '').trim().toUpperCase() || 'DE',
  };
}

// The upstream's field names (account SDL) → the checkout form's.
export const FIELD_NAMES: Readonly<Record<string, string>> = {
  schoolOrCompany: 'company',
  street: 'streetAndNumber',
  addressAddition: 'addition',
  postCode: 'postcode',
  email: 'deliveryEmail',
  packstationNumber: 'packstation',
};

/**
 * Field errors of an upstream address answer on the form they belong to: `postCode` of the
 * billing address becomes `billingAddress.postcode`; dotted names (`address.postCode` of a
 * registration) lose their first part. The address book's one form is `address`.
 */
export function addressFieldErrors(form: 'billingAddress' | 'shippingAddress' | 'packstation' | 'address', errors: readonly { fieldName: string; errorMessage: string }[]): FieldError[] {
  return errors.map(({ fieldName, errorMessage }) => {
    const name = fieldName.includes('.') ? fieldName.slice(fieldName.lastIndexOf('.') + 1) : fieldName;
    const field = form === 'packstation' && name === 'street' ? 'postNumber' : (FIELD_NAMES[name] ?? name);
    return fieldError(`${form}.${field}`, errorMessage);
  });
}

type UpstreamAddressLines = Pick<UpstreamAddressFragment, 'schoolOrCompany' | 'salutation' | 'firstName' | 'lastName' | 'street' | 'addressAddition' | 'postCode' | 'city' | 'country'>;

/** The name and postal lines of any upstream address (book, cart or order) under our field names. */
export function toAddressLines(address: UpstreamAddressLines) {
  return {
    company: address.schoolOrCompany,
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    streetAndNumber: address.street,
    addition: address.addressAddition,
    postcode: address.postCode,
    city: address.city,
    country: address.country,
  };
}

/** An upstream address (address book or cart) as the API shows it. */
export function toCheckoutAddress(address: UpstreamAddressFragment | UpstreamCartAddressFragment): CheckoutAddress {
  const id = 'addressId' in address ? address.addressId : address.id;
  const station = address.isStation;
  return {
    id,
    addressType: address.addressType,
    formType: address.schoolOrCompany ? 'companyOrSchool' : 'private',
    ...toAddressLines(address),
    phone: address.phone,
    email: address.email,
    isStation: station,
    isCustomerAddress: address.isAlsoCustomerAddress,
    postNumber: station ? (address.postNumber ?? address.street) : null,
    packstation: station ? (address.packstationNumber ?? address.addressAddition) : null,
  };
}
