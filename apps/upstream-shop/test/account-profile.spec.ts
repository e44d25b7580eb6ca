import { issueUploadSignature } from '../src/data/uploads/signatures.js';
import { CHANGE_FIELDS, DEV_ACCOUNTS, firstError, loginAs, sessionOf, UNAUTHENTICATED, type FieldError } from './support/account.js';
import { startUpstream, type Upstream } from './support/upstream.js';

interface ChangeResult {
  successful: boolean;
  generalErrorMessage: string | null;
  fieldErrors: FieldError[];
}

const INFO = 'query I($url: String!) { getCustomerInfo(url: $url) { userId customerId isExistingCustomer isNewCustomer isGuest isInternal visitorType visitorLoginState categoryType notification } }';
const CONTACT = 'query { getCustomerContact { email phone customerNumber termsOfPayment paymentMethod VATRegistrationNo jobTitleCode primaryIndustryGroupCode numberOfEmployees salutation firstName lastName customerType hasB2bCertificate } }';
const ACCOUNT_DATA = `mutation A($data: AccountDataInput!) { changeAccountData(data: $data) { ${CHANGE_FIELDS} } }`;
const EMAIL = `mutation E($email: String) { updateEmail(email: $email) { ${CHANGE_FIELDS} } }`;
const PHONE = `mutation P($phone: String) { updatePhone(phone: $phone) { ${CHANGE_FIELDS} } }`;
const DELETE = `mutation D($password: String) { deleteCurrentCustomerAccount(password: $password) { ${CHANGE_FIELDS} } }`;
const UPLOAD = 'mutation U($file: String!, $signature: String!) { uploadB2bCertificate(file: $file, signature: $signature) { successful errorMessage } }';
const ADDRESSES = 'query { getBillingAddresses { addressId } }';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF').toString('base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00').toString('base64');

