import type { AddressRecord } from './address-store.js';

/** The data of one pay-with-account checkout session (spec §4 password reset / §7). */
export interface PayWithAccountSession {
  email: string | null;
  billing: AddressRecord;
  /** Null: delivery to the billing address. */
  shipping: AddressRecord | null;
}

// Sessions belong to carts, which come and go; the cap keeps a long-running server bounded.
const MAX_SESSIONS = 10_000;

/** Pay-with-account sessions by cart id; the cart's submission ends its session. */
export class PayWithAccountStore {
  private readonly sessions = new Map<string, PayWithAccountSession>();

  get(cartId: string): PayWithAccountSession | undefined {
    return this.sessions.get(cartId);
  }

  set(cartId: string, session: PayWithAccountSession): void {
    this.sessions.delete(cartId);
    this.sessions.set(cartId, session);
    if (this.sessions.size > MAX_SESSIONS) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }

  clear(cartId: string): void {
    this.sessions.delete(cartId);
  }
}
