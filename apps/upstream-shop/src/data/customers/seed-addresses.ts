import type { AddressRecord } from './address-store.js';
import { DEV_ACCOUNTS } from './seed-customers.js';

/** Fixed address ids, so tests and other seed data (orders) can refer to them. */
export const SEED_ADDRESS_IDS = {
  consumerHome: 'A-1000-1',
  consumerShipping: 'A-1000-2',
  consumerPackstation: 'A-1000-3',
  schoolMain: 'A-2000-1',
  schoolCaretaker: 'A-2000-2',
  internalHome: 'A-3000-1',
} as const;

const EMPTY = {
  schoolOrCompany: null,
  addressAddition: null,
  phone: null,
  email: null,
  isStation: false,
  postNumber: null,
  packstationNumber: null,
  isAlsoCustomerAddress: false,
} as const;

/** The dev accounts' address books (README): the same on every start. */
export function seedAddresses(): AddressRecord[] {
  const anna = { customerId: DEV_ACCOUNTS.consumer.customerId, salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt' };
  const school = { customerId: DEV_ACCOUNTS.b2b.customerId, schoolOrCompany: 'Grundschule am See', postCode: '80331', city: 'München', country: 'DE' };
  return [
    { ...EMPTY, ...anna, addressId: SEED_ADDRESS_IDS.consumerHome, addressType: 'billing', isAlsoCustomerAddress: true, street: 'Kastanienallee 12', postCode: '10435', city: 'Berlin', country: 'DE', phone: '+49 30 1234567' },
    { ...EMPTY, ...anna, addressId: SEED_ADDRESS_IDS.consumerShipping, addressType: 'shipping', street: 'Lindenstraße 4', addressAddition: 'bei Familie Schmidt', postCode: '14467', city: 'Potsdam', country: 'DE' },
    {
      ...EMPTY,
      ...anna,
      addressId: SEED_ADDRESS_IDS.consumerPackstation,
      addressType: 'packstation',
      isStation: true,
      postNumber: '12345678',
      packstationNumber: '117',
      street: '12345678',
      addressAddition: '117',
      postCode: '10437',
      city: 'Berlin',
      country: 'DE',
    },
    { ...EMPTY, ...school, addressId: SEED_ADDRESS_IDS.schoolMain, addressType: 'billing', isAlsoCustomerAddress: true, salutation: 'Herr', firstName: 'Jonas', lastName: 'Weber', street: 'Seestraße 21', email: 'einkauf@grundschule-am-see.example.de', phone: '+49 89 7654321' },
    { ...EMPTY, ...school, addressId: SEED_ADDRESS_IDS.schoolCaretaker, addressType: 'shipping', salutation: 'Herr', firstName: 'Peter', lastName: 'Huber', street: 'Seestraße 21', addressAddition: 'Hausmeister, Eingang Turnhalle' },
    { ...EMPTY, addressId: SEED_ADDRESS_IDS.internalHome, customerId: DEV_ACCOUNTS.internal.customerId, addressType: 'billing', isAlsoCustomerAddress: true, salutation: 'Frau', firstName: 'Mia', lastName: 'Keller', schoolOrCompany: 'Tafel GmbH', street: 'Am Hafen 3', postCode: '20457', city: 'Hamburg', country: 'DE' },
  ];
}
