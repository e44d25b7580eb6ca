import { request as httpRequest } from 'node:http';
import { fromBrowserAt, INTERNAL_SECRET } from './support/staff.js';
import type { TestOrchestrator } from './support/orchestrator.js';
import { newShopper } from './support/checkout.js';
import { startUpstreamRecorder, type UpstreamRecorder } from './support/upstream-recorder.js';
import { startWorld, type World } from './support/world.js';

// Issue 27: the customer account against the real stand-in. Every test that changes an account
// registers its own; the seed accounts (anna, 4711001, team) are only read.

const ANNA_EMAIL = 'anna.schmidt@example.de';

const SESSION = 'session { token expires userId cartId guest firstName lastName }';
const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { __typename
  ... on Registered { customerNumber ${SESSION} }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey } }
  ... on AccountRateLimitedError { errorCode messageKey retryAfterSeconds } } }`;
const CONTACT_FIELDS = `email phone salutation firstName lastName customerType customerNumber termsOfPayment paymentMethod
  vatRegistrationNo jobTitleCode jobTitle primaryIndustryGroupCode industryGroup numberOfEmployees hasB2bCertificate notification`;
const CHANGE_RESULT = `__typename ... on AccountContact { ${CONTACT_FIELDS} }
  ... on ValidationError { messageKey fieldErrors { field messageKey } }
  ... on SessionRequiredError { errorCode messageKey sessionEnded }
  ... on AccountRateLimitedError { errorCode messageKey retryAfterSeconds }`;
const CONTACT = `query { accountContact { __typename ... on AccountContact { ${CONTACT_FIELDS} } ... on SessionRequiredError { errorCode messageKey sessionEnded } } }`;
const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { __typename
  ... on LoggedIn { ${SESSION} }
  ... on LoginFailedError { messageKey }
  ... on AccountRateLimitedError { errorCode messageKey retryAfterSeconds } } }`;
const RESET = `mutation($i: RequestPasswordResetInput!) { requestPasswordReset(input: $i) { __typename
  ... on PasswordResetRequested { requested }
  ... on ValidationError { messageKey fieldErrors { field messageKey } }
  ... on AccountRateLimitedError { retryAfterSeconds } } }`;
const NEW_PASSWORD = `mutation($i: SetNewPasswordInput!) { setNewPassword(input: $i) { __typename
  ... on PasswordChanged { changed } ... on ValidationError { messageKey fieldErrors { field messageKey } } } }`;
const TOKEN_STATE = 'query($t: String!) { passwordResetToken(token: $t) }';
const EMAIL_AVAILABLE = `query($e: String!) { emailAvailable(email: $e) { __typename
  ... on EmailAvailability { available } ... on ValidationError { fieldErrors { field messageKey } } ... on AccountRateLimitedError { retryAfterSeconds } } }`;
const DELETE = `mutation($i: DeleteAccountInput!) { deleteAccount(input: $i) { __typename
  ... on AccountDeleted { cartId userId }
  ... on ValidationError { messageKey fieldErrors { field messageKey } }
  ... on SessionRequiredError { sessionEnded }
  ... on AccountRateLimitedError { errorCode messageKey retryAfterSeconds } } }`;

interface Session {
  token: string;
  userId: string;
  cartId: string;
  guest: boolean;
  firstName: string | null;
}
type Answer = Record<string, unknown> & { __typename: string };

