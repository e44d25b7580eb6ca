// The basket's lightning view (spec §3 cart item quantityLightning / quantityNormal /
// pricePerUnitLightning, lightning reservation; §4 expiry and refresh). Pure: the basket page
// passes its one cart read (lib/cart/cart.ts), its translator and the time of rendering.
import { endsInFuture } from '@tafel/lightning-machine';
import type { Cart, CartLine } from '@/lib/cart/cart-result';
import { formatMoney } from '@/lib/i18n/format';
import type { TileTranslator } from '@/lib/product/tile-view';
import { formatDealEnd } from './deal-view';

/** What the view reads of the cart: each line's split with its normal unit price, and the reservation. */
type BasketLightning = {
  lines: readonly Pick<CartLine, 'id' | 'itemId' | 'quantityLightning' | 'quantityNormal' | 'pricePerUnitLightning' | 'unitPrice'>[];
  lightningReservation?: Cart['lightningReservation'];
};

/** A line holding lightning quantity: its two parts, each with its unit price. */
export interface LineSplit {
  /** "2 × zum Blitzpreis", "3,49 €". */
  deal: { text: string; unitPrice: string };
  /** Only when part of the line costs the normal price. */
  normal?: { text: string; unitPrice: string };
}

/** What the basket shows of the cart's lightning deals. */
export interface BasketLightningView {
  /** Lines with quantity at the deal price, by line id. */
  splits: Record<string, LineSplit>;
  /** The reservation's end while it runs: the countdown above the lines. */
  reservedUntil?: { endsAt: number; label: string };
  /** Lines whose reservation expired (by line id): they show the normal price, the notice and "Erneut reservieren". */
  expiredLineIds: string[];
}

const EMPTY: BasketLightningView = { splits: {}, expiredLineIds: [] };

/** States in which deal stock is held for the cart until expiresAt. */
const HOLDING = new Set(['RESERVED', 'RESERVING', 'EXTENDING']);

/**
 * The basket's lightning view: lines split by price while the reservation runs; once it expired
 * (state EXPIRED, `expired`, or its end passed before the expiry job caught up) the reserved
 * items' lines are the expired ones, at the normal price the cart already charges (a line's
 * unitPrice is its normal unit price).
 */
export function basketLightningView(cart: BasketLightning | null, i18n: TileTranslator, now: number): BasketLightningView {
  const reservation = cart?.lightningReservation;
  if (!cart || !reservation || !reservation.hasReservation) return EMPTY;
  const holding = HOLDING.has(reservation.state) && !reservation.expired;
  const running = holding && reservation.expiresAt !== null && endsInFuture(reservation.expiresAt, now);
  const expired = !running && (holding || reservation.expired || reservation.state === 'EXPIRED');
  const view: BasketLightningView = { splits: {}, expiredLineIds: [] };
  if (running && reservation.expiresAt) {
    const endsAt = Date.parse(reservation.expiresAt);
    view.reservedUntil = { endsAt, label: i18n.t('ui.lightning.endsAt', { date: formatDealEnd(endsAt, i18n.intlLocale) }) };
  }
  const reservedItems = new Set(reservation.items.map((item) => item.itemId));
  for (const line of cart.lines) {
    if (running && line.quantityLightning > 0 && line.pricePerUnitLightning) {
      const split: LineSplit = {
        deal: { text: i18n.t('ui.lightning.basket.atDealPrice', { quantity: line.quantityLightning }), unitPrice: formatMoney(line.pricePerUnitLightning, i18n) },
      };
      if (line.quantityNormal > 0) {
        split.normal = { text: i18n.t('ui.lightning.basket.atNormalPrice', { quantity: line.quantityNormal }), unitPrice: formatMoney(line.unitPrice, i18n) };
      }
      view.splits[line.id] = split;
    } else if (expired && reservedItems.has(line.itemId)) {
      view.expiredLineIds.push(line.id);
    }
  }
  return view;
}
