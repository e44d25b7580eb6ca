import type { LightningDealInfo, Maybe, Money } from '@tafel/graphql-schema/orchestrator-resolvers';
import type { UpstreamLightningDealFragment, UpstreamLightningDealInfoFragment } from '@tafel/graphql-schema/upstream-client';
import { endsInFuture, lightningTileState } from '@tafel/lightning-machine';
import { toMoney } from '../../common/shop-mapping.js';

/**
 * How lightning deals show right now: whether the switch (lightningDeal / Blitzangebot) is on and
 * the clock the tile state is decided by. Mappers take it instead of reading either themselves.
 */
export interface LightningView {
  on: boolean;
  /** Epoch milliseconds. */
  now: number;
}

/** The upstream's deal of a tile, product or item, or of the running-deals list. */
type UpstreamDeal = UpstreamLightningDealInfoFragment;

/**
 * A deal as the API shows it (spec §3 lightningDealInfo): the upstream's deal price as Money like
 * every catalogue price, the item's regular price as oldPrice, and the tile state of spec §4 at
 * `view.now`. null without a deal or while lightning deals are off.
 */
export function toLightningDealInfo(deal: UpstreamDeal | null | undefined, regularPrice: Money, view: LightningView): LightningDealInfo | null {
  if (!deal) return null;
  return viewLightningDeal(
    {
      itemId: deal.itemId,
      available: deal.isAvailableLightningDeal,
      startsAt: deal.lightningDealTimestampFrom,
      endsAt: deal.lightningDealTimestampUntil,
      reservedPercent: deal.lightningReservedPercentageRoundFloor,
      price: toMoney(deal.lightningSpecialPrice),
      oldPrice: regularPrice,
      quantityMax: deal.lightningQuantityMax,
      tileState: 'LIGHTNING_DEAL',
    },
    view,
  );
}

/** A running deal of getLightningDealData, in the same shape (it carries its own regular price). */
export function runningDealInfo(deal: UpstreamLightningDealFragment, view: LightningView): LightningDealInfo | null {
  return toLightningDealInfo(
    {
      itemId: deal.itemId,
      isAvailableLightningDeal: deal.available,
      lightningDealTimestampFrom: deal.timestampFrom,
      lightningDealTimestampUntil: deal.timestampUntil,
      lightningReservedPercentageRoundFloor: deal.reservedPercentageRoundFloor,
      lightningSpecialPrice: deal.specialPrice,
      lightningQuantityMax: deal.quantityMax,
    },
    toMoney(deal.oldPrice),
    view,
  );
}

/**
 * A deal mapped earlier (e.g. kept in a catalogue cache) as it shows under `view`: null while
 * switched off, else with its tile state decided again at `view.now` (a deal may have ended since).
 */
export function viewLightningDeal(deal: Maybe<LightningDealInfo> | undefined, view: LightningView): LightningDealInfo | null {
  if (!deal || !view.on) return null;
  // "Available" was the upstream's word when the deal was read; it cannot outlast the deal's window.
  const available = deal.available && endsInFuture(deal.endsAt, view.now);
  const tileState = lightningTileState({ available, endsAt: deal.endsAt, reservedPercent: deal.reservedPercent, switchOn: true, now: view.now });
  return tileState === null ? null : { ...deal, available, tileState };
}

/** The lightning fields of a tile or item (lightningDealInfo and the deal price beside it) under `view`. */
export function viewLightningFields<T extends { lightningDealInfo?: Maybe<LightningDealInfo>; lightningDealPrice?: Maybe<Money> }>(holder: T, view: LightningView): T {
  const lightningDealInfo = viewLightningDeal(holder.lightningDealInfo, view);
  return { ...holder, lightningDealInfo, lightningDealPrice: lightningDealInfo?.price ?? null };
}

/**
 * Until when a cached answer holding these deals may be served: the earliest end still to come
 * (a deal that ends turns the tile's state and the upstream's answer), else Infinity.
 */
export function lightningDealsValidUntil(deals: Iterable<Maybe<LightningDealInfo> | undefined>, now: number): number {
  let until = Number.POSITIVE_INFINITY;
  for (const deal of deals) {
    if (!deal || !endsInFuture(deal.endsAt, now)) continue;
    until = Math.min(until, Date.parse(deal.endsAt));
  }
  return until;
}
