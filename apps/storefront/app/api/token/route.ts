import { jsonAnswer } from '@/lib/shop-api/api-route';
import { readSession } from '@/lib/session/session';

/**
 * GET /api/token (spec §7: "the token"). In Tafel the upstream API token never reaches the
 * browser: the orchestrator holds it, and the customer's session token lives in an HttpOnly
 * cookie. The route answers what a client may know of it: whether there is a session and its kind.
 */
export async function GET(): Promise<Response> {
  const { kind, jwt } = await readSession();
  return jsonAnswer(200, { token: { present: Boolean(jwt), kind } });
}
