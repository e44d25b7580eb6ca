import { ChooseCheckoutLoginOptionDocument } from '@tafel/graphql-schema/storefront';
import { errorJson, jsonAnswer, readJsonObject, textField } from '@/lib/shop-api/api-route';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';

/**
 * POST /api/checkout-auth/ (spec §7): { authType: guest | register, cartId } at the login step.
 * Records the shopper's choice in the checkout; the guest session or the account itself is
 * created with the billing address when the shipping step is saved (spec §4 save step 5).
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readJsonObject(request);
  if (!read.ok) return read.answer;
  const authType = read.body.authType;
  if (authType !== 'guest' && authType !== 'register') return errorJson(400, 'vue.cart.error.somethingWentWrong', 'authType must be guest or register.');
  const cartId = textField(read.body, 'cartId', 100);
  const session = await readSession();
  // The cart is the one of the cookies; a different one in the body is someone else's business.
  if (!session.cartId || !session.userId || cartId === null || (cartId !== undefined && cartId !== session.cartId)) {
    return errorJson(409, 'vue.cart.error.somethingWentWrong', 'There is no checkout of this cart in this browser.');
  }
  const { chooseCheckoutLoginOption: result } = await orchestratorRequest(
    ChooseCheckoutLoginOptionDocument,
    { input: { cartId: session.cartId, option: authType } },
    { userId: session.userId, jwt: session.jwt },
  );
  if (result.__typename !== 'Checkout') {
    return jsonAnswer(200, { successful: false, errorMessage: 'messageKey' in result ? result.messageKey : 'vue.cart.error.somethingWentWrong', reason: 'reason' in result ? result.reason : null });
  }
  return jsonAnswer(200, { successful: true, errorMessage: null, state: result.state });
}
