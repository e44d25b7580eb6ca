// The home's lightning strip as tiles (the same client grid as the listings). Pure.
import type { RunningLightningDealsQuery } from '@tafel/graphql-schema/storefront';
import { productHref } from '@/lib/product/product';
import { compactImage } from '@/lib/product/tile-image';
import type { TileTranslator, TileView } from '@/lib/product/tile-view';
import { dealView } from './deal-view';

type RunningDeal = RunningLightningDealsQuery['runningLightningDeals'][number];

/**
 * A running deal as a tile: badge, deal price, reserved bar, countdown, linking to the product
 * with the deal's item chosen; not a link when 100 % reserved. None for a deal that ended meanwhile.
 */
export function stripTileView(running: RunningDeal, i18n: TileTranslator, now: number): TileView | undefined {
  const deal = dealView(running.deal, i18n, now);
  if (!deal) return undefined;
  const view: TileView = {
    id: running.deal.itemId,
    name: running.name,
    image: compactImage(running.image, running.name),
    badges: [{ kind: 'LIGHTNING' }],
    price: deal.price,
    deal,
  };
  if (deal.soldOut) view.soldOut = true;
  else view.href = productHref(running.productId, running.deal.itemId);
  return view;
}

/**
 * How many deals the strip shows: a phone sees two, a desktop five and one to scroll to. Each tile
 * costs about 1.5 kB of the home's HTML (budget.json: 100 kB), so the strip does not carry all ten.
 */
export const STRIP_DEALS = 6;

/** The strip's tiles: the deals ending soonest (the API's order), ended ones left out, at most STRIP_DEALS. */
export function stripTiles(deals: readonly RunningDeal[], i18n: TileTranslator, now: number): TileView[] {
  return deals.flatMap((running) => stripTileView(running, i18n, now) ?? []).slice(0, STRIP_DEALS);
}
