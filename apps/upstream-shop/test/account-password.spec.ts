import { CHANGE_FIELDS, DEV_ACCOUNTS, firstError, loginAs, sessionOf, UNAUTHENTICATED, type FieldError } from './support/account.js';
import { startUpstream, type Upstream } from './support/upstream.js';

interface ForgotResult {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: FieldError[];
  devEmailToken: string | null;
}

const FORGOT = `mutation F($email: String, $customerNumber: String, $honeypotField: String, $counter: Int) {
  forgotPassword(email: $email, customerNumber: $customerNumber, honeypotField: $honeypotField, counter: $counter) { successful errorMessage fieldErrors { fieldName errorMessage formName } devEmailToken }
}`;
const CHECK = 'query C($t: String!) { checkTokenValidity(emailToken: $t) { valid expired } }';
const CHANGE_FORGOTTEN = `mutation N($t: String!, $p: String, $r: String) { changeForgottenPassword(emailToken: $t, password: $p, passwordRepeat: $r) { successful errorMessage fieldErrors { fieldName errorMessage formName } } }`;
const CHANGE = `mutation P($o: String, $n: String) { changePassword(oldPassword: $o, newPassword: $n) { ${CHANGE_FIELDS} } }`;
const CONTACT = 'query { getCustomerContact { email } }';

