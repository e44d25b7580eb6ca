import { ratingLabel, ratingToStars } from '@/lib/product/rating';
import { currentTranslator } from '@/lib/site/site';
import styles from './product.module.css';

/**
 * Five stars in half steps (spec thresholds), with the rating as accessible text and an optional count.
 * One element per rating: the stars are drawn by CSS from `data-stars` (a listing of 60 tiles
 * carried 600 inline SVGs before, twice: in the HTML and in the RSC payload).
 */
export async function RatingStars({ rating, count, large = false }: { rating: number | null | undefined; count?: number; large?: boolean }) {
  const stars = ratingToStars(rating);
  if (stars === 0 || typeof rating !== 'number') return null;
  const i18n = await currentTranslator();
  const shown = (
    <span className={large ? `${styles.stars} ${styles.starsLarge}` : styles.stars} role="img" aria-label={ratingLabel(rating, i18n)} data-stars={stars} />
  );
  if (typeof count !== 'number') return shown;
  return (
    <span className={styles.rating}>
      {shown}
      <span className={styles.ratingCount}>{`(${count.toLocaleString(i18n.intlLocale)})`}</span>
    </span>
  );
}
