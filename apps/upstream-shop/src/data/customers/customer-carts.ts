import type { CartRecord, CartStore } from '../cart-store.js';
import { DEV_ACCOUNTS } from './seed-customers.js';

export interface SeedPosition {
  itemId: string;
  quantity: number;
}

/** Carts the dev accounts left from an earlier visit (the consumer's is merged on login). */
export const SEED_CUSTOMER_CARTS: Readonly<Record<string, readonly SeedPosition[]>> = {
  [DEV_ACCOUNTS.consumer.customerId]: [
    { itemId: '10005-01', quantity: 1 },
    { itemId: '10401-02', quantity: 3 },
  ],
};

/**
 * One cart per customer: the cart a customer continues with after login (spec §4 cart
 * lifecycle). The cart itself lives in the CartStore, owned by a user id like any cart.
 */
export class CustomerCarts {
  private readonly byCustomer = new Map<string, string>();
  // Seeded carts are built on first use: the CartStore is created empty, and this keeps the
  // stores independent of their construction order while the content stays fixed.
  private readonly unclaimedSeed: Map<string, readonly SeedPosition[]>;

  constructor(seed: Readonly<Record<string, readonly SeedPosition[]>> = SEED_CUSTOMER_CARTS) {
    this.unclaimedSeed = new Map(Object.entries(seed));
  }

  /** The customer's open cart; a submitted or vanished cart no longer counts. */
  current(customerId: string, carts: CartStore, newId: () => string): CartRecord | undefined {
    const seeded = this.unclaimedSeed.get(customerId);
    if (seeded) {
      this.unclaimedSeed.delete(customerId);
      const cart = carts.create();
      this.byCustomer.set(customerId, cart.id);
      return carts.replacePositions(cart.id, seeded.map((p) => ({ id: newId(), ...p })));
    }
    const cartId = this.byCustomer.get(customerId);
    const cart = cartId === undefined ? undefined : carts.get(cartId);
    return cart && !cart.submitted ? cart : undefined;
  }

  assign(customerId: string, cartId: string): void {
    this.unclaimedSeed.delete(customerId);
    this.byCustomer.set(customerId, cartId);
  }

  /** True when the cart is the one the customer continues with. */
  isCartOf(customerId: string, cartId: string): boolean {
    return this.byCustomer.get(customerId) === cartId;
  }

  /** True when the cart is the continuing cart of a customer other than `customerId`. */
  belongsToOther(customerId: string, cartId: string): boolean {
    for (const [owner, id] of this.byCustomer) if (id === cartId && owner !== customerId) return true;
    return false;
  }

  release(customerId: string): void {
    this.unclaimedSeed.delete(customerId);
    this.byCustomer.delete(customerId);
  }
}
