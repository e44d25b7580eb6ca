import { hashPassword } from './passwords.js';
import type { CustomerRecord } from './customer-types.js';

/**
 * Dev accounts of the stand-in (documented in the README). Ids and passwords are fixed so other
 * seed data (addresses, orders, wishlists) can refer to them.
 */
export const DEV_ACCOUNTS = {
  consumer: { customerId: 'C-1000', email: 'anna.schmidt@example.de', password: 'tafel-anna' },
  b2b: { customerId: 'C-2000', customerNumber: '4711001', email: 'einkauf@grundschule-am-see.example.de', password: 'tafel-schule' },
  internal: { customerId: 'C-3000', email: 'team@tafel.example.de', password: 'tafel-intern' },
} as const;

const CREATED = '2024-03-01T09:00:00.000Z';

export function seedCustomers(): CustomerRecord[] {
  return [
    {
      customerId: DEV_ACCOUNTS.consumer.customerId,
      kind: 'consumer',
      email: DEV_ACCOUNTS.consumer.email,
      customerNumber: null,
      passwordHash: hashPassword(DEV_ACCOUNTS.consumer.password, 'seed-c1000'),
      salutation: 'Frau',
      firstName: 'Anna',
      lastName: 'Schmidt',
      phone: '+49 30 1234567',
      shop: 'de',
      termsOfPayment: null,
      paymentMethod: null,
      isInternal: false,
      createdAt: CREATED,
    },
    {
      customerId: DEV_ACCOUNTS.b2b.customerId,
      kind: 'b2b',
      email: DEV_ACCOUNTS.b2b.email,
      customerNumber: DEV_ACCOUNTS.b2b.customerNumber,
      passwordHash: hashPassword(DEV_ACCOUNTS.b2b.password, 'seed-c2000'),
      salutation: 'Herr',
      firstName: 'Jonas',
      lastName: 'Weber',
      phone: '+49 89 7654321',
      shop: 'b2b',
      termsOfPayment: '30 Tage netto',
      paymentMethod: 'RECHNUNG',
      isInternal: false,
      createdAt: CREATED,
      vatRegistrationNo: 'DE812345678',
      jobTitleCode: 'PURCHASING',
      primaryIndustryGroupCode: 'PRIMARY_SCHOOL',
      numberOfEmployees: 24,
    },
    {
      customerId: DEV_ACCOUNTS.internal.customerId,
      kind: 'internal',
      email: DEV_ACCOUNTS.internal.email,
      customerNumber: null,
      passwordHash: hashPassword(DEV_ACCOUNTS.internal.password, 'seed-c3000'),
      salutation: 'Frau',
      firstName: 'Mia',
      lastName: 'Keller',
      phone: null,
      shop: 'de',
      termsOfPayment: null,
      paymentMethod: null,
      isInternal: true,
      createdAt: CREATED,
    },
  ];
}
