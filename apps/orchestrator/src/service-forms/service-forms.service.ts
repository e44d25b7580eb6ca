import { Injectable } from '@nestjs/common';
import { email as emailRule, firstProblem, required, validateContentForm } from '@tafel/domain';
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
    const wait = await this.limits.take(address);
    if (wait !== null) return formRateLimited(wait);
    const context = { site: shopper.site, userId: shopper.userId };
    const { checkEmailSubscribed } = await this.upstream.request(CheckEmailSubscribedDocument, { email }, context);
    if (checkEmailSubscribed) return { __typename: 'NewsletterSubscribed', alreadySubscribed: true };
    const { subscribeNewsletter: result } = await this.upstream.request(SubscribeNewsletterDocument, { email }, context);
    if (!result.successful) return upstreamRefusal(result.fieldErrors, (name) => name);
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
    if (!result.successful) return upstreamRefusal(result.fieldErrors, (name) => name);
    return { __typename: 'NewsletterUnsubscribed', unsubscribed: true };
  }

  /** Checked against the form's definition before anything is counted or sent; the sender gets the upstream's reference. */
  async submit(formId: string, fields: readonly { name: string; value: string }[], shopper: Shopper, address: string | null): Promise<FormAnswer> {
    const checked = validateContentForm(formId, fields);
    if (!checked.ok) return formInvalid(formProblems(checked.problems));
    const wait = await this.limits.take(address);
    if (wait !== null) return formRateLimited(wait);
    const { definition, values } = checked;
    const { submitForm: result } = await this.upstream.request(
      SubmitFormDocument,
      { formId: definition.formId, fields: definition.fields.map(({ name }) => ({ name, value: values[name] ?? '' })) },
      { site: shopper.site, userId: shopper.userId },
    );
    if (!result.successful || !result.reference) return upstreamRefusal(result.fieldErrors, (name) => (name === 'formId' ? name : `fields.${name}`));
    return { __typename: 'FormSent', reference: result.reference };
  }
}

function newsletterEmailProblem(email: string): ReturnType<typeof formInvalid> | null {
  const problem = firstProblem(email, [required, emailRule]);
  return problem ? formInvalid([fieldError('email', problem.messageKey, `email: ${problem.messageKey}`)]) : null;
}

/**
 * The upstream refused what our checks let through: its field errors under our names. Without any
 * (no reason given) it is an upstream fault, not the visitor's.
 */
function upstreamRefusal(errors: UpstreamFieldErrors, rename: (name: string) => string): ReturnType<typeof formInvalid> {
  if (errors.length === 0) throw new AppError('UPSTREAM_REJECTED', 'The shop refused the form without naming a field');
  return formInvalid(errors.map(({ fieldName, errorMessage }) => fieldError(rename(fieldName), errorMessage, `${rename(fieldName)}: ${errorMessage}`)));
}
