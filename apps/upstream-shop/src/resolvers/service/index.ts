import { CONTENT_FORM_MAX_FIELDS, email as emailRule, firstProblem, required, validateContentForm } from '@tafel/domain';
import type { FormSubmissionResult, NewsletterSubscriptionResult, Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { SHOP_ORIGINS } from '../../data/content/seo.js';
import { NEWSLETTER_CONFIRM_PAGE } from '../../http/newsletter-confirm-page.js';
import { badUserInput } from '../../errors.js';
import { FieldErrors } from '../account/field-errors.js';
import { AccountMessages } from '../account/messages.js';
import type { UpstreamContext } from '../context.js';

const MAX_NAME = 100;
const MAX_VALUE = 10_000;

const FORM_TITLES: Record<string, string> = {
  kontaktformular: 'Kontaktanfrage',
  beratungsanfrage: 'Beratungsanfrage',
  'katalog-bestellung': 'Katalogbestellung',
  'gewinnspiel-klassenausstattung': 'Gewinnspiel-Teilnahme',
};

/** The address of a newsletter form, checked like every form field (spec §5); null with the errors filled. */
function newsletterEmail(value: string, errors: FieldErrors): string | null {
  const trimmed = value.trim();
  const problem = firstProblem(trimmed, [required, emailRule]);
  if (!problem) return trimmed;
  errors.add('email', problem.messageKey);
  return null;
}

const refused = (errors: FieldErrors): NewsletterSubscriptionResult => ({ successful: false, errorMessage: AccountMessages.invalidInput, fieldErrors: errors.list });
const done: NewsletterSubscriptionResult = { successful: true, errorMessage: null, fieldErrors: [] };

function subscribeNewsletter(value: string, context: UpstreamContext): NewsletterSubscriptionResult {
  const errors = new FieldErrors('newsletter');
  const email = newsletterEmail(value, errors);
  if (email === null) return refused(errors);
  const { newsletter, mailbox } = context.stores;
  if (newsletter.isSubscribed(email)) return done;
  const token = newsletter.request(email, context.shop);
  mailbox.send({
    to: email,
    kind: 'newsletter',
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    text: `Guten Tag,\n\nbitte bestätigen Sie Ihre Anmeldung zum Newsletter von ${SHOP_ORIGINS[context.shop]} mit diesem Link. Ohne Bestätigung erhalten Sie keinen Newsletter.`,
    path: `${NEWSLETTER_CONFIRM_PAGE}?token=${encodeURIComponent(token)}`,
  });
  return done;
}

function unsubscribeNewsletter(value: string, context: UpstreamContext): NewsletterSubscriptionResult {
  const errors = new FieldErrors('newsletter');
  const email = newsletterEmail(value, errors);
  if (email === null) return refused(errors);
  context.stores.newsletter.unsubscribe(email);
  return done;
}

function submitForm(formId: string, fields: readonly { name: string; value: string }[], context: UpstreamContext): FormSubmissionResult {
  if (formId.length > MAX_NAME) throw badUserInput(`formId must be at most ${MAX_NAME} characters.`);
  if (fields.length > CONTENT_FORM_MAX_FIELDS) throw badUserInput(`A form has at most ${CONTENT_FORM_MAX_FIELDS} fields.`);
  for (const field of fields) {
    if (field.name.length > MAX_NAME || field.value.length > MAX_VALUE) throw badUserInput(`Field names are at most ${MAX_NAME} characters, values at most ${MAX_VALUE}.`);
  }
  const checked = validateContentForm(formId, fields);
  if (!checked.ok) {
    const errors = new FieldErrors(formId);
    for (const problem of checked.problems) errors.add(problem.field, problem.messageKey);
    return { successful: false, reference: null, errorMessage: AccountMessages.invalidInput, fieldErrors: errors.list };
  }
  const { definition, values } = checked;
  const submission = context.stores.forms.add(definition.formId, context.shop, values);
  const title = FORM_TITLES[definition.formId] ?? 'Anfrage';
  const lines = definition.fields.filter((f) => values[f.name] !== '').map((f) => `${f.name}: ${values[f.name]}`);
  context.stores.mailbox.send({
    to: values[definition.senderEmailField]!,
    kind: 'form',
    subject: `Ihre ${title} ${submission.reference}`,
    text: `Vielen Dank für Ihre ${title}. Ihre Referenz: ${submission.reference}\n\n${lines.join('\n')}`,
    path: null,
  });
  return { successful: true, reference: submission.reference, errorMessage: null, fieldErrors: [] };
}

/** Newsletter sign-up and sign-off, and the shop's forms (service-forms.graphql). */
export const serviceFormResolvers: Resolvers<UpstreamContext> = {
  Mutation: {
    subscribeNewsletter: (_parent, { email }, context) => subscribeNewsletter(email, context),
    unsubscribeNewsletter: (_parent, { email }, context) => unsubscribeNewsletter(email, context),
    submitForm: (_parent, { formId, fields }, context) => submitForm(formId, fields, context),
  },
};
