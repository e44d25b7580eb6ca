import type { LightningChange, LightningReservation } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamCartFragment, UpstreamLightningReservationFragment } from '@tafel/graphql-schema/upstream-client';
import { changeMessageKey, lightningReservationView, sameInstant, type LightningChange as MachineChange, type LightningEvent } from '@tafel/lightning-machine';
import { stateOf, type LoadedLightning } from './lightning-records.js';

/** A change as the API answers it: the cart-changed key when prices changed (any reason but a plain add). */
export function changeView(change: MachineChange | null): LightningChange | null {
  if (change === null) return null;
  return { __typename: 'LightningChange', reasons: [...change.reasons], changedItemIds: [...change.changedItemIds], messageKey: changeMessageKey(change) };
}

export type TypedReservation = LightningReservation & { __typename: 'LightningReservation' };

/** The reservation of a cart as its workflow has it (NONE without one). */
export function reservationView(cartId: string, record: LoadedLightning | null): TypedReservation {
  if (record === null) return { __typename: 'LightningReservation', cartId, state: 'NONE', hasReservation: false, expired: false, expiresAt: null, items: [], lastChange: null };
  const view = lightningReservationView(record.snapshot);
  return {
    __typename: 'LightningReservation',
    cartId,
    ...view,
    items: view.items.map((item) => ({ __typename: 'LightningReservedItem', ...item })),
    lastChange: changeView(view.lastChange),
  };
}

/**
 * The reservation as the upstream made it, when our record of it could not be written (the answer
 * to an add the upstream made must not fail): from its reservation, or from the cart's lightning
 * lines (no end known) when that could not be read. The next read records it (ReservationSync).
 */
export function upstreamReservationView(cartId: string, synced: Extract<LightningEvent, { type: 'cart.synced' }>, lastChange: LightningChange | null): TypedReservation {
  const hasReservation = synced.items.length > 0;
  return {
    __typename: 'LightningReservation',
    cartId,
    state: !hasReservation ? 'NONE' : synced.expired ? 'EXPIRED' : 'RESERVED',
    hasReservation,
    expired: hasReservation && synced.expired,
    expiresAt: synced.expiresAt,
    items: synced.items.map((item) => ({ __typename: 'LightningReservedItem', ...item })),
    lastChange,
  };
}

/** The cart's lines held at the deal price, as a cart.synced report without an end. */
export function syncedFromLines(cart: UpstreamCartFragment): Extract<LightningEvent, { type: 'cart.synced' }> {
  const held = new Map<string, number>();
  for (const line of cart.items) if (line.quantityLightning > 0) held.set(line.itemId, (held.get(line.itemId) ?? 0) + line.quantityLightning);
  return { type: 'cart.synced', items: [...held].map(([itemId, quantity]) => ({ itemId, quantity })), expiresAt: null, expired: false };
}

const sameItems = (a: readonly { itemId: string; quantity: number }[], b: readonly { itemId: string; quantity: number }[]): boolean => {
  if (a.length !== b.length) return false;
  const key = (items: readonly { itemId: string; quantity: number }[]) => items.map((i) => `${i.itemId}=${i.quantity}`).sort().join(',');
  return key(a) === key(b);
};
const sameEnd = (a: string | null, b: string | null): boolean => (a === null || b === null ? a === b : sameInstant(a, b));

/** The upstream's reservation as a cart.synced report (the reserved items without the deal suffix). */
export function syncedEvent(upstream: UpstreamLightningReservationFragment): Extract<LightningEvent, { type: 'cart.synced' }> {
  const items = upstream.hasLightningDealReservation ? upstream.items.filter((i) => i.quantity > 0).map((i) => ({ itemId: i.itemId, quantity: i.quantity })) : [];
  return { type: 'cart.synced', items, expiresAt: items.length > 0 ? (upstream.lightningDealReservationTimestampEnd ?? null) : null, expired: items.length > 0 && upstream.isLightningDealReservationExpired };
}

/**
 * Whether the workflow says what the upstream says (state, items and end): when not, a read
 * sends cart.synced (e.g. an add whose save failed, a line the shopper removed, an expiry the
 * job has not seen yet). A request in flight or a converted cart is never synced.
 */
export function inSync(record: LoadedLightning | null, synced: Extract<LightningEvent, { type: 'cart.synced' }>): boolean {
  const state = record === null ? 'none' : stateOf(record.snapshot);
  if (state === 'converted' || state === 'reserving' || state === 'extending' || state === 'refreshing') return true;
  const context = record?.snapshot.context;
  if (synced.items.length === 0) return state === 'none' || state === 'released';
  if (state !== (synced.expired ? 'expired' : 'reserved')) return false;
  return sameItems(context!.items, synced.items) && sameEnd(context!.expiresAt, synced.expiresAt);
}
