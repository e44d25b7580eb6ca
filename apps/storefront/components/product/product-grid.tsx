'use client';

// A client component for one reason: its props (a few hundred bytes of data per tile) are what the
// RSC payload carries, instead of each tile's rendered element tree (about four times as much, and a
// listing has up to 60 tiles). The tiles are rendered on the server all the same (SSR).
import Link from 'next/link';
import { useSyncExternalStore } from 'react';
import { BadgeList, PriceMark, Stars } from './product-marks';
import { TileDeal } from '../lightning/tile-deal';
import type { DealTexts } from '@/lib/lightning/deal-view';
import { tileBadgeMarks, tileHref, tileStars, type NamedBadgeKind } from '@/lib/product/tile-derive';
import { tileImage, tileImageLoading, type TilePlacement } from '@/lib/product/tile-image';
import type { TileView } from '@/lib/product/tile-view';
import type { TrackedItemList } from '@/lib/tracking/item-list';
import { useItemListTracking } from '../tracking/use-item-list-tracking';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import styles from './product.module.css';

/** The texts every tile shares, sent once per grid. */
export interface TileTexts {
  soldOut: string;
  moreVariants: string;
  badges: string;
  youSave: string;
  insteadOf: string;
  from: string;
  /** The texts of the badges the tiles show by kind only. */
  badgeNames: Partial<Record<NamedBadgeKind, string>>;
  /** The rating label with its placeholder and the locale of the number; only when a tile has stars. */
  rating?: { label: string; locale: string };
  /** Only when a tile of the grid has a lightning deal. */
  deal?: DealTexts;
}

const noSubscription = () => () => {};

/** False in the server's HTML and while hydrating, true once the page runs in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Tile({ tile, texts, index, placement, renderedAt }: { tile: TileView; texts: TileTexts; index: number; placement: TilePlacement; renderedAt: number }) {
  const image = tileImage(tile);
  const href = tileHref(tile);
  const stars = texts.rating ? tileStars(tile.rating, texts.rating.label, texts.rating.locale) : undefined;
  const body = (
    <>
      <div className={styles.tileMedia}>
        <img src={image.url} alt={image.alt} width={image.width} height={image.height} decoding="async" {...tileImageLoading(index, placement)} />
        <BadgeList badges={tileBadgeMarks(tile.badges, texts.badgeNames)} label={texts.badges} youSave={texts.youSave} />
        {href ? null : (
          <div className={styles.soldOut}>
            <span>{texts.soldOut}</span>
          </div>
        )}
      </div>
      <div className={styles.tileBody}>
        {tile.manufacturer ? <p>{tile.manufacturer}</p> : null}
        <h3>{tile.name}</h3>
        <div>{stars ? <Stars stars={stars.count} label={stars.label} /> : null}</div>
        <div className={styles.tileFooter}>
          {tile.deal && texts.deal ? (
            <TileDeal deal={tile.deal} texts={texts.deal} renderedAt={renderedAt} />
          ) : (
            <PriceMark price={tile.price} oldPrice={tile.oldPrice} from={tile.fromPrice ? texts.from : undefined} insteadOf={texts.insteadOf} />
          )}
          {tile.hasVariants ? <p>{texts.moreVariants}</p> : null}
        </div>
      </div>
    </>
  );
  return (
    <article className={href ? styles.tile : `${styles.tile} ${styles.tileSoldOut}`} data-testid="product-tile">
      <WishlistHeart productId={tile.id} itemId={null} name={tile.name} placement="tile" />
      {href ? (
        <Link href={href} className={styles.tileInner}>
          {body}
        </Link>
      ) : (
        <div className={styles.tileInner}>{body}</div>
      )}
    </article>
  );
}

/**
 * Responsive grid of product tiles. `aboveFold`: the grid starts in the first screen (a category,
 * a search), so its first image is the page's largest paint and the first row loads at once;
 * otherwise (the home page, where the grid starts far below) every image loads lazily — unless it is a
 * `carousel` (recommendations, the lightning strip), whose first 4 images load eagerly (spec §9).
 * `renderedAt`: the server's time, the lightning countdowns' first value (no hydration mismatch).
 * `className` replaces the grid's layout (the home's lightning strip is one scrolling row).
 * `list`: the list's tracking (view_item_list, select_item); untracked without it.
 * `testId`: the listing's own result grid is told from other rows of tiles on its page (topsellers).
 * `initialCount`: only so many tiles go into the server's HTML, the rest follow after hydration (their
 * data is in the props all the same; spec §9: a recommendation carousel renders 5 slides initially).
 */
export function ProductGridView({
  tiles,
  texts,
  label,
  aboveFold,
  carousel = false,
  renderedAt,
  className,
  list,
  testId,
  initialCount,
}: {
  tiles: readonly TileView[];
  texts: TileTexts;
  label?: string;
  aboveFold: boolean;
  carousel?: boolean;
  renderedAt: number;
  className?: string;
  list?: TrackedItemList;
  testId?: string;
  initialCount?: number;
}) {
  const tracking = useItemListTracking(list, tiles);
  const hydrated = useHydrated();
  const shown = hydrated || initialCount === undefined ? tiles : tiles.slice(0, initialCount);
  const placement: TilePlacement = { aboveFold, carousel };
  return (
    <ul className={className ?? styles.grid} aria-label={label} ref={tracking.ref} onClick={tracking.onClick} data-item-list={list?.id} data-testid={testId}>
      {shown.map((tile, index) => (
        <li key={tile.id}>
          <Tile tile={tile} texts={texts} index={index} placement={placement} renderedAt={renderedAt} />
        </li>
      ))}
    </ul>
  );
}
