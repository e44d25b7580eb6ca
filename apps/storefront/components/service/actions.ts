'use server';

import { ContentFormKeys, email as emailRule, firstProblem, required, validateContentForm } from '@tafel/domain';
import { SubmitFormDocument, SubscribeNewsletterDocument, UnsubscribeNewsletterDocument } from '@tafel/graphql-schema/storefront';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { contentFormNames, EMPTY_FORM_STATE, formFieldName, HONEYPOT_FIELD, honeypotFilled, postedDefinition, postedFields, problemTexts, unexpectedFields, type ContentFormState } from '@/lib/forms/content-form-view';
import { formFailureText, formHeaders, rateLimitedText } from '@/lib/forms/form-request';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { currentTranslator } from '@/lib/site/site';

// Server actions of the service forms (issue 28): newsletter sign-up and sign-off, and the shop's
// forms of the CMS Form Teaser. Form posts: they work before hydration and without JavaScript.
// Every answer is a state with texts in the shop language, never an exception.

const NEWSLETTER_SUCCESS_PATH = '/service/newsletter/success';

/** The newsletter forms' state: the address typed, and whether it was already subscribed / signed off. */
export interface NewsletterState {
  ok: boolean;
  message: string | null;
  fieldErrors: Record<string, string>;
  email: string;
  alreadySubscribed: boolean;
  /** Where the hydrated page goes next (the success page); null otherwise. */
  to: string | null;
  answer: number;
}

type Refusal =
  | { __typename: 'ValidationError'; messageKey: string; fieldErrors: readonly { field: string; messageKey: string; params: readonly { name: string; value: string }[] }[] }
  | { __typename: 'FormRateLimitedError'; retryAfterSeconds: number };

/** A form post without JavaScript gets Next's 303; the hydrated page gets `to` and navigates (keeping its host). */
async function goTo(to: string): Promise<string> {
  if ((await headers()).has('next-action')) return to;
  redirect(to);
}

const text = (form: FormData, name: string, max = 200): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};
const formOf = (form: unknown): FormData => (form instanceof FormData ? form : new FormData());

/** Network trouble, an outage or anything unexpected: a message for the visitor. */
async function failureText(error: unknown): Promise<string> {
  return formFailureText(error, await currentTranslator(), 'service form');
}

/** The names a newsletter post may carry: the address and the honeypot. */
const NEWSLETTER_NAMES = ['email', HONEYPOT_FIELD];

/** A refusal as texts: the field errors under the form's names, or the wait of the rate limit. */
async function refusalTexts(answer: Refusal): Promise<{ message: string | null; fieldErrors: Record<string, string> }> {
  const i18n = await currentTranslator();
  const { message } = i18n;
  if (answer.__typename === 'FormRateLimitedError') return { message: rateLimitedText(answer.retryAfterSeconds, i18n), fieldErrors: {} };
  const fieldErrors = problemTexts(
    answer.fieldErrors.map((e) => ({ field: formFieldName(e.field), messageKey: e.messageKey, params: Object.fromEntries(e.params.map((p) => [p.name, p.value])) })),
    (key, params) => message(key, params),
  );
  return { message: Object.keys(fieldErrors).length > 0 ? null : message(answer.messageKey), fieldErrors };
}

async function newsletterEmail(form: FormData): Promise<{ email: string; error: string | null }> {
  const email = text(form, 'email', 200).trim();
  // A forged post (other names, the address twice) is refused at the field, nothing is sent.
  const problem = unexpectedFields(form, NEWSLETTER_NAMES).length > 0 ? { messageKey: ContentFormKeys.unknownField } : firstProblem(email, [required, emailRule]);
  return { email, error: problem ? (await currentTranslator()).message(problem.messageKey, problem.params) : null };
}

