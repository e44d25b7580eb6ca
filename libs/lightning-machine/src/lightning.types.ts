/** Every reason the lightning machine gives for refusing an event; shared by the API (LightningRefusedError.reason) and the UI. */
export const LIGHTNING_GUARD_REASONS = [
  // reserve.requested
  'ITEM_INVALID',
  'DEAL_OVER',
  'QUANTITY_INVALID',
  'QUANTITY_ABOVE_ALLOWED',
  // Where the reservation stands
  'BUSY',
  'ALREADY_CONVERTED',
  'NO_RESERVATION',
  'NOT_EXPIRED',
  // Host reports
  'EXPIRY_STALE',
  'OUTCOME_INVALID',
  'NOT_REQUESTED',
  'NOT_IN_THIS_STATE',
] as const;

/** Why the lightning machine refuses an event. */
export type LightningGuardReason = (typeof LIGHTNING_GUARD_REASONS)[number];

/** Why a reservation changed (the API's LightningChangeReason). */
export const LIGHTNING_CHANGE_REASONS = ['NOT_LEGAL_DEAL', 'REDUCED_QUANTITY', 'REFRESHED', 'EXPIRED'] as const;
export type LightningChangeReason = (typeof LIGHTNING_CHANGE_REASONS)[number];

/** The API's LightningReservationState. */
export const LIGHTNING_RESERVATION_STATES = ['NONE', 'RESERVING', 'RESERVED', 'EXPIRED', 'EXTENDING', 'CONVERTED', 'RELEASED'] as const;
export type LightningReservationState = (typeof LIGHTNING_RESERVATION_STATES)[number];

/** One item the cart holds at the deal price (item id without the #LIGHTNING_DEAL suffix). */
export interface LightningReservedItem {
  itemId: string;
  quantity: number;
}

/** What changed a reservation and which items it touched (an add has no reason: reasons []). */
export interface LightningChange {
  reasons: LightningChangeReason[];
  changedItemIds: string[];
}

/** The last failure the host reported (its upstream reason, e.g. an error code or message key). */
export interface LightningError {
  reason: string;
  messageKey?: string;
}

/** The request in flight while the machine waits for the host's outcome. */
export type LightningRequest = { kind: 'reserve'; itemId: string; quantity: number } | { kind: 'refresh' } | { kind: 'extend' };

/** Where a request started: where a failure leads back to. */
export type LightningOrigin = 'none' | 'reserved' | 'expired' | 'released';

/** The whole reservation context; one per cart. */
export interface LightningContext {
  /** What the cart holds at the deal price (kept while expired: what fell back to the normal price). */
  items: LightningReservedItem[];
  /** End of the reservation (ISO 8601); the orchestrator's delayed expiry job fires then. */
  expiresAt: string | null;
  lastChange: LightningChange | null;
  lastError: LightningError | null;
  request: LightningRequest | null;
  origin: LightningOrigin | null;
  /** The expiry job fired for expiresAt while a request was in flight: a failure lands in expired. */
  expiryDue: boolean;
}

/** Every event of the lightning machine. Shopper commands end in `.requested`; the rest are host reports. */
export type LightningEvent =
  | {
      type: 'reserve.requested';
      itemId: string;
      quantity: number;
      /** lightningQuantityMax of the deal. */
      quantityMax: number;
      /** Deal stock left, when the host knows it. */
      stockLeft?: number;
      /** isAvailableLightningDeal as the host read it just now (window runs, stock left). */
      dealAvailable: boolean;
    }
  | { type: 'reserve.succeeded'; items: LightningReservedItem[]; expiresAt: string }
  | { type: 'reserve.failed'; reason: string; messageKey?: string }
  | { type: 'reservation.expired'; expiresAt: string }
  | { type: 'refresh.requested' }
  | { type: 'refresh.succeeded'; items: LightningReservedItem[]; expiresAt: string | null; change: LightningChange }
  | { type: 'refresh.failed'; reason: string; messageKey?: string }
  | { type: 'extend.requested' }
  | { type: 'extend.succeeded'; items: LightningReservedItem[]; expiresAt: string | null; change: LightningChange }
  | { type: 'extend.failed'; reason: string; messageKey?: string }
  | { type: 'cart.synced'; items: LightningReservedItem[]; expiresAt: string | null; expired: boolean }
  | { type: 'order.submitted' }
  | { type: 'reservation.released' };
