import { addressFormProblems, AddressKeys, packstationFormProblems, postCodeProblem, type AddressForm } from './address.js';
import { ValidationKeys } from './validation.js';

const valid: AddressForm = {
  formType: 'companyOrSchool',
  company: 'Grundschule am See',
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  streetAndNumber: 'Seestraße 12',
  addition: '',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '+49 30 123456',
  hasDeliveryEmail: false,
  deliveryEmail: '',
};

describe('addressFormProblems', () => {
  it('accepts a complete address', () => {
    expect(addressFormProblems(valid)).toEqual([]);
  });

  it('lists every problem in the form order, the first where the view scrolls to', () => {
    const problems = addressFormProblems({ ...valid, company: '', firstName: '', streetAndNumber: 'Seestraße', postcode: '123', country: 'FR' });
    expect(problems.map((p) => [p.field, p.messageKey])).toEqual([
      ['company', ValidationKeys.required],
      ['firstName', ValidationKeys.required],
      ['streetAndNumber', AddressKeys.streetNumberMissing],
      // FR has no postcode rule: the country rule names the problem.
      ['country', AddressKeys.countryNotAllowed],
    ]);
  });

  it('ignores the company of a private address (spec §5: company only for companyOrSchool)', () => {
    expect(addressFormProblems({ ...valid, formType: 'private', company: '' })).toEqual([]);
  });

  it('checks the delivery e-mail only when hasDeliveryEmail is on', () => {
    expect(addressFormProblems({ ...valid, deliveryEmail: 'not-an-email' })).toEqual([]);
    expect(addressFormProblems({ ...valid, hasDeliveryEmail: true, deliveryEmail: '' })).toEqual([
      { field: 'deliveryEmail', messageKey: ValidationKeys.required },
    ]);
    expect(addressFormProblems({ ...valid, hasDeliveryEmail: true, deliveryEmail: 'a@b' })).toEqual([
      { field: 'deliveryEmail', messageKey: ValidationKeys.emailIncorrect },
    ]);
  });

  it.each([
    ['firstName', { firstName: '1Anna' }, AddressKeys.invalidFormat],
    ['lastName', { lastName: 'x'.repeat(61) }, ValidationKeys.maxLength],
    ['salutation', { salutation: 'Dr.' }, AddressKeys.salutation],
    ['phone', { phone: '030/123' }, AddressKeys.invalidFormat],
    ['postcode', { country: 'AT', postcode: '10115' }, AddressKeys.postCode],
    ['formType', { formType: 'shop' as never }, AddressKeys.invalidOption],
  ])('refuses a bad %s', (field, change, key) => {
    expect(addressFormProblems({ ...valid, ...change })).toContainEqual(expect.objectContaining({ field, messageKey: key }));
  });
});

describe('packstationFormProblems', () => {
  const station = { firstName: 'Anna', lastName: 'Schmidt', postNumber: '12345678', packstation: '123', postcode: '10115', city: 'Berlin' };

  it('accepts a German packstation (country defaults to DE)', () => {
    expect(packstationFormProblems(station)).toEqual([]);
  });

  it('refuses other countries and malformed numbers', () => {
    expect(packstationFormProblems({ ...station, country: 'AT', postNumber: '123', packstation: '12' }).map((p) => p.field)).toEqual([
      'postNumber',
      'packstation',
      'country',
    ]);
  });
});

describe('postCodeProblem', () => {
  it('knows five digits for DE/IT and four for AT/CH/LI', () => {
    expect(postCodeProblem('10115', 'DE')).toBeNull();
    expect(postCodeProblem('1060', 'AT')).toBeNull();
    expect(postCodeProblem('8001', 'CH')).toBeNull();
    expect(postCodeProblem('801', 'CH')).toEqual({ messageKey: AddressKeys.postCode });
    expect(postCodeProblem('', 'DE')).toEqual({ messageKey: ValidationKeys.required });
  });
});
