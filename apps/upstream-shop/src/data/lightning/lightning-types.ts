import type { LightningDealRecord } from '../catalogue.js';

/** The catalogue's deals: windows relative to server start, prices per shop, stock and pre-reserved share. */
export type { LightningDealRecord };

/** Where the deals come from: the catalogue's lightningDeals() (see lightning-store.ts). */
export interface LightningDealSource {
  lightningDeals(): readonly LightningDealRecord[];
}

/** Reserved deal stock of one item in one cart, at the price of the deal it was reserved in. */
export interface ReservationLine {
  itemId: string;
  /** Always above 0. */
  quantity: number;
  /** End of the deal window the stock was taken from: that deal's stock and price apply. */
  dealEndsAt: number;
}

/** The lightning part of one cart. */
export interface ReservationRecord {
  cartId: string;
  /** The cart's owner (X-iSHOP-API-USERID), for calls without cartId. */
  userId: string;
  lines: readonly ReservationLine[];
  /** When the current 15 minutes started; orders reservations of one user. */
  startedAt: number;
  expiresAt: number;
}

/** The lightning price of one cart line while its reservation runs. */
export interface CartLightningLine {
  quantity: number;
  unitCents: number;
}

/** What a cart view needs: active lightning lines by item id (empty when none or expired). */
export type CartLightning = ReadonlyMap<string, CartLightningLine>;

export const NO_CART_LIGHTNING: CartLightning = new Map();
