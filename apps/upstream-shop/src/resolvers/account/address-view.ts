import type { Address } from '@tafel/graphql-schema/upstream-resolvers';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { CustomerRecord } from '../../data/customers/customer-types.js';

/** Spec §3 address (server side); the customer address of a B2B account carries its B2B data. */
export function addressView(address: AddressRecord, owner?: CustomerRecord): Address {
  const b2b = address.isAlsoCustomerAddress && owner?.kind === 'b2b' ? owner : null;
  return {
    addressId: address.addressId,
    addressType: address.addressType,
    formType: address.schoolOrCompany ? 'companyOrSchool' : 'private',
    schoolOrCompany: address.schoolOrCompany,
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: address.street,
    addressAddition: address.addressAddition,
    postCode: address.postCode,
    city: address.city,
    country: address.country,
    phone: address.phone,
    email: address.email,
    packstationAddress: address.isStation,
    isStation: address.isStation,
    isAlsoCustomerAddress: address.isAlsoCustomerAddress,
    postNumber: address.postNumber,
    packstationNumber: address.packstationNumber,
    VATRegistrationNo: b2b?.vatRegistrationNo ?? null,
    jobTitleCode: b2b?.jobTitleCode ?? null,
    primaryIndustryGroupCode: b2b?.primaryIndustryGroupCode ?? null,
    numberOfEmployees: b2b?.numberOfEmployees ?? null,
    customerNumber: b2b?.customerNumber ?? null,
    paymentMethod: b2b?.paymentMethod ?? null,
    termsOfPayment: b2b?.termsOfPayment ?? null,
  };
}
