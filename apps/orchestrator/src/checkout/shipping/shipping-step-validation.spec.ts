import { checkShippingInputShape, shippingFormErrors, speditionFieldErrors } from './shipping-step-validation.js';

const billing = { formType: 'private' as const, firstName: 'Erika', lastName: 'Muster', streetAndNumber: 'Weg 1', postcode: '10115', city: 'Berlin', country: 'DE' };

describe('shipping step validation', () => {
  it('needs the e-mail of a visitor and the password of a registration', () => {
    const errors = shippingFormErrors({ cartId: 'c', deliveryType: 'sameAsBilling', billingAddress: billing }, { session: 'loggedOut', loginOption: 'register' });
    expect(errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['email', 'vue.form.error.requiredField'],
      ['password', 'vue.form.error.requiredField'],
    ]);
  });

  it('lets customers use address book ids, but not visitors', () => {
    expect(shippingFormErrors({ cartId: 'c', deliveryType: 'sameAsBilling', billingAddressId: 'A-1' }, { session: 'loggedIn', loginOption: null })).toEqual([]);
    expect(shippingFormErrors({ cartId: 'c', deliveryType: 'sameAsBilling', billingAddressId: 'A-1', email: 'a@b.de' }, { session: 'loggedOut', loginOption: 'guest' }).map((e) => e.field)).toEqual(['billingAddress']);
  });

  it('limits the order reference to one line of 35 characters', () => {
    const errors = shippingFormErrors({ cartId: 'c', deliveryType: 'sameAsBilling', billingAddressId: 'A-1', orderReference: 'x'.repeat(36) }, { session: 'loggedIn', loginOption: null });
    expect(errors).toEqual([expect.objectContaining({ field: 'orderReference', messageKey: 'vue.form.error.maxLength' })]);
  });

  it('refuses over-long texts and malformed codes as bad input', () => {
    expect(() => checkShippingInputShape({ cartId: 'c', deliveryType: 'sameAsBilling', billingAddress: { ...billing, city: 'x'.repeat(1001) } })).toThrow(/billingAddress.city must be at most 1000/);
    expect(() => checkShippingInputShape({ cartId: 'c', deliveryType: 'sameAsBilling', shipperCode: 'DHL' })).toThrow(/shipperCode/);
  });

  it('checks spedition fields against their definitions', () => {
    const definitions = [
      { fieldName: 'ansprechpartner', label: 'A', required: true, type: 'text', maxLength: 60, options: [], fieldValue: null },
      { fieldName: 'telefonAvis', label: 'T', required: true, type: 'phone', maxLength: 30, options: [], fieldValue: null },
      { fieldName: 'hebebuehne', label: 'H', required: true, type: 'select', maxLength: 4, options: ['ja', 'nein'], fieldValue: null },
    ];
    const errors = speditionFieldErrors(
      [
        { fieldName: 'telefonAvis', fieldValue: '030/123' },
        { fieldName: 'hebebuehne', fieldValue: 'vielleicht' },
        { fieldName: 'farbe', fieldValue: 'rot' },
      ],
      definitions,
    );
    expect(errors.map((e) => [e.field, e.messageKey])).toEqual([
      ['speditionFields.farbe', 'vue.form.error.unknownField'],
      ['speditionFields.ansprechpartner', 'vue.form.error.requiredField'],
      ['speditionFields.telefonAvis', 'vue.form.error.phone.incorrect'],
      ['speditionFields.hebebuehne', 'vue.form.error.maxLength'],
    ]);
  });
});
