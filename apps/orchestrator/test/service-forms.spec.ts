import type { Redis } from 'ioredis';
import { REDIS } from '../src/redis/redis.module.js';
import { startRedisProxy, type RedisProxy } from './support/redis-proxy.js';
import { testRedisUrl } from './support/redis.js';
import { fromBrowserAt, INTERNAL_SECRET } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

// Issue 28: newsletter sign-up with double opt-in, sign-off and the shop's forms, against the real
// stand-in and Redis. Each test posts from a browser address of its own (the per-address limit).

const NEWSLETTER_RESULT = `__typename
  ... on NewsletterSubscribed { alreadySubscribed }
  ... on NewsletterUnsubscribed { unsubscribed }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey } }
  ... on FormRateLimitedError { errorCode messageKey retryAfterSeconds }`;
const SUBSCRIBE = `mutation($i: NewsletterInput!) { subscribeNewsletter(input: $i) { ${NEWSLETTER_RESULT} } }`;
const UNSUBSCRIBE = `mutation($i: NewsletterInput!) { unsubscribeNewsletter(input: $i) { ${NEWSLETTER_RESULT} } }`;
const SUBMIT = `mutation($i: FormInput!) { submitForm(input: $i) { __typename
  ... on FormSent { reference }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey params { name value } } }
  ... on FormRateLimitedError { errorCode messageKey retryAfterSeconds } } }`;

type Answer = Record<string, unknown> & { __typename: string };

let ipCounter = 0;
const nextIp = (): string => `10.28.0.${(ipCounter += 1)}`;
let mailCounter = 0;
const freshEmail = (label: string): string => `${label}-${Date.now().toString(36)}-${(mailCounter += 1)}@example.org`;
const fields = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }));
const CONTACT = { salutation: 'Herr', firstName: 'Jonas', lastName: 'Berg', email: 'jonas@example.org', subject: 'produkt', message: 'Gibt es den Tisch auch in Blau?' };

