import type { LightningDealRecord, ReservationLine } from './lightning-types.js';

/** A reservation holds deal stock this long (and each add or extend starts it anew). */
export const RESERVATION_MS = 15 * 60 * 1000;

/** Spec §4: allowed lightning quantity = max minus amount already in the cart, floored at 0 (and never above the stock left). */
export function lightningAllowance(quantityMax: number, inCart: number, stockLeft: number): number {
  return Math.max(0, Math.min(quantityMax - inCart, stockLeft));
}

/** Share of the deal stock held by carts, floored (spec: lightningReservedPercentageRoundFloor). */
export function reservedPercentageRoundFloor(reserved: number, stock: number): number {
  if (stock <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((reserved * 100) / stock)));
}

/** Units of a deal's stock taken by shoppers outside this server (the catalogue's reservedPercent). */
export function takenElsewhere(deal: Pick<LightningDealRecord, 'stock' | 'reservedPercent'>): number {
  return Math.min(deal.stock, Math.floor((deal.stock * deal.reservedPercent) / 100));
}

export function isRunning(deal: LightningDealRecord, now: number): boolean {
  return deal.startsAt <= now && now < deal.endsAt;
}

export interface RenewOutcome {
  lines: ReservationLine[];
  notLegalDeal: boolean;
  reducedQuantity: boolean;
  changedItemIds: string[];
}

/**
 * Extend/refresh (spec §4): lines whose deal no longer runs are dropped (not legal); when the
 * reservation had expired its stock was released, so each line is claimed again up to what is
 * left and lowered otherwise. Pure: the caller supplies the running deal and the stock left.
 */
export function renewLines(
  lines: readonly ReservationLine[],
  expired: boolean,
  runningDeal: (itemId: string) => LightningDealRecord | undefined,
  stockLeft: (itemId: string) => number,
): RenewOutcome {
  const outcome: RenewOutcome = { lines: [], notLegalDeal: false, reducedQuantity: false, changedItemIds: [] };
  for (const line of lines) {
    const deal = runningDeal(line.itemId);
    if (!deal) {
      outcome.notLegalDeal = true;
      outcome.changedItemIds.push(line.itemId);
      continue;
    }
    const quantity = expired ? Math.min(line.quantity, Math.max(0, stockLeft(line.itemId))) : line.quantity;
    if (quantity < line.quantity) {
      outcome.reducedQuantity = true;
      outcome.changedItemIds.push(line.itemId);
    }
    if (quantity > 0) outcome.lines.push({ itemId: line.itemId, quantity, dealEndsAt: deal.endsAt });
  }
  return outcome;
}
