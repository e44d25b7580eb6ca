import type { CartRecord } from '../../data/cart-store.js';
import type { CartLightning } from '../../data/lightning/lightning-types.js';
import type { UpstreamContext } from '../context.js';

/** The lightning prices (of the token's shop) a cart view applies now: pass to cartView wherever a cart is shown or priced. */
export function cartLightningFor(context: Pick<UpstreamContext, 'stores' | 'now' | 'shop'>, cart: CartRecord): CartLightning {
  return context.stores.lightning.cartLightning(cart, context.now(), context.shop);
}