describe('service forms (orchestrator against the stand-in)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('service-forms', { INTERNAL_API_SECRET: INTERNAL_SECRET, FORM_SUBMISSIONS_PER_ADDRESS: '4', FORM_WINDOW_S: '600' });
  });
  afterAll(() => world?.close());

  const call = async (query: string, input: unknown, ip: string): Promise<Answer> => {
    const answer = await world.orchestrator.graphql<Record<string, Answer>>(query, { i: input }, fromBrowserAt(ip));
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data ?? {})[0]!;
  };
  const mail = async (to: string, kind: string) => {
    const res = await fetch(`${world.upstream.url}/__faults/mail?to=${encodeURIComponent(to)}&kind=${kind}`);
    return { status: res.status, body: (await res.json()) as { subject: string; path: string | null; text: string } };
  };

  it('signs up with double opt-in: a confirmation mail, then alreadySubscribed once confirmed, with no second mail', async () => {
    const ip = nextIp();
    const email = freshEmail('leser');
    expect(await call(SUBSCRIBE, { email: ` ${email} ` }, ip)).toEqual({ __typename: 'NewsletterSubscribed', alreadySubscribed: false });
    const sent = await mail(email, 'newsletter');
    expect(sent.status).toBe(200);
    expect(sent.body.path).toMatch(/^\/newsletter\/confirm\?token=/);
    expect((await fetch(`${world.upstream.url}${sent.body.path}`)).status).toBe(200);
    expect(await call(SUBSCRIBE, { email }, ip)).toEqual({ __typename: 'NewsletterSubscribed', alreadySubscribed: true });
    // No new mail went out: the latest one is still the first (its link is used up now).
    expect((await mail(email, 'newsletter')).body.path).toBe(sent.body.path);
    expect((await fetch(`${world.upstream.url}${sent.body.path}`)).status).toBe(404);
  });

  it('signs off with the same answer whether the address was subscribed or not', async () => {
    const ip = nextIp();
    expect(await call(UNSUBSCRIBE, { email: 'anna.schmidt@example.de' }, ip)).toEqual({ __typename: 'NewsletterUnsubscribed', unsubscribed: true });
    expect(await call(UNSUBSCRIBE, { email: freshEmail('nie') }, ip)).toEqual({ __typename: 'NewsletterUnsubscribed', unsubscribed: true });
    // Signed off, anna is no longer subscribed: signing up again sends a confirmation.
    expect(await call(SUBSCRIBE, { email: 'anna.schmidt@example.de' }, ip)).toEqual({ __typename: 'NewsletterSubscribed', alreadySubscribed: false });
  });

  it('refuses a bad e-mail with the spec keys before anything is counted or sent', async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i += 1) {
      expect(await call(SUBSCRIBE, { email: 'kein@mail' }, ip)).toEqual({
        __typename: 'ValidationError',
        errorCode: 'VALIDATION_FAILED',
        messageKey: 'vue.form.error.email.incorrect',
        fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.email.incorrect' }],
      });
    }
    expect(await call(UNSUBSCRIBE, { email: '  ' }, ip)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.requiredField' }] });
    expect((await mail('kein@mail', 'newsletter')).status).toBe(404);
    // Six refusals cost nothing of the limit (4): a real sign-up still goes through.
    expect(await call(SUBSCRIBE, { email: freshEmail('nach-tippfehler') }, ip)).toMatchObject({ __typename: 'NewsletterSubscribed' });
  });

  it('sends the contact form and answers the upstream reference; the sender gets a confirmation', async () => {
    const email = freshEmail('kontakt');
    const answer = await call(SUBMIT, { formId: 'kontaktformular', fields: fields({ ...CONTACT, email }) }, nextIp());
    expect(answer).toEqual({ __typename: 'FormSent', reference: expect.stringMatching(/^K-\d{4}-\d{6}$/) });
    const sent = await mail(email, 'form');
    expect(sent.body.subject).toBe(`Ihre Kontaktanfrage ${answer.reference as string}`);
    expect(sent.body.text).toContain('Gibt es den Tisch auch in Blau?');
  });

  it('answers ValidationError naming fields.<name> for bad values, unknown fields and an unknown formId; nothing is sent', async () => {
    const ip = nextIp();
    const email = freshEmail('falsch');
    const bad = await call(SUBMIT, { formId: 'kontaktformular', fields: [...fields({ ...CONTACT, email, firstName: '', message: 'x'.repeat(2001) }), { name: 'isAdmin', value: '1' }] }, ip);
    expect(bad).toEqual({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      messageKey: 'vue.form.error.requiredField',
      fieldErrors: [
        { field: 'fields.firstName', messageKey: 'vue.form.error.requiredField', params: [] },
        { field: 'fields.message', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '2000' }] },
        { field: 'fields.isAdmin', messageKey: 'vue.form.error.unknownField', params: [] },
      ],
    });
    expect(await call(SUBMIT, { formId: 'kontakt', fields: fields(CONTACT) }, ip)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'formId', messageKey: 'vue.form.error.unknownForm' }] });
    expect((await mail(email, 'form')).status).toBe(404);
  });

  it('answers BAD_USER_INPUT for input out of shape (more than 30 fields, huge values)', async () => {
    const many = await world.orchestrator.graphql(SUBMIT, { i: { formId: 'kontaktformular', fields: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, value: '' })) } }, fromBrowserAt(nextIp()));
    expect(many.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const huge = await world.orchestrator.graphql(SUBSCRIBE, { i: { email: 'a'.repeat(1001) } }, fromBrowserAt(nextIp()));
    expect(huge.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    // Names are identifiers: markup or control characters would be echoed back in fields.<name>.
    for (const input of [{ formId: 'kontakt<b>', fields: fields(CONTACT) }, { formId: 'kontaktformular', fields: [...fields(CONTACT), { name: '<img src=x>', value: '1' }] }]) {
      const odd = await world.orchestrator.graphql(SUBMIT, { i: input }, fromBrowserAt(nextIp()));
      expect(odd.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('limits the forms of one client address together, and another address is not affected', async () => {
    const ip = nextIp();
    const sent: Answer[] = [];
    // Four forms of any kind, at once: exactly four pass, the fifth is refused without a call.
    const inputs = [SUBSCRIBE, UNSUBSCRIBE, SUBSCRIBE, UNSUBSCRIBE, SUBSCRIBE].map((query, i) => call(query, { email: freshEmail(`limit${i}`) }, ip));
    sent.push(...(await Promise.all(inputs)));
    expect(sent.filter((a) => a.__typename === 'FormRateLimitedError')).toHaveLength(1);
    const email = freshEmail('zu-viel');
    const refused = await call(SUBMIT, { formId: 'kontaktformular', fields: fields({ ...CONTACT, email }) }, ip);
    expect(refused).toEqual({ __typename: 'FormRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.form.rateLimited', retryAfterSeconds: expect.any(Number) });
    expect(refused.retryAfterSeconds as number).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds as number).toBeLessThanOrEqual(600);
    expect((await mail(email, 'form')).status).toBe(404);
    expect(await call(SUBMIT, { formId: 'kontaktformular', fields: fields({ ...CONTACT, email }) }, nextIp())).toMatchObject({ __typename: 'FormSent' });
  });

  it('counts mails to one recipient across client addresses: a stranger cannot flood a mailbox from many addresses', async () => {
    const victim = freshEmail('postfach');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await call(SUBSCRIBE, { email: victim }, nextIp())).__typename);
    expect(answers).toEqual(['NewsletterSubscribed', 'NewsletterSubscribed', 'NewsletterSubscribed', 'NewsletterSubscribed', 'FormRateLimitedError']);
    // The same for a form's copy to its sender; a form mailing someone else still passes.
    const sender = freshEmail('absender');
    const forms = [];
    for (let i = 0; i < 5; i += 1) forms.push((await call(SUBMIT, { formId: 'kontaktformular', fields: fields({ ...CONTACT, email: sender }) }, nextIp())).__typename);
    expect(forms).toEqual(['FormSent', 'FormSent', 'FormSent', 'FormSent', 'FormRateLimitedError']);
    expect(await call(SUBMIT, { formId: 'kontaktformular', fields: fields({ ...CONTACT, email: freshEmail('andere') }) }, nextIp())).toMatchObject({ __typename: 'FormSent' });
  });

  it('refuses control characters (a line break outside the message) as invalidCharacters; nothing is sent', async () => {
    const email = freshEmail('zeichen');
    const answer = await call(SUBMIT, { formId: 'kontaktformular', fields: fields({ ...CONTACT, email, lastName: 'Berg\r\nBcc: alle@example.org', message: 'Zeile 1\nZeile 2' }) }, nextIp());
    expect(answer).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'fields.lastName', messageKey: 'vue.form.error.invalidCharacters' }] });
    expect(await call(SUBSCRIBE, { email: `a\u0000${email}` }, nextIp())).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.form.error.email.incorrect' }] });
    expect((await mail(email, 'form')).status).toBe(404);
  });

  it('counts a direct caller (no storefront secret) against its own connection, whatever address it claims', async () => {
    const claim = (ip: string) => world.orchestrator.graphql<Record<string, Answer>>(SUBSCRIBE, { i: { email: freshEmail('direkt') } }, { 'X-Tafel-Client-IP': ip });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await claim(`198.51.100.${i + 1}`)).data?.subscribeNewsletter?.__typename);
    expect(answers).toEqual(['NewsletterSubscribed', 'NewsletterSubscribed', 'NewsletterSubscribed', 'NewsletterSubscribed', 'FormRateLimitedError']);
  });
});