let ipCounter = 0;
/** A browser address of its own, so the per-address form limits of one test do not reach another's. */
const nextIp = (): string => {
  ipCounter += 1;
  return `10.27.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let mailCounter = 0;
const freshEmail = (label: string): string => `${label}-${Date.now().toString(36)}-${(mailCounter += 1)}@example.de`;

const ADDRESS = { formType: 'private', salutation: 'Frau', firstName: 'Lena', lastName: 'Berg', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' };
const SCHOOL = { ...ADDRESS, formType: 'companyOrSchool', company: 'Grundschule am Park', salutation: 'Herr', firstName: 'Jonas' };

/** A POST whose body is sent in chunks (no Content-Length); endBody false leaves it open. */
function postChunked(url: string, headers: Record<string, string>, chunks: Buffer[], { endBody = true } = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (part: string) => (body += part));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    // The server may answer (and close) before the whole body is sent.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    for (const chunk of chunks) req.write(chunk);
    if (endBody) req.end();
  });
}

describe('customer account (real upstream stand-in)', () => {
  let world: World;
  let app: TestOrchestrator;

  beforeAll(async () => {
    world = await startWorld('customer-account', { INTERNAL_API_SECRET: INTERNAL_SECRET });
    app = world.orchestrator;
  });
  afterAll(() => world.close());

  const gql = async <T = Answer>(name: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<T> => {
    const answer = await app.graphql<Record<string, T>>(query, variables, { ...fromBrowserAt(nextIp()), ...headers });
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    return answer.data![name]!;
  };
  const as = (session: Session, site = 'de-de'): Record<string, string> => ({ 'X-JWT': session.token, 'X-iSHOP-API-USERID': session.userId, 'X-Tafel-Site': site });

  const register = async (input: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> => gql('register', REGISTER, { i: input }, headers);
  const registerConsumer = async (label: string, password = 'start-123'): Promise<{ email: string; password: string; session: Session }> => {
    const email = freshEmail(label);
    const answer = await register({ kind: 'CONSUMER', email, password, passwordRepeat: password, address: ADDRESS });
    expect(answer).toMatchObject({ __typename: 'Registered', customerNumber: null });
    return { email, password, session: answer.session as Session };
  };
  const login = (input: Record<string, unknown>, headers: Record<string, string> = {}) => gql('login', LOGIN, { i: input }, headers);
  const contact = (session: Session, site?: string) => gql('accountContact', CONTACT, {}, as(session, site));
  const mailToken = async (email: string): Promise<string | null> => {
    const response = await fetch(`${world.upstream.url}/__faults/mail?to=${encodeURIComponent(email)}`);
    if (response.status === 404) return null;
    expect(response.status).toBe(200);
    return ((await response.json()) as { resetToken: string }).resetToken;
  };

  it('registers a consumer with the visitor cart, shows the contact, and refuses the same e-mail again', async () => {
    const visitor = await newShopper(app, [['10401-01', 1]]);
    const email = freshEmail('consumer');
    const answer = await register(
      { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', phone: '030 1234', newsletter: true, cartId: visitor.cartId, address: ADDRESS },
      { 'X-iSHOP-API-USERID': visitor.userId },
    );
    expect(answer).toMatchObject({ __typename: 'Registered', customerNumber: null, session: { guest: false, firstName: 'Lena', token: expect.any(String) } });
    const session = answer.session as Session;
    // The visitor's cart became the customer's.
    const cart = await app.graphql<{ cart: { articleCount: number } }>('query($c: ID!) { cart(cartId: $c) { ... on Cart { articleCount } } }', { c: session.cartId }, session.userId);
    expect(cart.data!.cart.articleCount).toBe(1);

    expect(await contact(session)).toMatchObject({ __typename: 'AccountContact', email, phone: '030 1234', salutation: 'Frau', firstName: 'Lena', lastName: 'Berg', customerType: 'CONSUMER', customerNumber: null, hasB2bCertificate: false, notification: null });

    const again = await register({ kind: 'CONSUMER', email: email.toUpperCase(), password: 'start-123', passwordRepeat: 'start-123', address: ADDRESS });
    expect(again).toMatchObject({ __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', messageKey: 'vue.form.error.email.notUnique', fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.email.notUnique' }] });
  });

  it('checks a registration itself first and names the fields as the form does', async () => {
    const answer = await register({ kind: 'B2B', email: 'lena@', password: 'ab', passwordRepeat: 'abc', address: { ...ADDRESS, postcode: '1234' }, b2b: { jobTitleCode: 'ASTRONAUT', numberOfEmployees: -3 } });
    expect(answer).toMatchObject({ __typename: 'ValidationError' });
    expect((answer.fieldErrors as { field: string }[]).map((e) => e.field)).toEqual([
      'email',
      'password',
      'passwordRepeat',
      'address.formType',
      'address.postcode',
      'b2b.numberOfEmployees',
    ]);
    // The B2B lists are fetched (and a named job title judged) only once everything else is right.
    const job = await register({ kind: 'B2B', email: freshEmail('job'), password: 'schule-1', passwordRepeat: 'schule-1', address: SCHOOL, b2b: { jobTitleCode: 'ASTRONAUT' } }, { 'X-Tafel-Site': 'edu-de' });
    expect(job).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'b2b.jobTitleCode', messageKey: 'vue.form.error.invalidOption' }] });
    const shape = await app.graphql(REGISTER, { i: { kind: 'CONSUMER', email: 'x'.repeat(1001), password: 'a', passwordRepeat: 'a', address: ADDRESS } });
    expect(shape.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('maps the upstream refusal of a taken customer number onto the B2B field', async () => {
    const answer = await register(
      { kind: 'B2B', email: freshEmail('taken'), password: 'schule-1', passwordRepeat: 'schule-1', address: SCHOOL, b2b: { customerNumber: '4711001' } },
      { 'X-Tafel-Site': 'edu-de' },
    );
    expect(answer).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'b2b.customerNumber', messageKey: 'vue.form.error.customerNumber.notUnique' }] });
  });

  it('registers a B2B account that gets a customer number to log in with, and takes its certificate', async () => {
    const options = await gql<{ jobTitles: { code: string; text: string }[]; industryGroups: { code: string; text: string }[] }>(
      'b2bRegistrationOptions',
      'query { b2bRegistrationOptions { jobTitles { code text } industryGroups { code text } } }',
    );
    expect(options.jobTitles).toContainEqual({ code: 'TEACHER', text: 'Lehrkraft' });
    expect(options.industryGroups).toContainEqual({ code: 'PRIMARY_SCHOOL', text: 'Grundschule' });

    const email = freshEmail('school');
    const answer = await register(
      {
        kind: 'B2B',
        email,
        password: 'schule-1',
        passwordRepeat: 'schule-1',
        address: SCHOOL,
        b2b: { vatRegistrationNo: 'de123456789', jobTitleCode: 'TEACHER', primaryIndustryGroupCode: 'PRIMARY_SCHOOL', numberOfEmployees: 25 },
      },
      { 'X-Tafel-Site': 'edu-de' },
    );
    expect(answer).toMatchObject({ __typename: 'Registered', customerNumber: expect.stringMatching(/^[A-Za-z0-9+-]+$/) });
    const customerNumber = answer.customerNumber as string;

    const loggedIn = await login({ customerNumber, password: 'schule-1' }, { 'X-Tafel-Site': 'edu-de' });
    expect(loggedIn).toMatchObject({ __typename: 'LoggedIn', session: { firstName: 'Jonas' } });
    const session = loggedIn.session as Session;
    expect(await contact(session, 'edu-de')).toMatchObject({
      email,
      customerType: 'B2B',
      customerNumber,
      paymentMethod: 'RECHNUNG',
      vatRegistrationNo: 'DE123456789',
      jobTitleCode: 'TEACHER',
      jobTitle: 'Lehrkraft',
      primaryIndustryGroupCode: 'PRIMARY_SCHOOL',
      industryGroup: 'Grundschule',
      numberOfEmployees: 25,
      hasB2bCertificate: false,
      notification: 'vue.account.notification.b2bCertificateMissing',
    });

    const post = (body: Buffer, type: string, headers: Record<string, string> = as(session, 'edu-de')) =>
      fetch(`${app.url}/account/b2b-certificate`, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

    const anonymous = await post(pdf, 'application/pdf', {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ messageKey: 'vue.error.security.valid_token_required' });
    const gif = await post(Buffer.from('GIF89a........'), 'image/png');
    expect(gif.status).toBe(415);
    expect(await gif.json()).toMatchObject({ messageKey: 'vue.upload.error.fileType' });
    const huge = await post(Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(2 * 1024 * 1024)]), 'application/pdf');
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ messageKey: 'vue.upload.error.fileTooLarge' });
    expect((await contact(session, 'edu-de')).hasB2bCertificate).toBe(false);

    // The declared type must be the one the bytes show.
    const mislabelled = await post(pdf, 'image/png');
    expect(mislabelled.status).toBe(415);
    expect(await mislabelled.json()).toMatchObject({ messageKey: 'vue.upload.error.fileType' });
    // A chunked body (no Content-Length) is read no further than 2 MB.
    const chunked = await postChunked(`${app.url}/account/b2b-certificate`, { 'content-type': 'application/pdf', ...as(session, 'edu-de') }, [Buffer.from('%PDF-1.4\n'), ...Array.from({ length: 5 }, () => Buffer.alloc(512 * 1024, 0x20))]);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ messageKey: 'vue.upload.error.fileTooLarge' });
    expect((await contact(session, 'edu-de')).hasB2bCertificate).toBe(false);

    const uploaded = await post(pdf, 'application/pdf');
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toEqual({ uploaded: true });
    expect(await contact(session, 'edu-de')).toMatchObject({ hasB2bCertificate: true, notification: null });

    const accountData = (input: Record<string, unknown>) =>
      gql('changeAccountData', `mutation($i: AccountDataInput!) { changeAccountData(input: $i) { ${CHANGE_RESULT} } }`, { i: input }, as(session, 'edu-de'));
    expect(await accountData({ salutation: 'Herr', firstName: 'Jonas', lastName: 'Berg', jobTitleCode: 'ASTRONAUT' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'jobTitleCode', messageKey: 'vue.form.error.invalidOption' }],
    });
    expect(await accountData({ salutation: 'Herr', firstName: 'Jonas', lastName: 'Berg', jobTitleCode: 'HEAD_TEACHER', primaryIndustryGroupCode: 'GRAMMAR_SCHOOL', numberOfEmployees: 60 })).toMatchObject({
      __typename: 'AccountContact',
      jobTitle: 'Schulleitung',
      industryGroup: 'Gymnasium',
      numberOfEmployees: 60,
    });
    // B2B fields the request leaves out keep their values; an explicit empty one clears.
    expect(await accountData({ salutation: 'Herr', firstName: 'Jonas', lastName: 'Brandt' })).toMatchObject({
      __typename: 'AccountContact',
      lastName: 'Brandt',
      vatRegistrationNo: 'DE123456789',
      jobTitleCode: 'HEAD_TEACHER',
      primaryIndustryGroupCode: 'GRAMMAR_SCHOOL',
      numberOfEmployees: 60,
    });
    expect(await accountData({ salutation: 'Herr', firstName: 'Jonas', lastName: 'Brandt', vatRegistrationNo: '' })).toMatchObject({ vatRegistrationNo: null, jobTitleCode: 'HEAD_TEACHER', numberOfEmployees: 60 });
  });

  it('never reads the body of a certificate upload whose session is not proven, and limits uploads per customer', async () => {
    const limitedApp = await world.startAnother({ CERTIFICATE_UPLOADS_PER_HOUR: '2', INTERNAL_API_SECRET: INTERNAL_SECRET });
    // A fake token: refused by the upstream's signature call before anything is read; the body
    // (which never ends here) does not hold the answer back.
    const fake = await postChunked(`${limitedApp.url}/account/b2b-certificate`, { 'content-type': 'application/pdf', 'X-JWT': 'fake.token.value' }, [Buffer.from('%PDF-1.4\n')], { endBody: false });
    expect(fake.status).toBe(401);
    expect(JSON.parse(fake.body)).toMatchObject({ messageKey: 'vue.error.security.valid_token_required' });
    const account = await registerConsumer('certificate-limit');
    const send = () => fetch(`${limitedApp.url}/account/b2b-certificate`, { method: 'POST', headers: { 'content-type': 'image/png', ...as(account.session), ...fromBrowserAt(nextIp()) }, body: 'GIF89a' });
    expect((await send()).status).toBe(415);
    expect((await send()).status).toBe(415);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await refused.json()).toMatchObject({ messageKey: 'tafel.account.rateLimited' });
  });

  it('tells whether an e-mail is free, checking it first', async () => {
    expect(await gql('emailAvailable', EMAIL_AVAILABLE, { e: ANNA_EMAIL })).toEqual({ __typename: 'EmailAvailability', available: false });
    expect(await gql('emailAvailable', EMAIL_AVAILABLE, { e: 'Anna.Schmidt@Example.de' })).toEqual({ __typename: 'EmailAvailability', available: false });
    expect(await gql('emailAvailable', EMAIL_AVAILABLE, { e: freshEmail('free') })).toEqual({ __typename: 'EmailAvailability', available: true });
    expect(await gql('emailAvailable', EMAIL_AVAILABLE, { e: 'anna@' })).toEqual({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.email.incorrect' }] });
    // The caller's own e-mail is free for the caller (the contact-details form).
    const own = await registerConsumer('own');
    expect(await gql('emailAvailable', EMAIL_AVAILABLE, { e: own.email }, as(own.session))).toEqual({ __typename: 'EmailAvailability', available: true });
    expect(await gql('emailAvailable', EMAIL_AVAILABLE, { e: own.email })).toEqual({ __typename: 'EmailAvailability', available: false });
  });

  it('resets a forgotten password with the mailed token; the old session ends', async () => {
    const account = await registerConsumer('reset', 'alt-pass-1');
    const requested = await gql('requestPasswordReset', RESET, { i: { email: account.email.toUpperCase(), counter: 1 } });
    expect(requested).toEqual({ __typename: 'PasswordResetRequested', requested: true });
    const token = await mailToken(account.email);
    expect(token).toEqual(expect.any(String));

    expect(await gql('passwordResetToken', TOKEN_STATE, { t: token })).toBe('VALID');
    expect(await gql('passwordResetToken', TOKEN_STATE, { t: 'not a token!' })).toBe('INVALID');
    expect(await gql('passwordResetToken', TOKEN_STATE, { t: 'unknownTokenOfTheRightShape123' })).toBe('INVALID');

    const mismatch = await gql('setNewPassword', NEW_PASSWORD, { i: { token, password: 'neu-pass-1', passwordRepeat: 'neu-pass-2' } });
    expect(mismatch).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'passwordRepeat', messageKey: 'vue.form.error.password.notEqual' }] });
    expect(await gql('setNewPassword', NEW_PASSWORD, { i: { token, password: 'neu-pass-1', passwordRepeat: 'neu-pass-1' } })).toEqual({ __typename: 'PasswordChanged', changed: true });
    // Single use.
    expect(await gql('passwordResetToken', TOKEN_STATE, { t: token })).toBe('INVALID');
    expect(await gql('setNewPassword', NEW_PASSWORD, { i: { token, password: 'neu-pass-3', passwordRepeat: 'neu-pass-3' } })).toMatchObject({
      __typename: 'ValidationError',
      messageKey: 'vue.user.newPassword.error.invalidToken',
    });
    expect(await gql('setNewPassword', NEW_PASSWORD, { i: { token: '<script>', password: 'neu-pass-3', passwordRepeat: 'neu-pass-3' } })).toMatchObject({
      messageKey: 'vue.user.newPassword.error.invalidToken',
      fieldErrors: [],
    });

    expect(await contact(account.session)).toEqual({ __typename: 'SessionRequiredError', errorCode: 'SESSION_REQUIRED', messageKey: 'vue.error.security.valid_token_required', sessionEnded: true });
    expect(await login({ email: account.email, password: 'alt-pass-1' })).toMatchObject({ __typename: 'LoginFailedError' });
    expect(await login({ email: account.email, password: 'neu-pass-1' })).toMatchObject({ __typename: 'LoggedIn' });
  });

  it('answers every well-formed reset request alike: unknown accounts and the honeypot send nothing', async () => {
    const unknown = freshEmail('nobody');
    expect(await gql('requestPasswordReset', RESET, { i: { email: unknown, counter: 1 } })).toEqual({ __typename: 'PasswordResetRequested', requested: true });
    expect(await mailToken(unknown)).toBeNull();

    const account = await registerConsumer('honeypot');
    expect(await gql('requestPasswordReset', RESET, { i: { email: account.email, honeypot: 'I am a bot', counter: 1 } })).toEqual({ __typename: 'PasswordResetRequested', requested: true });
    expect(await mailToken(account.email)).toBeNull();

    expect(await gql('requestPasswordReset', RESET, { i: { counter: 1 } })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.requiredField' }] });
    // The storefront's per-session counter above 5: the upstream refuses.
    expect(await gql('requestPasswordReset', RESET, { i: { email: account.email, counter: 6 } })).toMatchObject({
      __typename: 'ValidationError',
      messageKey: 'vue.user.forgotPassword.error.tooManyRequests',
    });
    expect(await mailToken(account.email)).toBeNull();
  });

  it('limits reset requests per account named, whatever the address', async () => {
    const email = freshEmail('reset-limit');
    // Honeypot requests send nothing and leave the account's budget to its owner.
    for (let i = 0; i < 3; i++) expect(await gql('requestPasswordReset', RESET, { i: { email, honeypot: 'bot', counter: 1 } })).toMatchObject({ __typename: 'PasswordResetRequested' });
    for (let i = 0; i < 5; i++) expect(await gql('requestPasswordReset', RESET, { i: { email: i % 2 ? email : email.toUpperCase(), counter: 1 } })).toMatchObject({ __typename: 'PasswordResetRequested' });
    const refused = await gql('requestPasswordReset', RESET, { i: { email, counter: 1 } });
    expect(refused).toMatchObject({ __typename: 'AccountRateLimitedError' });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
  });

  it('changes e-mail, phone and account data, answering the account as it is afterwards', async () => {
    const account = await registerConsumer('contact');
    const headers = as(account.session);
    const change = (name: string, type: string, input: Record<string, unknown>) => gql(name, `mutation($i: ${type}!) { ${name}(input: $i) { ${CHANGE_RESULT} } }`, { i: input }, headers);

    expect(await change('changeEmail', 'ChangeEmailInput', { email: ANNA_EMAIL })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.email.notUnique' }],
    });
    expect(await change('changeEmail', 'ChangeEmailInput', { email: 'kaputt' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.email.incorrect' }] });
    const newEmail = freshEmail('moved');
    expect(await change('changeEmail', 'ChangeEmailInput', { email: ` ${newEmail} ` })).toMatchObject({ __typename: 'AccountContact', email: newEmail });

    expect(await change('changePhone', 'ChangePhoneInput', { phone: '+49 30 5555' })).toMatchObject({ __typename: 'AccountContact', phone: '+49 30 5555' });
    expect(await change('changePhone', 'ChangePhoneInput', { phone: '030/5555' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'phone' }] });
    expect(await change('changePhone', 'ChangePhoneInput', { phone: '' })).toMatchObject({ __typename: 'AccountContact', phone: null });

    expect(await change('changeAccountData', 'AccountDataInput', { salutation: 'Divers', firstName: 'Kim', lastName: 'Neumann' })).toMatchObject({ __typename: 'AccountContact', salutation: 'Divers', firstName: 'Kim', lastName: 'Neumann' });
    expect(await change('changeAccountData', 'AccountDataInput', { firstName: '', lastName: 'Neumann' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'firstName', messageKey: 'vue.form.error.requiredField' }] });

    expect(await change('changePassword', 'ChangePasswordInput', { currentPassword: 'wrong-one', newPassword: 'neu-neu-1', newPasswordRepeat: 'neu-neu-1' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'currentPassword', messageKey: 'vue.form.error.password.wrong' }],
    });
    expect(await change('changePassword', 'ChangePasswordInput', { currentPassword: account.password, newPassword: 'neu-neu-1', newPasswordRepeat: 'neu-neu-2' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'newPasswordRepeat', messageKey: 'vue.form.error.password.notEqual' }],
    });
    expect(await change('changePassword', 'ChangePasswordInput', { currentPassword: account.password, newPassword: 'neu-neu-1', newPasswordRepeat: 'neu-neu-1' })).toMatchObject({ __typename: 'AccountContact', email: newEmail });
    expect(await login({ email: newEmail, password: 'neu-neu-1' })).toMatchObject({ __typename: 'LoggedIn' });
  });

  it('deletes an account after the password is confirmed and answers a new anonymous cart', async () => {
    const account = await registerConsumer('delete');
    const wrong = await gql('deleteAccount', DELETE, { i: { password: 'nicht-es' } }, as(account.session));
    expect(wrong).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'password', messageKey: 'vue.form.error.password.wrong' }] });
    expect(await contact(account.session)).toMatchObject({ __typename: 'AccountContact' });

    const deleted = await gql('deleteAccount', DELETE, { i: { password: account.password } }, as(account.session));
    expect(deleted).toEqual({ __typename: 'AccountDeleted', cartId: expect.any(String), userId: expect.any(String) });
    expect(deleted.cartId).not.toBe(account.session.cartId);
    const cart = await app.graphql<{ cart: { __typename: string; articleCount: number } }>('query($c: ID!) { cart(cartId: $c) { __typename ... on Cart { articleCount } } }', { c: deleted.cartId }, deleted.userId as string);
    expect(cart.data!.cart).toEqual({ __typename: 'Cart', articleCount: 0 });

    expect(await contact(account.session)).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });
    expect(await login({ email: account.email, password: account.password })).toMatchObject({ __typename: 'LoginFailedError' });
  });

  it('answers a deletion the upstream did even when no new cart can be started (null ids), retrying the start once', async () => {
    const once = await registerConsumer('delete-retry');
    await world.upstream.fault({ operation: 'ShopInit', kind: 'http', status: 503, times: 1 });
    const retried = await gql('deleteAccount', DELETE, { i: { password: once.password } }, as(once.session));
    expect(retried).toEqual({ __typename: 'AccountDeleted', cartId: expect.any(String), userId: expect.any(String) });

    const account = await registerConsumer('delete-nocart');
    await world.upstream.fault({ operation: 'ShopInit', kind: 'http', status: 503, times: 2 });
    const deleted = await gql('deleteAccount', DELETE, { i: { password: account.password } }, as(account.session));
    expect(deleted).toEqual({ __typename: 'AccountDeleted', cartId: null, userId: null });
    expect(await login({ email: account.email, password: account.password })).toMatchObject({ __typename: 'LoginFailedError' });
  });

  it('needs a registered customer session for every account field', async () => {
    expect(await gql('accountContact', CONTACT)).toEqual({ __typename: 'SessionRequiredError', errorCode: 'SESSION_REQUIRED', messageKey: 'vue.error.security.valid_token_required', sessionEnded: false });
    expect(await gql('changePhone', `mutation { changePhone(input: { phone: "1" }) { ${CHANGE_RESULT} } }`)).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await gql('deleteAccount', DELETE, { i: { password: 'egal-egal' } })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });

    // A guest's session (checkout as guest) opens no account pages; it is still valid, so it has not ended.
    const guest = await world.upstream.graphql<{ registerGuest: { token: { token: string } } }>(
      `mutation($d: RegisterGuestInput!) { registerGuest(data: $d) { token { token } } }`,
      { d: { email: freshEmail('guest'), address: { formType: 'private', salutation: 'Frau', firstName: 'Gabi', lastName: 'Gast', street: 'Gasse 1', postCode: '10115', city: 'Berlin', country: 'DE' } } },
    );
    const headers = { 'X-JWT': guest.registerGuest.token.token };
    expect(await gql('accountContact', CONTACT, {}, headers)).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    expect(await gql('changeEmail', `mutation { changeEmail(input: { email: "${freshEmail('g')}" }) { ${CHANGE_RESULT} } }`, {}, headers)).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
    // A token that is no session at all has ended.
    expect(await gql('accountContact', CONTACT, {}, { 'X-JWT': 'expired.or.forged' })).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: true });

    const certificate = await fetch(`${app.url}/account/b2b-certificate`, { method: 'POST', headers: { 'content-type': 'application/pdf', 'X-JWT': 'not a token' }, body: '%PDF-1.4' });
    expect(certificate.status).toBe(401);
  });

  describe('failed-login limit (counted in Redis, before the upstream is asked)', () => {
    let recorder: UpstreamRecorder;
    let limited: TestOrchestrator;

    beforeAll(async () => {
      recorder = await startUpstreamRecorder(world.upstream.url);
      limited = await world.startAnother({ UPSTREAM_URL: recorder.url, INTERNAL_API_SECRET: INTERNAL_SECRET });
    });
    afterAll(() => recorder?.close());

    const loginVia = async (input: Record<string, unknown>, ip: string): Promise<Answer> => (await limited.graphql<{ login: Answer }>(LOGIN, { i: input }, fromBrowserAt(ip))).data!.login;

    it('calls nothing upstream for bad input or without a session', async () => {
      const before = recorder.calls.length;
      const via = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
        (await limited.graphql<Record<string, Answer>>(query, variables, { ...fromBrowserAt(nextIp()), ...headers })).data!;
      expect((await via(TOKEN_STATE, { t: 'no token at all' })).passwordResetToken).toBe('INVALID');
      expect((await via(EMAIL_AVAILABLE, { e: 'anna@' })).emailAvailable).toMatchObject({ __typename: 'ValidationError' });
      expect((await via(REGISTER, { i: { kind: 'CONSUMER', email: 'x@y.de', password: 'ab', passwordRepeat: 'ab', address: ADDRESS } })).register).toMatchObject({ __typename: 'ValidationError' });
      expect((await via(RESET, { i: { email: 'kaputt', counter: 1 } })).requestPasswordReset).toMatchObject({ __typename: 'ValidationError' });
      expect((await via(NEW_PASSWORD, { i: { token: 'x', password: 'neu-neu-1', passwordRepeat: 'neu-neu-1' } })).setNewPassword).toMatchObject({ __typename: 'ValidationError' });
      expect((await via(CONTACT)).accountContact).toMatchObject({ __typename: 'SessionRequiredError', sessionEnded: false });
      expect((await via(DELETE, { i: { password: 'egal-egal' } })).deleteAccount).toMatchObject({ __typename: 'SessionRequiredError' });
      expect(recorder.calls.slice(before).map((call) => call.operation)).toEqual([]);
    });

    it('refuses the 11th attempt for an account within the window without asking the upstream, even with the right password', async () => {
      const account = await registerConsumer('locked');
      const before = recorder.callsOf('Login').length;
      for (let i = 0; i < 10; i++) expect(await loginVia({ email: account.email, password: `wrong-${i}` }, nextIp())).toMatchObject({ __typename: 'LoginFailedError' });
      expect(recorder.callsOf('Login').length - before).toBe(10);

      const refused = await loginVia({ email: account.email.toUpperCase(), password: account.password }, nextIp());
      expect(refused).toMatchObject({ __typename: 'AccountRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.account.rateLimited' });
      expect(refused.retryAfterSeconds).toBeGreaterThan(800);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
      expect(recorder.callsOf('Login').length - before).toBe(10);
      // Counted in Redis: the first orchestrator instance refuses it too.
      expect(await login({ email: account.email, password: account.password })).toMatchObject({ __typename: 'AccountRateLimitedError' });
      expect(recorder.callsOf('Login').length - before).toBe(10);
    });

    it('lets at most 10 of 30 parallel wrong logins for one account reach the upstream', async () => {
      const account = await registerConsumer('parallel');
      const before = recorder.callsOf('Login').length;
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => loginVia({ email: account.email, password: `wrong-${i}` }, nextIp())));
      expect(recorder.callsOf('Login').length - before).toBeLessThanOrEqual(10);
      expect(answers.filter((a) => a.__typename === 'AccountRateLimitedError').length).toBeGreaterThanOrEqual(20);
      expect(answers.every((a) => a.__typename === 'AccountRateLimitedError' || a.__typename === 'LoginFailedError')).toBe(true);
    });

    it('counts a wrong current password (changePassword, deleteAccount) as a failed login, and refuses both at the limit', async () => {
      const account = await registerConsumer('change-limit');
      const headers = { ...as(account.session), ...fromBrowserAt(nextIp()) };
      const changePassword = async (current: string) =>
        (await limited.graphql<{ changePassword: Answer }>(`mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ${CHANGE_RESULT} } }`, { i: { currentPassword: current, newPassword: 'neu-neu-1', newPasswordRepeat: 'neu-neu-1' } }, headers)).data!.changePassword;
      for (let i = 0; i < 5; i++) expect(await changePassword(`wrong-${i}`)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'currentPassword' }] });
      for (let i = 0; i < 5; i++) expect(await loginVia({ email: account.email, password: `wrong-${i}` }, nextIp())).toMatchObject({ __typename: 'LoginFailedError' });
      const before = recorder.callsOf('ChangePassword').length;
      expect(await changePassword(account.password)).toMatchObject({ __typename: 'AccountRateLimitedError', messageKey: 'tafel.account.rateLimited', retryAfterSeconds: expect.any(Number) });
      const deleted = (await limited.graphql<{ deleteAccount: Answer }>(DELETE, { i: { password: account.password } }, headers)).data!.deleteAccount;
      expect(deleted).toMatchObject({ __typename: 'AccountRateLimitedError' });
      expect(recorder.callsOf('ChangePassword').length).toBe(before);
      expect(recorder.callsOf('DeleteCurrentCustomerAccount')).toEqual([]);
    });

    it('counts a login without a named browser address per account only', async () => {
      // No X-Tafel-Client-IP with the secret: every such request would share the storefront server's address.
      for (let i = 0; i < 12; i++) {
        const answer = (await limited.graphql<{ login: Answer }>(LOGIN, { i: { email: freshEmail('unnamed'), password: 'guess-guess' } })).data!.login;
        expect(answer).toMatchObject({ __typename: 'LoginFailedError' });
      }
    });

    it('refuses an address after 10 failed logins for any accounts; other addresses go on', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) expect(await loginVia({ email: freshEmail('guess'), password: 'guess-guess' }, ip)).toMatchObject({ __typename: 'LoginFailedError' });
      const before = recorder.callsOf('Login').length;
      expect(await loginVia({ email: freshEmail('guess'), password: 'guess-guess' }, ip)).toMatchObject({ __typename: 'AccountRateLimitedError' });
      expect(await loginVia({ customerNumber: '4711001', password: 'guess-guess' }, ip)).toMatchObject({ __typename: 'AccountRateLimitedError' });
      expect(recorder.callsOf('Login').length).toBe(before);
      expect(await loginVia({ email: freshEmail('guess'), password: 'guess-guess' }, nextIp())).toMatchObject({ __typename: 'LoginFailedError' });
    });

    it('applies the same limit to the checkout login step', async () => {
      const ip = nextIp();
      for (let i = 0; i < 10; i++) await loginVia({ email: freshEmail('step'), password: 'guess-guess' }, ip);
      const visitor = await newShopper(limited, [['10401-01', 1]]);
      await visitor.mutate('startCheckout');
      const before = recorder.callsOf('Login').length;
      const answer = await limited.graphql<{ checkoutLogin: Answer }>(
        'mutation($i: CheckoutLoginInput!) { checkoutLogin(input: $i) { __typename ... on AccountRateLimitedError { retryAfterSeconds messageKey } } }',
        { i: { cartId: visitor.cartId, email: ANNA_EMAIL, password: 'tafel-anna' } },
        { ...visitor.headers(), ...fromBrowserAt(ip) },
      );
      expect(answer.data!.checkoutLogin).toMatchObject({ __typename: 'AccountRateLimitedError', messageKey: 'tafel.account.rateLimited' });
      expect(recorder.callsOf('Login').length).toBe(before);
      // From another address the step logs in as before.
      const other = await limited.graphql<{ checkoutLogin: Answer }>(
        'mutation($i: CheckoutLoginInput!) { checkoutLogin(input: $i) { __typename } }',
        { i: { cartId: visitor.cartId, email: ANNA_EMAIL, password: 'tafel-anna' } },
        { ...visitor.headers(), ...fromBrowserAt(nextIp()) },
      );
      expect(other.data!.checkoutLogin).toMatchObject({ __typename: 'CheckoutLoggedIn' });
    });
  });

  it('limits registrations and e-mail checks per client address', async () => {
    const limitedApp = await world.startAnother({ REGISTRATIONS_PER_ADDRESS: '3', INTERNAL_API_SECRET: INTERNAL_SECRET });
    const ip = fromBrowserAt(nextIp());
    const check = async () => (await limitedApp.graphql<{ emailAvailable: Answer }>(EMAIL_AVAILABLE, { e: freshEmail('count') }, ip)).data!.emailAvailable;
    expect(await check()).toMatchObject({ __typename: 'EmailAvailability' });
    expect(await check()).toMatchObject({ __typename: 'EmailAvailability' });
    const email = freshEmail('limited');
    const registered = await limitedApp.graphql<{ register: Answer }>(REGISTER, { i: { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', address: ADDRESS } }, ip);
    expect(registered.data!.register).toMatchObject({ __typename: 'Registered' });
    const refused = await limitedApp.graphql<{ register: Answer }>(REGISTER, { i: { kind: 'CONSUMER', email: freshEmail('limited'), password: 'start-123', passwordRepeat: 'start-123', address: ADDRESS } }, ip);
    expect(refused.data!.register).toMatchObject({ __typename: 'AccountRateLimitedError', errorCode: 'RATE_LIMITED' });
    expect(await check()).toMatchObject({ __typename: 'AccountRateLimitedError' });
    // Another address registers as before.
    const other = await limitedApp.graphql<{ register: Answer }>(REGISTER, { i: { kind: 'CONSUMER', email: freshEmail('limited'), password: 'start-123', passwordRepeat: 'start-123', address: ADDRESS } }, fromBrowserAt(nextIp()));
    expect(other.data!.register).toMatchObject({ __typename: 'Registered' });
  });
});
