import { LogoutDocument } from '@tafel/graphql-schema/storefront';
import { jsonAnswer, readJsonObject } from '@/lib/shop-api/api-route';
import { OrchestratorError, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { clearCustomerSession, readSession, writeSession } from '@/lib/session/session';

/**
 * POST /api/logout-action/ (spec §7, payload not shown: an empty JSON object): ends the session
 * upstream, removes the customer's cookies and keeps the new anonymous cart. A session that was
 * over already is logged out here all the same.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const session = await readSession();
  let next: { cartId: string; userId: string } | null = null;
  if (session.jwt) {
    try {
      next = (await orchestratorRequest(LogoutDocument, {}, { userId: session.userId, jwt: session.jwt })).logout;
    } catch (error) {
      if (!(error instanceof OrchestratorError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  }
  await clearCustomerSession();
  if (next) await writeSession(next);
  return jsonAnswer(200, { successful: true, cartId: next?.cartId ?? null });
}
