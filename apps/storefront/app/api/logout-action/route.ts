import { jsonAnswer, readJsonObject } from '@/lib/shop-api/api-route';
import { endSession } from '@/lib/account/end-session';

/**
 * POST /api/logout-action/ (spec §7, payload not shown: an empty JSON object): ends the session
 * upstream, removes the customer's cookies and the security-logout flag, and keeps the new
 * anonymous cart. `sessionOver` tells the logout page that the session had ended already (spec §8:
 * a token error on a logout page goes to '/').
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const { sessionOver, cartId } = await endSession();
  return jsonAnswer(200, { successful: true, sessionOver, cartId });
}
