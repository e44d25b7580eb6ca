import type { CheckoutConfirmationPageFieldsFragment } from '@tafel/graphql-schema/storefront';
import Link from 'next/link';
import { formatMoney } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import { AddressBlock } from './address-block';
import styles from './checkout.module.css';
import { ConfirmationEffects } from './confirmation-effects';

export type ConfirmedOrder = NonNullable<CheckoutConfirmationPageFieldsFragment['order']>;

/**
 * The thank-you page's body (spec §2): the order number and e-mail, addresses, shipper and
 * payment, lines and totals. ConfirmationEffects (a client component) gets only the cart id it
 * cleans up after.
 */
export async function OrderConfirmation({ order, cartId }: { order: ConfirmedOrder; cartId: string }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  return (
    <div className="container page" data-testid="confirmation">
      <div className={styles.thanks}>
        <h1>{t('ui.confirmation.heading')}</h1>
        <p>
          {t('ui.confirmation.orderNumber')} <span className={styles.orderNumber} data-testid="order-id">{order.orderId}</span>
        </p>
        <p>{t('ui.confirmation.email', { email: order.email })}</p>
      </div>
      <ConfirmationEffects cartId={cartId} />
      <div className={styles.layout} style={{ marginTop: 24 }}>
        <div className={styles.twoColumns}>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t('ui.address.delivery')}</h2>
            <AddressBlock address={order.deliveryAddress} />
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t('ui.address.billing')}</h2>
            <AddressBlock address={order.billingAddress} />
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t('ui.confirmation.shippingPayment')}</h2>
            <p>
              {order.shipperName}
              <br />
              {order.paymentMethodName}
            </p>
            {order.orderReference ? <p className="muted">{t('ui.summary.reference', { reference: order.orderReference })}</p> : null}
          </section>
        </div>
        <aside className={styles.panel}>
          <h2 className={styles.panelTitle}>{t('ui.order.yours')}</h2>
          <ul className={styles.lines}>
            {order.lines.map((line, index) => (
              <li key={`${line.sku}-${index}`} className={styles.line} style={{ gridTemplateColumns: '1fr auto' }}>
                <span>
                  <span className={styles.lineName}>{line.name}</span>
                  <br />
                  <span className={styles.lineMeta}>
                    {line.quantity} × {formatMoney(line.unitPrice, i18n)}
                    {line.variationText ? ` · ${line.variationText}` : ''}
                  </span>
                </span>
                <strong>{formatMoney(line.totalPrice, i18n)}</strong>
              </li>
            ))}
          </ul>
          <dl className={styles.totals} style={{ marginTop: 12 }}>
            <div>
              <dt>{t('ui.totals.shipping')}</dt>
              <dd>{order.shippingCost.amount > 0 ? formatMoney(order.shippingCost, i18n) : t('ui.totals.free')}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{t('ui.totals.total')}</dt>
              <dd>{formatMoney(order.total, i18n)}</dd>
            </div>
          </dl>
          <Link href="/" className="btn btn-large" style={{ marginTop: 18, width: '100%' }}>
            {t('ui.continueShopping')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
