import Link from 'next/link';
import type { ProductTile as ProductTileData } from '@/lib/listing/catalogue';
import { productHref } from '@/lib/product/product';
import { currentTranslator } from '@/lib/site/site';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { RatingStars } from './rating-stars';
import styles from './product.module.css';

/**
 * How a tile's image loads: `lcp` (the listing's first, likely its largest paint: high priority, which
 * React's server renderer preloads from the document's head), `eager`, or `lazy`.
 */
export type TileImageLoading = 'lcp' | 'eager' | 'lazy';

/**
 * A product in a listing: image, badges, manufacturer, name, rating, price. Spec: a sold-out
 * tile shows an overlay and is not a link. The markup stays lean: every element comes twice,
 * in the HTML and in the RSC payload, and a listing has up to 60 tiles.
 */
export async function ProductTile({ product, loading = 'lazy' }: { product: ProductTileData; loading?: TileImageLoading }) {
  const { t } = await currentTranslator();
  const { image } = product;
  const body = (
    <>
      <div className={styles.tileMedia}>
        <img
          src={image.url}
          alt={image.alt || product.name}
          width={image.width}
          height={image.height}
          decoding="async"
          {...(loading === 'lazy' ? { loading: 'lazy' } : loading === 'lcp' ? { fetchPriority: 'high' } : {})}
        />
        <ProductBadges badges={product.badges} discountPercent={product.discountPercent} />
        {product.soldOut ? (
          <div className={styles.soldOut}>
            <span>{t('ui.product.soldOut')}</span>
          </div>
        ) : null}
      </div>
      <div className={styles.tileBody}>
        {product.manufacturer ? <p>{product.manufacturer}</p> : null}
        <h3>{product.name}</h3>
        <div>
          <RatingStars rating={product.rating} />
        </div>
        <div className={styles.tileFooter}>
          <Price price={product.price} oldPrice={product.oldPrice} fromPrice={product.fromPrice} />
          {product.hasVariants ? <p>{t('ui.product.moreVariants')}</p> : null}
        </div>
      </div>
    </>
  );

  return (
    <article className={product.soldOut ? `${styles.tile} ${styles.tileSoldOut}` : styles.tile} data-testid="product-tile">
      {product.soldOut ? (
        <div className={styles.tileInner}>{body}</div>
      ) : (
        <Link href={productHref(product.id)} className={styles.tileInner}>
          {body}
        </Link>
      )}
    </article>
  );
}

/**
 * Responsive grid of product tiles. `aboveFold`: the grid starts in the first screen (a category,
 * a search), so its first image is the page's largest paint and the first row loads at once;
 * otherwise (the home page, where the grid starts far below) every image loads lazily.
 */
export function ProductGrid({ products, label, aboveFold = false }: { products: readonly ProductTileData[]; label?: string; aboveFold?: boolean }) {
  const loadingOf = (index: number): TileImageLoading => (!aboveFold ? 'lazy' : index === 0 ? 'lcp' : index < 4 ? 'eager' : 'lazy');
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} loading={loadingOf(index)} />
        </li>
      ))}
    </ul>
  );
}
