'use client';

import { maxQuantityFor, minQuantityFor } from '@tafel/domain';
import Link from 'next/link';
import { useState } from 'react';
import { validateQuantityInput } from '@/lib/cart/quantity';
import { addToCartEvent, type TrackedItem } from '@/lib/tracking/tracking';
import { CartIcon } from '../common/cart-icon';
import { useI18n } from '../i18n/i18n-provider';
import { QuantityStepper } from '../common/quantity-stepper';
import { useTrackedCartAction } from '../tracking/use-tracked-cart-action';
import { addToCartAction } from './actions';
import styles from './product-detail.module.css';

export interface BuyBoxItem {
  id: string;
  maxQuantity: number;
  minimumOrderQuantity: number;
  availableForSale: boolean;
}

/**
 * Quantity field and add-to-cart button of the product page. The quantity is checked here
 * first (spec §5 limits, messages in the shop language) and again by the server action and the orchestrator.
 * An article put into the cart goes onto the data layer as add_to_cart (`tracked`: what it is).
 * `dealActive`: the item has a running lightning deal, so the minimum-order note is not shown (spec §5).
 */
export function BuyBox({
  productId,
  item,
  tracked,
  currency,
  dealActive = false,
}: {
  productId: string;
  item: BuyBoxItem;
  tracked: Omit<TrackedItem, 'quantity'>;
  currency: string;
  dealActive?: boolean;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const min = minQuantityFor(item);
  const max = maxQuantityFor(item);
  const [state, submitAction, pending] = useTrackedCartAction(addToCartAction);
  const [quantity, setQuantity] = useState(String(min));
  const [localError, setLocalError] = useState<string | null>(null);
  // The answer of the last server round trip is shown until the shopper edits or submits again.
  const [showAnswer, setShowAnswer] = useState(false);

  const serverError = showAnswer && state.status === 'error' ? (state.fieldErrors?.quantity ?? null) : null;
  const generalError = showAnswer && state.status === 'error' && !state.fieldErrors?.quantity ? (state.message ?? null) : null;
  const quantityError = localError ?? serverError;
  const success = showAnswer && state.status === 'success' && !pending;

  const submit = (formData: FormData) => {
    const check = validateQuantityInput(formData.get('quantity'), item, i18n);
    if (!check.ok) {
      setLocalError(check.message);
      setShowAnswer(false);
      return;
    }
    setLocalError(null);
    setShowAnswer(true);
    submitAction({ form: formData, event: addToCartEvent({ ...tracked, quantity: check.quantity }, currency) });
  };

  if (!item.availableForSale) {
    return (
      <div className={styles.buyBox}>
        <p className="notice notice-info">{i18n.message('vue.cart.error.itemNotSaleable')}</p>
      </div>
    );
  }

  return (
    <form action={submit} noValidate className={styles.buyBox} aria-busy={pending}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="itemId" value={item.id} />
      <div className={styles.buyRow}>
        <QuantityStepper
          id="quantity-input"
          value={quantity}
          min={min}
          max={max}
          label={t('ui.quantity')}
          decreaseLabel={t('ui.quantity.decrease')}
          increaseLabel={t('ui.quantity.increase')}
          stepFallback={min}
          onChange={(value) => {
            setQuantity(value);
            setLocalError(null);
            setShowAnswer(false);
          }}
          errorId={quantityError ? 'quantity-error' : undefined}
          testId="quantity-input"
          size="large"
        />
        <button type="submit" className={`btn btn-large ${styles.addButton}`} disabled={pending} data-testid="add-to-cart">
          <CartIcon size={20} />
          {pending ? t('ui.buyBox.adding') : t('ui.buyBox.addToBasket')}
        </button>
      </div>
      {min > 1 && !dealActive ? <p className={styles.hint}>{t('ui.buyBox.minimum', { min })}</p> : null}
      <div aria-live="polite" className={styles.messages}>
        {quantityError ? (
          <p id="quantity-error" className="field-error" data-testid="quantity-error">
            {quantityError}
          </p>
        ) : null}
        {generalError && state.awaitingPayment ? (
          <p className="notice notice-info" data-testid="add-to-cart-awaiting-payment">
            <span>
              {generalError}{' '}
              <Link href="/checkout/summary" className="link">
                {t('ui.basket.toOrder')}
              </Link>
            </span>
          </p>
        ) : generalError ? (
          <p className="notice notice-error">{generalError}</p>
        ) : null}
        {success ? (
          <div className={`notice notice-success ${styles.success}`} data-testid="add-to-cart-success">
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
              <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>
              {state.message}{' '}
              <Link href="/checkout/basket" className="link">
                {t('ui.toBasket')}
              </Link>
            </span>
          </div>
        ) : null}
      </div>
    </form>
  );
}
