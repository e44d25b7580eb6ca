import { randomUUID } from 'node:crypto';

export interface CartPosition {
  /** Stable for the life of the position; clients use it for changeQuantity/removePosition. */
  id: string;
  itemId: string;
  quantity: number;
}

export interface CartRecord {
  id: string;
  /** The user who owns the cart; requests must carry it in X-iSHOP-API-USERID. */
  userId: string;
  positions: readonly CartPosition[];
  /** Voucher codes on the cart (normalised, in the order added). */
  vouchers: readonly string[];
  submitted: boolean;
}

// Like a real shop, old carts eventually disappear; clients then get CART_NOT_FOUND and start
// a new one (spec §8). The cap only protects a long-running dev server from growing forever.
const DEFAULT_MAX_CARTS = 50_000;

/** Carts in memory, keyed by cart id. Writes replace the position list as a whole. */
export class CartStore {
  private readonly carts = new Map<string, CartRecord>();

  constructor(
    private readonly newId: () => string = randomUUID,
    private readonly maxCarts = DEFAULT_MAX_CARTS,
  ) {}

  /** A new, empty cart for a new user (shopInit). */
  create(): CartRecord {
    const cart: CartRecord = { id: this.newId(), userId: this.newId(), positions: [], vouchers: [], submitted: false };
    this.carts.set(cart.id, cart);
    if (this.carts.size > this.maxCarts) {
      const oldest = this.carts.keys().next().value;
      if (oldest !== undefined) this.carts.delete(oldest);
    }
    return cart;
  }

  /** A new, empty cart for a user who already has one (the next cart after submitCart). */
  createFor(userId: string): CartRecord {
    const cart = this.create();
    const owned: CartRecord = { ...cart, userId };
    this.carts.set(owned.id, owned);
    return owned;
  }

  /** Marks a cart as ordered; cart_update and checkout changes refuse submitted carts. */
  markSubmitted(cartId: string): CartRecord {
    const cart = this.carts.get(cartId);
    if (!cart) throw new Error(`cart ${cartId} vanished during submit`);
    const next: CartRecord = { ...cart, submitted: true };
    this.carts.set(cartId, next);
    return next;
  }

  /** Opens a submitted cart again (its order was voided), so it can be changed and submitted anew. */
  reopen(cartId: string): CartRecord {
    const cart = this.carts.get(cartId);
    if (!cart) throw new Error(`cart ${cartId} vanished before it was reopened`);
    const next: CartRecord = { ...cart, submitted: false };
    this.carts.set(cartId, next);
    return next;
  }

  get(cartId: string): CartRecord | undefined {
    return this.carts.get(cartId);
  }

  /** Swaps in a fully validated position list; callers never mutate a stored list. */
  replacePositions(cartId: string, positions: readonly CartPosition[]): CartRecord {
    const cart = this.carts.get(cartId);
    if (!cart) throw new Error(`cart ${cartId} vanished during an update`);
    const next: CartRecord = { ...cart, positions: positions.map((p) => ({ ...p })) };
    this.carts.set(cartId, next);
    return next;
  }

  /** Swaps in the validated voucher codes (cart_update addVoucher / removeVoucher). */
  replaceVouchers(cartId: string, vouchers: readonly string[]): CartRecord {
    const cart = this.carts.get(cartId);
    if (!cart) throw new Error(`cart ${cartId} vanished during an update`);
    const next: CartRecord = { ...cart, vouchers: [...vouchers] };
    this.carts.set(cartId, next);
    return next;
  }

  /** Deletes a cart, e.g. a visitor's cart merged into a customer's on login; it then answers CART_NOT_FOUND. */
  remove(cartId: string): boolean {
    return this.carts.delete(cartId);
  }

  get size(): number {
    return this.carts.size;
  }
}
