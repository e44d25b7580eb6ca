import type { LightningReservation, LightningReservationResult } from '@tafel/graphql-schema/upstream-resolvers';
import { ORDER_ALREADY_SUBMITTED } from '../../data/cart-ops.js';
import type { CartRecord } from '../../data/cart-store.js';
import type { ReservationRecord } from '../../data/lightning/lightning-types.js';
import { renewLines } from '../../data/lightning/reservation-math.js';
import { badUserInput, userIdRequired } from '../../errors.js';
import { requireCart } from '../cart.js';
import type { UpstreamContext } from '../context.js';

/** The spec's cart-changed warning (session-checkout-account §8): extend lowered or dropped a line. */
export const CART_CHANGED = 'vue.checkout.summaryStep.notification.cartChanged';
const MAX_ID_LENGTH = 64;

/** With cartId the cart rules apply; without, the user's newest cart with a reservation (or none). */
export function reservationCart(context: UpstreamContext, cartId: string | null | undefined): CartRecord | null {
  if (cartId !== null && cartId !== undefined) {
    if (cartId.length === 0 || cartId.length > MAX_ID_LENGTH) throw badUserInput(`cartId must be 1 to ${MAX_ID_LENGTH} characters.`);
    return requireCart(context, cartId);
  }
  if (!context.userId) throw userIdRequired();
  const latest = context.stores.lightning.latestOfUser(context.userId);
  return latest ? (context.carts.get(latest.cartId) ?? null) : null;
}

export function reservationView(reservation: ReservationRecord | undefined, now: number): LightningReservation {
  if (!reservation) return { hasLightningDealReservation: false, isLightningDealReservationExpired: false, lightningDealReservationTimestampEnd: null, items: [] };
  return {
    hasLightningDealReservation: true,
    isLightningDealReservationExpired: reservation.expiresAt <= now,
    lightningDealReservationTimestampEnd: new Date(reservation.expiresAt).toISOString(),
    items: reservation.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity })),
  };
}

function unchanged(reservation: LightningReservation, successful = true, errorMessage: string | null = null): LightningReservationResult {
  return { successful, errorMessage, notLegalDeal: false, reducedQuantity: false, refreshed: false, changedItemIds: [], reservation };
}

/**
 * extend (mode 'extend') holds any reservation 15 more minutes; refresh only renews an expired
 * one. Both drop lines whose deal window has ended and, for an expired reservation, claim the
 * stock again as far as it is left (spec §4).
 */
export function renewReservation(context: UpstreamContext, cart: CartRecord | null, mode: 'extend' | 'refresh'): LightningReservationResult {
  const store = context.stores.lightning;
  const now = context.now();
  const current = cart ? store.reservation(cart.id) : undefined;
  if (cart?.submitted) return unchanged(reservationView(current, now), false, ORDER_ALREADY_SUBMITTED);
  if (!cart || !current) return unchanged(reservationView(undefined, now));
  const expired = current.expiresAt <= now;
  if (mode === 'refresh' && !expired) return unchanged(reservationView(current, now));
  const outcome = renewLines(
    current.lines,
    expired,
    (itemId) => store.runningDeal(itemId, now),
    (itemId) => {
      const deal = store.runningDeal(itemId, now);
      return deal ? store.stockLeft(deal, now) : 0;
    },
  );
  store.save({ ...current, lines: outcome.lines, startedAt: now, expiresAt: now + store.reservationMs });
  const changed = outcome.notLegalDeal || outcome.reducedQuantity;
  return {
    successful: !changed,
    errorMessage: changed ? CART_CHANGED : null,
    notLegalDeal: outcome.notLegalDeal,
    reducedQuantity: outcome.reducedQuantity,
    refreshed: expired && outcome.lines.length > 0,
    changedItemIds: outcome.changedItemIds,
    reservation: reservationView(store.reservation(cart.id), now),
  };
}
