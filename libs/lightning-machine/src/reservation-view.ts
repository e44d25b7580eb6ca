import { lightningQuantityBounds, allowedLightningQuantity } from './quantity.js';
import type { LightningChange, LightningReservationState, LightningReservedItem } from './lightning.types.js';
import type { LightningSnapshot } from './why-not.js';

const STATE_NAMES: Readonly<Record<string, LightningReservationState>> = {
  none: 'NONE',
  reserving: 'RESERVING',
  // The API has no state of its own for a refresh in flight: it is a claim like an add.
  refreshing: 'RESERVING',
  reserved: 'RESERVED',
  expired: 'EXPIRED',
  extending: 'EXTENDING',
  converted: 'CONVERTED',
  released: 'RELEASED',
};

/** The API's LightningReservationState of a snapshot. */
export function lightningStateName(snapshot: LightningSnapshot): LightningReservationState {
  const name = STATE_NAMES[String(snapshot.value)];
  if (name === undefined) throw new Error(`lightning snapshot in unknown state ${JSON.stringify(snapshot.value)}`);
  return name;
}

// A request in flight keeps the reservation as it was until the host reports the outcome.
function running(snapshot: LightningSnapshot): boolean {
  const { origin, expiryDue } = snapshot.context;
  return snapshot.matches('reserved') || ((snapshot.matches('reserving') || snapshot.matches('extending')) && origin === 'reserved' && !expiryDue);
}

/**
 * The end the orchestrator keeps a delayed expiry job for: expiresAt while the reservation runs
 * (also while a request started from it is in flight), else null. Schedule a job when it changes.
 */
export function pendingExpiry(snapshot: LightningSnapshot): string | null {
  return running(snapshot) ? snapshot.context.expiresAt : null;
}

/** What the cart holds of the item at the deal price now (an expired reservation holds nothing at it). */
export function heldLightningQuantity(snapshot: LightningSnapshot | null, itemId: string): number {
  if (snapshot === null || !running(snapshot)) return 0;
  return snapshot.context.items.find((i) => i.itemId === itemId)?.quantity ?? 0;
}

/** The API's LightningQuantity: what the cart may still add of a deal's item, and the quantity field's bounds. */
export interface LightningQuantityView {
  itemId: string;
  quantityMax: number;
  inCart: number;
  allowed: number;
  min: number;
  max: number;
}

/** LightningQuantity from the cart's reservation (null: no workflow yet), so the buy box and the add's guard agree. */
export function lightningQuantityFor(snapshot: LightningSnapshot | null, deal: { itemId: string; quantityMax: number; stockLeft?: number }): LightningQuantityView {
  const inCart = heldLightningQuantity(snapshot, deal.itemId);
  const allowed = allowedLightningQuantity(deal.quantityMax, inCart, deal.stockLeft);
  return { itemId: deal.itemId, quantityMax: deal.quantityMax, inCart, allowed, ...lightningQuantityBounds(allowed) };
}

/** The API's LightningReservation without the cartId (the host adds it). */
export interface LightningReservationView {
  state: LightningReservationState;
  hasReservation: boolean;
  expired: boolean;
  expiresAt: string | null;
  items: LightningReservedItem[];
  lastChange: LightningChange | null;
}

/** The reservation as the API shows it (spec §3 lightning reservation). */
export function lightningReservationView(snapshot: LightningSnapshot): LightningReservationView {
  const { context } = snapshot;
  const state = lightningStateName(snapshot);
  const hasReservation = state !== 'CONVERTED' && context.items.length > 0;
  return {
    state,
    hasReservation,
    expired: hasReservation && !running(snapshot),
    expiresAt: hasReservation ? context.expiresAt : null,
    items: context.items.map((i) => ({ ...i })),
    lastChange: context.lastChange,
  };
}
