// What the client product grid derives of a tile instead of getting it in the RSC payload (a listing
// carries up to 60 tiles): its link from its id, badge texts from their kind, the stars from the rating.
// Few imports, as the client grid uses it.
import { ratingToStars } from './rating';

/** The badge kinds whose text is the same on every tile (sent once per grid); a discount carries its own. */
export type NamedBadgeKind = 'LIGHTNING' | 'NEW' | 'POPULAR' | 'SALE';

/** A badge as it travels: the discount with its text ("−15 %"), the others by kind only. */
export interface CompactBadge {
  kind: NamedBadgeKind | 'DISCOUNT';
  text?: string;
  highlight?: boolean;
}

/** The usual link of a tile: its product page. */
export function usualHref(id: string): string {
  return `/prod/${encodeURIComponent(id)}`;
}

/** A tile's link: none when sold out, its own when it differs from the usual (a deal's item), else the usual. */
export function tileHref(tile: { id: string; href?: string; soldOut?: boolean }): string | undefined {
  if (tile.soldOut) return undefined;
  return tile.href ?? usualHref(tile.id);
}

/** A tile's badges with their texts: a badge without its own text takes its kind's from `names`. */
export function tileBadgeMarks(badges: readonly CompactBadge[], names: Partial<Record<NamedBadgeKind, string>>): { kind: CompactBadge['kind']; text: string; highlight?: boolean }[] {
  return badges.map((badge) => ({ ...badge, text: badge.text ?? (badge.kind === 'DISCOUNT' ? '' : (names[badge.kind] ?? badge.kind)) }));
}

/** "4,7" of 4.7: the rating as the label shows it. */
export function ratingText(rating: number, intlLocale: string): string {
  return rating.toLocaleString(intlLocale, { maximumFractionDigits: 1 });
}

/** The placeholder of the rating in a grid's label template ("{rating} von 5 Sternen"). */
export const RATING_PLACEHOLDER = '{rating}';

/** A tile's stars and their label from its rating and the grid's label template; none for no stars. */
export function tileStars(rating: number | undefined, template: string, intlLocale: string): { count: number; label: string } | undefined {
  const count = ratingToStars(rating);
  if (count === 0 || typeof rating !== 'number') return undefined;
  return { count, label: template.split(RATING_PLACEHOLDER).join(ratingText(rating, intlLocale)) };
}
