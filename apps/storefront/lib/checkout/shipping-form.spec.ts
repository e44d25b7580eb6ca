import { describe, expect, it } from '@jest/globals';
import { EMPTY_ADDRESS, EMPTY_PACKSTATION, shippingStepInput, validateShippingForm, type ShippingFormContext, type ShippingFormState } from './shipping-form';

const address = { ...EMPTY_ADDRESS, firstName: 'Erika', lastName: 'Muster', streetAndNumber: 'Weg 1', postcode: '10115', city: 'Berlin' };
const state: ShippingFormState = {
  deliveryType: 'sameAsBilling',
  billing: { mode: 'new', form: address },
  shipping: { mode: 'new', form: EMPTY_ADDRESS },
  packstation: { mode: 'new', form: EMPTY_PACKSTATION },
  shipperCode: null,
  speditionFields: {},
  orderReference: '',
  email: 'erika@example.de',
  password: '',
  phone: '',
};
const visitor: ShippingFormContext = { session: 'loggedOut', loginOption: 'guest', orderReferenceEnabled: false, speditionFields: [], shipperCode: 'dhl' };

describe('shipping form', () => {
  it('accepts a complete guest form', () => {
    expect(validateShippingForm(state, visitor)).toEqual([]);
  });

  it('runs every validator in form order: e-mail, password, billing, delivery, spedition', () => {
    const errors = validateShippingForm(
      { ...state, email: '', deliveryType: 'packstation', billing: { mode: 'new', form: { ...address, city: '' } } },
      { ...visitor, loginOption: 'register', shipperCode: 'spedition', speditionFields: [{ fieldName: 'ansprechpartner', required: true, type: 'text', maxLength: 60, options: [] }] },
    );
    expect(errors.map((e) => e.field)).toEqual([
      'email',
      'password',
      'billingAddress.city',
      'packstation.firstName',
      'packstation.lastName',
      'packstation.postNumber',
      'packstation.packstation',
      'packstation.postcode',
      'packstation.city',
      'speditionFields.ansprechpartner',
    ]);
  });

  it('checks nothing of address book entries and asks customers for no e-mail', () => {
    expect(validateShippingForm({ ...state, email: '', billing: { mode: 'book', id: 'A-1' } }, { ...visitor, session: 'loggedIn' })).toEqual([]);
  });

  it('builds the orchestrator input: company only for companyOrSchool, delivery e-mail only when on', () => {
    const input = shippingStepInput({ ...state, billing: { mode: 'new', form: { ...address, company: 'Schule', deliveryEmail: 'x@y.de' } } }, visitor);
    expect(input).toMatchObject({ deliveryType: 'sameAsBilling', billingAddressId: null, email: 'erika@example.de', password: null, orderReference: null, speditionFields: null });
    expect(input.billingAddress).toMatchObject({ company: null, deliveryEmail: null, hasDeliveryEmail: false });
    const book = shippingStepInput({ ...state, deliveryType: 'shippingAddress', billing: { mode: 'book', id: 'A-1' }, shipping: { mode: 'book', id: 'A-2' } }, { ...visitor, session: 'loggedIn' });
    expect(book).toMatchObject({ billingAddressId: 'A-1', billingAddress: null, shippingAddressId: 'A-2', shippingAddress: null, email: null });
  });
});
