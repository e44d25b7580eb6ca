import type { AmazonSession } from './amazon-pay.js';
import type { ProviderVisit } from './provider-payment.js';

/** A saved spedition field (freight forwarder data, spec §3 cart details speditionsFields). */
export interface SpeditionValue {
  fieldName: string;
  fieldValue: string;
}

/**
 * The checkout choices of one cart. Addresses are referenced by id, not copied: they stay in the
 * customer's address book (so edits there show up) until submitCart copies them into the order.
 */
export interface CheckoutRecord {
  cartId: string;
  /** The customer (or guest) whose address book the address ids point into. */
  customerId: string | null;
  billingAddressId: string | null;
  /** null: deliver to the billing address (delivery type sameAsBilling). */
  shippingAddressId: string | null;
  /** The shipper the shopper chose; the one in effect is derived (see shippers.ts). */
  shipperCode: string | null;
  paymentId: string | null;
  /** Leitweg-ID for X_RECHNUNG. */
  buyerReference: string | null;
  speditionFields: readonly SpeditionValue[];
  orderReference: string | null;
  orderComment: string | null;
  newsletterSubscribe: boolean;
  /** The user's next cart, created by submitCart; answered again when the submit is repeated. */
  newCartId: string | null;
}

export type CheckoutChange = Partial<Omit<CheckoutRecord, 'cartId'>>;

const emptyRecord = (cartId: string): CheckoutRecord => ({
  cartId,
  customerId: null,
  billingAddressId: null,
  shippingAddressId: null,
  shipperCode: null,
  paymentId: null,
  buyerReference: null,
  speditionFields: [],
  orderReference: null,
  orderComment: null,
  newsletterSubscribe: false,
  newCartId: null,
});

// Orders placed on this server get numbers from here on; seeded orders use lower numbers.
const FIRST_ORDER_NUMBER = 500_000_001;
// Same cap as the cart store: old checkout state disappears with old carts.
const DEFAULT_MAX_RECORDS = 50_000;
// Every view of the Amazon Pay test page opens two sessions, every provider page view a visit
// token; unused old ones are forgotten beyond this many (of each kind).
const DEFAULT_MAX_PAGE_SESSIONS = 50_000;

/** Adds to a map that forgets its oldest entries beyond `max`. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.set(key, value);
  if (map.size <= max) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}

/** Checkout state per cart, order numbers, Amazon Pay sessions and completions, provider page tokens, PayPal approvals and card charges. */
export class CheckoutStore {
  private readonly records = new Map<string, CheckoutRecord>();
  /** checkoutSessionId → the order the test page opened it for. */
  private readonly amazonSessions = new Map<string, AmazonSession>();
  /** orderId → the session it was completed with (kept even when the session is forgotten). */
  private readonly amazonCompletions = new Map<string, string>();
  /** Token of a provider page visit → the order it was for. */
  private readonly providerVisits = new Map<string, ProviderVisit>();
  /** Orders the buyer paid on a provider page: PayPal approved, or the card charged on the card form. */
  private readonly providerPayments = new Set<string>();
  private nextOrderNumber = FIRST_ORDER_NUMBER;

  constructor(
    private readonly maxRecords = DEFAULT_MAX_RECORDS,
    private readonly maxPageSessions = DEFAULT_MAX_PAGE_SESSIONS,
  ) {}

  /** The cart's checkout state; a cart nobody has checked out yet has the empty one. */
  get(cartId: string): CheckoutRecord {
    return this.records.get(cartId) ?? emptyRecord(cartId);
  }

  /** Applies a fully validated change as a whole (never a partial write). */
  update(cartId: string, change: CheckoutChange): CheckoutRecord {
    const next: CheckoutRecord = { ...this.get(cartId), ...change, cartId };
    this.records.delete(cartId);
    remember(this.records, cartId, next, this.maxRecords);
    return next;
  }

  /** A fresh order id; `taken` skips ids another area (e.g. seeded orders) already uses. */
  nextOrderId(taken: (orderId: string) => boolean): string {
    let id = String(this.nextOrderNumber++);
    while (taken(id)) id = String(this.nextOrderNumber++);
    return id;
  }

  openAmazonSession(checkoutSessionId: string, session: AmazonSession): void {
    remember(this.amazonSessions, checkoutSessionId, { ...session }, this.maxPageSessions);
  }

  amazonSession(checkoutSessionId: string): AmazonSession | undefined {
    return this.amazonSessions.get(checkoutSessionId);
  }

  /** The session an Amazon Pay order was completed (paid) with, or undefined. */
  amazonCompletion(orderId: string): string | undefined {
    return this.amazonCompletions.get(orderId);
  }

  completeAmazonOrder(orderId: string, checkoutSessionId: string): void {
    this.amazonCompletions.set(orderId, checkoutSessionId);
  }

  openProviderVisit(token: string, visit: ProviderVisit): void {
    remember(this.providerVisits, token, { ...visit }, this.maxPageSessions);
  }

  providerVisit(token: string): ProviderVisit | undefined {
    return this.providerVisits.get(token);
  }

  /** The buyer paid on the PayPal page or the card form. */
  markProviderPaid(orderId: string): void {
    this.providerPayments.add(orderId);
  }

  /** The provider took the order's payment: PayPal approved, the card charged, or Amazon Pay completed. */
  providerPaid(orderId: string): boolean {
    return this.providerPayments.has(orderId) || this.amazonCompletions.has(orderId);
  }
}
