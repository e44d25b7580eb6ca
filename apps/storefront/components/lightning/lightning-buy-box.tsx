'use client';

import Link from 'next/link';
import { useState } from 'react';
import { validateQuantityInput } from '@/lib/cart/quantity';
import { lightningAddToCartEvent, type TrackedItem } from '@/lib/tracking/tracking';
import { CartIcon } from '../common/cart-icon';
import { QuantityStepper } from '../common/quantity-stepper';
import { useI18n } from '../i18n/i18n-provider';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
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
  const i18n = useI18n();
  const { t } = i18n;
  const [state, submitAction, pending] = useTrackedCartAction(addLightningDealAction);
  const [quantity, setQuantity] = useState(String(min));
  const [localError, setLocalError] = useState<string | null>(null);
  const [showAnswer, setShowAnswer] = useState(false);

  const serverFieldError = showAnswer && state.status === 'error' ? (state.fieldErrors?.quantity ?? null) : null;
  const generalError = showAnswer && state.status === 'error' && !state.fieldErrors?.quantity ? (state.message ?? null) : null;
  const quantityError = localError ?? serverFieldError;
  const success = showAnswer && state.status === 'success' && !pending;
  const noneLeft = max < 1;

  const submit = (formData: FormData) => {
    const check = validateQuantityInput(formData.get('quantity'), { minimumOrderQuantity: Math.max(1, min), maxQuantity: max }, i18n);
    if (!check.ok) {
      setLocalError(check.message);
      setShowAnswer(false);
      return;
    }
    setLocalError(null);
    setShowAnswer(true);
    submitAction({ form: formData, event: lightningAddToCartEvent({ ...tracked, quantity: check.quantity }, reservedPercent, currency) });
  };

  if (noneLeft) {
    return (
      <p className="notice notice-info" data-testid="lightning-none-left">
        {t('ui.lightning.buy.noneLeft')}
      </p>
    );
  }

  return (
    <form action={submit} noValidate aria-busy={pending} data-testid="lightning-buy-box">
      <input type="hidden" name="itemId" value={itemId} />
      <div className={styles.dealBuy}>
        <QuantityStepper
          id="lightning-quantity-input"
          value={quantity}
          min={min}
          max={max}
          label={t('ui.lightning.buy.quantity')}
          decreaseLabel={t('ui.quantity.decrease')}
          increaseLabel={t('ui.quantity.increase')}
          stepFallback={min}
          onChange={(value) => {
            setQuantity(value);
            setLocalError(null);
            setShowAnswer(false);
          }}
          errorId={quantityError ? 'lightning-quantity-error' : undefined}
          testId="lightning-quantity-input"
          size="large"
        />
        <button type="submit" className={`btn btn-large btn-accent ${styles.dealButton}`} disabled={pending} data-testid="add-lightning-to-cart">
          <CartIcon size={20} />
          {pending ? t('ui.lightning.buy.adding') : t('ui.lightning.buy.add')}
        </button>
      </div>
      <p className={styles.dealHint}>{t('ui.lightning.buy.maxPerCart', { max: quantityMax })}</p>
      <div aria-live="polite">
        {quantityError ? (
          <p id="lightning-quantity-error" className="field-error" data-testid="lightning-quantity-error">
            {quantityError}
          </p>
        ) : null}
        {generalError ? (
          <p className="notice notice-error" data-testid="lightning-add-error">
            {generalError}
          </p>
        ) : null}
        {success ? (
          <p className="notice notice-success" data-testid="lightning-add-success">
            <span>
              {state.message}{' '}
              <Link href="/checkout/basket" className="link">
                {t('ui.toBasket')}
              </Link>
            </span>
          </p>
        ) : null}
      </div>
    </form>
  );
}
