import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { CartDocument } from '@tafel/graphql-schema/storefront';
import type { Cart } from './cart-result';
import { orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { readSession } from '@/lib/session/session';
import { requestOptionsFor } from '@/lib/session/session-cookies';
import { BASKET_HEADER } from '@/lib/site/area';

/**
 * The visitor's cart, read fresh (never cached) once per request: the header badge and the page
 * share it. Null when there is no cart cookie or the orchestrator answers CartNotFoundError (spec
 * §4: the basket then shows as empty). Reading never creates a cart. On the basket's requests
 * (proxy.ts BASKET_HEADER) it brings the lightning reservation, so the basket's lines, their
 * lightning splits and the countdown come from this one read.
 */
export const getCart = cache(async (): Promise<Cart | null> => {
  const session = await readSession();
  if (!session.cartId) return null;
  const read = async (withLightning: boolean) => {
    // The basket also asks for the line removed last (its undo row, spec §4).
    const data = await orchestratorRequest(CartDocument, { cartId: session.cartId!, withLightning, withUndo: withLightning }, requestOptionsFor(session));
    return data.cart.__typename === 'Cart' ? data.cart : null;
  };
  if ((await headers()).get(BASKET_HEADER) !== '1') return read(false);
  try {
    return await read(true);
  } catch (error) {
    // The basket never fails for its lightning part: without the reservation it shows the lines as the cart prices them.
    unstable_rethrow(error);
    console.warn('[storefront] basket: cart with lightning reservation not readable, reading without', error instanceof Error ? error.message : error);
    return read(false);
  }
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
