import type { CartStore } from '../data/cart-store.js';
import type { Catalogue } from '../data/catalogue.js';
import type { CurrentCustomer, ShopId } from '../data/customers/customer-types.js';
import type { ContentLanguage } from '../data/content/types.js';
import type { UpstreamStores } from '../data/stores.js';

/** What every resolver gets: the stores and the caller's identity from the request. */
export interface UpstreamContext {
  stores: UpstreamStores;
  /** Shortcuts to the two stores the catalogue and cart resolvers use on every call. */
  catalogue: Catalogue;
  carts: CartStore;
  /** X-iSHOP-API-USERID, or null when the header is missing or empty. */
  userId: string | null;
  /** The logged-in customer from the X-JWT header, or null (visitor). */
  customer: CurrentCustomer | null;
  /** Shop of the access token (its scope: de-de → de, at-de → at, ch-de → ch, edu* → b2b). */
  shop: ShopId;
  /** Language of the token's shop: 'en' for edu-en, else 'de' (the CMS's home and footers per language). */
  language: ContentLanguage;
  newId: () => string;
  now: () => number;
}
