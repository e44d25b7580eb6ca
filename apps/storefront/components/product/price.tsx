import { formatMoney, type MoneyLike } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import { PriceMark } from './product-marks';

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
    <PriceMark
      price={formatMoney(price, i18n)}
      oldPrice={reduced ? formatMoney(oldPrice, i18n) : undefined}
      from={fromPrice ? i18n.t('ui.price.from') : undefined}
      insteadOf={i18n.t('ui.price.insteadOf')}
      large={size === 'large'}
      testId={testId}
    />
  );
}
