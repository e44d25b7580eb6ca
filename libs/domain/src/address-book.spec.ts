import { addressKindOf, defaultBillingAddressId, isBusinessCategory } from './address-book.js';

const customer = { id: 'A-1', isCustomerAddress: true };
const otherBilling = { id: 'A-2', isCustomerAddress: false };
const thirdBilling = { id: 'A-3', isCustomerAddress: false };
const shipping = { id: 'S-1', isCustomerAddress: false };
const secondShipping = { id: 'S-2', isCustomerAddress: false };

describe('defaultBillingAddressId (spec §4)', () => {
  it('takes the customer address for consumers, wherever it is in the list', () => {
    expect(defaultBillingAddressId('b2c', [otherBilling, customer], [shipping])).toBe('A-1');
  });

  it('treats internal users like consumers', () => {
    expect(defaultBillingAddressId('internal', [customer, otherBilling], [shipping])).toBe('A-1');
  });

  it('takes the first non-customer billing address for business users', () => {
    expect(defaultBillingAddressId('b2b', [customer, otherBilling, thirdBilling], [shipping])).toBe('A-2');
  });

  it('falls back to the first shipping address for a business user with only the customer address', () => {
    expect(defaultBillingAddressId('b2b', [customer], [shipping, secondShipping])).toBe('S-1');
  });

  it('falls back to the first shipping address for a consumer without a customer address', () => {
    expect(defaultBillingAddressId('b2c', [otherBilling], [shipping])).toBe('S-1');
  });

  it('answers null when there is nothing to choose', () => {
    expect(defaultBillingAddressId('b2c', [], [])).toBeNull();
    expect(defaultBillingAddressId('b2b', [customer], [])).toBeNull();
  });
});

describe('isBusinessCategory', () => {
  it('is true for b2b only, whatever the case', () => {
    expect(isBusinessCategory('b2b')).toBe(true);
    expect(isBusinessCategory(' B2B ')).toBe(true);
    expect(isBusinessCategory('b2c')).toBe(false);
    expect(isBusinessCategory('internal')).toBe(false);
    expect(isBusinessCategory('')).toBe(false);
  });
});

describe('addressKindOf (spec §4)', () => {
  it('puts stations in the packstation book, billing in billing and the rest in shipping', () => {
    expect(addressKindOf({ addressType: 'shipping', isStation: true })).toBe('packstation');
    expect(addressKindOf({ addressType: 'packstation', isStation: false })).toBe('packstation');
    expect(addressKindOf({ addressType: 'billing', isStation: false })).toBe('billing');
    expect(addressKindOf({ addressType: 'shipping', isStation: false })).toBe('shipping');
    expect(addressKindOf({ addressType: 'other', isStation: false })).toBe('shipping');
  });
});
