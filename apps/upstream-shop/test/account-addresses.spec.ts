import { ADDRESS_FIELDS, DEV_ACCOUNTS, firstError, sessionOf, shopInit, UNAUTHENTICATED, validAddress, type FieldError } from './support/account.js';
import { startUpstream, type Upstream } from './support/upstream.js';

interface Address {
  addressId: string;
  addressType: string;
  formType: string;
  schoolOrCompany: string | null;
  street: string;
  addressAddition: string | null;
  postCode: string;
  city: string;
  country: string;
  isStation: boolean;
  packstationAddress: boolean;
  isAlsoCustomerAddress: boolean;
  postNumber: string | null;
  packstationNumber: string | null;
  email: string | null;
  customerNumber: string | null;
}
interface AddressResult {
  successful: boolean;
  address: Address | null;
  fieldErrors: FieldError[];
  errorMessage: string | null;
}

const RESULT = `successful errorMessage fieldErrors { fieldName errorMessage formName } address { ${ADDRESS_FIELDS} }`;
const LISTS = `query { getCustomerAddress { ${ADDRESS_FIELDS} } getBillingAddresses { ${ADDRESS_FIELDS} } getShippingAddresses { ${ADDRESS_FIELDS} } }`;
const mutation = (name: string, withId: boolean, input: string) =>
  `mutation M(${withId ? '$id: ID!, ' : ''}$data: ${input}!) { ${name}(${withId ? 'addressId: $id, ' : ''}data: $data) { ${RESULT} } }`;
const DELETE = `mutation D($id: ID!) { deleteAddress(addressId: $id) { ${RESULT} } }`;
const PWA_SET = `mutation S($cartId: ID!, $data: PayWithAccountInput!) { setPayWithAccountData(cartId: $cartId, data: $data) { successful errorMessage fieldErrors { fieldName errorMessage formName } billingAddress { ${ADDRESS_FIELDS} } shippingAddress { ${ADDRESS_FIELDS} } } }`;
const PWA_GET = `query G($cartId: ID!) { getPayWithAccountBillingAddress(cartId: $cartId) { ${ADDRESS_FIELDS} } getPayWithAccountShippingAddress(cartId: $cartId) { ${ADDRESS_FIELDS} } }`;

const PACKSTATION = { packstationAddress: true, salutation: 'Frau', firstName: 'Anna', lastName: 'Schmidt', postNumber: '87654321', packstationNumber: '204', postCode: '10115', city: 'Berlin' };