describe('password reset and change', () => {
  let upstream: Upstream;
  let now = Date.parse('2025-04-01T08:00:00Z');
  beforeAll(async () => {
    upstream = await startUpstream({ now: () => now, tokenTtlSeconds: 86_400 });
  });
  afterAll(() => upstream.close());

  const forgot = async (vars: Record<string, unknown>) => (await upstream.gql<{ forgotPassword: ForgotResult }>(FORGOT, vars)).body.data?.forgotPassword;
  const check = async (t: string) => (await upstream.gql<{ checkTokenValidity: { valid: boolean; expired: boolean } }>(CHECK, { t })).body.data?.checkTokenValidity;
  const changeForgotten = async (t: string, p: string | null, r: string | null) =>
    (await upstream.gql<{ changeForgottenPassword: { successful: boolean; errorMessage: string | null; fieldErrors: FieldError[] } }>(CHANGE_FORGOTTEN, { t, p, r })).body.data?.changeForgottenPassword;

  it('runs the whole reset: request, token check, new password; the token is single-use', async () => {
    const session = await sessionOf(upstream, DEV_ACCOUNTS.internal);
    const result = await forgot({ email: DEV_ACCOUNTS.internal.email, counter: 1 });
    expect(result).toMatchObject({ successful: true, errorMessage: null, fieldErrors: [] });
    const token = result?.devEmailToken ?? '';
    expect(token).toMatch(/^[\w-]{20,}$/);
    expect(await check(token)).toEqual({ valid: true, expired: false });
    expect(await changeForgotten(token, 'neues-passwort', 'neues-passwort')).toEqual({ successful: true, errorMessage: null, fieldErrors: [] });
    expect(await check(token)).toEqual({ valid: false, expired: false });
    expect((await changeForgotten(token, 'noch-eins', 'noch-eins'))?.errorMessage).toBe('vue.user.newPassword.error.invalidToken');
    // The old password is gone, the old session ended.
    expect((await loginAs(upstream, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password })).successful).toBe(false);
    expect((await loginAs(upstream, { email: DEV_ACCOUNTS.internal.email, password: 'neues-passwort' })).successful).toBe(true);
    expect(firstError(await upstream.gql(CONTACT, {}, { jwt: session }))?.extensions).toEqual(UNAUTHENTICATED);
  });

  it('finds B2B accounts by customer number', async () => {
    expect((await forgot({ customerNumber: DEV_ACCOUNTS.b2b.customerNumber }))?.devEmailToken).toEqual(expect.any(String));
    // With both given they must belong together.
    expect((await forgot({ customerNumber: DEV_ACCOUNTS.b2b.customerNumber, email: DEV_ACCOUNTS.consumer.email }))?.devEmailToken).toBeNull();
  });

  it('answers success for unknown accounts and honeypot bots, but sends nothing', async () => {
    expect(await forgot({ email: 'unbekannt@example.de', counter: 1 })).toEqual({ successful: true, errorMessage: null, fieldErrors: [], devEmailToken: null });
    expect(await forgot({ email: DEV_ACCOUNTS.consumer.email, honeypotField: 'http://spam.example' })).toEqual({ successful: true, errorMessage: null, fieldErrors: [], devEmailToken: null });
  });

  it('refuses more than 5 tries per session and malformed requests', async () => {
    expect(await forgot({ email: DEV_ACCOUNTS.consumer.email, counter: 6 })).toEqual({ successful: false, errorMessage: 'vue.user.forgotPassword.error.tooManyRequests', fieldErrors: [], devEmailToken: null });
    expect(await forgot({ email: 'kaputt', counter: 2 })).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect', formName: 'forgotPassword' }] });
    expect((await forgot({}))?.fieldErrors).toEqual([{ fieldName: 'email', errorMessage: 'vue.form.error.requiredField', formName: 'forgotPassword' }]);
    expect(firstError(await upstream.gql(FORGOT, { email: DEV_ACCOUNTS.consumer.email, counter: -1 }))?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  it('expires tokens after an hour', async () => {
    const token = (await forgot({ email: DEV_ACCOUNTS.consumer.email }))?.devEmailToken ?? '';
    now += 60 * 60 * 1000;
    expect(await check(token)).toEqual({ valid: false, expired: true });
    expect((await changeForgotten(token, 'geheim99', 'geheim99'))?.errorMessage).toBe('vue.user.newPassword.error.tokenExpired');
    expect((await loginAs(upstream, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password })).successful).toBe(true);
  });

  it('validates the new password and its repetition before using the token', async () => {
    const token = (await forgot({ email: DEV_ACCOUNTS.consumer.email }))?.devEmailToken ?? '';
    expect((await changeForgotten(token, 'ab', null))?.fieldErrors.map((e) => [e.fieldName, e.errorMessage])).toEqual([
      ['password', 'vue.form.error.password.invalidLength'],
      ['passwordRepeat', 'vue.form.error.requiredField'],
    ]);
    expect((await changeForgotten(token, 'geheim99', 'geheim98'))?.fieldErrors).toEqual([{ fieldName: 'passwordRepeat', errorMessage: 'vue.form.error.password.notEqual', formName: 'newPassword' }]);
    expect(await check(token)).toEqual({ valid: true, expired: false });
    expect((await check('no-such-token'))).toEqual({ valid: false, expired: false });
    expect(firstError(await upstream.gql(CHECK, { t: '' }))?.extensions?.classification).toBe('BAD_USER_INPUT');
    expect(firstError(await upstream.gql(CHECK, { t: 'x'.repeat(201) }))?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  describe('changePassword', () => {
    const change = async (jwt: string | null, o: string | null, n: string | null) =>
      (await upstream.gql<{ changePassword: { successful: boolean; generalErrorMessage: string | null; fieldErrors: FieldError[] } }>(CHANGE, { o, n }, { jwt })).body;

    it('changes the password after checking the old one', async () => {
      const jwt = await sessionOf(upstream, DEV_ACCOUNTS.b2b);
      expect((await change(jwt, 'falsch', 'neu-und-gut')).data?.changePassword).toEqual({
        successful: false,
        generalErrorMessage: 'vue.form.error.invalidInput',
        fieldErrors: [{ fieldName: 'oldPassword', errorMessage: 'vue.form.error.password.wrong', formName: 'changePassword' }],
      });
      expect((await change(jwt, DEV_ACCOUNTS.b2b.password, 'x'.repeat(36))).data?.changePassword.fieldErrors).toEqual([
        { fieldName: 'newPassword', errorMessage: 'vue.form.error.password.invalidLength', formName: 'changePassword' },
      ]);
      expect((await change(jwt, DEV_ACCOUNTS.b2b.password, 'neu-und-gut')).data?.changePassword).toEqual({ successful: true, generalErrorMessage: null, fieldErrors: [] });
      expect((await loginAs(upstream, { customerNumber: DEV_ACCOUNTS.b2b.customerNumber, password: 'neu-und-gut' })).successful).toBe(true);
    });

    it('needs an account session', async () => {
      const answer = await change(null, 'a', 'bcd');
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.extensions).toEqual(UNAUTHENTICATED);
    });
  });
});
