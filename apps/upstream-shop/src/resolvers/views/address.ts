import type { AddressRecord } from '../../data/customers/address-store.js';

/** The fields every address view shares (account address book, cart, order). */
export function addressFields(address: AddressRecord) {
  return {
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
    isStation: address.isStation,
    postNumber: address.postNumber,
    packstationNumber: address.packstationNumber,
  };
}
