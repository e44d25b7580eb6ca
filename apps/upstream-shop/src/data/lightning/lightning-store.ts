import type { CartRecord, CartStore } from '../cart-store.js';
import type { ShopId } from '../customers/customer-types.js';
import type { CartLightning, LightningDealRecord, LightningDealSource, ReservationLine, ReservationRecord } from './lightning-types.js';
import { isRunning, RESERVATION_MS, takenElsewhere } from './reservation-math.js';

/**
 * Lightning reservations per cart, over the catalogue's deals. Reservations are never changed
 * in place: callers validate, then save a whole new record. What a reservation holds is always
 * read through the cart it belongs to (a line never counts more than the position holds), so a
 * cart changed elsewhere cannot hold stock it no longer has.
 */
export class LightningStore {
  private readonly reservations = new Map<string, ReservationRecord>();
  // The upstream's 15 minutes, unless a test shortened it through /__faults/lightning-reservation
  // (UPSTREAM_FAULTS=1 only): tests and the bench cannot wait 15 minutes to see an expiry.
  private reservationLength = RESERVATION_MS;
  // Every deal's stock times this (1 unless the bench raised it through /__faults/lightning-stock):
  // 500 reservations at once need more deal stock than the seed has.
  private stockFactor = 1;

  constructor(
    private readonly source: LightningDealSource,
    private readonly carts: CartStore,
  ) {}

  /** How long new adds, refresh and extend hold deal stock. */
  get reservationMs(): number {
    return this.reservationLength;
  }

  /** Sets the reservation length for later adds, refreshes and extends; null restores the 15 minutes. */
  setReservationMs(ms: number | null): void {
    this.reservationLength = ms ?? RESERVATION_MS;
  }

  /** Multiplies every deal's stock (the share taken elsewhere scales with it); null restores the seed's. */
  setStockFactor(factor: number | null): void {
    this.stockFactor = factor ?? 1;
  }

  get dealStockFactor(): number {
    return this.stockFactor;
  }

  /** The deal's stock as this store sells it. */
  dealStock(deal: LightningDealRecord): number {
    return deal.stock * this.stockFactor;
  }

  /** Deals whose window runs now, ending soonest first. */
  runningDeals(now: number): LightningDealRecord[] {
    return this.source
      .lightningDeals()
      .filter((d) => isRunning(d, now))
      .sort((a, b) => a.endsAt - b.endsAt || a.itemId.localeCompare(b.itemId));
  }

  runningDeal(itemId: string, now: number): LightningDealRecord | undefined {
    return this.runningDeals(now).find((d) => d.itemId === itemId);
  }

  /** Deal stock held: taken elsewhere, by running reservations and by submitted carts (sold). */
  heldQuantity(deal: LightningDealRecord, now: number): number {
    let held = takenElsewhere({ stock: this.dealStock(deal), reservedPercent: deal.reservedPercent });
    for (const reservation of this.reservations.values()) {
      const cart = this.carts.get(reservation.cartId);
      if (!cart || (!cart.submitted && reservation.expiresAt <= now)) continue;
      for (const line of effectiveLines(reservation, cart)) if (line.itemId === deal.itemId && line.dealEndsAt === deal.endsAt) held += line.quantity;
    }
    return held;
  }

  stockLeft(deal: LightningDealRecord, now: number): number {
    return Math.max(0, this.dealStock(deal) - this.heldQuantity(deal, now));
  }

  /** The cart's reservation with its lines as the cart holds them; undefined when none is left. */
  reservation(cartId: string): ReservationRecord | undefined {
    const reservation = this.reservations.get(cartId);
    const cart = this.carts.get(cartId);
    if (!reservation || !cart) return undefined;
    const lines = effectiveLines(reservation, cart);
    return lines.length > 0 ? { ...reservation, lines } : undefined;
  }

  /** The newest reservation of a user's carts that are still open (calls without cartId). */
  latestOfUser(userId: string): ReservationRecord | undefined {
    let latest: ReservationRecord | undefined;
    for (const stored of this.reservations.values()) {
      if (stored.userId !== userId || this.carts.get(stored.cartId)?.submitted !== false) continue;
      const reservation = this.reservation(stored.cartId);
      if (reservation && (!latest || reservation.startedAt > latest.startedAt)) latest = reservation;
    }
    return latest;
  }

  /**
   * Lightning lines the cart charges at the deal price of the shop: only while the reservation
   * runs (or the cart was submitted with it).
   */
  cartLightning(cart: CartRecord, now: number, shop: ShopId): CartLightning {
    const lines = new Map<string, { quantity: number; unitCents: number }>();
    for (const line of this.activeLines(cart, now)) {
      const deal = this.source.lightningDeals().find((d) => d.itemId === line.itemId && d.endsAt === line.dealEndsAt);
      if (deal) lines.set(line.itemId, { quantity: line.quantity, unitCents: deal.specialPrices[shop] });
    }
    return lines;
  }

  /** Running lightning quantity of one item in a cart (0 once expired). */
  activeQuantity(cart: CartRecord, itemId: string, now: number): number {
    return this.activeLines(cart, now).find((l) => l.itemId === itemId)?.quantity ?? 0;
  }

  private activeLines(cart: CartRecord, now: number): readonly ReservationLine[] {
    const reservation = this.reservation(cart.id);
    return reservation && (cart.submitted || reservation.expiresAt > now) ? reservation.lines : [];
  }

  save(reservation: ReservationRecord): void {
    if (reservation.lines.length === 0) this.reservations.delete(reservation.cartId);
    else this.reservations.set(reservation.cartId, reservation);
  }

  /** After the cart changed: lines shrink with their positions, vanished positions release their stock. */
  reconcile(cartId: string): void {
    const stored = this.reservations.get(cartId);
    if (!stored) return;
    const reservation = this.reservation(cartId);
    if (reservation) this.reservations.set(cartId, reservation);
    else this.reservations.delete(cartId);
  }
}

function effectiveLines(reservation: ReservationRecord, cart: CartRecord): ReservationLine[] {
  const lines: ReservationLine[] = [];
  for (const line of reservation.lines) {
    const inCart = cart.positions.find((p) => p.itemId === line.itemId)?.quantity ?? 0;
    const quantity = Math.min(line.quantity, inCart);
    if (quantity > 0) lines.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  return lines;
}
