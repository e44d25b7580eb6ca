import { DEFAULT_PACKSTATION_COUNTRY, DELIVERY_TYPES, deliveryCountry } from './delivery.js';

describe('delivery (spec §3, §4, §9)', () => {
  const addresses = {
    billingAddress: { country: 'DE' },
    shippingAddress: { country: 'AT' },
    packstation: { country: 'CH' },
  };

  it('"Delivery types: sameAsBilling, shippingAddress, packstation"', () => {
    expect(DELIVERY_TYPES).toEqual(['sameAsBilling', 'shippingAddress', 'packstation']);
  });

  it('"Default packstation country DE"', () => {
    expect(DEFAULT_PACKSTATION_COUNTRY).toBe('DE');
  });

  it('"The delivery country derives from the billing address, shipping address or packstation, by delivery type"', () => {
    expect(deliveryCountry({ deliveryType: 'sameAsBilling', ...addresses })).toBe('DE');
    expect(deliveryCountry({ deliveryType: 'shippingAddress', ...addresses })).toBe('AT');
    expect(deliveryCountry({ deliveryType: 'packstation', ...addresses })).toBe('CH');
  });

  it('answers null when the address of the delivery type is missing or has no country', () => {
    expect(deliveryCountry({ deliveryType: 'shippingAddress', billingAddress: { country: 'DE' } })).toBeNull();
    expect(deliveryCountry({ deliveryType: 'packstation', packstation: null })).toBeNull();
    expect(deliveryCountry({ deliveryType: 'sameAsBilling', billingAddress: { country: ' ' } })).toBeNull();
  });

  it('normalises the country code to upper case', () => {
    expect(deliveryCountry({ deliveryType: 'sameAsBilling', billingAddress: { country: 'de' } })).toBe('DE');
  });
});
