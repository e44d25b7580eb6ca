'use client';

import { quantityFieldBounds } from '@tafel/domain';
import { lightningAddToCartEvent, type TrackedItem } from '@/lib/tracking/tracking';
import { BuyAnswer, QuantityBuyRow, useQuantityBuyForm } from '../common/quantity-buy-form';
import { useI18n } from '../i18n/i18n-provider';
import { addLightningDealAction } from './actions';
import styles from './lightning.module.css';

/**
 * The deal block's own quantity (spec §2 selectedQtyLightning) and "Zum Blitzpreis in den
 * Warenkorb". The field is bounded by what the cart may still add at the deal price (`min`/`max`
 * of the API's lightningQuantity); the orchestrator checks again and its refusal is shown at the
 * field. A successful add goes onto the data layer as the lightning add event with the reserved
 * percentage (spec §7).
 */
export function LightningBuyBox({
  itemId,
  min,
  max,
  quantityMax,
  reservedPercent,
  tracked,
  currency,
}: {
  itemId: string;
  min: number;
  max: number;
  /** The deal's maximum per cart, for the hint. */
  quantityMax: number;
  reservedPercent: number;
  /** The article at its deal price. */
  tracked: Omit<TrackedItem, 'quantity'>;
  currency: string;
}) {
  const { t } = useI18n();
  const form = useQuantityBuyForm({
    action: addLightningDealAction,
    // Spec §5: a lightning deal's field is capped by the quantity still allowed at the deal price.
    bounds: quantityFieldBounds({ minimumOrderQuantity: Math.max(1, min), maxQuantity: null, lightningMax: max }),
    event: (quantity) => lightningAddToCartEvent({ ...tracked, quantity }, reservedPercent, currency),
  });
  const noneLeft = max < 1;

  if (noneLeft) {
    return (
      <p className="notice notice-info" data-testid="lightning-none-left">
        {t('ui.lightning.buy.noneLeft')}
      </p>
    );
  }

  return (
    <form action={form.submit} noValidate aria-busy={form.pending} data-testid="lightning-buy-box">
      <input type="hidden" name="itemId" value={itemId} />
      <QuantityBuyRow
        form={form}
        className={styles.dealBuy}
        inputId="lightning-quantity-input"
        errorId="lightning-quantity-error"
        label={t('ui.lightning.buy.quantity')}
        buttonClassName={`btn btn-large btn-accent ${styles.dealButton}`}
        buttonTestId="add-lightning-to-cart"
        buttonText={form.pending ? t('ui.lightning.buy.adding') : t('ui.lightning.buy.add')}
      />
      <p className={styles.dealHint}>{t('ui.lightning.buy.maxPerCart', { max: quantityMax })}</p>
      <BuyAnswer form={form} errorId="lightning-quantity-error" generalTestId="lightning-add-error" successTestId="lightning-add-success" />
    </form>
  );
}
