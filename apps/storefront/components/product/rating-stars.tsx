import { ratingToStars } from '@/lib/product/rating';
import { ratingLabel } from '@/lib/product/rating-label';
import { currentTranslator } from '@/lib/site/site';
import { Stars } from './product-marks';
import styles from './product.module.css';

/** Five stars in half steps (spec thresholds), with the rating as accessible text and an optional count. */
export async function RatingStars({ rating, count, large = false }: { rating: number | null | undefined; count?: number; large?: boolean }) {
  const stars = ratingToStars(rating);
  if (stars === 0 || typeof rating !== 'number') return null;
  const i18n = await currentTranslator();
  const shown = <Stars stars={stars} label={ratingLabel(rating, i18n)} large={large} />;
  if (typeof count !== 'number') return shown;
  return (
    <span className={styles.rating}>
      {shown}
      <span className={styles.ratingCount}>{`(${count.toLocaleString(i18n.intlLocale)})`}</span>
    </span>
  );
}
