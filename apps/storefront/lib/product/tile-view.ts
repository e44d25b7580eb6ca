// A listing tile as data: what the client product grid (components/product/product-grid.tsx) gets in the RSC payload.
// Pure: the server passes its translator in.
import { showsDiscountBadge } from '@tafel/domain';
import type { Badge } from '@tafel/graphql-schema/storefront';
import { tileBadges, type TileBadge } from '@tafel/lightning-machine';
import type { TextKey } from '@/lib/i18n/i18n';
import type { ProductTile } from '@/lib/listing/catalogue';
import { formatMoney } from '@/lib/i18n/format';
import { dealView, type DealView } from '@/lib/lightning/deal-view';
import { productHref } from '@/lib/product/product';
import { ratingToStars } from '@/lib/product/rating';
import { RATING_PLACEHOLDER, usualHref, type CompactBadge, type NamedBadgeKind } from '@/lib/product/tile-derive';
import { compactImage, type TileImage } from '@/lib/product/tile-image';

/** What the views need of a translator. */
export interface TileTranslator {
  t: (key: TextKey, params?: Readonly<Record<string, string | number>>) => string;
  intlLocale: string;
}

/** A badge as shown: the discount ("−15 %", `highlight` from 25 %) or one of the shop's badges. */
export interface BadgeMark {
  kind: 'LIGHTNING' | 'DISCOUNT' | Badge;
  text: string;
  highlight?: boolean;
}

/**
 * A product tile's data, its text translated and its amounts formatted. Left out what the client grid
 * derives (lib/product/tile-derive.ts): the usual link, the texts of badges other than the discount,
 * the stars and their label (from `rating`).
 */
export interface TileView {
  id: string;
  /** The link when it is not the usual /prod/<id> (a deal's item). */
  href?: string;
  /** Spec: a sold-out product's tile is not a link. */
  soldOut?: true;
  name: string;
  manufacturer?: string;
  image: TileImage;
  badges: CompactBadge[];
  /** Only when it shows stars. */
  rating?: number;
  price: string;
  oldPrice?: string;
  fromPrice?: boolean;
  hasVariants?: boolean;
  /** A running lightning deal of the tile's best item: its price, reserved bar and countdown. */
  deal?: DealView;
}

const BADGE_TEXT: Record<Badge, TextKey> = { NEW: 'ui.badge.new', POPULAR: 'ui.badge.popular', SALE: 'ui.badge.sale' };

/** The texts of the badges that `tiles` show by kind only, for the grid to send once. */
export function badgeNames(tiles: readonly Pick<TileView, 'badges'>[], t: TileTranslator['t']): Partial<Record<NamedBadgeKind, string>> {
  const names: Partial<Record<NamedBadgeKind, string>> = {};
  for (const tile of tiles) {
    for (const badge of tile.badges) {
      if (badge.kind === 'DISCOUNT' || badge.text !== undefined || names[badge.kind]) continue;
      names[badge.kind] = badge.kind === 'LIGHTNING' ? t('ui.lightning.badge') : BADGE_TEXT[badge.kind] ? t(BADGE_TEXT[badge.kind]) : badge.kind;
    }
  }
  return names;
}

/** The rating label with its placeholder, for the client grid to fill per tile. */
export function ratingTemplate(t: TileTranslator['t']): string {
  return t('ui.rating.label', { rating: RATING_PLACEHOLDER });
}

/** A badge for the payload: only the discount keeps its text. */
export function compactBadge(mark: BadgeMark): CompactBadge {
  if (mark.kind === 'DISCOUNT') return mark;
  return mark.highlight ? { kind: mark.kind, highlight: true } : { kind: mark.kind };
}

/** Spec §5: the sale badge is highlighted with an icon from 25 % discount. */
const SALE_HIGHLIGHT_PERCENT = 25;

/** The place of a mark in the spec's badge priority: the discount and the Sale badge are both "sale %". */
const PRIORITY_PLACE: Record<BadgeMark['kind'], TileBadge> = { LIGHTNING: 'LIGHTNING', DISCOUNT: 'SALE', SALE: 'SALE', NEW: 'NEW', POPULAR: 'POPULAR' };

/** The marks in the priority of @tafel/lightning-machine's tileBadges (spec §2/§5: lightning, sale %, new, popular). */
function inBadgePriority(marks: readonly BadgeMark[]): BadgeMark[] {
  const has = (place: TileBadge) => marks.some((mark) => PRIORITY_PLACE[mark.kind] === place);
  const order = tileBadges({ lightning: has('LIGHTNING'), sale: has('SALE'), isNew: has('NEW'), popular: has('POPULAR') });
  return order.flatMap((place) => marks.filter((mark) => PRIORITY_PLACE[mark.kind] === place));
}

/**
 * Discount badge (only from 5 %, spec §5) and the Neu / Beliebt / Sale badges (Sale not beside a
 * discount), with the lightning badge when `lightning` (its text) is given, in the spec's priority.
 */
export function badgeMarks(badges: readonly Badge[], discountPercent: number | null, t: TileTranslator['t'], lightning?: string): BadgeMark[] {
  const marks: BadgeMark[] = lightning === undefined ? [] : [{ kind: 'LIGHTNING', text: lightning }];
  const showDiscount = showsDiscountBadge(discountPercent);
  if (showDiscount && typeof discountPercent === 'number') {
    const mark: BadgeMark = { kind: 'DISCOUNT', text: `−${discountPercent}\u00a0%` };
    if (discountPercent >= SALE_HIGHLIGHT_PERCENT) mark.highlight = true;
    marks.push(mark);
  }
  for (const badge of badges) {
    if (badge === 'SALE' && showDiscount) continue;
    marks.push({ kind: badge, text: BADGE_TEXT[badge] ? t(BADGE_TEXT[badge]) : badge });
  }
  return inBadgePriority(marks);
}

/**
 * A product in a listing as the grid shows it: image, badges, manufacturer, name, rating, price,
 * and a running lightning deal (its badge first by the spec's priority, §5). A deal 100 % reserved makes the tile a
 * sold-out one, like a shortage (spec §4). No empty fields: each would travel in the RSC payload
 * as "$undefined".
 */
export function tileView(product: ProductTile, i18n: TileTranslator, now: number = Date.now()): TileView {
  const deal = dealView(product.lightningDealInfo, i18n, now);
  const badges = badgeMarks(product.badges, product.discountPercent, i18n.t, deal ? i18n.t('ui.lightning.badge') : undefined);
  const view: TileView = {
    id: product.id,
    name: product.name,
    image: compactImage(product.image, product.name),
    badges: badges.map(compactBadge),
    price: formatMoney(product.price, i18n),
  };
  if (deal) view.deal = deal;
  // A deal tile leads to the deal's item, whose page shows the deal block (spec §2: varid).
  if (product.soldOut || deal?.soldOut) view.soldOut = true;
  else {
    const href = productHref(product.id, deal ? product.lightningDealInfo?.itemId : undefined);
    if (href !== usualHref(product.id)) view.href = href;
  }
  if (product.manufacturer) view.manufacturer = product.manufacturer;
  if (ratingToStars(product.rating) > 0 && typeof product.rating === 'number') view.rating = product.rating;
  if (product.oldPrice && product.oldPrice.amount > product.price.amount) view.oldPrice = formatMoney(product.oldPrice, i18n);
  if (product.fromPrice) view.fromPrice = true;
  if (product.hasVariants) view.hasVariants = true;
  return view;
}
