import type { AccountRefusalFieldsFragment } from '@tafel/graphql-schema/storefront';
import { fieldTexts } from '@/lib/forms/form-errors';
import { SOMETHING_WENT_WRONG_KEY, type Translator } from '@/lib/i18n/translate';
import { loginBackTo } from './account-rules';
import { rateLimitedText } from './rate-limit';

// How the orchestrator's refusals of the account forms (ValidationError, AccountRateLimitedError,
// SessionRequiredError, any other ErrorResult) are shown: a general message, the fields' errors,
// and for a protected change whose session is over the login link (spec §6, §8).

/** What an account form's action answers. */
export interface AccountFormState {
  ok: boolean;
  /** A general message (error, or the success notice when `ok`). */
  message: string | null;
  fieldErrors: Record<string, string>;
  /** Where the page goes next (the hydrated page navigates itself, see goTo). */
  to?: string | undefined;
  /** A protected change whose session is over: the login that comes back here (spec §6: shown, never a silent logout). */
  loginLink?: string | undefined;
  /**
   * The session ended elsewhere (SessionRequiredError.sessionEnded): the page then has the server
   * set the HttpOnly security-logout flag through POST /api/account/security-logout, so the next
   * page goes through /logout (spec §4, §8). Not in the server action itself: a cookie set there
   * renders the page again in the same answer, and its read would leave it at once.
   */
  securityLogout?: boolean | undefined;
  /** Counts answers, so a form can tell a new answer from the last. */
  answer: number;
}

/** A refusal of the orchestrator as the form's state (pure: the translator is given). */
export function refusalView(answer: AccountRefusalFieldsFragment, i18n: Pick<Translator, 'message' | 'has'>, answerNo: number, backTo?: string): AccountFormState {
  switch (answer.__typename) {
    case 'ValidationError': {
      const fieldErrors = fieldTexts(answer.fieldErrors ?? [], i18n);
      // The form's own message only when it says more than the fields' errors beside the fields.
      const general = i18n.has(answer.messageKey) ? i18n.message(answer.messageKey) : null;
      const shown = general !== null && answer.messageKey !== 'vue.form.error.invalidInput' && !Object.values(fieldErrors).includes(general);
      return { ok: false, message: Object.keys(fieldErrors).length === 0 || shown ? general : null, fieldErrors, answer: answerNo };
    }
    case 'AccountRateLimitedError':
      return { ok: false, message: rateLimitedText(i18n.message, answer.retryAfterSeconds ?? 0), fieldErrors: {}, answer: answerNo };
    case 'SessionRequiredError':
      // Spec §6: a protected change keeps the shopper on the page with the error and a login link;
      // a session that ended elsewhere also sends the next page through the security logout (§8,
      // securityLogout).
      return { ok: false, message: i18n.message('tafel.account.sessionEnded'), fieldErrors: {}, loginLink: loginBackTo(backTo ?? '/myaccount'), securityLogout: answer.sessionEnded, answer: answerNo };
    default:
      return { ok: false, message: i18n.message(answer.messageKey, undefined, SOMETHING_WENT_WRONG_KEY), fieldErrors: {}, answer: answerNo };
  }
}

