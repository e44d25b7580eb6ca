import type { LightningChange, LightningReservation } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamLightningReservationFragment } from '@tafel/graphql-schema/upstream-client';
import { changeMessageKey, lightningReservationView, type LightningChange as MachineChange, type LightningEvent } from '@tafel/lightning-machine';
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

const sameItems = (a: readonly { itemId: string; quantity: number }[], b: readonly { itemId: string; quantity: number }[]): boolean => {
  if (a.length !== b.length) return false;
  const key = (items: readonly { itemId: string; quantity: number }[]) => items.map((i) => `${i.itemId}=${i.quantity}`).sort().join(',');
  return key(a) === key(b);
};
const sameEnd = (a: string | null, b: string | null): boolean => (a === null || b === null ? a === b : Date.parse(a) === Date.parse(b));

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
