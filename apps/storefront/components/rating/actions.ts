'use server';

import { SubmitRatingDocument } from '@tafel/graphql-schema/storefront';
import { headers } from 'next/headers';
import { fieldTexts } from '@/lib/forms/form-errors';
import { waitMinutes } from '@/lib/forms/content-form-view';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { INTERNAL_SECRET_HEADER } from '@/lib/shop-api/orchestrator-headers';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { config } from '@/lib/site/config';
import { currentTranslator } from '@/lib/site/site';
import { browserAddress, clientAddressHeaders } from '@/lib/support/client-address';
import { ratingFromForm, type RatingFormState } from '@/lib/service/rating';

/**
 * Who the rating comes from, for the orchestrator's per-address form limit: the browser's
 * address as our trusted proxies name it, with the internal secret (as the service forms send it,
 * components/service/actions.ts).
 */
async function formHeaders(): Promise<Record<string, string>> {
  const { trustedProxyHops, internalApiSecret } = config();
  if (!internalApiSecret) return {};
  const address = browserAddress((await headers()).get('x-forwarded-for'), trustedProxyHops);
  return { [INTERNAL_SECRET_HEADER]: internalApiSecret, ...clientAddressHeaders(address, internalApiSecret) };
}

/** Sends a rating (a form post: works without JavaScript); every answer is a state with texts, never an exception. */
export async function submitRatingAction(_previous: RatingFormState, form: FormData): Promise<RatingFormState> {
  const i18n = await currentTranslator();
  const input = ratingFromForm(form);
  const refused = (message: string, fieldErrors: Record<string, string> = {}): RatingFormState => ({ ok: false, message, fieldErrors, values: input, answer: Date.now() });
  try {
    const { submitRating: answer } = await orchestratorRequest(SubmitRatingDocument, { input }, { headers: await formHeaders() });
    switch (answer.__typename) {
      case 'RatingSubmitted':
        return { ok: true, message: i18n.t('ui.rating.thanks'), fieldErrors: {}, values: input, answer: Date.now() };
      case 'ValidationError': {
        const texts = fieldTexts(answer.fieldErrors, i18n);
        if (texts.rating) texts.rating = i18n.t('ui.rating.chooseStars');
        return refused(i18n.t('ui.rating.invalid'), texts);
      }
      case 'FormRateLimitedError':
        return refused(i18n.message('tafel.form.rateLimited', { minutes: waitMinutes(answer.retryAfterSeconds) }));
      default:
        return refused(i18n.message(answer.messageKey));
    }
  } catch (error) {
    console.error('[storefront] rating failed', error);
    return refused(i18n.message(SOMETHING_WENT_WRONG_KEY));
  }
}
