import type { RegisterInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  accountDataErrors,
  changePasswordErrors,
  emailErrors,
  isResetToken,
  passwordResetRequestErrors,
  phoneErrors,
  registerFormErrors,
  setNewPasswordErrors,
  type B2bCodes,
} from './customer-forms.js';

const codes: B2bCodes = { jobTitles: new Set(['LEHRER']), industryGroups: new Set(['GRUNDSCHULE']) };
const address = {
  formType: 'private' as const,
  salutation: 'Frau',
  firstName: 'Lena',
  lastName: 'Berg',
  streetAndNumber: 'Hauptstraße 5',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const consumer: RegisterInput = { kind: 'CONSUMER', email: 'lena@example.de', password: 'geheim1', passwordRepeat: 'geheim1', address };
const fields = (errors: { field: string; messageKey: string }[]) => errors.map(({ field, messageKey }) => [field, messageKey]);

describe('account form rules (spec §5)', () => {
  it('accepts a complete consumer registration', () => {
    expect(registerFormErrors(consumer, codes)).toEqual([]);
  });

  it('marks every bad registration field under the input names, in form order', () => {
    const errors = registerFormErrors(
      { ...consumer, email: 'lena@', password: 'ab', passwordRepeat: 'abc', phone: '030/123', address: { ...address, postcode: '1011', streetAndNumber: 'Hauptstraße' } },
      codes,
    );
    expect(fields(errors)).toEqual([
      ['email', 'vue.form.error.email.incorrect'],
      ['password', 'vue.form.error.password.invalidLength'],
      ['passwordRepeat', 'vue.form.error.password.notEqual'],
      ['phone', 'vue.form.error.invalidFormat'],
      ['address.streetAndNumber', 'vue.form.error.street.numberMissing'],
      ['address.postcode', 'vue.form.error.postcode.incorrect'],
    ]);
    expect(errors[1]!.params).toEqual(expect.arrayContaining([{ name: 'min', value: '3' }, { name: 'max', value: '35' }]));
  });

  it('keeps the 3–35 password rule at both ends and does not trim passwords', () => {
    expect(registerFormErrors({ ...consumer, password: 'abc', passwordRepeat: 'abc' }, codes)).toEqual([]);
    expect(registerFormErrors({ ...consumer, password: 'x'.repeat(35), passwordRepeat: 'x'.repeat(35) }, codes)).toEqual([]);
    expect(fields(registerFormErrors({ ...consumer, password: 'x'.repeat(36), passwordRepeat: 'x'.repeat(36) }, codes))).toEqual([['password', 'vue.form.error.password.invalidLength']]);
    expect(fields(registerFormErrors({ ...consumer, password: 'abc ', passwordRepeat: 'abc' }, codes))).toEqual([['passwordRepeat', 'vue.form.error.password.notEqual']]);
  });

  it('wants a school or company address and valid B2B fields for a B2B account', () => {
    const b2b: RegisterInput = { ...consumer, kind: 'B2B', b2b: { customerNumber: 'K-1+2', vatRegistrationNo: 'DE123456789', jobTitleCode: 'LEHRER', primaryIndustryGroupCode: 'GRUNDSCHULE', numberOfEmployees: 40 } };
    expect(fields(registerFormErrors(b2b, codes))).toEqual([['address.formType', 'vue.form.error.invalidOption']]);
    const school = { ...b2b, address: { ...address, formType: 'companyOrSchool' as const, company: 'Grundschule am Park' } };
    expect(registerFormErrors(school, codes)).toEqual([]);
    expect(fields(registerFormErrors({ ...school, address: { ...school.address, company: ' ' } }, codes))).toEqual([['address.company', 'vue.form.error.requiredField']]);
    const bad = registerFormErrors(
      { ...school, b2b: { customerNumber: 'K 1', vatRegistrationNo: '123', jobTitleCode: 'ASTRONAUT', primaryIndustryGroupCode: 'ZOO', numberOfEmployees: 1_000_001 } },
      codes,
    );
    expect(fields(bad)).toEqual([
      ['b2b.customerNumber', 'vue.form.error.lettersDigitsDashPlus'],
      ['b2b.vatRegistrationNo', 'vue.form.error.invalidFormat'],
      ['b2b.jobTitleCode', 'vue.form.error.invalidOption'],
      ['b2b.primaryIndustryGroupCode', 'vue.form.error.invalidOption'],
      ['b2b.numberOfEmployees', 'vue.form.error.invalidOption'],
    ]);
    expect(fields(registerFormErrors({ ...school, b2b: { customerNumber: 'K'.repeat(81), numberOfEmployees: -1 } }, codes))).toEqual([
      ['b2b.customerNumber', 'vue.form.error.maxLength'],
      ['b2b.numberOfEmployees', 'vue.form.error.invalidOption'],
    ]);
    expect(registerFormErrors({ ...school, b2b: { numberOfEmployees: 0 } }, codes)).toEqual([]);
    expect(registerFormErrors({ ...school, b2b: { numberOfEmployees: 1_000_000 } }, codes)).toEqual([]);
  });

  it('ignores B2B fields of a consumer registration', () => {
    expect(registerFormErrors({ ...consumer, b2b: { jobTitleCode: 'ASTRONAUT' } }, codes)).toEqual([]);
  });

  it('checks the reset request: e-mail or customer number, and a try count from 1', () => {
    expect(passwordResetRequestErrors({ email: 'lena@example.de', counter: 1 })).toEqual([]);
    expect(passwordResetRequestErrors({ customerNumber: '4711001', counter: 2 })).toEqual([]);
    expect(fields(passwordResetRequestErrors({ counter: 1 }))).toEqual([['email', 'vue.form.error.requiredField']]);
    expect(fields(passwordResetRequestErrors({ email: 'nope', counter: 0 }))).toEqual([
      ['email', 'vue.form.error.email.incorrect'],
      ['counter', 'vue.form.error.invalidOption'],
    ]);
    expect(fields(passwordResetRequestErrors({ customerNumber: 'A B', counter: 1 }))).toEqual([['customerNumber', 'vue.form.error.lettersDigitsDashPlus']]);
  });

  it('checks new passwords, the current password and the contact fields', () => {
    expect(fields(setNewPasswordErrors({ token: 't', password: 'neu-neu', passwordRepeat: 'neu-alt' }))).toEqual([['passwordRepeat', 'vue.form.error.password.notEqual']]);
    expect(fields(changePasswordErrors({ currentPassword: '', newPassword: 'ab', newPasswordRepeat: 'ab' }))).toEqual([
      ['currentPassword', 'vue.form.error.requiredField'],
      ['newPassword', 'vue.form.error.password.invalidLength'],
    ]);
    expect(fields(emailErrors(' '))).toEqual([['email', 'vue.form.error.requiredField']]);
    expect(emailErrors(' lena@example.de ')).toEqual([]);
    expect(phoneErrors('')).toEqual([]);
    expect(phoneErrors(null)).toEqual([]);
    expect(fields(phoneErrors('1'.repeat(31)))).toEqual([['phone', 'vue.form.error.maxLength']]);
  });

  it('checks account data; the B2B fields only for a B2B account', () => {
    const data = { salutation: 'Herr', firstName: 'Jo', lastName: 'Berg', jobTitleCode: 'ASTRONAUT' };
    expect(accountDataErrors(data, false, codes)).toEqual([]);
    expect(fields(accountDataErrors(data, true, codes))).toEqual([['jobTitleCode', 'vue.form.error.invalidOption']]);
    expect(fields(accountDataErrors({ salutation: 'Dr', firstName: '1Jo', lastName: '' }, false, codes))).toEqual([
      ['salutation', 'vue.form.error.salutation.incorrect'],
      ['firstName', 'vue.form.error.invalidFormat'],
      ['lastName', 'vue.form.error.requiredField'],
    ]);
  });

  it('tells well-formed reset tokens from malformed ones', () => {
    expect(isResetToken('Zm9vYmFyYmF6cXV4LXRva2VuLTEyMzQ1Njc4')).toBe(true);
    expect(isResetToken('')).toBe(false);
    expect(isResetToken('short')).toBe(false);
    expect(isResetToken('has blanks in it here')).toBe(false);
    expect(isResetToken('x'.repeat(201))).toBe(false);
  });
});
