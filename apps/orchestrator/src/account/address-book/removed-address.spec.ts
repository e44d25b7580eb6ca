import type { CheckoutAddress } from '@tafel/graphql-schema/orchestrator-resolvers';
import { addressKindOf } from '@tafel/domain';
import { parseRemovedAddress, removedAddress } from './removed-address.js';

const shown: CheckoutAddress = {
  id: 'A-7',
  addressType: 'shipping',
  formType: 'companyOrSchool',
  company: 'Kita Sonnenschein',
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  streetAndNumber: 'Lindenweg 4',
  addition: 'Hinterhaus',
  postcode: '14467',
  city: 'Potsdam',
  country: 'DE',
  phone: '0331 123',
  email: 'kita@example.de',
  isStation: false,
  isCustomerAddress: false,
  postNumber: null,
  packstation: null,
};
const station: CheckoutAddress = { ...shown, id: 'A-8', addressType: 'packstation', formType: 'private', company: null, streetAndNumber: '12345678', addition: '123', email: null, phone: null, isStation: true, postNumber: '12345678', packstation: '123' };

describe('removedAddress', () => {
  it('keeps the form of a delivery address, the delivery e-mail switched on when there is one', () => {
    expect(removedAddress(shown)).toEqual({
      kind: 'shipping',
      address: shown,
      form: {
        formType: 'companyOrSchool',
        company: 'Kita Sonnenschein',
        salutation: 'Frau',
        firstName: 'Erika',
        lastName: 'Muster',
        streetAndNumber: 'Lindenweg 4',
        addition: 'Hinterhaus',
        postcode: '14467',
        city: 'Potsdam',
        country: 'DE',
        phone: '0331 123',
        hasDeliveryEmail: true,
        deliveryEmail: 'kita@example.de',
      },
    });
    expect(removedAddress({ ...shown, addressType: 'billing', email: null }).form).toMatchObject({ hasDeliveryEmail: false, deliveryEmail: null });
    expect(removedAddress({ ...shown, addressType: 'billing' }).kind).toBe('billing');
  });

  it('keeps a packstation as post number and station', () => {
    expect(removedAddress(station)).toEqual({
      kind: 'packstation',
      address: station,
      form: { salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', postNumber: '12345678', packstation: '123', postcode: '14467', city: 'Potsdam', country: 'DE' },
    });
    expect(addressKindOf({ ...station, addressType: 'shipping' })).toBe('packstation');
  });
});

describe('parseRemovedAddress', () => {
  it('reads back what was kept', () => {
    const kept = removedAddress(shown);
    expect(parseRemovedAddress(JSON.stringify(kept))).toEqual(kept);
  });
  it.each([null, '', 'not json', '42', '{}', JSON.stringify({ kind: 'attic', address: shown, form: {} }), JSON.stringify({ kind: 'billing', address: { id: 1 }, form: {} })])(
    'treats %p as nothing kept',
    (json) => {
      expect(parseRemovedAddress(json)).toBeNull();
    },
  );
});
