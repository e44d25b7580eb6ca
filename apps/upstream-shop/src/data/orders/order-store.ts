import type { OrderRecord } from './order-types.js';

/**
 * Orders, the upstream's system of record. Submitting a cart adds one; returns update lines; a
 * declined Amazon Pay payment voids one (it is then gone for every lookup but `voidedOrder`).
 */
export class OrderStore {
  private readonly orders = new Map<string, OrderRecord>();
  private readonly voided = new Map<string, OrderRecord>();

  constructor(seed: OrderRecord[] = []) {
    for (const order of seed) this.orders.set(order.orderId, order);
  }

  get(orderId: string): OrderRecord | undefined {
    return this.orders.get(orderId);
  }

  /** The order a cart was submitted as (idempotent submit, spec §4 submit step 2). */
  findByCart(cartId: string): OrderRecord | undefined {
    return [...this.orders.values()].find((o) => o.cartId === cartId);
  }

  /** Every order placed from a cart (submitCart) and not voided, oldest first (stand-in inspection for tests). */
  placedFromCarts(): OrderRecord[] {
    return [...this.orders.values()].filter((o) => o.cartId !== null && o.cartId !== undefined);
  }

  findByReturnHash(hash: string): OrderRecord | undefined {
    return [...this.orders.values()].find((o) => o.returnHash === hash);
  }

  /** A customer's orders, newest first. */
  listByCustomer(customerId: string): OrderRecord[] {
    return [...this.orders.values()].filter((o) => o.customerId === customerId).sort((a, b) => b.orderedAt.localeCompare(a.orderedAt));
  }

  add(order: OrderRecord): OrderRecord {
    if (this.orders.has(order.orderId) || this.voided.has(order.orderId)) throw new Error(`order ${order.orderId} exists`);
    this.orders.set(order.orderId, order);
    return order;
  }

  save(order: OrderRecord): OrderRecord {
    this.orders.set(order.orderId, order);
    return order;
  }

  /** Cancels an unpaid order: no lookup finds it any more, its id is never reused. */
  voidOrder(orderId: string): OrderRecord | undefined {
    const order = this.orders.get(orderId);
    if (!order) return undefined;
    this.orders.delete(orderId);
    this.voided.set(orderId, order);
    return order;
  }

  /** An order voided by voidOrder (so a late payment return for it can be answered). */
  voidedOrder(orderId: string): OrderRecord | undefined {
    return this.voided.get(orderId);
  }

  /** The order as payment answers need it: placed, or voided (answered as such, not as unknown). */
  forPayment(orderId: string): { order: OrderRecord; voided: boolean } | undefined {
    const placed = this.orders.get(orderId);
    if (placed) return { order: placed, voided: false };
    const voided = this.voided.get(orderId);
    return voided ? { order: voided, voided: true } : undefined;
  }
}
