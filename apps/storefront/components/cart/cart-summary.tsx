import Link from 'next/link';
import type { Cart } from '@/lib/cart/cart-result';
import { formatMoney } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import { VoucherForm } from './voucher-form';
import styles from './cart.module.css';

/**
 * Totals of the basket and the way to the checkout; while the cart's order waits for its payment
 * at the provider, the way to that order instead.
 */
export async function CartSummary({ cart, awaitingPayment = false }: { cart: Cart; awaitingPayment?: boolean }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const freeShipping = cart.shippingCost.amount <= 0;
  return (
    <aside className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.summaryTitle}>
        {t('ui.cart.summary')}
      </h2>
      <VoucherForm vouchers={cart.vouchers} locked={awaitingPayment} />
      <dl className={styles.totals}>
        <div>
          <dt>{t('ui.totals.subtotal')}</dt>
          <dd data-testid="cart-subtotal">{formatMoney(cart.subtotal, i18n)}</dd>
        </div>
        {cart.promotionsSaving.amount > 0 ? (
          <div className={styles.promotionSaving}>
            <dt>{t('ui.totals.promotionsSaving')}</dt>
            <dd data-testid="cart-promotions-saving">−{formatMoney(cart.promotionsSaving, i18n)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('ui.totals.shipping')}</dt>
          <dd data-testid="cart-shipping">
            {freeShipping ? (
              <span className={styles.free}>{t('ui.totals.free')}</span>
            ) : (
              formatMoney(cart.shippingCost, i18n)
            )}
          </dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>
            {t('ui.totals.total')} <span className={styles.taxNote}>{t('ui.totals.inclVat')}</span>
          </dt>
          <dd data-testid="cart-total">{formatMoney(cart.total, i18n)}</dd>
        </div>
        <div className={styles.tax}>
          <dt>{t('ui.totals.vat')}</dt>
          <dd>{formatMoney(cart.tax, i18n)}</dd>
        </div>
      </dl>
      {cart.deliveryFreeMessage ? (
        <p className={`notice notice-info ${styles.deliveryFree}`}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
          </svg>
          <span>{cart.deliveryFreeMessage}</span>
        </p>
      ) : null}
      {cart.payless ? (
        <p className={`notice notice-success ${styles.paylessNote}`} data-testid="cart-payless">
          {t('ui.cart.payless')}
        </p>
      ) : null}
      {awaitingPayment ? (
        <Link href="/checkout/summary" className={`btn btn-large btn-accent ${styles.checkoutButton}`} data-testid="to-order">
          {t('ui.basket.toOrder')}
        </Link>
      ) : (
        <Link href="/checkout/login" className={`btn btn-large btn-accent ${styles.checkoutButton}`} data-testid="to-checkout">
          {t('ui.cart.toCheckout')}
        </Link>
      )}
      <div className={styles.paymentHint}>
        <p>{t('ui.cart.payWith')}</p>
        <ul>
          <li>{t('ui.payment.invoice')}</li>
          <li>PayPal</li>
          <li>Visa</li>
          <li>Mastercard</li>
        </ul>
      </div>
    </aside>
  );
}
