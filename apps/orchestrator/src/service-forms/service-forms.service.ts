import { Injectable } from '@nestjs/common';
import { AddressKeys, ContentFormKeys, email as emailRule, firstProblem, required, validateContentForm, ValidationKeys } from '@tafel/domain';
import { CheckEmailSubscribedDocument, SubmitFormDocument, SubscribeNewsletterDocument, UnsubscribeNewsletterDocument } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../common/app-error.js';
import { fieldError, type Shopper } from '../request/index.js';
import { UpstreamClient } from '../upstream/upstream-client.js';
import { FormLimits } from './form-limits.js';
import { formInvalid, formProblems, formRateLimited, type FormAnswer, type NewsletterAnswer } from './service-forms-results.js';

type UpstreamFieldErrors = readonly { fieldName: string; errorMessage: string }[];

/**
 * The service forms (issue 28): newsletter sign-up with double opt-in and sign-off, and the shop's
 * forms. Every input is checked with the domain's rules first (nothing is counted or sent for a
 * typo), then counted against the client address (FormLimits), then sent upstream.
 */
@Injectable()
export class ServiceFormsService {
  constructor(
    private readonly upstream: UpstreamClient,
    private readonly limits: FormLimits,
  ) {}

  /** An already subscribed address answers alreadySubscribed and is sent no second confirmation mail. */
  async subscribe(rawEmail: string, shopper: Shopper, address: string | null): Promise<NewsletterAnswer> {
    const email = rawEmail.trim();
    const invalid = newsletterEmailProblem(email);
    if (invalid) return invalid;
    // A confirmation mail may go out: counted against its recipient too (see FormLimits.take).
    const wait = await this.limits.take(address, email);
    if (wait !== null) return formRateLimited(wait);
    const context = { site: shopper.site, userId: shopper.userId };
    const { checkEmailSubscribed } = await this.upstream.request(CheckEmailSubscribedDocument, { email }, context);
    if (checkEmailSubscribed) return { __typename: 'NewsletterSubscribed', alreadySubscribed: true };
    const { subscribeNewsletter: result } = await this.upstream.request(SubscribeNewsletterDocument, { email }, context);
    if (!result.successful) return upstreamRefusal(result.fieldErrors, NEWSLETTER_FIELDS, (name) => name);
    return { __typename: 'NewsletterSubscribed', alreadySubscribed: false };
  }

  /** The same answer whether the address was subscribed or not: no one learns who reads the newsletter. */
  async unsubscribe(rawEmail: string, shopper: Shopper, address: string | null): Promise<NewsletterAnswer> {
    const email = rawEmail.trim();
    const invalid = newsletterEmailProblem(email);
    if (invalid) return invalid;
    const wait = await this.limits.take(address);
    if (wait !== null) return formRateLimited(wait);
    const { unsubscribeNewsletter: result } = await this.upstream.request(UnsubscribeNewsletterDocument, { email }, { site: shopper.site, userId: shopper.userId });
    if (!result.successful) return upstreamRefusal(result.fieldErrors, NEWSLETTER_FIELDS, (name) => name);
    return { __typename: 'NewsletterUnsubscribed', unsubscribed: true };
  }

  /** Checked against the form's definition before anything is counted or sent; the sender gets the upstream's reference. */
  async submit(formId: string, fields: readonly { name: string; value: string }[], shopper: Shopper, address: string | null): Promise<FormAnswer> {
    const checked = validateContentForm(formId, fields);
    if (!checked.ok) return formInvalid(formProblems(checked.problems));
    const { definition, values } = checked;
    // The sender is mailed a confirmation: counted against that address too.
    const wait = await this.limits.take(address, values[definition.senderEmailField] ?? null);
    if (wait !== null) return formRateLimited(wait);
    const { submitForm: result } = await this.upstream.request(
      SubmitFormDocument,
      { formId: definition.formId, fields: definition.fields.map(({ name }) => ({ name, value: values[name] ?? '' })) },
      { site: shopper.site, userId: shopper.userId },
    );
    if (!result.successful || !result.reference) {
      const known = new Set(['formId', ...definition.fields.map(({ name }) => name)]);
      return upstreamRefusal(result.fieldErrors, known, (name) => (name === 'formId' ? name : `fields.${name}`));
    }
    return { __typename: 'FormSent', reference: result.reference };
  }
}

function newsletterEmailProblem(email: string): ReturnType<typeof formInvalid> | null {
  const problem = firstProblem(email, [required, emailRule]);
  return problem ? formInvalid([fieldError('email', problem.messageKey, `email: ${problem.messageKey}`)]) : null;
}

const NEWSLETTER_FIELDS: ReadonlySet<string> = new Set(['email']);

/** The message keys an upstream refusal may pass on to the visitor: the form rules' own. */
const KNOWN_KEYS: ReadonlySet<string> = new Set<string>([...Object.values(ValidationKeys), ...Object.values(ContentFormKeys), ...Object.values(AddressKeys)]);
const GENERIC_KEY = 'vue.form.error.invalidInput';

/**
 * The upstream refused what our checks let through: its field errors under our names. Its texts
 * are not passed on (they may be free text, in any language, naming internals): a key the form
 * rules know stays, anything else becomes the generic "check your entry". No field errors, or one
 * naming a field the form does not have, is an upstream fault, not the visitor's.
 */
function upstreamRefusal(errors: UpstreamFieldErrors, fields: ReadonlySet<string>, rename: (name: string) => string): ReturnType<typeof formInvalid> {
  if (errors.length === 0 || errors.some(({ fieldName }) => !fields.has(fieldName))) {
    throw new AppError('UPSTREAM_REJECTED', 'The shop refused the form without naming a field of it');
  }
  return formInvalid(
    errors.map(({ fieldName, errorMessage }) => {
      const key = KNOWN_KEYS.has(errorMessage) ? errorMessage : GENERIC_KEY;
      return fieldError(rename(fieldName), key, `${rename(fieldName)}: ${key}`);
    }),
  );
}
