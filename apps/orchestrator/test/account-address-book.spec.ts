import { randomUUID } from 'node:crypto';
import { startWorld, type World } from './support/world.js';

// The address book against the real stand-in (issue 27). Reads use the seed accounts; every
// change happens on an account registered for this test, so other tests' seed data stays as it is.

const ADDRESS = `id addressType formType company salutation firstName lastName streetAndNumber addition postcode city country phone email isStation isCustomerAddress postNumber packstation`;
const BOOK = `billing { ${ADDRESS} } shipping { ${ADDRESS} } packstations { ${ADDRESS} } defaultBillingAddressId lastRemoved { ${ADDRESS} }`;
const CHANGE = `__typename
  ... on AddressBookChanged { address { ${ADDRESS} } addressBook { ${BOOK} } }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey } }
  ... on NotFoundError { errorCode messageKey }
  ... on SessionRequiredError { errorCode sessionEnded }`;
const ADDRESS_BOOK = `query { addressBook { __typename ... on AddressBook { ${BOOK} } ... on SessionRequiredError { errorCode sessionEnded } } }`;
const SAVE = `mutation($i: SaveAddressInput!) { saveAddress(input: $i) { ${CHANGE} } }`;
const REMOVE = `mutation($i: RemoveAddressInput!) { removeAddress(input: $i) { ${CHANGE} } }`;
const UNDO = `mutation { undoRemoveAddress { ${CHANGE} } }`;
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { __typename ... on LoggedIn { session { token userId } } } }`;

interface Address {
  id: string;
  addressType: string;
  firstName: string;
  lastName: string;
  streetAndNumber: string;
  postcode: string;
  city: string;
  isCustomerAddress: boolean;
  [field: string]: unknown;
}
interface Book {
  __typename: 'AddressBook';
  billing: Address[];
  shipping: Address[];
  packstations: Address[];
  defaultBillingAddressId: string | null;
  lastRemoved: Address | null;
}
interface Change {
  __typename: string;
  address: Address;
  addressBook: Book;
  [field: string]: unknown;
}

const customerAddress = {
  formType: 'private',
  salutation: 'Frau',
  firstName: 'Test',
  lastName: 'Kundin',
  street: 'Gartenweg 7',
  postCode: '10117',
  city: 'Berlin',
  country: 'DE',
};
const shippingForm = {
  formType: 'companyOrSchool',
  company: 'Kita Sonnenschein',
  salutation: 'Herr',
  firstName: 'Paul',
  lastName: 'Beispiel',
  streetAndNumber: 'Seestraße 12',
  addition: 'Hinterhaus',
  postcode: '14467',
  city: 'Potsdam',
  country: 'DE',
  phone: '0331 1234',
  hasDeliveryEmail: true,
  deliveryEmail: 'kita@example.de',
};
const billingForm = { formType: 'private', salutation: 'Divers', firstName: 'Alex', lastName: 'Rechnung', streetAndNumber: 'Marktplatz 1', postcode: '80331', city: 'München', country: 'DE' };
const packstationForm = { salutation: 'Frau', firstName: 'Test', lastName: 'Kundin', postNumber: '87654321', packstation: '456', postcode: '10117', city: 'Berlin' };

// What a restored address must still say (its id is new).
const fieldsOf = ({ id: _id, ...fields }: Address) => fields;

describe('account address book (real upstream stand-in)', () => {
  let world: World;

  const headers = (token: string, userId: string, site?: string): Record<string, string> => ({
    'X-JWT': token,
    'X-iSHOP-API-USERID': userId,
    ...(site ? { 'X-Tafel-Site': site } : {}),
  });
  const login = async (input: Record<string, string>, site?: string) => {
    const answer = await world.orchestrator.graphql<{ login: { session: { token: string; userId: string } } }>(LOGIN, { i: input }, site ? { 'X-Tafel-Site': site } : {});
    const { token, userId } = answer.data!.login.session;
    return headers(token, userId, site);
  };
  // A new account straight at the stand-in, as the test's setup: the orchestrator under test only reads and changes its book.
  const register = async (kind: 'consumer' | 'b2b') => {
    const email = `adressbuch-${randomUUID()}@example.de`;
    const mutation =
      kind === 'consumer'
        ? 'mutation($d: RegisterCustomerInput!) { r: registerCustomer(data: $d) { successful errorMessage token { token } userId } }'
        : 'mutation($d: RegisterB2bCustomerInput!) { r: registerB2bCustomer(data: $d) { successful errorMessage token { token } userId } }';
    const address = kind === 'consumer' ? customerAddress : { ...customerAddress, formType: 'companyOrSchool', schoolOrCompany: 'Grundschule Testdorf' };
    const { r } = await world.upstream.graphql<{ r: { successful: boolean; errorMessage: string | null; token: { token: string }; userId: string } }>(
      mutation,
      { d: { email, password: 'tafel-test', passwordRepeat: 'tafel-test', address } },
      kind === 'b2b' ? 'edu-de' : undefined,
    );
    expect(r).toMatchObject({ successful: true });
    return headers(r.token.token, r.userId, kind === 'b2b' ? 'edu-de' : undefined);
  };
  const book = async (as: Record<string, string>) => (await world.orchestrator.graphql<{ addressBook: Book }>(ADDRESS_BOOK, {}, as)).data!.addressBook;
  const save = async (as: Record<string, string>, input: Record<string, unknown>) => (await world.orchestrator.graphql<{ saveAddress: Change }>(SAVE, { i: input }, as)).data!.saveAddress;
  const remove = async (as: Record<string, string>, addressId: string) => (await world.orchestrator.graphql<{ removeAddress: Change }>(REMOVE, { i: { addressId } }, as)).data!.removeAddress;
  const undo = async (as: Record<string, string>) => (await world.orchestrator.graphql<{ undoRemoveAddress: Change }>(UNDO, {}, as)).data!.undoRemoveAddress;
  const lastRemovedKeys = () => world.keyspace.redis.keys(`${world.keyspace.prefix}:account:last-removed:*`);

  beforeAll(async () => {
    world = await startWorld('account-address-book');
  });
  afterAll(() => world.close());

  it("shows a consumer's book split into billing, delivery and packstations, the customer address as default billing", async () => {
    const anna = await login({ email: 'anna.schmidt@example.de', password: 'tafel-anna' });
    expect(await book(anna)).toMatchObject({
      __typename: 'AddressBook',
      billing: [{ id: 'A-1000-1', isCustomerAddress: true, city: 'Berlin', isStation: false }],
      shipping: [{ id: 'A-1000-2', city: 'Potsdam', isStation: false }],
      packstations: [{ id: 'A-1000-3', isStation: true, postNumber: expect.any(String), packstation: expect.any(String) }],
      defaultBillingAddressId: 'A-1000-1',
      lastRemoved: null,
    });
  });

  it('gives a business user with only the customer address the first delivery address as default billing', async () => {
    const school = await login({ customerNumber: '4711001', password: 'tafel-schule' }, 'edu-de');
    expect(await book(school)).toMatchObject({ billing: [{ id: 'A-2000-1', isCustomerAddress: true }], shipping: [{ id: 'A-2000-2' }], defaultBillingAddressId: 'A-2000-2' });
  });

  it('adds and edits billing, delivery and packstation addresses of a new consumer account', async () => {
    const me = await register('consumer');
    const fresh = await book(me);
    expect(fresh).toMatchObject({ billing: [{ isCustomerAddress: true, streetAndNumber: 'Gartenweg 7' }], shipping: [], packstations: [], lastRemoved: null });
    const customerId = fresh.billing[0]!.id;
    expect(fresh.defaultBillingAddressId).toBe(customerId);

    const billing = await save(me, { kind: 'billing', address: billingForm });
    expect(billing).toMatchObject({ __typename: 'AddressBookChanged', address: { addressType: 'billing', isCustomerAddress: false, city: 'München', salutation: 'Divers' } });
    expect(billing.addressBook.billing.map((a) => a.id)).toEqual([customerId, billing.address.id]);
    // Consumers keep the customer address as default billing address.
    expect(billing.addressBook.defaultBillingAddressId).toBe(customerId);
    const editedBilling = await save(me, { kind: 'billing', addressId: billing.address.id, address: { ...billingForm, city: 'Augsburg', postcode: '86150' } });
    expect(editedBilling).toMatchObject({ address: { id: billing.address.id, city: 'Augsburg', postcode: '86150' } });

    const shipping = await save(me, { kind: 'shipping', address: shippingForm });
    expect(shipping).toMatchObject({
      address: { addressType: 'shipping', formType: 'companyOrSchool', company: 'Kita Sonnenschein', addition: 'Hinterhaus', email: 'kita@example.de', phone: '0331 1234' },
      addressBook: { shipping: [{ streetAndNumber: 'Seestraße 12' }] },
    });
    const editedShipping = await save(me, { kind: 'shipping', addressId: shipping.address.id, address: { ...shippingForm, hasDeliveryEmail: false, streetAndNumber: 'Seestraße 14' } });
    expect(editedShipping).toMatchObject({ address: { id: shipping.address.id, streetAndNumber: 'Seestraße 14', email: null } });

    const station = await save(me, { kind: 'packstation', packstation: packstationForm });
    expect(station).toMatchObject({ address: { isStation: true, postNumber: '87654321', packstation: '456' }, addressBook: { packstations: [{ postNumber: '87654321' }] } });
    expect(station.addressBook.shipping).toHaveLength(1);
    const editedStation = await save(me, { kind: 'packstation', addressId: station.address.id, packstation: { ...packstationForm, packstation: '789' } });
    expect(editedStation).toMatchObject({ address: { id: station.address.id, packstation: '789' } });
  });

  it('refuses bad forms with the form field names, and foreign or unknown ids as not found', async () => {
    const me = await register('consumer');
    expect(await save(me, { kind: 'shipping', packstation: packstationForm })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'packstation', messageKey: 'vue.form.error.invalidOption' }, { field: 'address', messageKey: 'vue.form.error.requiredField' }],
    });
    expect(await save(me, { kind: 'billing', address: { ...billingForm, postcode: '8033', city: ' ' } })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'address.postcode', messageKey: 'vue.form.error.postcode.incorrect' },
        { field: 'address.city', messageKey: 'vue.form.error.requiredField' },
      ],
    });
    const notFound = { __typename: 'NotFoundError', errorCode: 'NOT_FOUND', messageKey: 'vue.address.error.notFound' };
    // Anna's delivery address, seen from another account.
    expect(await save(me, { kind: 'shipping', addressId: 'A-1000-2', address: shippingForm })).toEqual(notFound);
    expect(await remove(me, 'A-1000-2')).toEqual(notFound);
    expect(await remove(me, 'A-does-not-exist')).toEqual(notFound);
    expect(await remove(me, '../A-1000-2')).toEqual(notFound);
    expect((await book(me)).shipping).toEqual([]);
  });

  it('removes an address, keeps it as the last removed one and restores it with a new id', async () => {
    const me = await register('consumer');
    const shipping = (await save(me, { kind: 'shipping', address: shippingForm })).address;
    const station = (await save(me, { kind: 'packstation', packstation: packstationForm })).address;

    const removed = await remove(me, shipping.id);
    expect(removed).toMatchObject({ __typename: 'AddressBookChanged', address: { id: shipping.id }, addressBook: { shipping: [], lastRemoved: { id: shipping.id } } });
    expect(fieldsOf(removed.addressBook.lastRemoved!)).toEqual(fieldsOf(shipping));
    expect((await book(me)).lastRemoved).toMatchObject({ id: shipping.id });

    // The next removal replaces the one kept before.
    const removedStation = await remove(me, station.id);
    expect(removedStation.addressBook).toMatchObject({ packstations: [], lastRemoved: { id: station.id, isStation: true } });

    const restored = await undo(me);
    expect(restored).toMatchObject({ __typename: 'AddressBookChanged', addressBook: { lastRemoved: null } });
    expect(restored.address.id).not.toBe(station.id);
    expect(fieldsOf(restored.address)).toEqual(fieldsOf(station));
    expect(restored.addressBook.packstations.map((a) => a.id)).toEqual([restored.address.id]);
    expect(restored.addressBook.shipping).toEqual([]);
    expect(await undo(me)).toMatchObject({ __typename: 'NotFoundError', messageKey: 'vue.address.error.notFound' });

    // A delivery address restores into the delivery book with every field it had.
    const again = await remove(me, restored.address.id);
    expect(again.__typename).toBe('AddressBookChanged');
    const shippingRemoved = await remove(me, (await save(me, { kind: 'shipping', address: shippingForm })).address.id);
    const restoredShipping = await undo(me);
    expect(fieldsOf(restoredShipping.address)).toEqual(fieldsOf(shippingRemoved.address));
    expect(restoredShipping.addressBook.shipping.map((a) => a.id)).toEqual([restoredShipping.address.id]);
  });

  it('never removes the customer address', async () => {
    const me = await register('consumer');
    const { billing } = await book(me);
    expect(await remove(me, billing[0]!.id)).toMatchObject({ __typename: 'ValidationError', messageKey: 'vue.address.error.customerAddressNotDeletable' });
    expect((await book(me)).billing).toHaveLength(1);
  });

  it('keeps the last removed address under a hash of the session for a day, and forgets it at logout', async () => {
    const me = await register('consumer');
    const shipping = (await save(me, { kind: 'shipping', address: shippingForm })).address;
    await remove(me, shipping.id);
    const keys = await lastRemovedKeys();
    const mine = [];
    for (const key of keys) if ((await world.keyspace.redis.get(key))?.includes(shipping.id)) mine.push(key);
    expect(mine).toHaveLength(1);
    const [key] = mine;
    expect(key).not.toContain(me['X-JWT']);
    expect(await world.keyspace.redis.get(key!)).not.toContain(me['X-JWT']);
    const ttl = await world.keyspace.redis.ttl(key!);
    expect(ttl).toBeGreaterThan(24 * 3600 - 60);
    expect(ttl).toBeLessThanOrEqual(24 * 3600);

    const out = await world.orchestrator.graphql<{ logout: { cartId: string } }>('mutation { logout { cartId } }', {}, me);
    expect(out.data?.logout.cartId).toEqual(expect.any(String));
    expect(await world.keyspace.redis.exists(key!)).toBe(0);
  });

  it('picks the default billing address of a business user by the spec rule', async () => {
    const school = await register('b2b');
    const fresh = await book(school);
    expect(fresh).toMatchObject({ billing: [{ isCustomerAddress: true }], shipping: [], defaultBillingAddressId: null });
    const shipping = await save(school, { kind: 'shipping', address: shippingForm });
    // No billing address besides the customer address: the first delivery address.
    expect(shipping.addressBook.defaultBillingAddressId).toBe(shipping.address.id);
    const billing = await save(school, { kind: 'billing', address: { ...billingForm, formType: 'companyOrSchool', company: 'Förderverein' } });
    expect(billing.addressBook.defaultBillingAddressId).toBe(billing.address.id);
  });

  it('needs a registered customer session: none, a guest one or an ended one change nothing', async () => {
    expect(await book({})).toEqual({ __typename: 'SessionRequiredError', errorCode: 'SESSION_REQUIRED', sessionEnded: false });
    expect(await save({}, { kind: 'shipping', address: shippingForm })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await remove({}, 'A-1000-2')).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await undo({})).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await book({ 'X-JWT': 'no-such-session-token' })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });

    const { g } = await world.upstream.graphql<{ g: { successful: boolean; token: { token: string } | null } }>(
      'mutation($d: RegisterGuestInput!) { g: registerGuest(data: $d) { successful token { token } } }',
      { d: { email: `gast-${randomUUID()}@example.de`, address: customerAddress } },
    );
    expect(g.successful).toBe(true);
    const guest = { 'X-JWT': g.token!.token };
    expect(await book(guest)).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await save(guest, { kind: 'shipping', address: shippingForm })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
  });
});