describe('service forms when Redis is away', () => {
  let proxy: RedisProxy;
  let world: World;
  beforeAll(async () => {
    proxy = await startRedisProxy(testRedisUrl());
    world = await startWorld('service-forms-outage', { REDIS_URL: proxy.url, INTERNAL_API_SECRET: INTERNAL_SECRET, ORCHESTRATOR_WORKERS: '0' });
  });
  afterAll(async () => {
    try {
      await world?.close();
    } finally {
      await proxy?.close();
    }
  });

  it('fails closed: SERVICE_UNAVAILABLE and nothing is sent; works again once Redis is back', async () => {
    const redis = world.orchestrator.app.get<Redis>(REDIS);
    const email = freshEmail('ausfall');
    await proxy.cut();
    const deadline = Date.now() + 10_000;
    while (redis.status === 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const answer = await world.orchestrator.graphql(SUBSCRIBE, { i: { email } }, fromBrowserAt('10.28.9.1'));
    expect(answer.errors).toEqual([expect.objectContaining({ extensions: { code: 'SERVICE_UNAVAILABLE', reason: 'REDIS_UNAVAILABLE', retryable: true } })]);
    const form = await world.orchestrator.graphql(SUBMIT, { i: { formId: 'kontaktformular', fields: fields({ ...CONTACT, email }) } }, fromBrowserAt('10.28.9.1'));
    expect(form.errors?.[0]?.extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect((await fetch(`${world.upstream.url}/__faults/mail?to=${encodeURIComponent(email)}&kind=newsletter`)).status).toBe(404);
    expect((await fetch(`${world.upstream.url}/__faults/mail?to=${encodeURIComponent(email)}&kind=form`)).status).toBe(404);
    await proxy.restore();
    const back = Date.now() + 15_000;
    while (redis.status !== 'ready' && Date.now() < back) await new Promise((r) => setTimeout(r, 50));
    const again = await world.orchestrator.graphql<Record<string, Answer>>(SUBSCRIBE, { i: { email } }, fromBrowserAt('10.28.9.1'));
    expect(again.data?.subscribeNewsletter).toEqual({ __typename: 'NewsletterSubscribed', alreadySubscribed: false });
  });
});
