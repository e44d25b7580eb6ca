import { addressFieldErrors, toUpstreamAddress, toUpstreamPackstation } from './address-mapping.js';

const form = { formType: 'private' as const, company: 'Firma', salutation: 'Herr', firstName: ' Max ', lastName: 'Muster', streetAndNumber: 'Weg 1', postcode: '10115', city: 'Berlin', country: 'de', hasDeliveryEmail: false, deliveryEmail: 'max@example.de' };

describe('address mapping', () => {
  it('sends the company only for companyOrSchool and the delivery e-mail only when switched on (spec §5)', () => {
    expect(toUpstreamAddress(form)).toMatchObject({ formType: 'private', schoolOrCompany: null, firstName: 'Max', country: 'DE', email: null, street: 'Weg 1', postCode: '10115' });
    expect(toUpstreamAddress({ ...form, formType: 'companyOrSchool', hasDeliveryEmail: true })).toMatchObject({ schoolOrCompany: 'Firma', email: 'max@example.de' });
  });

  it('maps a packstation form (country DE by default)', () => {
    expect(toUpstreamPackstation({ firstName: 'A', lastName: 'B', postNumber: '1234567', packstation: '101', postcode: '10115', city: 'Berlin' })).toMatchObject({ packstationAddress: true, postNumber: '1234567', packstationNumber: '101', country: 'DE' });
  });

  it('puts upstream field errors on the form fields', () => {
    expect(addressFieldErrors('billingAddress', [{ fieldName: 'postCode', errorMessage: 'k1' }, { fieldName: 'address.street', errorMessage: 'k2' }]).map((e) => [e.field, e.messageKey])).toEqual([
      ['billingAddress.postcode', 'k1'],
      ['billingAddress.streetAndNumber', 'k2'],
    ]);
    expect(addressFieldErrors('packstation', [{ fieldName: 'packstationNumber', errorMessage: 'k' }])[0]?.field).toBe('packstation.packstation');
  });
});
