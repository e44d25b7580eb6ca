import Link from 'next/link';
import type { ProductTile as ProductTileData } from '@/lib/listing/catalogue';
import { productHref } from '@/lib/product/product';
import { currentTranslator } from '@/lib/site/site';
import { Price } from './price';
import { ProductBadges } from './product-badges';
import { RatingStars } from './rating-stars';
import styles from './product.module.css';

/**
 * A product in a listing: image, badges, manufacturer, name, rating, price. Spec: a sold-out
 * tile shows an overlay and is not a link.
 */
export async function ProductTile({ product, eager = false }: { product: ProductTileData; eager?: boolean }) {
  const { t } = await currentTranslator();
  const body = (
    <>
      <div className={styles.tileMedia}>
        <img
          src={product.image.url}
          alt={product.image.alt || product.name}
          width={product.image.width}
          height={product.image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        <div className={styles.tileBadges}>
          <ProductBadges badges={product.badges} discountPercent={product.discountPercent} />
        </div>
        {product.soldOut ? (
          <div className={styles.soldOut}>
            <span>{t('ui.product.soldOut')}</span>
          </div>
        ) : null}
      </div>
      <div className={styles.tileBody}>
        {product.manufacturer ? <p className={styles.tileManufacturer}>{product.manufacturer}</p> : null}
        <h3 className={styles.tileName}>{product.name}</h3>
        <div className={styles.tileRating}>
          <RatingStars rating={product.rating} />
        </div>
        <div className={styles.tileFooter}>
          <Price price={product.price} oldPrice={product.oldPrice} fromPrice={product.fromPrice} />
          {product.hasVariants ? <p className={styles.tileVariants}>{t('ui.product.moreVariants')}</p> : null}
        </div>
      </div>
    </>
  );

  return (
    <article className={`${styles.tile} ${product.soldOut ? styles.tileSoldOut : ''}`} data-testid="product-tile">
      {product.soldOut ? (
        <div className={styles.tileInner}>
          {body}
        </div>
      ) : (
        <Link href={productHref(product.id)} className={styles.tileInner}>
          {body}
        </Link>
      )}
    </article>
  );
}

/** Responsive grid of product tiles; the first row loads eagerly. */
export function ProductGrid({ products, label }: { products: readonly ProductTileData[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  );
}
