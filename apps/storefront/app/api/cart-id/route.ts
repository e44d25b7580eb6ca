import { jsonAnswer } from '@/lib/shop-api/api-route';
import { readSession } from '@/lib/session/session';

/** GET /api/cart-id (spec §7): the visitor's cart id and user id, null when there is none yet (nothing is created). */
export async function GET(): Promise<Response> {
  const { cartId, userId } = await readSession();
  return jsonAnswer(200, { cartId: cartId ?? null, userId: userId ?? null });
}
