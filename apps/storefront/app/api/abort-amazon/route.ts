import { AbortExpressPayDocument } from '@tafel/graphql-schema/storefront';
import { errorJson, jsonAnswer, readJsonObject } from '@/lib/shop-api/api-route';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';

/**
 * POST /api/abort-amazon/ (spec §7): { checkoutType, cartId } → { isReset, cartId }. Aborts
 * Amazon-style express pay: the checkout's steps start over (spec §4); the client clears its
 * session storage and reloads the step.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const session = await readSession();
  if (!session.cartId || !session.userId) return errorJson(409, 'vue.cart.error.somethingWentWrong', 'There is no checkout in this browser.');
  const { abortExpressPay: result } = await orchestratorRequest(AbortExpressPayDocument, { input: { cartId: session.cartId } }, { userId: session.userId, jwt: session.jwt });
  return jsonAnswer(200, { isReset: result.__typename === 'Checkout', cartId: session.cartId });
}
