import { DEV_ACCOUNTS, firstError, LOGIN, loginAs, sessionOf, shopInit, UNAUTHENTICATED, type AuthResult } from './support/account.js';
import { FIND_CART, startUpstream, type Upstream } from './support/upstream.js';

interface CartView {
  id: string;
  items: Array<{ itemId: string; quantity: number }>;
}

const LOGOUT = 'mutation { logout { successful newCartId userId } }';
const INFO = 'query Info($url: String!) { getCustomerInfo(url: $url) { visitorType visitorLoginState customerId } }';

describe('login and logout', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const findCart = async (cartId: string, userId: string) =>
    (await upstream.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId }, { userId })).body;

  it('logs the consumer in by e-mail and answers a session, names and a cart', async () => {
    const result = await loginAs(upstream, { email: 'Anna.Schmidt@example.de', password: DEV_ACCOUNTS.consumer.password });
    expect(result).toMatchObject({ successfull: true, successful: true, errorMessage: null, firstName: 'Anna', lastName: 'Schmidt', sharedListMerged: false, fieldErrors: [] });
    expect(result.token?.token).toMatch(/^[\w-]{20,}$/);
    // Without stayLogged the session lasts a day.
    const hours = (Date.parse(result.token?.expires ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    // The seeded earlier cart with two positions, owned by the answered user id.
    const cart = await findCart(result.updatedCartId ?? '', result.userId ?? '');
    expect(cart.data?.shop_findCart.items).toHaveLength(2);
    const info = await upstream.gql<{ getCustomerInfo: { visitorType: string; customerId: string } }>(INFO, { url: '/' }, { jwt: result.token?.token ?? null });
    expect(info.body.data?.getCustomerInfo).toMatchObject({ visitorType: 'existing-customer', customerId: DEV_ACCOUNTS.consumer.customerId });
  });

  it('logs a B2B customer in by customer number; stayLogged gives a 30-day session', async () => {
    const result = await loginAs(upstream, { customerNumber: DEV_ACCOUNTS.b2b.customerNumber, password: DEV_ACCOUNTS.b2b.password, stayLogged: true });
    expect(result).toMatchObject({ successful: true, firstName: 'Jonas', lastName: 'Weber' });
    const days = (Date.parse(result.token?.expires ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('refuses wrong credentials with a general message and marks e-mail and password', async () => {
    const result = await loginAs(upstream, { email: DEV_ACCOUNTS.internal.email, password: 'wrong-password' });
    expect(result).toMatchObject({ successfull: false, successful: false, errorMessage: 'vue.user.login.error.invalidCredentials', token: null, updatedCartId: null });
    expect(result.fieldErrors).toEqual([
      { fieldName: 'email', errorMessage: 'vue.user.login.error.invalidCredentials', formName: 'login' },
      { fieldName: 'password', errorMessage: 'vue.user.login.error.invalidCredentials', formName: 'login' },
    ]);
    // An unknown account answers exactly the same (no account enumeration).
    const unknown = await loginAs(upstream, { email: 'nobody@example.de', password: 'whatever' });
    expect(unknown).toEqual(result);
  });

  it('checks the fields before looking anything up', async () => {
    const result = await loginAs(upstream, { email: 'not-an-email', password: 'ab' });
    expect(result.successful).toBe(false);
    expect(result.fieldErrors).toEqual([
      { fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect', formName: 'login' },
      { fieldName: 'password', errorMessage: 'vue.form.error.password.invalidLength', formName: 'login' },
    ]);
    const missing = await loginAs(upstream, { password: 'x'.repeat(36) });
    expect(missing.fieldErrors.map((e) => [e.fieldName, e.errorMessage])).toEqual([
      ['email', 'vue.form.error.requiredField'],
      ['password', 'vue.form.error.password.invalidLength'],
    ]);
    const longNumber = await loginAs(upstream, { customerNumber: '1'.repeat(81), password: 'secret' });
    expect(longNumber.fieldErrors).toEqual([{ fieldName: 'customerNumber', errorMessage: 'vue.form.error.maxLength', formName: 'login' }]);
  });

  it('locks an account after 10 failed logins in 15 minutes, even for the right password', async () => {
    const fresh = await startUpstream();
    try {
      for (let i = 0; i < 10; i++) {
        expect((await loginAs(fresh, { email: DEV_ACCOUNTS.internal.email, password: `wrong-${i}` })).errorMessage).toBe('vue.user.login.error.invalidCredentials');
      }
      const locked = await loginAs(fresh, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password });
      expect(locked).toMatchObject({ successful: false, errorMessage: 'vue.user.login.error.tooManyAttempts', token: null, fieldErrors: [] });
      // Other accounts are not affected.
      expect((await loginAs(fresh, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password })).successful).toBe(true);
    } finally {
      await fresh.close();
    }
  });

  it('unlocks after the 15-minute window', async () => {
    let now = Date.parse('2025-03-01T10:00:00Z');
    const clocked = await startUpstream({ now: () => now, tokenTtlSeconds: 86_400 });
    try {
      for (let i = 0; i < 10; i++) await loginAs(clocked, { email: DEV_ACCOUNTS.internal.email, password: 'wrong' });
      expect((await loginAs(clocked, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password })).errorMessage).toBe('vue.user.login.error.tooManyAttempts');
      now += 15 * 60 * 1000 + 1;
      expect((await loginAs(clocked, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password })).successful).toBe(true);
    } finally {
      await clocked.close();
    }
  });

  it('refuses a visitor cart of another user id with CART_NOT_FOUND and logs nobody in', async () => {
    const visitor = await shopInit(upstream);
    const answer = await upstream.gql<{ login: AuthResult }>(LOGIN, { data: { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password, cartId: visitor.cartId } }, { userId: 'someone-else' });
    expect(answer.body.data).toBeNull();
    expect(firstError(answer)?.extensions?.classification).toBe('CART_NOT_FOUND');
  });

  it('never logs a guest in with a password', async () => {
    const guest = await upstream.gql<{ registerGuest: { successful: boolean } }>(
      'mutation G($data: RegisterGuestInput!) { registerGuest(data: $data) { successful } }',
      { data: { email: 'gast@example.de', address: { formType: 'private', salutation: 'Herr', firstName: 'Tom', lastName: 'Gast', street: 'Weg 1', postCode: '12345', city: 'Berlin', country: 'DE' } } },
    );
    expect(guest.body.data?.registerGuest.successful).toBe(true);
    expect((await loginAs(upstream, { email: 'gast@example.de', password: 'anything' })).errorMessage).toBe('vue.user.login.error.invalidCredentials');
  });

  it('logs out: the session ends and the visitor gets a new empty cart', async () => {
    const jwt = await sessionOf(upstream);
    const answer = await upstream.gql<{ logout: { successful: boolean; newCartId: string; userId: string } }>(LOGOUT, {}, { jwt });
    const result = answer.body.data?.logout;
    expect(result?.successful).toBe(true);
    expect((await findCart(result?.newCartId ?? '', result?.userId ?? '')).data?.shop_findCart.items).toEqual([]);
    const info = await upstream.gql<{ getCustomerInfo: { visitorType: string; visitorLoginState: boolean } }>(INFO, { url: '/' }, { jwt });
    expect(info.body.data?.getCustomerInfo).toMatchObject({ visitorType: 'new-customer', visitorLoginState: false });
    const again = await upstream.gql(LOGOUT, {}, { jwt });
    expect(again.body.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
  });

  it('refuses logout without a session', async () => {
    const answer = await upstream.gql(LOGOUT);
    expect(answer.body.data).toBeNull();
    expect(firstError(answer)?.extensions).toEqual(UNAUTHENTICATED);
  });
});
