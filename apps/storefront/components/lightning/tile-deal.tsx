import type { DealTexts, DealView } from '@/lib/lightning/deal-view';
import { PriceMark } from '../product/product-marks';
import { Countdown } from './countdown';
import { ReservedBar } from './reserved-bar';
import styles from './lightning.module.css';

/**
 * A tile's lightning part: the deal price with the old one, the reserved bar and the countdown.
 * Rendered inside the client product grid; only the countdown ticks.
 */
export function TileDeal({ deal, texts, renderedAt }: { deal: DealView; texts: DealTexts; renderedAt: number }) {
  return (
    <div className={styles.tileDeal}>
      <PriceMark price={deal.price} oldPrice={deal.oldPrice} insteadOf={texts.insteadOf} testId="deal-price" />
      <ReservedBar percent={deal.reservedPercent} text={texts.reserved.replace('{percent}', String(deal.reservedPercent))} />
      <Countdown endsAt={deal.endsAt} renderedAt={renderedAt} texts={texts.countdown} label={texts.endsAt.replace('{date}', deal.ends)} />
    </div>
  );
}
