import { lightningQuantityBounds } from '@tafel/lightning-machine';
import type { ProductDetail, ProductItem } from '@/lib/listing/catalogue';
import { countdownTexts, type DealView } from '@/lib/lightning/deal-view';
import { getLightningQuantity } from '@/lib/lightning/lightning';
import { currentTranslator } from '@/lib/site/site';
import { trackedProductItem } from '@/lib/tracking/tracking';
import { PriceMark } from '../product/product-marks';
import { Countdown } from './countdown';
import { LightningBuyBox } from './lightning-buy-box';
import { ReservedBar } from './reserved-bar';
import styles from './lightning.module.css';

/**
 * The product page's lightning deal (spec §2, §4): badge, countdown, deal price with the old one,
 * the reserved bar and its own quantity and button. `deal`: the item's running deal (dealView).
 * The quantity's bounds come from the orchestrator's lightningQuantity for this cart; should it
 * not answer, the deal's maximum per cart bounds the field and the orchestrator still refuses more.
 */
export async function DealBlock({ product, item, deal, renderedAt }: { product: ProductDetail; item: ProductItem; deal: DealView; renderedAt: number }) {
  const info = item.lightningDealInfo;
  if (!info) return null;
  const [i18n, allowed] = await Promise.all([currentTranslator(), deal.soldOut ? Promise.resolve(null) : getLightningQuantity(item.id)]);
  const { t } = i18n;
  const bounds = deal.soldOut ? { min: 0, max: 0 } : (allowed ?? lightningQuantityBounds(info.quantityMax));
  return (
    <section className={styles.dealBlock} aria-labelledby="lightning-deal-title" data-testid="lightning-deal">
      <div className={styles.dealHead}>
        <h2 id="lightning-deal-title" className={styles.dealBadge}>
          {t('ui.lightning.badge')}
        </h2>
        <Countdown endsAt={deal.endsAt} renderedAt={renderedAt} texts={countdownTexts(t)} label={t('ui.lightning.endsAt', { date: deal.ends })} />
      </div>
      <div>
        <span className="visually-hidden">{t('ui.lightning.dealPrice')}: </span>
        <PriceMark price={deal.price} oldPrice={deal.oldPrice} insteadOf={t('ui.price.insteadOf')} large testId="lightning-price" />
      </div>
      <ReservedBar percent={deal.reservedPercent} text={t('ui.lightning.reserved', { percent: deal.reservedPercent })} />
      {deal.soldOut ? (
        <p className="notice notice-info">{t('ui.product.soldOut')}</p>
      ) : (
        <LightningBuyBox
          itemId={item.id}
          min={bounds.min}
          max={bounds.max}
          quantityMax={info.quantityMax}
          reservedPercent={deal.reservedPercent}
          tracked={trackedProductItem(product, item, info.price)}
          currency={info.price.currency}
        />
      )}
    </section>
  );
}
