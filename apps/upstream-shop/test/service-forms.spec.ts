import { DEV_ACCOUNTS } from './support/account.js';
import { startUpstream, type Upstream } from './support/upstream.js';

interface FieldError {
  fieldName: string;
  errorMessage: string;
  formName: string | null;
}
interface NewsletterAnswer {
  successful: boolean;
  errorMessage: string | null;
  fieldErrors: FieldError[];
}
interface FormAnswer extends NewsletterAnswer {
  reference: string | null;
}
interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  path: string | null;
}

const RESULT = 'successful errorMessage fieldErrors { fieldName errorMessage formName }';
const SUBSCRIBE = `mutation S($e: String!) { subscribeNewsletter(email: $e) { ${RESULT} } }`;
const UNSUBSCRIBE = `mutation U($e: String!) { unsubscribeNewsletter(email: $e) { ${RESULT} } }`;
const SUBSCRIBED = 'query C($e: String!) { checkEmailSubscribed(email: $e) }';
const SUBMIT = `mutation F($id: String!, $f: [FormFieldValue!]!) { submitForm(formId: $id, fields: $f) { ${RESULT} reference } }`;

const contact = {
  salutation: 'Frau',
  firstName: 'Anna',
  lastName: 'Schmidt',
  email: 'anna.kontakt@example.org',
  subject: 'lieferung',
  message: 'Wann kommt meine Lieferung?',
};
const fields = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ({ name, value }));

