'use server';

import { ContentFormKeys } from '@tafel/domain';
import { SubmitRatingDocument } from '@tafel/graphql-schema/storefront';
import { unexpectedFields } from '@/lib/forms/content-form-view';
import { fieldTexts } from '@/lib/forms/form-errors';
import { formFailureText, formHeaders, rateLimitedText } from '@/lib/forms/form-request';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { currentTranslator } from '@/lib/site/site';
import { RATING_FIELDS, RATING_POST_NAMES, ratingFromForm, ratingProblems, type RatingFormState } from '@/lib/service/rating';

/** Sends a rating (a form post: works without JavaScript); every answer is a state with texts, never an exception. */
export async function submitRatingAction(_previous: RatingFormState, posted: unknown): Promise<RatingFormState> {
  const i18n = await currentTranslator();
  const form = posted instanceof FormData ? posted : new FormData();
  const input = ratingFromForm(form);
  const refused = (message: string, fieldErrors: Record<string, string> = {}): RatingFormState => ({ ok: false, message, fieldErrors, values: input, answer: Date.now() });
  // The stars' error names the choice the shopper has to make, whatever the key.
  const withStars = (texts: Record<string, string>) => (texts.rating ? { ...texts, rating: i18n.t('ui.rating.chooseStars') } : texts);
  // A forged post (other names, a field twice) is refused whole; nothing is sent.
  if (unexpectedFields(form, RATING_POST_NAMES).length > 0) return refused(i18n.message(ContentFormKeys.unknownField));
  // Checked here first, so an incomplete post does not spend the shopper's form limit.
  const problems = ratingProblems(input);
  if (Object.keys(problems).length > 0) {
    const texts: Record<string, string> = {};
    for (const field of RATING_FIELDS) {
      const problem = problems[field];
      if (problem) texts[field] = i18n.message(problem.messageKey, problem.params);
    }
    return refused(i18n.t('ui.rating.invalid'), withStars(texts));
  }
  try {
    const { submitRating: answer } = await orchestratorRequest(SubmitRatingDocument, { input }, { headers: await formHeaders() });
    switch (answer.__typename) {
      case 'RatingSubmitted':
        return { ok: true, message: i18n.t('ui.rating.thanks'), fieldErrors: {}, values: input, answer: Date.now() };
      case 'ValidationError':
        return refused(i18n.t('ui.rating.invalid'), withStars(fieldTexts(answer.fieldErrors, i18n)));
      case 'FormRateLimitedError':
        return refused(rateLimitedText(answer.retryAfterSeconds, i18n));
      default:
        return refused(i18n.message(answer.messageKey));
    }
  } catch (error) {
    return refused(formFailureText(error, i18n, 'rating'));
  }
}
