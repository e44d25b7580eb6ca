import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { CartDocument } from '@tafel/graphql-schema/storefront';
import type { Cart } from './cart-result';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';

/**
 * The visitor's cart, read fresh (never cached). Null when there is no cart cookie or the
 * orchestrator answers CartNotFoundError (spec §4: the basket then shows as empty).
 * Reading never creates a cart.
 */
export const getCart = cache(async (): Promise<Cart | null> => {
  const session = await readSession();
  if (!session.cartId) return null;
  const data = await orchestratorRequest(CartDocument, { cartId: session.cartId }, requestOptionsFor(session));
  return data.cart.__typename === 'Cart' ? data.cart : null;
});

/** Articles in the cart for the header badge; 0 when there is none or it cannot be read right now. */
export async function getCartArticleCount(): Promise<number> {
  try {
    return (await getCart())?.articleCount ?? 0;
  } catch (error) {
    unstable_rethrow(error);
    console.warn('[storefront] cart badge: cart not readable', error instanceof Error ? error.message : error);
    return 0;
  }
}
