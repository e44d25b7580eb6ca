import { ratingLabel, ratingToStars, starFills } from '@/lib/product/rating';
import { currentTranslator } from '@/lib/site/site';
import styles from './product.module.css';

const STAR_PATH = 'M10 1.6l2.5 5.3 5.8.7-4.3 4 1.1 5.8L10 14.6l-5.1 2.8 1.1-5.8-4.3-4 5.8-.7z';

function Star({ size, className }: { size: number; className: string | undefined }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true" className={className}>
      <path d={STAR_PATH} />
    </svg>
  );
}

/** Five stars in half steps (spec thresholds), with the rating as accessible text and an optional count. */
export async function RatingStars({ rating, count, size = 16 }: { rating: number | null | undefined; count?: number; size?: number }) {
  const stars = ratingToStars(rating);
  if (stars === 0 || typeof rating !== 'number') return null;
  const i18n = await currentTranslator();
  return (
    <span className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={ratingLabel(rating, i18n)}>
        {starFills(stars).map((fill, index) => (
          <span key={index} className={styles.starBox} style={{ width: size, height: size }}>
            <Star size={size} className={styles.starEmpty} />
            {fill !== 'empty' ? (
              <span className={styles.starFill} style={{ width: fill === 'half' ? '50%' : '100%' }}>
                <Star size={size} className={styles.starFull} />
              </span>
            ) : null}
          </span>
        ))}
      </span>
      {typeof count === 'number' ? <span className={styles.ratingCount}>({count.toLocaleString(i18n.intlLocale)})</span> : null}
    </span>
  );
}
