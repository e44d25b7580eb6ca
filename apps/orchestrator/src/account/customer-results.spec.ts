import { toUpstreamAddress } from '../common/address-mapping.js';
import { formRefused, toAccountContact, upstreamFieldErrors } from './customer-results.js';

describe('customer account results', () => {
  it('puts upstream field errors under the input names', () => {
    const errors = upstreamFieldErrors(
      [
        { fieldName: 'email', errorMessage: 'vue.form.error.email.notUnique' },
        { fieldName: 'address.postCode', errorMessage: 'vue.form.error.postcode.incorrect' },
        { fieldName: 'address.schoolOrCompany', errorMessage: 'vue.form.error.requiredField' },
        { fieldName: 'address.street', errorMessage: 'vue.form.error.street.numberMissing' },
        { fieldName: 'address.addressAddition', errorMessage: 'vue.form.error.maxLength' },
        { fieldName: 'address.email', errorMessage: 'vue.form.error.email.incorrect' },
        { fieldName: 'VATRegistrationNo', errorMessage: 'vue.form.error.invalidFormat' },
        { fieldName: 'customerNumber', errorMessage: 'vue.form.error.customerNumber.notUnique' },
      ],
      { b2bPrefix: 'b2b.' },
    );
    expect(errors.map((e) => e.field)).toEqual([
      'email',
      'address.postcode',
      'address.company',
      'address.streetAndNumber',
      'address.addition',
      'address.deliveryEmail',
      'b2b.vatRegistrationNo',
      'b2b.customerNumber',
    ]);
    expect(errors[0]).toMatchObject({ messageKey: 'vue.form.error.email.notUnique', params: [] });
    expect(upstreamFieldErrors([{ fieldName: 'oldPassword', errorMessage: 'vue.form.error.password.wrong' }], { renames: { oldPassword: 'currentPassword' } })[0]!.field).toBe('currentPassword');
    expect(upstreamFieldErrors([{ fieldName: 'VATRegistrationNo', errorMessage: 'k' }], { b2bPrefix: '' })[0]!.field).toBe('vatRegistrationNo');
  });

  it('leads a refusal with its general key, else with the first field key', () => {
    expect(formRefused([], 'vue.user.newPassword.error.invalidToken')).toMatchObject({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey: 'vue.user.newPassword.error.invalidToken', fieldErrors: [] });
    const fields = upstreamFieldErrors([{ fieldName: 'email', errorMessage: 'vue.form.error.email.notUnique' }]);
    // The upstream's "invalid input" says nothing the field keys do not: the field's key leads.
    expect(formRefused(fields, 'vue.form.error.invalidInput').messageKey).toBe('vue.form.error.email.notUnique');
    expect(formRefused([], 'vue.form.error.invalidInput').messageKey).toBe('vue.form.error.invalidInput');
  });

  it('maps the registration address with the shared address mapping', () => {
    const form = { formType: 'private' as const, company: 'Dropped GmbH', salutation: ' Frau ', firstName: ' Lena ', lastName: 'Berg', streetAndNumber: 'Weg 1', addition: ' ', postcode: '10115', city: 'Berlin', country: 'de', hasDeliveryEmail: false, deliveryEmail: 'x@y.de' };
    expect(toUpstreamAddress(form)).toEqual({
      formType: 'private',
      schoolOrCompany: null,
      salutation: 'Frau',
      firstName: 'Lena',
      lastName: 'Berg',
      street: 'Weg 1',
      addressAddition: null,
      postCode: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: null,
      email: null,
    });
    expect(toUpstreamAddress({ ...form, formType: 'companyOrSchool', company: ' Schule ' }).schoolOrCompany).toBe('Schule');
  });

  it('shows the contact with the texts of its B2B codes', () => {
    const contact = toAccountContact(
      {
        email: 'a@b.de',
        phone: null,
        customerNumber: '4711001',
        termsOfPayment: '30 Tage netto',
        paymentMethod: 'RECHNUNG',
        VATRegistrationNo: 'DE1',
        jobTitleCode: 'LEHRER',
        primaryIndustryGroupCode: 'UNKNOWN',
        numberOfEmployees: 3,
        salutation: 'Frau',
        firstName: 'A',
        lastName: 'B',
        customerType: 'b2b',
        hasB2bCertificate: false,
      },
      'vue.account.notification.b2bCertificateMissing',
      { jobTitles: [{ code: 'LEHRER', text: 'Lehrer/in' }], industryGroups: [] },
    );
    expect(contact).toMatchObject({ customerType: 'B2B', vatRegistrationNo: 'DE1', jobTitle: 'Lehrer/in', industryGroup: null, notification: 'vue.account.notification.b2bCertificateMissing' });
  });
});
