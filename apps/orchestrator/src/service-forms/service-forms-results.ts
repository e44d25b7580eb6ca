import type { FieldError, FormRateLimitedError, FormSent, NewsletterSubscribed, NewsletterUnsubscribed } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { ContentFormFieldProblem } from '@tafel/domain';
import type { TypedValidationError } from '../cart/index.js';
import { fieldError, type Typed } from '../request/index.js';

export const FORM_RATE_LIMITED_KEY = 'tafel.form.rateLimited';

export type FormRateLimitedResult = Typed<FormRateLimitedError, 'FormRateLimitedError'>;
export type NewsletterAnswer = Typed<NewsletterSubscribed, 'NewsletterSubscribed'> | Typed<NewsletterUnsubscribed, 'NewsletterUnsubscribed'> | TypedValidationError | FormRateLimitedResult;
export type FormAnswer = Typed<FormSent, 'FormSent'> | TypedValidationError | FormRateLimitedResult;

export function formRateLimited(retryAfterSeconds: number): FormRateLimitedResult {
  return {
    __typename: 'FormRateLimitedError',
    errorCode: 'RATE_LIMITED',
    messageKey: FORM_RATE_LIMITED_KEY,
    message: `Too many forms from this address; try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  };
}

/** A refused form: its field errors, the first one's key leading. */
export function formInvalid(fieldErrors: FieldError[]): TypedValidationError {
  const messageKey = fieldErrors[0]?.messageKey ?? 'vue.form.error.invalidInput';
  return {
    __typename: 'ValidationError',
    errorCode: 'VALIDATION_FAILED',
    messageKey,
    message: `Refused: ${fieldErrors.map((e) => `${e.field}: ${e.messageKey}`).join('; ') || messageKey}`,
    fieldErrors,
  };
}

/** The domain's problems under the input's names: fields.<name>, or formId. */
export function formProblems(problems: readonly ContentFormFieldProblem[]): FieldError[] {
  return problems.map(({ field, messageKey, params }) => {
    const name = field === 'formId' ? 'formId' : `fields.${field}`;
    return fieldError(name, messageKey, `${name}: ${messageKey}`, params);
  });
}
