import { OrchestratorUnavailableError } from '@/lib/shop-api/orchestrator';
import { unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { readSession } from '@/lib/session/session';
import { currentTranslator } from '@/lib/site/site';
import type { AccountRefusalFieldsFragment } from '@tafel/graphql-schema/storefront';
import { refusalView, type AccountFormState } from './refusal-view';

// Server-only: the account forms' answers as the pages show them (messages in the shop language,
// field errors by field), shared by the server actions and the route handlers.

export type { AccountFormState } from './refusal-view';

/** A refusal of the orchestrator as the form's state, in the shop language. */
export async function refusalState(answer: AccountRefusalFieldsFragment, answerNo: number, backTo?: string): Promise<AccountFormState> {
  return refusalView(answer, await currentTranslator(), answerNo, backTo);
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

