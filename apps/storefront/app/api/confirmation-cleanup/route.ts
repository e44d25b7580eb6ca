import { CheckoutStatusDocument } from '@tafel/graphql-schema/storefront';
import { errorJson, jsonAnswer, readJsonObject, textField } from '@/lib/shop-api/api-route';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession, writeSession } from '@/lib/session/session';

/**
 * POST /api/confirmation-cleanup/ (spec §7): { cartId } after the thank-you page showed the
 * order (spec §4 After an order). The browser goes on with the new, empty cart the order left
 * (known to the checkout, never taken from the request); the client clears its stored ids.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const cartId = textField(read.body, 'cartId', 100);
  const session = await readSession();
  if (!session.cartId || !session.userId || cartId === null || (cartId !== undefined && cartId !== session.cartId)) {
    return errorJson(409, 'vue.cart.error.somethingWentWrong', 'There is no checkout of this cart in this browser.');
  }
  const { checkout } = await orchestratorRequest(CheckoutStatusDocument, { cartId: session.cartId }, { userId: session.userId, jwt: session.jwt });
  if (checkout.__typename !== 'Checkout' || checkout.state !== 'confirmed' || !checkout.newCartId) {
    return jsonAnswer(200, { successful: false, cartId: session.cartId });
  }
  await writeSession({ cartId: checkout.newCartId, userId: session.userId });
  return jsonAnswer(200, { successful: true, cartId: checkout.newCartId });
}
