import type { Address } from '@tafel/graphql-schema/upstream-resolvers';
import type { AddressRecord } from '../../data/customers/address-store.js';
import type { CustomerRecord } from '../../data/customers/customer-types.js';
import { addressFields } from '../views/address.js';

/** Spec §3 address (server side); the customer address of a B2B account carries its B2B data. */
export function addressView(address: AddressRecord, owner?: CustomerRecord): Address {
  const b2b = address.isAlsoCustomerAddress && owner?.kind === 'b2b' ? owner : null;
  return {
    ...addressFields(address),
    addressId: address.addressId,
    addressType: address.addressType,
    formType: address.schoolOrCompany ? 'companyOrSchool' : 'private',
    packstationAddress: address.isStation,
    isAlsoCustomerAddress: address.isAlsoCustomerAddress,
    VATRegistrationNo: b2b?.vatRegistrationNo ?? null,
    jobTitleCode: b2b?.jobTitleCode ?? null,
    primaryIndustryGroupCode: b2b?.primaryIndustryGroupCode ?? null,
    numberOfEmployees: b2b?.numberOfEmployees ?? null,
    customerNumber: b2b?.customerNumber ?? null,
    paymentMethod: b2b?.paymentMethod ?? null,
    termsOfPayment: b2b?.termsOfPayment ?? null,
  };
}
