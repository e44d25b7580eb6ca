// Presentational pieces of a product that take translated text only (no translator, no hooks):
// the server's Price / ProductBadges / RatingStars render them, and so does the client product grid.
import styles from './product.module.css';
import type { BadgeMark } from '@/lib/product/tile-view';

const BADGE_CLASS: Record<BadgeMark['kind'], string | undefined> = {
  LIGHTNING: styles.badgeLightning,
  DISCOUNT: styles.badgeDiscount,
  NEW: styles.badgeNew,
  POPULAR: styles.badgePopular,
  SALE: styles.badgeSale,
};

/** The badges of a product; a discount is read out as "Sie sparen −15 %" (`youSave`). */
export function BadgeList({ badges, label, youSave }: { badges: readonly BadgeMark[]; label: string; youSave: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={styles.badges} aria-label={label}>
      {badges.map((badge) => (
        <li key={badge.kind} className={`${styles.badge} ${BADGE_CLASS[badge.kind] ?? ''}${badge.highlight ? ` ${styles.badgeHighlight}` : ''}`}>
          {badge.kind === 'DISCOUNT' ? <span className="visually-hidden">{`${youSave} `}</span> : null}
          {badge.text}
        </li>
      ))}
    </ul>
  );
}

/** Five stars drawn by CSS from `data-stars` (0.5 to 5), with the rating as accessible text. */
export function Stars({ stars, label, large = false }: { stars: number; label: string; large?: boolean }) {
  return <span className={large ? `${styles.stars} ${styles.starsLarge}` : styles.stars} role="img" aria-label={label} data-stars={stars} />;
}

/** Current price (with "ab" for from-prices) and the old price struck through; the amounts already formatted. */
export function PriceMark({
  price,
  oldPrice,
  from,
  insteadOf,
  large = false,
  testId,
}: {
  price: string;
  /** Only when the old price is higher. */
  oldPrice?: string;
  /** "ab", for a from-price. */
  from?: string;
  insteadOf: string;
  large?: boolean;
  testId?: string;
}) {
  return (
    <div className={large ? `${styles.price} ${styles.priceLarge}` : styles.price}>
      <span className={oldPrice ? `${styles.priceCurrent} ${styles.priceReduced}` : styles.priceCurrent}>
        {from ? <span className={styles.priceFrom}>{`${from} `}</span> : null}
        {testId ? <span data-testid={testId}>{price}</span> : price}
      </span>
      {oldPrice ? (
        <span className={styles.priceOld}>
          <span className="visually-hidden">{`${insteadOf} `}</span>
          <s>{oldPrice}</s>
        </span>
      ) : null}
    </div>
  );
}
