import { ADDRESS_FIELDS, DEV_ACCOUNTS, firstError, loginAs, shopInit, UNAUTHENTICATED, validAddress, type FieldError } from './support/account.js';
import { CART_UPDATE, FIND_CART, startUpstream, type Upstream } from './support/upstream.js';

interface RegisterResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: FieldError[];
  token: { token: string; expires: string } | null;
  userId: string | null;
  updatedCartId: string | null;
  firstName: string | null;
  lastName: string | null;
  customerNumber: string | null;
}

const RESULT = 'successful errorMessage fieldErrors { fieldName errorMessage formName } token { token expires } userId updatedCartId firstName lastName customerNumber';
const REGISTER = `mutation R($data: RegisterCustomerInput!) { registerCustomer(data: $data) { ${RESULT} } }`;
const REGISTER_B2B = `mutation R($data: RegisterB2bCustomerInput!) { registerB2bCustomer(data: $data) { ${RESULT} } }`;
const REGISTER_GUEST = `mutation R($data: RegisterGuestInput!) { registerGuest(data: $data) { ${RESULT} } }`;
const CONTACT = 'query { getCustomerContact { email phone customerNumber customerType paymentMethod VATRegistrationNo jobTitleCode primaryIndustryGroupCode numberOfEmployees salutation firstName lastName } }';
const CUSTOMER_ADDRESS = `query { getCustomerAddress { ${ADDRESS_FIELDS} } }`;
const INFO = 'query { getCustomerInfo(url: "/checkout/shipping") { visitorType visitorLoginState isGuest isNewCustomer } }';
const UNIQUE = 'query U($email: String!) { isUniqueEmail(email: $email) }';
const SUBSCRIBED = 'query S($email: String!) { checkEmailSubscribed(email: $email) }';

