import { readAddress, readPackstation } from './address-input.js';
import { FieldErrors } from './field-errors.js';

const base = { salutation: 'Frau', firstName: 'Eva', lastName: 'Roth', street: 'Ringstraße 1', postCode: '6020', city: 'Innsbruck', country: 'at' };

describe('readAddress', () => {
  it('normalises the country and keeps the company only for companyOrSchool', () => {
    const errors = new FieldErrors('billingAddress');
    expect(readAddress({ ...base, formType: 'private', schoolOrCompany: 'Firma' }, errors)).toMatchObject({ country: 'AT', schoolOrCompany: null, isStation: false });
    expect(readAddress({ ...base, schoolOrCompany: ' Volksschule Innsbruck ' }, errors)).toMatchObject({ schoolOrCompany: 'Volksschule Innsbruck' });
    expect(errors.list).toEqual([]);
  });

  it('requires the company by default and for B2B refuses private addresses', () => {
    const errors = new FieldErrors(null);
    readAddress(base, errors);
    readAddress({ ...base, formType: 'private' }, errors, true);
    expect(errors.list.map((e) => [e.fieldName, e.errorMessage])).toEqual([
      ['schoolOrCompany', 'vue.form.error.requiredField'],
      ['formType', 'vue.form.error.invalidOption'],
    ]);
  });
});

describe('readPackstation', () => {
  it('puts post number and station in place of street and addition; country defaults to DE', () => {
    const errors = new FieldErrors('packstation');
    const fields = readPackstation({ packstationAddress: true, firstName: 'Eva', lastName: 'Roth', postNumber: '123456', packstationNumber: '101', postCode: '10115', city: 'Berlin' }, errors);
    expect(errors.ok).toBe(true);
    expect(fields).toMatchObject({ street: '123456', addressAddition: '101', postNumber: '123456', packstationNumber: '101', country: 'DE', isStation: true, salutation: '' });
  });

  it('checks the number formats', () => {
    const errors = new FieldErrors('packstation');
    readPackstation({ packstationAddress: true, firstName: 'Eva', lastName: 'Roth', postNumber: '12345678901', packstationNumber: '10', postCode: '10115', city: 'Berlin' }, errors);
    expect(errors.list.map((e) => e.fieldName)).toEqual(['postNumber', 'packstationNumber']);
  });
});
