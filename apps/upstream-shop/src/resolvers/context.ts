import type { Catalogue } from '../data/catalogue.js';
import type { CartStore } from '../data/cart-store.js';

/** What every resolver gets: the stores and the caller's identity from the request headers. */
export interface UpstreamContext {
  catalogue: Catalogue;
  carts: CartStore;
  /** X-iSHOP-API-USERID, or null when the header is missing or empty. */
  userId: string | null;
  newId: () => string;
}