describe('registration', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const register = async (query: string, data: Record<string, unknown>, userId?: string) => {
    const answer = await upstream.gql<Record<string, RegisterResult>>(query, { data }, { userId: userId ?? null });
    return Object.values(answer.body.data ?? {})[0] as RegisterResult;
  };

  describe('registerCustomer', () => {
    it('creates the account, logs it in and takes over the visitor cart', async () => {
      const visitor = await shopInit(upstream);
      await upstream.gql(CART_UPDATE, { data: { cartId: visitor.cartId, ops: [{ addPosition: { itemId: '10001-01', quantity: 2 } }] } }, { userId: visitor.userId });
      const result = await register(REGISTER, { email: 'lena.vogel@example.de', password: 'geheim1', passwordRepeat: 'geheim1', newsletter: true, cartId: visitor.cartId, address: validAddress({ phone: '0221 123456' }) }, visitor.userId);
      expect(result).toMatchObject({ successful: true, errorMessage: null, fieldErrors: [], firstName: 'Lena', lastName: 'Vogel', updatedCartId: visitor.cartId, userId: visitor.userId, customerNumber: null });
      const jwt = result.token?.token ?? null;
      const contact = await upstream.gql<{ getCustomerContact: Record<string, unknown> }>(CONTACT, {}, { jwt });
      expect(contact.body.data?.getCustomerContact).toMatchObject({ email: 'lena.vogel@example.de', phone: '0221 123456', customerType: 'consumer', salutation: 'Frau' });
      const address = await upstream.gql<{ getCustomerAddress: Record<string, unknown> }>(CUSTOMER_ADDRESS, {}, { jwt });
      expect(address.body.data?.getCustomerAddress).toMatchObject({ isAlsoCustomerAddress: true, addressType: 'billing', formType: 'private', schoolOrCompany: null, city: 'Köln', postCode: '50667' });
      expect((await upstream.gql<{ checkEmailSubscribed: boolean }>(SUBSCRIBED, { email: 'LENA.VOGEL@example.de' })).body.data?.checkEmailSubscribed).toBe(true);
      // The new password works, and the taken-over cart is the customer's on the next login.
      const again = await loginAs(upstream, { email: 'lena.vogel@example.de', password: 'geheim1' });
      expect(again).toMatchObject({ successful: true, updatedCartId: visitor.cartId });
    });

    it('refuses a taken e-mail and reports every bad field, writing nothing', async () => {
      const result = await register(REGISTER, {
        email: DEV_ACCOUNTS.consumer.email.toUpperCase(),
        password: 'ab',
        passwordRepeat: 'abc',
        phone: 'call me',
        address: { formType: 'companyOrSchool', salutation: 'Dr.', firstName: '', lastName: '1abc', street: 'Hauptstraße', postCode: '1234', city: 'x'.repeat(61), country: 'FR' },
      });
      expect(result).toMatchObject({ successful: false, errorMessage: 'vue.form.error.invalidInput', token: null });
      expect(result.fieldErrors.map((e) => [e.fieldName, e.errorMessage])).toEqual([
        ['email', 'vue.form.error.email.notUnique'],
        ['password', 'vue.form.error.password.invalidLength'],
        ['passwordRepeat', 'vue.form.error.password.notEqual'],
        ['phone', 'vue.form.error.invalidFormat'],
        ['address.schoolOrCompany', 'vue.form.error.requiredField'],
        ['address.country', 'vue.form.error.country.notAllowed'],
        ['address.salutation', 'vue.form.error.salutation.incorrect'],
        ['address.firstName', 'vue.form.error.requiredField'],
        ['address.lastName', 'vue.form.error.invalidFormat'],
        ['address.street', 'vue.form.error.street.numberMissing'],
        ['address.city', 'vue.form.error.maxLength'],
      ]);
      expect(result.fieldErrors.every((e) => e.formName === 'register')).toBe(true);
    });

    it('checks the postcode per country', async () => {
      const at = await register(REGISTER, { email: 'wien@example.at', password: 'geheim1', address: validAddress({ country: 'AT', postCode: '10100' }) });
      expect(at.fieldErrors).toEqual([{ fieldName: 'address.postCode', errorMessage: 'vue.form.error.postcode.incorrect', formName: 'register' }]);
      const ok = await register(REGISTER, { email: 'wien@example.at', password: 'geheim1', address: validAddress({ country: 'at', postCode: '1010', city: 'Wien' }) });
      expect(ok.successful).toBe(true);
    });

    it('refuses a cart of another user with CART_NOT_FOUND and creates no account', async () => {
      const visitor = await shopInit(upstream);
      const answer = await upstream.gql(REGISTER, { data: { email: 'neu@example.de', password: 'geheim1', cartId: visitor.cartId, address: validAddress() } }, { userId: 'not-the-owner' });
      expect(firstError(answer)?.extensions?.classification).toBe('CART_NOT_FOUND');
      expect((await upstream.gql<{ isUniqueEmail: boolean }>(UNIQUE, { email: 'neu@example.de' })).body.data?.isUniqueEmail).toBe(true);
    });
  });

  describe('registerB2bCustomer', () => {
    const school = validAddress({ formType: 'companyOrSchool', schoolOrCompany: 'Gymnasium am Park', salutation: 'Herr', firstName: 'Karl', lastName: 'Berg', postCode: '80539', city: 'München' });

    it('registers a school with the next customer number and its B2B data', async () => {
      const result = await register(REGISTER_B2B, { email: 'verwaltung@gymnasium-am-park.example.de', password: 'schule123', address: school, VATRegistrationNo: 'de 123456789', jobTitleCode: 'HEAD_TEACHER', primaryIndustryGroupCode: 'GRAMMAR_SCHOOL', numberOfEmployees: 80 });
      expect(result).toMatchObject({ successful: true, customerNumber: '4711002', firstName: 'Karl' });
      const jwt = result.token?.token ?? null;
      expect((await upstream.gql<{ getCustomerContact: Record<string, unknown> }>(CONTACT, {}, { jwt })).body.data?.getCustomerContact).toMatchObject({
        customerNumber: '4711002',
        customerType: 'b2b',
        paymentMethod: 'RECHNUNG',
        VATRegistrationNo: 'DE 123456789',
        jobTitleCode: 'HEAD_TEACHER',
        primaryIndustryGroupCode: 'GRAMMAR_SCHOOL',
        numberOfEmployees: 80,
      });
      const address = (await upstream.gql<{ getCustomerAddress: Record<string, unknown> }>(CUSTOMER_ADDRESS, {}, { jwt })).body.data?.getCustomerAddress;
      expect(address).toMatchObject({ schoolOrCompany: 'Gymnasium am Park', formType: 'companyOrSchool', customerNumber: '4711002', jobTitleCode: 'HEAD_TEACHER' });
      expect((await loginAs(upstream, { customerNumber: '4711002', password: 'schule123' })).successful).toBe(true);
    });

    it('accepts an existing free customer number and refuses a taken one, bad codes and a private address', async () => {
      const taken = await register(REGISTER_B2B, { email: 'a@schule.example.de', password: 'schule123', address: { ...school, formType: 'private' }, customerNumber: DEV_ACCOUNTS.b2b.customerNumber, jobTitleCode: 'ASTRONAUT', primaryIndustryGroupCode: 'MOON', numberOfEmployees: -1, VATRegistrationNo: '123' });
      expect(taken.fieldErrors.map((e) => [e.fieldName, e.errorMessage])).toEqual([
        ['address.formType', 'vue.form.error.invalidOption'],
        ['VATRegistrationNo', 'vue.form.error.invalidFormat'],
        ['jobTitleCode', 'vue.form.error.invalidOption'],
        ['primaryIndustryGroupCode', 'vue.form.error.invalidOption'],
        ['numberOfEmployees', 'vue.form.error.invalidOption'],
        ['customerNumber', 'vue.form.error.customerNumber.notUnique'],
      ]);
      const own = await register(REGISTER_B2B, { email: 'b@schule.example.de', password: 'schule123', address: school, customerNumber: 'K-900-1' });
      expect(own).toMatchObject({ successful: true, customerNumber: 'K-900-1' });
    });
  });

  describe('registerGuest', () => {
    it('starts a guest session without a password; the e-mail may be a customer’s', async () => {
      const result = await register(REGISTER_GUEST, { email: DEV_ACCOUNTS.consumer.email, address: validAddress() });
      expect(result).toMatchObject({ successful: true, firstName: 'Lena', customerNumber: null });
      const jwt = result.token?.token ?? null;
      expect((await upstream.gql<{ getCustomerInfo: Record<string, unknown> }>(INFO, {}, { jwt })).body.data?.getCustomerInfo).toEqual({ visitorType: 'guest', visitorLoginState: false, isGuest: true, isNewCustomer: false });
      // Guests keep their billing address for checkout but have no account pages.
      expect((await upstream.gql<{ getCustomerAddress: { city: string } }>(CUSTOMER_ADDRESS, {}, { jwt })).body.data?.getCustomerAddress.city).toBe('Köln');
      expect(firstError(await upstream.gql(CONTACT, {}, { jwt }))?.extensions).toEqual(UNAUTHENTICATED);
    });

    it('requires a well-formed e-mail and the billing address', async () => {
      const result = await register(REGISTER_GUEST, { email: 'gast@', address: validAddress({ street: '', postCode: 'abcde' }) });
      expect(result.fieldErrors.map((e) => [e.fieldName, e.errorMessage, e.formName])).toEqual([
        ['email', 'vue.form.error.email.incorrect', 'guest'],
        ['address.street', 'vue.form.error.requiredField', 'guest'],
        ['address.postCode', 'vue.form.error.postcode.incorrect', 'guest'],
      ]);
    });
  });

  describe('e-mail checks', () => {
    it('isUniqueEmail: taken e-mails are not unique, except the caller’s own', async () => {
      expect((await upstream.gql<{ isUniqueEmail: boolean }>(UNIQUE, { email: 'Anna.Schmidt@example.de' })).body.data?.isUniqueEmail).toBe(false);
      expect((await upstream.gql<{ isUniqueEmail: boolean }>(UNIQUE, { email: 'frei@example.de' })).body.data?.isUniqueEmail).toBe(true);
      const jwt = (await loginAs(upstream, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password })).token?.token ?? null;
      expect((await upstream.gql<{ isUniqueEmail: boolean }>(UNIQUE, { email: DEV_ACCOUNTS.consumer.email }, { jwt })).body.data?.isUniqueEmail).toBe(true);
    });

    it('checkEmailSubscribed: the seeded consumer is subscribed, others not', async () => {
      expect((await upstream.gql<{ checkEmailSubscribed: boolean }>(SUBSCRIBED, { email: DEV_ACCOUNTS.consumer.email })).body.data?.checkEmailSubscribed).toBe(true);
      expect((await upstream.gql<{ checkEmailSubscribed: boolean }>(SUBSCRIBED, { email: DEV_ACCOUNTS.internal.email })).body.data?.checkEmailSubscribed).toBe(false);
    });

    it.each([['isUniqueEmail', UNIQUE], ['checkEmailSubscribed', SUBSCRIBED]])('%s refuses a malformed e-mail with BAD_USER_INPUT', async (_name, query) => {
      for (const email of ['', 'kein-at-zeichen', `${'a'.repeat(75)}@example.de`]) {
        expect(firstError(await upstream.gql(query, { email }))?.extensions?.classification).toBe('BAD_USER_INPUT');
      }
    });
  });

  it('a registered cart is found on the new user id', async () => {
    const visitor = await shopInit(upstream);
    const result = await register(REGISTER, { email: 'cart.check@example.de', password: 'geheim1', address: validAddress() }, visitor.userId);
    // Without cartId a new cart is started for the customer.
    expect(result.updatedCartId).not.toBe(visitor.cartId);
    expect((await upstream.gql<{ shop_findCart: { items: unknown[] } }>(FIND_CART, { cartId: result.updatedCartId }, { userId: result.userId })).body.data?.shop_findCart.items).toEqual([]);
  });
});
