import { CART_CHANGED_KEY } from '@tafel/domain';
import type { LightningChangeReason, LightningEvent } from '@tafel/lightning-machine';
import { isShopId } from '@tafel/domain';
import type { UpstreamLightningReservationResultFragment } from '@tafel/graphql-schema/upstream-client';
import { syncedEvent } from './lightning-view.js';

type Renewal = 'refresh' | 'extend';

/** Why the upstream's extend or refresh changed the reservation (spec §4), in the API's words. */
export function renewalReasons(result: UpstreamLightningReservationResultFragment): LightningChangeReason[] {
  return [...(result.notLegalDeal ? (['NOT_LEGAL_DEAL'] as const) : []), ...(result.reducedQuantity ? (['REDUCED_QUANTITY'] as const) : []), ...(result.refreshed ? (['REFRESHED'] as const) : [])];
}

/**
 * The upstream's answer to an extend or refresh as the machine's report. successful false with
 * the cart-changed key is an outcome (a line changed); any other refusal (a submitted cart) is a
 * failure; a reservation that is still expired afterwards was not renewed (a failure too).
 */
export function renewalEvent(kind: Renewal, result: UpstreamLightningReservationResultFragment): LightningEvent {
  const synced = syncedEvent(result.reservation);
  if (!result.successful && result.errorMessage !== CART_CHANGED_KEY) {
    return { type: `${kind}.failed`, reason: 'UPSTREAM_REFUSED', ...(result.errorMessage ? { messageKey: result.errorMessage } : {}) };
  }
  if (synced.items.length > 0 && synced.expired) return { type: `${kind}.failed`, reason: 'NOT_RENEWED' };
  const change = { reasons: renewalReasons(result), changedItemIds: result.changedItemIds.filter((id) => isShopId(id)) };
  return { type: `${kind}.succeeded`, items: synced.items, expiresAt: synced.expiresAt, change };
}
