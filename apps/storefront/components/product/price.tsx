import { formatMoney, type MoneyLike } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import styles from './product.module.css';

/** Current price (with "ab" for from-prices) and the old price struck through. */
export async function Price({
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
  const i18n = await currentTranslator();
  const reduced = oldPrice && oldPrice.amount > price.amount;
  return (
    <div className={size === 'large' ? `${styles.price} ${styles.priceLarge}` : styles.price}>
      <span className={reduced ? `${styles.priceCurrent} ${styles.priceReduced}` : styles.priceCurrent}>
        {fromPrice ? <span className={styles.priceFrom}>{`${i18n.t('ui.price.from')} `}</span> : null}
        {testId ? <span data-testid={testId}>{formatMoney(price, i18n)}</span> : formatMoney(price, i18n)}
      </span>
      {reduced ? (
        <span className={styles.priceOld}>
          <span className="visually-hidden">{`${i18n.t('ui.price.insteadOf')} `}</span>
          <s>{formatMoney(oldPrice, i18n)}</s>
        </span>
      ) : null}
    </div>
  );
}
