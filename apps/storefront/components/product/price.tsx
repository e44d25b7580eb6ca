import { formatMoney, type MoneyLike } from '../../lib/format';
import styles from './product.module.css';

/** Current price (with "ab" for from-prices) and the old price struck through. */
export function Price({
  price,
  oldPrice,
  fromPrice = false,
  size = 'regular',
  testId,
}: {
  price: MoneyLike;
  oldPrice?: MoneyLike | null;
  fromPrice?: boolean;
  size?: 'regular' | 'large';
  testId?: string;
}) {
  const reduced = oldPrice && oldPrice.amount > price.amount;
  return (
    <div className={`${styles.price} ${size === 'large' ? styles.priceLarge : ''}`}>
      <span className={`${styles.priceCurrent} ${reduced ? styles.priceReduced : ''}`}>
        {fromPrice ? <span className={styles.priceFrom}>ab </span> : null}
        <span data-testid={testId}>{formatMoney(price)}</span>
      </span>
      {reduced ? (
        <span className={styles.priceOld}>
          <span className="visually-hidden">statt </span>
          <s>{formatMoney(oldPrice)}</s>
        </span>
      ) : null}
    </div>
  );
}
