import { LogoutDocument } from '@tafel/graphql-schema/storefront';
import { OrchestratorError, OrchestratorUnavailableError, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { clearCustomerSession, clearSecurityLogout, readSession, writeSession } from '@/lib/session/session';

/** What a logout did: `sessionOver` when the session had ended before (the token was refused or missing). */
export interface EndedSession {
  sessionOver: boolean;
  cartId: string | null;
}

/**
 * Ends the visitor's session upstream, removes the customer's cookies (token, markers, cart ids,
 * names) and the security-logout flag, and keeps the new anonymous cart. A session that was over
 * already (spec §8 token error) is logged out here all the same. Server actions and route handlers only.
 */
export async function endSession(): Promise<EndedSession> {
  const session = await readSession();
  let next: { cartId: string; userId: string } | null = null;
  let sessionOver = !session.jwt;
  if (session.jwt) {
    try {
      next = (await orchestratorRequest(LogoutDocument, {}, { userId: session.userId, jwt: session.jwt })).logout;
    } catch (error) {
      // A refused token (UNAUTHENTICATED, INVALID_TOKEN: ended, expired, revoked) means the session
      // was over already. An unreachable orchestrator must not keep the visitor logged in on this
      // device either: the cookies go all the same, the session ends upstream by its expiry.
      if (error instanceof OrchestratorError) sessionOver = true;
      else if (error instanceof OrchestratorUnavailableError) console.warn('[storefront] logout: orchestrator not reachable, cookies cleared', error.message);
      else throw error;
    }
  }
  await clearCustomerSession();
  await clearSecurityLogout();
  if (next) await writeSession(next);
  return { sessionOver, cartId: next?.cartId ?? null };
}
