'use client';

// A client component for one reason: its props (a few hundred bytes of data per tile) are what the
// RSC payload carries, instead of each tile's rendered element tree (about four times as much, and a
// listing has up to 60 tiles). The tiles are rendered on the server all the same (SSR).
import Link from 'next/link';
import { BadgeList, PriceMark, Stars } from './product-marks';
import type { TileView } from '@/lib/product/tile-view';
import styles from './product.module.css';

/** The texts every tile shares, sent once per grid. */
export interface TileTexts {
  soldOut: string;
  moreVariants: string;
  badges: string;
  youSave: string;
  insteadOf: string;
  from: string;
}

/** How a tile's image loads: high priority (the listing's largest paint; React preloads it in a Link header), eager, or lazy. */
function imageLoading(index: number, aboveFold: boolean): { loading?: 'lazy'; fetchPriority?: 'high' } {
  if (!aboveFold || index >= 4) return { loading: 'lazy' };
  return index === 0 ? { fetchPriority: 'high' } : {};
}

function Tile({ tile, texts, index, aboveFold }: { tile: TileView; texts: TileTexts; index: number; aboveFold: boolean }) {
  const { image } = tile;
  const body = (
    <>
      <div className={styles.tileMedia}>
        <img src={image.url} alt={image.alt} width={image.width} height={image.height} decoding="async" {...imageLoading(index, aboveFold)} />
        <BadgeList badges={tile.badges} label={texts.badges} youSave={texts.youSave} />
        {tile.href ? null : (
          <div className={styles.soldOut}>
            <span>{texts.soldOut}</span>
          </div>
        )}
      </div>
      <div className={styles.tileBody}>
        {tile.manufacturer ? <p>{tile.manufacturer}</p> : null}
        <h3>{tile.name}</h3>
        <div>{tile.stars ? <Stars stars={tile.stars.count} label={tile.stars.label} /> : null}</div>
        <div className={styles.tileFooter}>
          <PriceMark price={tile.price} oldPrice={tile.oldPrice} from={tile.fromPrice ? texts.from : undefined} insteadOf={texts.insteadOf} />
          {tile.hasVariants ? <p>{texts.moreVariants}</p> : null}
        </div>
      </div>
    </>
  );
  return (
    <article className={tile.href ? styles.tile : `${styles.tile} ${styles.tileSoldOut}`} data-testid="product-tile">
      {tile.href ? (
        <Link href={tile.href} className={styles.tileInner}>
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
 * otherwise (the home page, where the grid starts far below) every image loads lazily.
 */
export function ProductGridView({ tiles, texts, label, aboveFold }: { tiles: readonly TileView[]; texts: TileTexts; label?: string; aboveFold: boolean }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {tiles.map((tile, index) => (
        <li key={tile.id}>
          <Tile tile={tile} texts={texts} index={index} aboveFold={aboveFold} />
        </li>
      ))}
    </ul>
  );
}
