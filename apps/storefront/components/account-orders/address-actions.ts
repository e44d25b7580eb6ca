'use server';

import { addressFormProblems, isShopId, packstationFormProblems, type AddressFieldProblem } from '@tafel/domain';
import {
  RemoveAddressDocument,
  SaveAddressDocument,
  UndoRemoveAddressDocument,
  type AddressBookChangeFieldsFragment,
  type AddressBookKind,
} from '@tafel/graphql-schema/storefront';
import { flagSecurityLogout, readSession } from '@/lib/session/session';
import {
  addressFormArgument,
  addressKindHref,
  formFieldKey,
  packstationFormArgument,
  parseAddressKind,
} from '@/lib/account/address-book';
import { unavailableMessageKey } from '@/lib/checkout/checkout-messages';
import { addressInputOf, packstationInputOf } from '@/lib/checkout/shipping-form';
import { SOMETHING_WENT_WRONG_KEY } from '@/lib/i18n/i18n';
import { TIMEOUT_MESSAGE } from '@/lib/shop-api/graphql-transport';
import { OrchestratorUnavailableError, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { loginRedirectFor } from '@/lib/site/account-wall';
import { currentTranslator } from '@/lib/site/site';

// The address book's changes (spec §4 address book). They are protected changes (spec §6): a
// refused session is shown in the form with a way to log in again, never a silent logout.

/** What a change answers the page (texts already in the shop language). */
export type AddressChangeOutcome =
  /** Done; the saved, removed or restored address (a re-added one has a new id). */
  | { kind: 'ok'; addressId: string }
  | {
      kind: 'error';
      message: string;
      /** Per field, keyed as the reused checkout fields name their errors (`billingAddress.city`). */
      fieldErrors: Record<string, string>;
      /** The session is gone: the login that comes back to this page. */
      loginHref?: string;
    };

async function failure(key: string, fieldErrors: Record<string, string> = {}): Promise<AddressChangeOutcome> {
  const { message } = await currentTranslator();
  return { kind: 'error', message: message(key, undefined, SOMETHING_WENT_WRONG_KEY), fieldErrors };
}

async function outcomeOf(answer: AddressBookChangeFieldsFragment, kind: AddressBookKind): Promise<AddressChangeOutcome> {
  const { message } = await currentTranslator();
  switch (answer.__typename) {
    case 'AddressBookChanged':
      return { kind: 'ok', addressId: answer.address.id };
    case 'ValidationError': {
      const fieldErrors: Record<string, string> = {};
      for (const error of answer.fieldErrors) {
        const key = formFieldKey(kind, error.field);
        fieldErrors[key] ??= message(error.messageKey, Object.fromEntries(error.params.map((p) => [p.name, p.value])), SOMETHING_WENT_WRONG_KEY);
      }
      const general = answer.fieldErrors.length > 0 ? 'ui.addresses.fixFields' : answer.messageKey;
      return { kind: 'error', message: message(general, undefined, SOMETHING_WENT_WRONG_KEY), fieldErrors };
    }
    case 'SessionRequiredError':
      // Spec §4, §8: the next page goes through the security logout (the page's re-render shows the notice, see [kind]/page.tsx).
      if (answer.sessionEnded) await flagSecurityLogout();
      return { kind: 'error', message: message(answer.messageKey, undefined, SOMETHING_WENT_WRONG_KEY), fieldErrors: {}, loginHref: loginRedirectFor(addressKindHref(kind), '') };
    default:
      return { kind: 'error', message: message(answer.messageKey, undefined, SOMETHING_WENT_WRONG_KEY), fieldErrors: {} };
  }
}

/** Runs a change for the logged-in customer; an outage is a message, never an exception. */
async function change(kind: AddressBookKind, run: (caller: { userId?: string | undefined; jwt: string }) => Promise<AddressBookChangeFieldsFragment>): Promise<AddressChangeOutcome> {
  const session = await readSession();
  if (session.kind !== 'customer' || !session.jwt) {
    const { message } = await currentTranslator();
    return { kind: 'error', message: message('vue.error.security.valid_token_required'), fieldErrors: {}, loginHref: loginRedirectFor(addressKindHref(kind), '') };
  }
  try {
    return await outcomeOf(await run({ userId: session.userId, jwt: session.jwt }), kind);
  } catch (error) {
    console.error('[storefront] address book change failed', error);
    return failure(error instanceof OrchestratorUnavailableError ? unavailableMessageKey(error.code, error.message === TIMEOUT_MESSAGE) : SOMETHING_WENT_WRONG_KEY);
  }
}

async function problemsOutcome(kind: AddressBookKind, problems: AddressFieldProblem[]): Promise<AddressChangeOutcome> {
  const { message } = await currentTranslator();
  const fieldErrors: Record<string, string> = {};
  for (const problem of problems) fieldErrors[formFieldKey(kind, problem.field)] ??= message(problem.messageKey, problem.params as never);
  return { kind: 'error', message: message('ui.addresses.fixFields'), fieldErrors };
}

/**
 * Adds (no addressId) or edits an address of a kind. The arguments are the client's: checked
 * (kind, id, the form by the shop's address rules) before anything is asked.
 */
export async function saveAddressAction(rawKind: AddressBookKind, rawAddressId: string | null, rawForm: unknown): Promise<AddressChangeOutcome> {
  const kind = parseAddressKind(rawKind);
  const addressId = rawAddressId === null ? null : isShopId(rawAddressId) ? rawAddressId : undefined;
  if (kind === null || addressId === undefined) return failure(SOMETHING_WENT_WRONG_KEY);
  if (kind === 'packstation') {
    const form = packstationFormArgument(rawForm);
    if (form === null) return failure(SOMETHING_WENT_WRONG_KEY);
    const problems = packstationFormProblems(form);
    if (problems.length > 0) return problemsOutcome(kind, problems);
    return change(kind, async (caller) => (await orchestratorRequest(SaveAddressDocument, { input: { kind, addressId, packstation: packstationInputOf(form) } }, caller)).saveAddress);
  }
  const form = addressFormArgument(rawForm);
  if (form === null) return failure(SOMETHING_WENT_WRONG_KEY);
  const problems = addressFormProblems(form);
  if (problems.length > 0) return problemsOutcome(kind, problems);
  return change(kind, async (caller) => (await orchestratorRequest(SaveAddressDocument, { input: { kind, addressId, address: addressInputOf(form) } }, caller)).saveAddress);
}

/** Removes an address; the book keeps it as the last removed one for the undo (spec §4). */
export async function removeAddressAction(rawKind: AddressBookKind, rawAddressId: string): Promise<AddressChangeOutcome> {
  const kind = parseAddressKind(rawKind);
  if (kind === null || !isShopId(rawAddressId)) return failure(SOMETHING_WENT_WRONG_KEY);
  return change(kind, async (caller) => (await orchestratorRequest(RemoveAddressDocument, { input: { addressId: rawAddressId } }, caller)).removeAddress);
}

/** Re-adds the last removed address. */
export async function undoRemoveAddressAction(rawKind: AddressBookKind): Promise<AddressChangeOutcome> {
  const kind = parseAddressKind(rawKind);
  if (kind === null) return failure(SOMETHING_WENT_WRONG_KEY);
  return change(kind, async (caller) => (await orchestratorRequest(UndoRemoveAddressDocument, {}, caller)).undoRemoveAddress);
}
