import { AccountContactDocument, B2bRegistrationOptionsDocument, PasswordResetTokenDocument } from '@tafel/graphql-schema/storefront';
import { readSession } from '@/lib/session/session';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import type { AccountCaller } from './account-session';

// Server-only reads of the account pages (issue 27).

/** The customer's contact details, or SessionRequiredError (the page then leaves, see leaveForSession). */
export async function readAccountContact(caller: AccountCaller) {
  const { accountContact } = await orchestratorRequest(AccountContactDocument, {}, { userId: caller.userId, jwt: caller.jwt });
  return accountContact;
}

/** Job titles and kinds of institution of the B2B forms (German texts; catalogue data, cached a while). */
export async function readB2bOptions() {
  const { b2bRegistrationOptions } = await orchestratorRequest(B2bRegistrationOptionsDocument, {}, { revalidate: 600 });
  return b2bRegistrationOptions;
}

/** The state of a reset link's token (spec §4 token check). */
export async function readResetTokenState(token: string) {
  const session = await readSession();
  const { passwordResetToken } = await orchestratorRequest(PasswordResetTokenDocument, { token }, { userId: session.userId });
  return passwordResetToken;
}