describe('address book', () => {
  let upstream: Upstream;
  let jwt: string;
  beforeAll(async () => {
    upstream = await startUpstream();
    jwt = await sessionOf(upstream);
  });
  afterAll(() => upstream.close());

  const lists = async (session: string | null = jwt) =>
    (await upstream.gql<{ getCustomerAddress: Address; getBillingAddresses: Address[]; getShippingAddresses: Address[] }>(LISTS, {}, { jwt: session })).body;
  const call = async (query: string, variables: Record<string, unknown>, session: string | null = jwt) => {
    const answer = await upstream.gql<Record<string, AddressResult>>(query, variables, { jwt: session });
    return { result: Object.values(answer.body.data ?? {})[0] as AddressResult, errors: answer.body.errors };
  };

  it('lists the seeded consumer book: Berlin customer address, a delivery address and a packstation', async () => {
    const { data } = await lists();
    expect(data?.getCustomerAddress).toMatchObject({ addressId: 'A-1000-1', city: 'Berlin', isAlsoCustomerAddress: true, addressType: 'billing', formType: 'private' });
    expect(data?.getBillingAddresses.map((a) => a.addressId)).toEqual(['A-1000-1']);
    expect(data?.getShippingAddresses.map((a) => [a.addressId, a.isStation])).toEqual([
      ['A-1000-2', false],
      ['A-1000-3', true],
    ]);
    expect(data?.getShippingAddresses[1]).toMatchObject({ packstationAddress: true, postNumber: '12345678', packstationNumber: '117', street: '12345678', addressAddition: '117' });
  });

  it('lists the school’s customer address in München with its B2B data and the caretaker address', async () => {
    const { data } = await lists(await sessionOf(upstream, DEV_ACCOUNTS.b2b));
    expect(data?.getCustomerAddress).toMatchObject({ schoolOrCompany: 'Grundschule am See', city: 'München', formType: 'companyOrSchool', customerNumber: '4711001' });
    expect(data?.getShippingAddresses[0]).toMatchObject({ addressAddition: 'Hausmeister, Eingang Turnhalle', customerNumber: null });
  });

  it('needs a session for every address call', async () => {
    const answer = await lists(null);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    for (const [query, variables] of [
      [mutation('addBillingAddress', false, 'AddressInput'), { data: validAddress() }],
      [mutation('updateShippingAddress', true, 'AddressInput'), { id: 'A-1000-2', data: validAddress() }],
      [mutation('addPackstation', false, 'PackstationInput'), { data: PACKSTATION }],
      [DELETE, { id: 'A-1000-2' }],
    ] as const) {
      expect((await call(query, variables, null)).errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    }
  });

  describe('billing addresses', () => {
    it('adds one and can make it the customer address', async () => {
      const { result } = await call(mutation('addBillingAddress', false, 'AddressInput'), { data: validAddress({ formType: 'companyOrSchool', schoolOrCompany: 'Kita Sonnenschein', isAlsoCustomerAddress: true }) });
      expect(result).toMatchObject({ successful: true, errorMessage: null, address: { addressType: 'billing', schoolOrCompany: 'Kita Sonnenschein', isAlsoCustomerAddress: true } });
      const { data } = await lists();
      expect(data?.getCustomerAddress.addressId).toBe(result.address?.addressId);
      expect(data?.getBillingAddresses.map((a) => [a.addressId, a.isAlsoCustomerAddress])).toEqual([
        [result.address?.addressId, true],
        ['A-1000-1', false],
      ]);
    });

    it('drops the company of a private address and reports bad fields', async () => {
      const { result } = await call(mutation('addBillingAddress', false, 'AddressInput'), { data: validAddress({ schoolOrCompany: 'ignored' }) });
      expect(result.address?.schoolOrCompany).toBeNull();
      const bad = await call(mutation('addBillingAddress', false, 'AddressInput'), { data: validAddress({ country: 'CH', postCode: '80331', email: 'no-mail', formType: 'home' }) });
      expect(bad.result).toMatchObject({ successful: false, address: null, errorMessage: 'vue.form.error.invalidInput' });
      expect(bad.result.fieldErrors).toEqual([
        { fieldName: 'formType', errorMessage: 'vue.form.error.invalidOption', formName: 'billingAddress' },
        { fieldName: 'postCode', errorMessage: 'vue.form.error.postcode.incorrect', formName: 'billingAddress' },
        { fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect', formName: 'billingAddress' },
      ]);
    });

    it('updates one of the caller’s own billing addresses only', async () => {
      const { result } = await call(mutation('updateBillingAddress', true, 'AddressInput'), { id: 'A-1000-1', data: validAddress({ street: 'Kastanienallee 14', city: 'Berlin', postCode: '10435' }) });
      expect(result).toMatchObject({ successful: true, address: { addressId: 'A-1000-1', street: 'Kastanienallee 14' } });
      const foreign = await call(mutation('updateBillingAddress', true, 'AddressInput'), { id: 'A-2000-1', data: validAddress() });
      expect(foreign.result).toMatchObject({ successful: false, errorMessage: 'vue.address.error.notFound' });
      // A delivery address is not a billing address.
      expect((await call(mutation('updateBillingAddress', true, 'AddressInput'), { id: 'A-1000-2', data: validAddress() })).result.errorMessage).toBe('vue.address.error.notFound');
      expect((await call(mutation('updateBillingAddress', true, 'AddressInput'), { id: 'x'.repeat(101), data: validAddress() })).errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    });
  });

  describe('delivery addresses', () => {
    it('adds and updates a delivery address in Austria', async () => {
      const added = await call(mutation('addShippingAddress', false, 'AddressInput'), { data: validAddress({ country: 'AT', postCode: '1010', city: 'Wien', email: 'lieferung@example.at' }) });
      expect(added.result).toMatchObject({ successful: true, address: { addressType: 'shipping', country: 'AT', email: 'lieferung@example.at', isAlsoCustomerAddress: false } });
      const id = added.result.address?.addressId;
      const updated = await call(mutation('updateShippingAddress', true, 'AddressInput'), { id, data: validAddress({ country: 'LI', postCode: '9490', city: 'Vaduz' }) });
      expect(updated.result.address).toMatchObject({ addressId: id, country: 'LI', city: 'Vaduz', email: null });
    });

    it('refuses a country outside DE, AT, CH, LI and IT', async () => {
      const { result } = await call(mutation('addShippingAddress', false, 'AddressInput'), { data: validAddress({ country: 'FR', postCode: '75001' }) });
      expect(result.fieldErrors).toEqual([{ fieldName: 'country', errorMessage: 'vue.form.error.country.notAllowed', formName: 'shippingAddress' }]);
      expect((await call(mutation('updateShippingAddress', true, 'AddressInput'), { id: 'A-1000-2', data: validAddress({ street: 'x'.repeat(101) }) })).result.fieldErrors[0]?.errorMessage).toBe('vue.form.error.maxLength');
    });
  });

  describe('packstations', () => {
    it('adds and updates a packstation (Germany only)', async () => {
      const added = await call(mutation('addPackstation', false, 'PackstationInput'), { data: PACKSTATION });
      expect(added.result).toMatchObject({ successful: true, address: { addressType: 'packstation', isStation: true, packstationAddress: true, country: 'DE', postNumber: '87654321', packstationNumber: '204' } });
      const updated = await call(mutation('updatePackstation', true, 'PackstationInput'), { id: added.result.address?.addressId, data: { ...PACKSTATION, packstationNumber: '205' } });
      expect(updated.result.address?.packstationNumber).toBe('205');
      expect((await lists()).data?.getShippingAddresses.filter((a) => a.isStation)).toHaveLength(2);
    });

    it('checks post number, station, postcode, country and the packstation flag', async () => {
      const { result } = await call(mutation('addPackstation', false, 'PackstationInput'), { data: { ...PACKSTATION, packstationAddress: false, postNumber: '123', packstationNumber: '1234', postCode: '1011', country: 'AT' } });
      expect(result.fieldErrors.map((e) => [e.fieldName, e.errorMessage])).toEqual([
        ['packstationAddress', 'vue.form.error.requiredField'],
        ['country', 'vue.form.error.country.notAllowed'],
        ['postNumber', 'vue.form.error.invalidFormat'],
        ['packstationNumber', 'vue.form.error.invalidFormat'],
        ['postCode', 'vue.form.error.postcode.incorrect'],
      ]);
      expect((await call(mutation('updatePackstation', true, 'PackstationInput'), { id: 'A-1000-2', data: PACKSTATION })).result.errorMessage).toBe('vue.address.error.notFound');
    });
  });

  describe('deleteAddress', () => {
    it('removes an own address and answers it for undo', async () => {
      const { result } = await call(DELETE, { id: 'A-1000-2' });
      expect(result).toMatchObject({ successful: true, address: { addressId: 'A-1000-2', city: 'Potsdam' } });
      expect((await lists()).data?.getShippingAddresses.map((a) => a.addressId)).not.toContain('A-1000-2');
    });

    it('keeps the customer address and foreign addresses', async () => {
      const customerAddress = (await lists()).data?.getCustomerAddress.addressId;
      expect((await call(DELETE, { id: customerAddress })).result).toMatchObject({ successful: false, errorMessage: 'vue.address.error.customerAddressNotDeletable' });
      expect((await call(DELETE, { id: 'A-2000-2' })).result).toMatchObject({ successful: false, errorMessage: 'vue.address.error.notFound' });
      expect((await lists(await sessionOf(upstream, DEV_ACCOUNTS.b2b))).data?.getShippingAddresses).toHaveLength(1);
    });
  });

  describe('pay-with-account session', () => {
    it('keeps the addresses of the cart’s session; shipping falls back to billing', async () => {
      const visitor = await shopInit(upstream);
      const set = await upstream.gql<{ setPayWithAccountData: { successful: boolean; billingAddress: Address; shippingAddress: Address } }>(
        PWA_SET,
        { cartId: visitor.cartId, data: { email: 'kaeufer@example.de', billingAddress: validAddress() } },
        { userId: visitor.userId },
      );
      expect(set.body.data?.setPayWithAccountData).toMatchObject({ successful: true, billingAddress: { addressId: `PWA-B-${visitor.cartId}`, email: 'kaeufer@example.de', city: 'Köln' }, shippingAddress: { city: 'Köln' } });
      await upstream.gql(PWA_SET, { cartId: visitor.cartId, data: { billingAddress: validAddress(), shippingAddress: validAddress({ city: 'Bonn', postCode: '53111' }) } }, { userId: visitor.userId });
      const got = await upstream.gql<{ getPayWithAccountBillingAddress: Address; getPayWithAccountShippingAddress: Address }>(PWA_GET, { cartId: visitor.cartId }, { userId: visitor.userId });
      expect(got.body.data?.getPayWithAccountBillingAddress.city).toBe('Köln');
      expect(got.body.data?.getPayWithAccountShippingAddress).toMatchObject({ addressId: `PWA-S-${visitor.cartId}`, city: 'Bonn', addressType: 'shipping' });
    });

    it('answers null without a session and validates the addresses', async () => {
      const visitor = await shopInit(upstream);
      const empty = await upstream.gql<{ getPayWithAccountBillingAddress: null; getPayWithAccountShippingAddress: null }>(PWA_GET, { cartId: visitor.cartId }, { userId: visitor.userId });
      expect(empty.body.data).toEqual({ getPayWithAccountBillingAddress: null, getPayWithAccountShippingAddress: null });
      const bad = await upstream.gql<{ setPayWithAccountData: { successful: boolean; fieldErrors: FieldError[] } }>(
        PWA_SET,
        { cartId: visitor.cartId, data: { email: 'x', billingAddress: validAddress({ city: '' }), shippingAddress: validAddress({ postCode: '1' }) } },
        { userId: visitor.userId },
      );
      expect(bad.body.data?.setPayWithAccountData.fieldErrors.map((e) => e.fieldName)).toEqual(['email', 'billingAddress.city', 'shippingAddress.postCode']);
      expect((await upstream.gql(PWA_GET, { cartId: visitor.cartId }, { userId: visitor.userId })).body.data).toEqual({ getPayWithAccountBillingAddress: null, getPayWithAccountShippingAddress: null });
    });

    it('needs the cart’s user id', async () => {
      const visitor = await shopInit(upstream);
      const answer = await upstream.gql(PWA_SET, { cartId: visitor.cartId, data: { billingAddress: validAddress() } }, { userId: 'someone-else' });
      expect(firstError(answer)?.message).toBe('A valid user id is required.');
      expect(firstError(await upstream.gql(PWA_GET, { cartId: 'unknown' }, { userId: visitor.userId }))?.extensions?.classification).toBe('CART_NOT_FOUND');
    });
  });
});