/** /service/newsletter: the sign-up with double opt-in. Success → the success page; already subscribed → a notice here. */
export async function subscribeNewsletterAction(previous: NewsletterState, posted: unknown): Promise<NewsletterState> {
  const form = formOf(posted);
  const answer = (previous?.answer ?? 0) + 1;
  const { email, error } = await newsletterEmail(form);
  const base: NewsletterState = { ok: false, message: null, fieldErrors: {}, email, alreadySubscribed: false, to: null, answer };
  if (error) return { ...base, fieldErrors: { email: error } };
  // A bot filled the honeypot: it sees the usual way on, and nothing is sent.
  if (honeypotFilled(form)) return { ...base, ok: true, to: await goTo(NEWSLETTER_SUCCESS_PATH) };
  let to: string;
  try {
    const session = await readSession();
    const { subscribeNewsletter: result } = await orchestratorRequest(SubscribeNewsletterDocument, { input: { email } }, { userId: session.userId, headers: await formHeaders() });
    if (result.__typename === 'NewsletterUnsubscribed') throw new Error('subscribeNewsletter answered NewsletterUnsubscribed');
    if (result.__typename !== 'NewsletterSubscribed') return { ...base, ...(await refusalTexts(result)) };
    if (result.alreadySubscribed) return { ...base, ok: true, alreadySubscribed: true, message: (await currentTranslator()).t('ui.newsletter.already') };
    to = NEWSLETTER_SUCCESS_PATH;
  } catch (failure) {
    return { ...base, message: await failureText(failure) };
  }
  return { ...base, ok: true, to: await goTo(to) };
}

/** /service/newsletter/newsletter-abmelden: the sign-off, confirmed on the same page (the same answer for any address). */
export async function unsubscribeNewsletterAction(previous: NewsletterState, posted: unknown): Promise<NewsletterState> {
  const form = formOf(posted);
  const answer = (previous?.answer ?? 0) + 1;
  const { email, error } = await newsletterEmail(form);
  const base: NewsletterState = { ok: false, message: null, fieldErrors: {}, email, alreadySubscribed: false, to: null, answer };
  if (error) return { ...base, fieldErrors: { email: error } };
  const { t } = await currentTranslator();
  if (honeypotFilled(form)) return { ...base, ok: true, message: t('ui.newsletter.unsubscribe.done', { email }) };
  try {
    const session = await readSession();
    const { unsubscribeNewsletter: result } = await orchestratorRequest(UnsubscribeNewsletterDocument, { input: { email } }, { userId: session.userId, headers: await formHeaders() });
    if (result.__typename === 'NewsletterUnsubscribed') return { ...base, ok: true, message: t('ui.newsletter.unsubscribe.done', { email }) };
    if (result.__typename === 'NewsletterSubscribed') throw new Error('unsubscribeNewsletter answered NewsletterSubscribed');
    return { ...base, ...(await refusalTexts(result)) };
  } catch (failure) {
    return { ...base, message: await failureText(failure) };
  }
}

/** The CMS Form Teaser's forms: checked with the domain's definition, then sent; the answer names the reference. */
export async function submitContentFormAction(previous: ContentFormState, posted: unknown): Promise<ContentFormState> {
  const form = formOf(posted);
  const answer = (previous?.answer ?? 0) + 1;
  const { message, t } = await currentTranslator();
  const definition = postedDefinition(form);
  if (!definition) return { ...EMPTY_FORM_STATE, message: message('vue.form.error.unknownForm'), answer };
  const fields = postedFields(definition, form);
  const values = Object.fromEntries(fields.map(({ name, value }) => [name, value]));
  const base: ContentFormState = { ...EMPTY_FORM_STATE, values, answer };
  // Names the form does not have, or a field twice: a forged post, refused whole (the orchestrator would too).
  if (unexpectedFields(form, contentFormNames(definition)).length > 0) return { ...base, message: message(ContentFormKeys.unknownField) };
  const checked = validateContentForm(definition.formId, fields);
  if (!checked.ok) return { ...base, fieldErrors: problemTexts(checked.problems, (key, params) => message(key, params)) };
  // A bot filled the honeypot: thanked as usual, nothing is sent (and it gets no reference).
  if (honeypotFilled(form)) return { ...base, ok: true, values: {}, message: message('ui.form.sent') };
  try {
    const session = await readSession();
    const { submitForm: result } = await orchestratorRequest(SubmitFormDocument, { input: { formId: definition.formId, fields } }, { userId: session.userId, headers: await formHeaders() });
    if (result.__typename === 'FormSent') return { ...base, ok: true, values: {}, reference: result.reference, message: t('ui.form.sent', { reference: result.reference }) };
    return { ...base, ...(await refusalTexts(result)) };
  } catch (failure) {
    return { ...base, message: await failureText(failure) };
  }
}
