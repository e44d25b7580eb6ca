import type { AddressRecord } from '../customers/address-store.js';
import type { ShopId } from '../customers/customer-types.js';
import { DEV_ACCOUNTS } from '../customers/seed-customers.js';

/** Who placed a seeded order: account, contact data and the addresses copied into it. */
export interface SeedPerson {
  customerId: string;
  shop: ShopId;
  email: string;
  phone: string | null;
  billing: AddressRecord;
  /** Another delivery address some orders use; the billing address otherwise. */
  delivery?: AddressRecord;
}

type AddressFields = Pick<AddressRecord, 'addressId' | 'customerId' | 'schoolOrCompany' | 'salutation' | 'firstName' | 'lastName' | 'street' | 'postCode' | 'city' | 'country'> &
  Partial<AddressRecord>;

const address = (fields: AddressFields): AddressRecord => ({
  addressType: 'billing',
  isAlsoCustomerAddress: true,
  addressAddition: null,
  phone: null,
  email: null,
  isStation: false,
  postNumber: null,
  packstationNumber: null,
  ...fields,
});

// The dev accounts' people are the ones the address book seeds (same names and streets);
// orders keep copies, because an order shows the address as it was when it was placed.
export const ANNA: SeedPerson = {
  customerId: DEV_ACCOUNTS.consumer.customerId,
  shop: 'de',
  email: DEV_ACCOUNTS.consumer.email,
  phone: '+49 30 1234567',
  billing: address({ addressId: 'OA-1000-1', customerId: 'C-1000', schoolOrCompany: null, salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', street: 'Lindenstraße 12', postCode: '10115', city: 'Berlin', country: 'DE', phone: '+49 30 1234567' }),
  delivery: address({ addressId: 'OA-1000-2', customerId: 'C-1000', addressType: 'shipping', isAlsoCustomerAddress: false, schoolOrCompany: 'Verlag Sonnenblume GmbH', salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', street: 'Friedrichstraße 100', postCode: '10117', city: 'Berlin', country: 'DE' }),
};

export const SCHOOL: SeedPerson = {
  customerId: DEV_ACCOUNTS.b2b.customerId,
  shop: 'b2b',
  email: DEV_ACCOUNTS.b2b.email,
  phone: '+49 89 7654321',
  billing: address({ addressId: 'OA-2000-1', customerId: 'C-2000', isAlsoCustomerAddress: false, schoolOrCompany: 'Grundschule am See', salutation: 'Herr', firstName: 'Jonas', lastName: 'Weber', street: 'Seestraße 5', postCode: '80331', city: 'München', country: 'DE', phone: '+49 89 7654321' }),
};

export const TEAM: SeedPerson = {
  customerId: DEV_ACCOUNTS.internal.customerId,
  shop: 'de',
  email: DEV_ACCOUNTS.internal.email,
  phone: null,
  billing: address({ addressId: 'OA-3000-1', customerId: 'C-3000', schoolOrCompany: 'Tafel GmbH', salutation: 'Frau', firstName: 'Mia', lastName: 'Keller', street: 'Am Markt 1', postCode: '04109', city: 'Leipzig', country: 'DE' }),
};

// Guest buyers (no account): their orders are reachable only through the guest return lookup,
// and give the return flow one order per shop (at, ch) and one with bulky furniture.
export const GUEST_AT: SeedPerson = {
  customerId: 'G-9001',
  shop: 'at',
  email: 'lukas.huber@example.at',
  phone: '+43 1 5871234',
  billing: address({ addressId: 'OA-9001-1', customerId: 'G-9001', schoolOrCompany: null, salutation: 'Herr', firstName: 'Lukas', lastName: 'Huber', street: 'Mariahilfer Straße 45', postCode: '1060', city: 'Wien', country: 'AT' }),
};

export const GUEST_CH: SeedPerson = {
  customerId: 'G-9002',
  shop: 'ch',
  email: 'sophie.meier@example.ch',
  phone: null,
  billing: address({ addressId: 'OA-9002-1', customerId: 'G-9002', schoolOrCompany: null, salutation: 'Frau', firstName: 'Sophie', lastName: 'Meier', street: 'Bahnhofstrasse 10', postCode: '8001', city: 'Zürich', country: 'CH' }),
};

export const GUEST_KITA: SeedPerson = {
  customerId: 'G-9003',
  shop: 'de',
  email: 'leitung@kita-sonnenschein.example.de',
  phone: '+49 221 998877',
  billing: address({ addressId: 'OA-9003-1', customerId: 'G-9003', schoolOrCompany: 'Kita Sonnenschein', salutation: 'Frau', firstName: 'Petra', lastName: 'Becker', street: 'Gartenweg 3', postCode: '50667', city: 'Köln', country: 'DE' }),
};
