import { stateOf, type LoadedLightning } from '../reservations/lightning-records.js';
import type { LightningCheckoutOutcome } from './lightning-checkout.js';

/**
 * A checkout page that starts the checkout again extends the reservation only when it ends within
 * this long: every page of the checkout starts it, and extending on each would hold deal stock
 * as long as a tab stays open. Five minutes leave a shopper at the summary time to pay while
 * the stock comes back to others soon after the checkout is left.
 */
export const EXTEND_WHEN_ENDING_WITHIN_MS = 5 * 60_000;

/** Whether the reservation is held long enough as it is (no extend): a running one ending later than EXTEND_WHEN_ENDING_WITHIN_MS from now. */
export function heldLongEnough(record: LoadedLightning, now = Date.now()): boolean {
  if (stateOf(record.snapshot) !== 'reserved') return false;
  const end = Date.parse(record.snapshot.context.expiresAt ?? '');
  return Number.isFinite(end) && end - now > EXTEND_WHEN_ENDING_WITHIN_MS;
}

export const NOTHING_CHANGED: LightningCheckoutOutcome = { reasons: [], changedItemIds: [], pricesChanged: false };

/** An extend that did not happen: an expired reservation's lines cost the normal price again (EXPIRED), else nothing changed. */
export function unextendedOutcome(record: LoadedLightning | null): LightningCheckoutOutcome {
  if (record === null || stateOf(record.snapshot) !== 'expired') return NOTHING_CHANGED;
  return { reasons: ['EXPIRED'], changedItemIds: record.snapshot.context.items.map((item) => item.itemId), pricesChanged: true };
}
