import { saveAddressRequest } from './save-address-request.js';

const address = {
  formType: 'private' as const,
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  streetAndNumber: 'Lindenweg 4',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const packstation = { salutation: 'Herr', firstName: 'Max', lastName: 'Muster', postNumber: '12345678', packstation: '123', postcode: '10115', city: 'Berlin' };

describe('saveAddressRequest', () => {
  it('takes an address for billing and shipping, a packstation for packstations', () => {
    expect(saveAddressRequest({ kind: 'billing', address })).toEqual({ ok: true, request: { kind: 'billing', addressId: null, form: address } });
    expect(saveAddressRequest({ kind: 'shipping', addressId: 'A-1000-2', address })).toEqual({ ok: true, request: { kind: 'shipping', addressId: 'A-1000-2', form: address } });
    expect(saveAddressRequest({ kind: 'packstation', packstation })).toEqual({ ok: true, request: { kind: 'packstation', addressId: null, form: packstation } });
  });

  it('refuses the wrong payload for the kind', () => {
    expect(saveAddressRequest({ kind: 'packstation', address })).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({ field: 'address', messageKey: 'vue.form.error.invalidOption' }),
        expect.objectContaining({ field: 'packstation', messageKey: 'vue.form.error.requiredField' }),
      ],
    });
    expect(saveAddressRequest({ kind: 'billing', address, packstation })).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'packstation' })] });
    expect(saveAddressRequest({ kind: 'shipping' })).toEqual({ ok: false, errors: [expect.objectContaining({ field: 'address', messageKey: 'vue.form.error.requiredField' })] });
  });

  it('names every field problem on the form, with the shop address rules', () => {
    const answer = saveAddressRequest({ kind: 'billing', address: { ...address, formType: 'companyOrSchool', company: '', postcode: '1011', streetAndNumber: 'Lindenweg' } });
    expect(answer).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({ field: 'address.company', messageKey: 'vue.form.error.requiredField' }),
        expect.objectContaining({ field: 'address.streetAndNumber', messageKey: 'vue.form.error.street.numberMissing' }),
        expect.objectContaining({ field: 'address.postcode', messageKey: 'vue.form.error.postcode.incorrect' }),
      ],
    });
    expect(saveAddressRequest({ kind: 'packstation', packstation: { ...packstation, postNumber: '12', country: 'AT' } })).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({ field: 'packstation.postNumber', messageKey: 'vue.form.error.invalidFormat' }),
        expect.objectContaining({ field: 'packstation.country', messageKey: 'vue.form.error.country.notAllowed' }),
      ],
    });
  });

  it('answers a malformed address id as unknown', () => {
    expect(saveAddressRequest({ kind: 'billing', addressId: '../A 1', address })).toEqual({ ok: false, unknownId: true });
    expect(saveAddressRequest({ kind: 'billing', addressId: 'x'.repeat(65), address })).toEqual({ ok: false, unknownId: true });
  });
});
