import { CartStore } from './cart-store.js';
import { Catalogue } from './catalogue.js';
import { CheckoutStore } from './checkout/checkout-store.js';
import { ContentStore } from './content/content-store.js';
import { TrackingStore } from './content/tracking-store.js';
import { createAccountStores, type AccountStores } from './customers/account-stores.js';
import { AddressStore } from './customers/address-store.js';
import { CustomerStore } from './customers/customer-store.js';
import { NewsletterStore } from './customers/newsletter-store.js';
import { FormSubmissionStore } from './service/form-submissions.js';
import { Mailbox } from './service/mailbox.js';
import { OrderStore } from './orders/order-store.js';
import { buildOrderSeed } from './orders/seed-builder.js';
import { RatingStore } from './ratings/rating-store.js';
import { ReturnStore } from './returns/return-store.js';
import { buildSeed } from './seed.js';
import { LightningStore } from './lightning/lightning-store.js';
import { WishlistStore } from './wishlists/wishlist-store.js';

/**
 * Every in-memory store of the stand-in, built once per server from the deterministic seed.
 * Each API area adds its store here; resolvers reach them through the context.
 */
export interface UpstreamStores {
  catalogue: Catalogue;
  carts: CartStore;
  lightning: LightningStore;
  wishlists: WishlistStore;
  customers: CustomerStore;
  addresses: AddressStore;
  orders: OrderStore;
  checkout: CheckoutStore;
  returns: ReturnStore;
  account: AccountStores;
  newsletter: NewsletterStore;
  /** Mails the stand-in sends (newsletter and form confirmations), for GET /__faults/mail. */
  mailbox: Mailbox;
  /** The shop's forms visitors sent (contact form, requests, sweepstakes). */
  forms: FormSubmissionStore;
  content: ContentStore;
  tracking: TrackingStore;
  ratings: RatingStore;
}

export function createStores(now: () => number = Date.now): UpstreamStores {
  const catalogue = new Catalogue(buildSeed(), now());
  const carts = new CartStore();
  // Seeded orders are dated relative to the start, so the dev accounts always have recent ones.
  const orderSeed = buildOrderSeed(now(), catalogue);
  return {
    catalogue,
    carts,
    // The catalogue defines the deals; the lightning store holds the carts' reservations of them.
    lightning: new LightningStore(catalogue, carts),
    wishlists: new WishlistStore(),
    customers: new CustomerStore(undefined, now),
    addresses: new AddressStore(),
    orders: new OrderStore(orderSeed.orders),
    checkout: new CheckoutStore(),
    returns: new ReturnStore(orderSeed.returns),
    account: createAccountStores(now),
    newsletter: new NewsletterStore(undefined, now),
    mailbox: new Mailbox(now),
    forms: new FormSubmissionStore(now),
    content: new ContentStore(),
    tracking: new TrackingStore(),
    ratings: new RatingStore(),
  };
}