describe('customer info, contact and account data', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const change = async (query: string, variables: Record<string, unknown>, jwt: string | null) => {
    const answer = await upstream.gql<Record<string, ChangeResult>>(query, variables, { jwt });
    return { result: Object.values(answer.body.data ?? {})[0] as ChangeResult | undefined, errors: answer.body.errors };
  };
  const contact = async (jwt: string) => (await upstream.gql<{ getCustomerContact: Record<string, unknown> }>(CONTACT, {}, { jwt })).body.data?.getCustomerContact;

  describe('getCustomerInfo', () => {
    it('describes an anonymous visitor, also with a stale session token', async () => {
      for (const jwt of [null, 'expired-or-made-up']) {
        const answer = await upstream.gql<{ getCustomerInfo: unknown }>(INFO, { url: '/cat/100' }, { userId: 'visitor-1', jwt });
        expect(answer.body.data?.getCustomerInfo).toEqual({
          userId: 'visitor-1',
          customerId: null,
          isExistingCustomer: false,
          isNewCustomer: true,
          isGuest: false,
          isInternal: false,
          visitorType: 'new-customer',
          visitorLoginState: false,
          categoryType: 'b2c',
          notification: null,
        });
      }
    });

    it('flags internal users and B2B accounts without certificate', async () => {
      const internal = await upstream.gql<{ getCustomerInfo: Record<string, unknown> }>(INFO, { url: 'https://www.tafel.de/' }, { jwt: await sessionOf(upstream, DEV_ACCOUNTS.internal) });
      expect(internal.body.data?.getCustomerInfo).toMatchObject({ isInternal: true, isExistingCustomer: true, visitorType: 'existing-customer', visitorLoginState: true, categoryType: 'internal' });
      const b2b = await upstream.gql<{ getCustomerInfo: Record<string, unknown> }>(INFO, { url: '/' }, { jwt: await sessionOf(upstream, DEV_ACCOUNTS.b2b) });
      expect(b2b.body.data?.getCustomerInfo).toMatchObject({ categoryType: 'b2b', notification: 'vue.account.notification.b2bCertificateMissing' });
    });

    it('refuses a url that is neither a path nor an http(s) URL', async () => {
      for (const url of ['', 'javascript:alert(1)', `/${'a'.repeat(2000)}`]) {
        expect(firstError(await upstream.gql(INFO, { url }))?.extensions?.classification).toBe('BAD_USER_INPUT');
      }
    });
  });

  describe('getCustomerContact', () => {
    it('answers the B2B contact with customer number, payment and B2B data', async () => {
      expect(await contact(await sessionOf(upstream, DEV_ACCOUNTS.b2b))).toEqual({
        email: DEV_ACCOUNTS.b2b.email,
        phone: '+49 89 7654321',
        customerNumber: '4711001',
        termsOfPayment: '30 Tage netto',
        paymentMethod: 'RECHNUNG',
        VATRegistrationNo: 'DE812345678',
        jobTitleCode: 'PURCHASING',
        primaryIndustryGroupCode: 'PRIMARY_SCHOOL',
        numberOfEmployees: 24,
        salutation: 'Herr',
        firstName: 'Jonas',
        lastName: 'Weber',
        customerType: 'b2b',
        hasB2bCertificate: false,
      });
    });

    it('needs a session', async () => {
      const answer = await upstream.gql(CONTACT);
      expect(answer.body.data).toBeNull();
      expect(firstError(answer)?.extensions).toEqual(UNAUTHENTICATED);
    });
  });

  describe('B2B option lists', () => {
    it('lists German job titles and industry groups', async () => {
      const answer = await upstream.gql<{ getJobTitles: Array<{ entryCode: string; entryText: string }>; getIndustryGroups: Array<{ entryCode: string; entryText: string }> }>(
        '{ getJobTitles { entryCode entryText } getIndustryGroups { entryCode entryText } }',
      );
      expect(answer.body.data?.getJobTitles.map((e) => e.entryText)).toEqual(expect.arrayContaining(['Lehrkraft', 'Schulleitung', 'Erzieher/in', 'Einkauf']));
      expect(answer.body.data?.getIndustryGroups.map((e) => e.entryText)).toEqual(expect.arrayContaining(['Grundschule', 'Gymnasium', 'Kita / Kindergarten', 'Förderschule', 'Behörde / Schulträger']));
    });

    it.each(['getJobTitles', 'getIndustryGroups'])('%s needs an API token like every call', async (field) => {
      const answer = await upstream.gql(`{ ${field} { entryCode } }`, {}, { token: null });
      expect(firstError(answer)?.extensions?.classification).toBe('INVALID_TOKEN');
    });
  });

  describe('changeAccountData', () => {
    it('changes names and, for B2B accounts, their B2B fields', async () => {
      const jwt = await sessionOf(upstream, DEV_ACCOUNTS.b2b);
      const { result } = await change(ACCOUNT_DATA, { data: { salutation: 'Divers', firstName: 'Jo', lastName: 'Weber-Huber', jobTitleCode: 'HEAD_TEACHER', primaryIndustryGroupCode: 'PRIMARY_SCHOOL', numberOfEmployees: 30, VATRegistrationNo: 'DE812345678' } }, jwt);
      expect(result).toEqual({ successful: true, generalErrorMessage: null, fieldErrors: [] });
      expect(await contact(jwt)).toMatchObject({ salutation: 'Divers', firstName: 'Jo', lastName: 'Weber-Huber', jobTitleCode: 'HEAD_TEACHER', numberOfEmployees: 30 });
    });

    it('reports bad fields and changes nothing', async () => {
      const jwt = await sessionOf(upstream);
      const { result } = await change(ACCOUNT_DATA, { data: { salutation: 'Prof.', firstName: '', lastName: 'N'.repeat(61) } }, jwt);
      expect(result?.fieldErrors.map((e) => [e.fieldName, e.errorMessage])).toEqual([
        ['salutation', 'vue.form.error.salutation.incorrect'],
        ['firstName', 'vue.form.error.requiredField'],
        ['lastName', 'vue.form.error.maxLength'],
      ]);
      expect(await contact(jwt)).toMatchObject({ salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt' });
      expect((await change(ACCOUNT_DATA, { data: { firstName: 'X', lastName: 'Y' } }, null)).errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    });
  });

  describe('updateEmail and updatePhone', () => {
    it('changes the e-mail (the new one logs in) and refuses a taken or malformed one', async () => {
      const jwt = await sessionOf(upstream, DEV_ACCOUNTS.internal);
      expect((await change(EMAIL, { email: DEV_ACCOUNTS.consumer.email }, jwt)).result?.fieldErrors).toEqual([{ fieldName: 'email', errorMessage: 'vue.form.error.email.notUnique', formName: 'contactDetails' }]);
      expect((await change(EMAIL, { email: 'team@' }, jwt)).result?.fieldErrors[0]?.errorMessage).toBe('vue.form.error.email.incorrect');
      expect((await change(EMAIL, { email: ' mia.keller@tafel.example.de ' }, jwt)).result?.successful).toBe(true);
      expect((await loginAs(upstream, { email: 'mia.keller@tafel.example.de', password: DEV_ACCOUNTS.internal.password })).successful).toBe(true);
      // Re-saving the own address is no conflict.
      expect((await change(EMAIL, { email: 'MIA.KELLER@tafel.example.de' }, jwt)).result?.successful).toBe(true);
      expect((await change(EMAIL, { email: 'x@example.de' }, null)).errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    });

    it('changes and removes the phone; refuses letters and more than 30 characters', async () => {
      const jwt = await sessionOf(upstream);
      expect((await change(PHONE, { phone: '+49 30 555-0101' }, jwt)).result?.successful).toBe(true);
      expect((await contact(jwt))?.['phone']).toBe('+49 30 555-0101');
      expect((await change(PHONE, { phone: '030 CALL ME' }, jwt)).result?.fieldErrors).toEqual([{ fieldName: 'phone', errorMessage: 'vue.form.error.invalidFormat', formName: 'contactDetails' }]);
      expect((await change(PHONE, { phone: '1'.repeat(31) }, jwt)).result?.fieldErrors[0]?.errorMessage).toBe('vue.form.error.maxLength');
      expect((await change(PHONE, { phone: '' }, jwt)).result?.successful).toBe(true);
      expect((await contact(jwt))?.['phone']).toBeNull();
      expect((await change(PHONE, { phone: '123' }, null)).errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    });
  });

  describe('uploadB2bCertificate', () => {
    const signature = () => issueUploadSignature('b2b-certificate', Date.now()).signature;

    it('stores a PDF certificate for the account', async () => {
      const jwt = await sessionOf(upstream, DEV_ACCOUNTS.b2b);
      const answer = await upstream.gql<{ uploadB2bCertificate: unknown }>(UPLOAD, { file: PDF, signature: signature() }, { jwt });
      expect(answer.body.data?.uploadB2bCertificate).toEqual({ successful: true, errorMessage: null });
      expect((await contact(jwt))?.['hasB2bCertificate']).toBe(true);
      const info = await upstream.gql<{ getCustomerInfo: { notification: string | null } }>(INFO, { url: '/' }, { jwt });
      expect(info.body.data?.getCustomerInfo.notification).toBeNull();
    });

    it('refuses bad signatures, unknown file types and broken base64', async () => {
      const jwt = await sessionOf(upstream, DEV_ACCOUNTS.b2b);
      const upload = async (file: string, sig: string) => (await upstream.gql<{ uploadB2bCertificate: { errorMessage: string } }>(UPLOAD, { file, signature: sig }, { jwt })).body.data?.uploadB2bCertificate;
      expect(await upload(PDF, 'forged')).toEqual({ successful: false, errorMessage: 'vue.upload.error.invalidSignature' });
      expect(await upload(PDF, issueUploadSignature('return-image', Date.now()).signature)).toEqual({ successful: false, errorMessage: 'vue.upload.error.invalidSignature' });
      expect(await upload(PDF, issueUploadSignature('b2b-certificate', Date.now() - 16 * 60 * 1000).signature)).toEqual({ successful: false, errorMessage: 'vue.upload.error.invalidSignature' });
      expect(await upload(GIF, signature())).toEqual({ successful: false, errorMessage: 'vue.upload.error.fileType' });
      expect(await upload('%%%not base64%%%', signature())).toEqual({ successful: false, errorMessage: 'vue.upload.error.invalidFile' });
    });

    it('needs an account session', async () => {
      const answer = await upstream.gql(UPLOAD, { file: PDF, signature: signature() });
      expect(firstError(answer)?.extensions).toEqual(UNAUTHENTICATED);
    });
  });

  describe('deleteCurrentCustomerAccount', () => {
    it('needs the password, then removes the account, its sessions and addresses', async () => {
      const fresh = await startUpstream();
      try {
        const jwt = await sessionOf(fresh);
        const wrong = await fresh.gql<{ deleteCurrentCustomerAccount: ChangeResult }>(DELETE, { password: 'falsch' }, { jwt });
        expect(wrong.body.data?.deleteCurrentCustomerAccount.fieldErrors).toEqual([{ fieldName: 'password', errorMessage: 'vue.form.error.password.wrong', formName: 'deleteAccount' }]);
        expect((await fresh.gql<{ getBillingAddresses: unknown[] }>(ADDRESSES, {}, { jwt })).body.data?.getBillingAddresses).toHaveLength(1);

        const done = await fresh.gql<{ deleteCurrentCustomerAccount: ChangeResult }>(DELETE, { password: DEV_ACCOUNTS.consumer.password }, { jwt });
        expect(done.body.data?.deleteCurrentCustomerAccount).toEqual({ successful: true, generalErrorMessage: null, fieldErrors: [] });
        expect(firstError(await fresh.gql(ADDRESSES, {}, { jwt }))?.extensions).toEqual(UNAUTHENTICATED);
        expect((await loginAs(fresh, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password })).successful).toBe(false);
        // The e-mail is free again.
        expect((await fresh.gql<{ isUniqueEmail: boolean }>('query { isUniqueEmail(email: "anna.schmidt@example.de") }')).body.data?.isUniqueEmail).toBe(true);
      } finally {
        await fresh.close();
      }
    });

    it('refuses without a session', async () => {
      expect(firstError(await upstream.gql(DELETE, { password: 'x' }))?.extensions).toEqual(UNAUTHENTICATED);
    });
  });
});