describe('service forms: newsletter and the shop forms', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream({ faultsEnabled: true, now: () => Date.parse('2026-11-27T08:00:00Z') });
  });
  afterAll(() => upstream.close());

  const subscribe = async (e: string) => (await upstream.gql<{ subscribeNewsletter: NewsletterAnswer }>(SUBSCRIBE, { e })).body.data?.subscribeNewsletter;
  const unsubscribe = async (e: string) => (await upstream.gql<{ unsubscribeNewsletter: NewsletterAnswer }>(UNSUBSCRIBE, { e })).body.data?.unsubscribeNewsletter;
  const subscribed = async (e: string) => (await upstream.gql<{ checkEmailSubscribed: boolean }>(SUBSCRIBED, { e })).body.data?.checkEmailSubscribed;
  const submit = async (id: string, f: { name: string; value: string }[]) => upstream.gql<{ submitForm: FormAnswer }>(SUBMIT, { id, f });
  const mail = async (to: string, kind: string): Promise<{ status: number; body: Mail }> => {
    const res = await fetch(`${upstream.url}/__faults/mail?to=${encodeURIComponent(to)}&kind=${kind}`);
    return { status: res.status, body: (await res.json()) as Mail };
  };

  it('subscribes with double opt-in: pending until the mailed link is opened', async () => {
    const email = 'neu.leserin@example.org';
    expect(await subscribe(email)).toEqual({ successful: true, errorMessage: null, fieldErrors: [] });
    expect(await subscribed(email)).toBe(false);
    const sent = await mail(email, 'newsletter');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ to: email, kind: 'newsletter', subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung' });
    expect(sent.body.path).toMatch(/^\/newsletter\/confirm\?token=[\w-]{20,}$/);
    // Signing up again while pending mails the same link again.
    await subscribe(email.toUpperCase());
    expect((await mail(email, 'newsletter')).body.path).toBe(sent.body.path);
    expect(upstream.stores.mailbox.count(email, 'newsletter')).toBe(2);

    const page = await fetch(`${upstream.url}${sent.body.path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Anmeldung bestätigt');
    expect(html).toContain('href="https://www.tafel.de/"');
    expect(await subscribed(email)).toBe(true);
    // The link is used up; a subscribed address gets no further mail.
    expect((await fetch(`${upstream.url}${sent.body.path}`)).status).toBe(404);
    await subscribe(email);
    expect(upstream.stores.mailbox.count(email, 'newsletter')).toBe(2);
  });

  it('confirms only by GET with a well-formed token; the page escapes the address and sends no Referer', async () => {
    const email = `"><script>alert(1)</script>@example.org`;
    // The domain's e-mail rule lets this local part through: the page must escape it.
    expect(await subscribe(email)).toMatchObject({ successful: true });
    const path = (await mail(email, 'newsletter')).body.path!;
    expect((await fetch(`${upstream.url}${path}`, { method: 'HEAD' })).status).toBe(200);
    expect(await subscribed(email)).toBe(false);
    for (const bad of ['', 'x', `${path.slice(-32)}%00`, 'A'.repeat(32)]) {
      expect((await fetch(`${upstream.url}/newsletter/confirm?token=${bad}`)).status).toBe(404);
    }
    expect((await fetch(`${upstream.url}${path}`, { method: 'POST' })).status).toBe(405);
    const page = await fetch(`${upstream.url}${path}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.org');
    expect(await subscribed(email)).toBe(true);
  });

  it('signs off: subscribed or not, the answer is the same; an open sign-up ends too', async () => {
    expect(await subscribed(DEV_ACCOUNTS.consumer.email)).toBe(true);
    expect(await unsubscribe(DEV_ACCOUNTS.consumer.email)).toEqual({ successful: true, errorMessage: null, fieldErrors: [] });
    expect(await subscribed(DEV_ACCOUNTS.consumer.email)).toBe(false);
    expect(await unsubscribe('niemand@example.org')).toEqual({ successful: true, errorMessage: null, fieldErrors: [] });

    await subscribe('halb@example.org');
    const link = (await mail('halb@example.org', 'newsletter')).body.path ?? '';
    await unsubscribe('halb@example.org');
    expect((await fetch(`${upstream.url}${link}`)).status).toBe(404);
    expect(await subscribed('halb@example.org')).toBe(false);
  });

  it('answers field errors for a bad address and sends nothing', async () => {
    expect(await subscribe('  ')).toEqual({ successful: false, errorMessage: 'vue.form.error.invalidInput', fieldErrors: [{ fieldName: 'email', errorMessage: 'vue.form.error.requiredField', formName: 'newsletter' }] });
    expect((await subscribe('kein@mail'))?.fieldErrors).toEqual([{ fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect', formName: 'newsletter' }]);
    expect((await unsubscribe(`${'a'.repeat(75)}@example.org`))?.fieldErrors).toEqual([{ fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect', formName: 'newsletter' }]);
    expect((await mail('kein@mail', 'newsletter')).status).toBe(404);
  });

  it('stores a contact form, answers its reference and mails the sender a confirmation', async () => {
    const answer = (await submit('kontaktformular', fields({ ...contact, firstName: ' Anna ' }))).body.data?.submitForm;
    expect(answer).toEqual({ successful: true, errorMessage: null, fieldErrors: [], reference: 'K-2026-000123' });
    expect(upstream.stores.forms.get('K-2026-000123')).toMatchObject({ formId: 'kontaktformular', shop: 'de', values: { ...contact, phone: '', orderNumber: '' } });
    const sent = await mail(contact.email, 'form');
    expect(sent.body).toMatchObject({ to: contact.email, kind: 'form', subject: 'Ihre Kontaktanfrage K-2026-000123', path: null });
    expect(sent.body.text).toContain('message: Wann kommt meine Lieferung?');
    const next = (await submit('gewinnspiel-klassenausstattung', fields({ name: 'Anna Schmidt', institution: 'Grundschule am See', email: 'b@example.org', acceptTerms: 'true' }))).body.data?.submitForm;
    expect(next?.reference).toBe('K-2026-000124');
  });

  it('refuses invalid values, unknown fields and forms with field errors, storing nothing', async () => {
    const bad = (await submit('kontaktformular', [...fields({ ...contact, email: 'anna@', message: '' }), { name: 'admin', value: 'x' }])).body.data?.submitForm;
    expect(bad).toEqual({
      successful: false,
      errorMessage: 'vue.form.error.invalidInput',
      reference: null,
      fieldErrors: [
        { fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect', formName: 'kontaktformular' },
        { fieldName: 'message', errorMessage: 'vue.form.error.requiredField', formName: 'kontaktformular' },
        { fieldName: 'admin', errorMessage: 'vue.form.error.unknownField', formName: 'kontaktformular' },
      ],
    });
    expect((await submit('kontakt', fields(contact))).body.data?.submitForm.fieldErrors).toEqual([{ fieldName: 'formId', errorMessage: 'vue.form.error.unknownForm', formName: 'kontakt' }]);
    expect(upstream.stores.forms.get('K-2026-000125')).toBeNull();
    expect((await mail('anna@', 'form')).status).toBe(404);
  });

  it('answers BAD_USER_INPUT for oversized requests', async () => {
    const many = Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, value: 'x' }));
    const tooMany = await submit('kontaktformular', many);
    expect(tooMany.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    const long = await submit('kontaktformular', fields({ ...contact, message: 'x'.repeat(10_001) }));
    expect(long.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    expect((await submit('k'.repeat(101), [])).body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
  });

  it('keeps the mailbox hook of the password reset and checks kind', async () => {
    expect((await fetch(`${upstream.url}/__faults/mail?to=a@example.org&kind=spam`)).status).toBe(400);
    expect((await fetch(`${upstream.url}/__faults/mail?to=a@example.org`)).status).toBe(404);
  });
});
