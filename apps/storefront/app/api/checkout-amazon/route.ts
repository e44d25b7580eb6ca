import { CompleteExpressPayDocument } from '@tafel/graphql-schema/storefront';
import { errorJson, jsonAnswer, readJsonObject, textField } from '@/lib/shop-api/api-route';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';

/**
 * POST /api/checkout-amazon/ (spec §7): { amazonCheckoutSessionId, checkoutType, cartId } from the
 * confirmation page after the buyer came back from Amazon-style pay: completes the order's payment.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const sessionId = textField(read.body, 'amazonCheckoutSessionId', 100);
  if (!sessionId || !/^[A-Za-z0-9-]+$/.test(sessionId)) return errorJson(400, 'vue.checkout.payment.error', 'amazonCheckoutSessionId must be 1-100 letters, digits and -.');
  const session = await readSession();
  if (!session.cartId || !session.userId) return errorJson(409, 'vue.checkout.payment.error', 'There is no checkout in this browser.');
  const { completeExpressPay: result } = await orchestratorRequest(
    CompleteExpressPayDocument,
    { input: { cartId: session.cartId, checkoutSessionId: sessionId } },
    { userId: session.userId, jwt: session.jwt },
  );
  if (result.__typename !== 'Checkout') return jsonAnswer(200, { successful: false, errorMessage: result.messageKey });
  return jsonAnswer(200, { successful: true, errorMessage: null, orderId: result.orderId });
}
