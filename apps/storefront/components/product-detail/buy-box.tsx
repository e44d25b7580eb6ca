'use client';

import { quantityFieldBounds } from '@tafel/domain';
import type { ReactNode } from 'react';
import { addToCartEvent, type TrackedItem } from '@/lib/tracking/tracking';
import { BuyAnswer, QuantityBuyRow, useQuantityBuyForm } from '../common/quantity-buy-form';
import { useI18n } from '../i18n/i18n-provider';
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
 * `wishlistButton`: the slot for the wishlist heart beside the add-to-cart row (issue 29, wishlist part),
 * shown for unsaleable items too (they can still be noted).
 */
export function BuyBox({
  productId,
  item,
  tracked,
  currency,
  dealActive = false,
  wishlistButton,
}: {
  productId: string;
  item: BuyBoxItem;
  tracked: Omit<TrackedItem, 'quantity'>;
  currency: string;
  dealActive?: boolean;
  wishlistButton?: ReactNode;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  // Spec §5: minimumOrderQuantity … maxQuantity (else 9999), one clamp rule with the basket.
  const bounds = quantityFieldBounds(item);
  const min = bounds.min;
  const form = useQuantityBuyForm({
    action: addToCartAction,
    bounds,
    event: (quantity) => addToCartEvent({ ...tracked, quantity }, currency),
  });

  if (!item.availableForSale) {
    return (
      <div className={styles.buyBox}>
        <p className="notice notice-info">{i18n.message('vue.cart.error.itemNotSaleable')}</p>
        {wishlistButton ? <div className={styles.wishlistSlot}>{wishlistButton}</div> : null}
      </div>
    );
  }

  return (
    <form action={form.submit} noValidate className={styles.buyBox} aria-busy={form.pending}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="itemId" value={item.id} />
      <QuantityBuyRow
        form={form}
        className={styles.buyRow}
        inputId="quantity-input"
        errorId="quantity-error"
        label={t('ui.quantity')}
        buttonClassName={`btn btn-large ${styles.addButton}`}
        buttonTestId="add-to-cart"
        buttonText={form.pending ? t('ui.buyBox.adding') : t('ui.buyBox.addToBasket')}
      />
      {wishlistButton ? <div className={styles.wishlistSlot}>{wishlistButton}</div> : null}
      {min > 1 && !dealActive ? <p className={styles.hint}>{t('ui.buyBox.minimum', { min })}</p> : null}
      <BuyAnswer
        form={form}
        className={styles.messages}
        errorId="quantity-error"
        awaitingPaymentTestId="add-to-cart-awaiting-payment"
        successTestId="add-to-cart-success"
        successClassName={styles.success}
        successIcon={
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.15" />
            <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        }
      />
    </form>
  );
}
