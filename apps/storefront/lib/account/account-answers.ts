import { OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { fieldTexts } from '@/lib/forms/form-errors';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { readSession } from '@/lib/session/session';
import { currentTranslator } from '@/lib/site/site';
import type { AccountRefusalFieldsFragment } from '@tafel/graphql-schema/storefront';
import { loginBackTo } from './account-rules';
import { rateLimitedText } from './rate-limit';

// Server-only: the account forms' answers as the pages show them (messages in the shop language,
// field errors by field), shared by the server actions and the route handlers.

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
   * The session ended elsewhere (SessionRequiredError.sessionEnded): the page sets the
   * security-logout flag, so the next page goes through /logout (spec §4, §8). Set by the page, not
   * here: a cookie set in a server action re-renders the page, whose read would leave it at once.
   */
  securityLogout?: boolean | undefined;
  /** Counts answers, so a form can tell a new answer from the last. */
  answer: number;
}

/** A refusal of the orchestrator as the form's state. */
export async function refusalState(answer: AccountRefusalFieldsFragment, answerNo: number, backTo?: string): Promise<AccountFormState> {
  const i18n = await currentTranslator();
  switch (answer.__typename) {
    case 'ValidationError': {
      const fieldErrors = fieldTexts(answer.fieldErrors ?? [], i18n);
      const general = Object.keys(fieldErrors).length === 0 || answer.messageKey !== 'vue.form.error.invalidInput';
      return { ok: false, message: general && i18n.has(answer.messageKey) ? i18n.message(answer.messageKey) : null, fieldErrors, answer: answerNo };
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

/** Network trouble or an outage is a message for the shopper, never an exception. */
export async function guarded(answerNo: number, run: () => Promise<AccountFormState>): Promise<AccountFormState> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Error && 'digest' in error && String((error as { digest?: unknown }).digest).startsWith('NEXT_REDIRECT')) throw error;
    console.error('[storefront] account action failed', error);
    const key = error instanceof OrchestratorUnavailableError ? unavailableMessageKey(error.code, error.message === TIMEOUT_MESSAGE) : SOMETHING_WENT_WRONG_KEY;
    const { message } = await currentTranslator();
    return { ok: false, message: message(key), fieldErrors: {}, answer: answerNo };
  }
}

/** The caller of a protected change: the customer's session from the cookies. */
export async function customerCaller(): Promise<{ userId?: string | undefined; jwt?: string | undefined }> {
  const session = await readSession();
  return { userId: session.userId, jwt: session.kind === 'customer' ? session.jwt : undefined };
}

