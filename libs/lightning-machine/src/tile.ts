/** The tile states of spec §4 for a lightning deal (the API's LightningTileState). */
export type LightningTileState = 'LIGHTNING_DEAL' | 'LIGHTNING_DEAL_SHORTAGE' | 'ENDED';

/** What the tile state is decided from. */
export interface LightningTileInput {
  /** isAvailableLightningDeal: the window runs and stock is left. */
  available: boolean;
  /** ISO 8601 end of the deal window (lightningDealTimestampUntil). */
  endsAt: string;
  /** lightningReservedPercentageRoundFloor, 0 to 100. */
  reservedPercent: number;
  /** The global parameter lightningDeal / Blitzangebot is 'on'. */
  switchOn: boolean;
  /** Epoch milliseconds of "now". */
  now: number;
}

/** Whether an ISO timestamp lies after `now` (an unreadable timestamp never does). */
export function endsInFuture(endsAt: string, now: number): boolean {
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : Number.NaN;
  return Number.isFinite(end) && end > now;
}

/**
 * The tile state of spec §4: null while lightning deals are switched off; lightning-deal shortage
 * when 100 % is reserved before the end (sold out: not a link, sold-out overlay); lightning-deal
 * when the deal is available or its end is still to come; ENDED otherwise.
 */
export function lightningTileState(input: LightningTileInput): LightningTileState | null {
  if (!input.switchOn) return null;
  const future = endsInFuture(input.endsAt, input.now);
  if (future && input.reservedPercent >= 100) return 'LIGHTNING_DEAL_SHORTAGE';
  if (input.available || future) return 'LIGHTNING_DEAL';
  return 'ENDED';
}

/** Badge priority of spec §2/§5: lightning deal, sale %, new, popular. */
export const BADGE_PRIORITY = ['LIGHTNING', 'SALE', 'NEW', 'POPULAR'] as const;
export type TileBadge = (typeof BADGE_PRIORITY)[number];

/** The badges a tile has, in priority order (a single-badge place such as the wishlist shows the first). */
export function tileBadges(has: { lightning: boolean; sale: boolean; isNew: boolean; popular: boolean }): TileBadge[] {
  const present: Record<TileBadge, boolean> = { LIGHTNING: has.lightning, SALE: has.sale, NEW: has.isNew, POPULAR: has.popular };
  return BADGE_PRIORITY.filter((badge) => present[badge]);
}

/** Spec §7: the reserved percentage goes to the data layer floored and divided by 100 (e.g. 37.9 → 0.37). */
export function trackingReservedPercent(percent: number): number {
  if (typeof percent !== 'number' || !Number.isFinite(percent)) return 0;
  return Math.floor(percent) / 100;
}
