import Link from 'next/link';
import type { AccountOrderView } from '@/lib/account/account-orders';
import { formatDay, formatOrderDate } from '@/lib/account/order-dates';
import { ordersHref, type OrderListQuery } from '@/lib/account/order-history';
import { countryName } from '@/lib/checkout/countries';
import { addressName } from '@/lib/checkout/salutations';
import { formatMoney } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import styles from './account.module.css';

type OrderAddress = AccountOrderView['billingAddress'];

/** An address as it was when the order was placed (a packstation with its post number). */
async function OrderAddressBlock({ address }: { address: OrderAddress }) {
  const i18n = await currentTranslator();
  return (
    <address className={styles.address}>
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {addressName(address, i18n)}
      <br />
      {address.streetAndNumber}
      {address.isStation && address.postNumber ? (
        <>
          <br />
          {i18n.t('ui.orderDetail.postNumber', { postNumber: address.postNumber })}
        </>
      ) : null}
      {address.addition && !address.isStation ? (
        <>
          <br />
          {address.addition}
        </>
      ) : null}
      <br />
      {address.postcode} {address.city}
      <br />
      {countryName(address.country, i18n)}
    </address>
  );
}

/** The order detail: addresses, payment, reference, comment, totals and each parcel with its items. */
export async function OrderDetail({ order, list }: { order: AccountOrderView; list: OrderListQuery }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  // The links are trusted as they come: the orchestrator's contract lets only http(s) URLs and shop paths through (order-links.ts).
  const returnHref = order.returnPath;
  const count = order.shipments.length;
  // The orchestrator names the payment in German; the English shop translates the ids it knows.
  const paymentKey = `ui.orderDetail.paymentMethod.${order.paymentMethodId}`;
  const payment = i18n.language === 'de' || !i18n.has(paymentKey) ? order.paymentMethodName : i18n.message(paymentKey);
  return (
    <article aria-labelledby="order-title" data-testid="order-detail">
      <Link href={ordersHref(list)} className={`link ${styles.back}`} data-testid="order-back">
        ← {t('ui.orderDetail.back')}
      </Link>
      <div className={styles.detailHead}>
        <div>
          <h2 id="order-title" className="section-title">
            {t('ui.orderDetail.title', { number: order.orderId })}
          </h2>
          <p className="muted" data-testid="order-date">{t('ui.orderDetail.orderedAt', { date: formatOrderDate(order.orderedAt, i18n.intlLocale) })}</p>
        </div>
        <span className={`${styles.status} ${styles[`status_${order.status}`] ?? ''}`} data-testid="order-status">
          {t(`ui.orders.status.${order.status}`)}
        </span>
      </div>
      {returnHref ? (
        <p>
          <Link href={returnHref} className="btn btn-secondary" data-testid="order-return-link">
            {t('ui.orderDetail.returnItems')}
          </Link>
        </p>
      ) : null}
      <div className={styles.detailGrid}>
        <section className={styles.panel} aria-labelledby="order-billing">
          <h3 id="order-billing" className={styles.panelTitle}>
            {t('ui.orderDetail.billingAddress')}
          </h3>
          <OrderAddressBlock address={order.billingAddress} />
        </section>
        <section className={styles.panel} aria-labelledby="order-delivery">
          <h3 id="order-delivery" className={styles.panelTitle}>
            {t('ui.orderDetail.deliveryAddress')}
          </h3>
          <OrderAddressBlock address={order.deliveryAddress} />
        </section>
        <section className={styles.panel} aria-labelledby="order-payment">
          <h3 id="order-payment" className={styles.panelTitle}>
            {t('ui.orderDetail.payment')}
          </h3>
          <p data-testid="order-payment">{payment}</p>
          {order.orderReference ? (
            <>
              <h3 className={styles.panelTitle}>{t('ui.orderDetail.reference')}</h3>
              <p data-testid="order-reference">{order.orderReference}</p>
            </>
          ) : null}
          {order.comment ? (
            <>
              <h3 className={styles.panelTitle}>{t('ui.orderDetail.comment')}</h3>
              <p className={styles.comment}>{order.comment}</p>
            </>
          ) : null}
        </section>
        <section className={styles.panel} aria-labelledby="order-totals">
          <h3 id="order-totals" className={styles.panelTitle}>
            {t('ui.orderDetail.totals')}
          </h3>
          <dl className={styles.totals}>
            <div>
              <dt>{t('ui.totals.subtotal')}</dt>
              <dd>{formatMoney(order.subtotal, i18n)}</dd>
            </div>
            <div>
              <dt>{t('ui.totals.shipping')}</dt>
              <dd>{order.shippingCost.amount > 0 ? formatMoney(order.shippingCost, i18n) : t('ui.totals.free')}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{t('ui.totals.total')}</dt>
              <dd data-testid="order-total">{formatMoney(order.total, i18n)}</dd>
            </div>
          </dl>
        </section>
      </div>
      <h3 className={styles.sectionHeading}>{t('ui.orderDetail.shipments')}</h3>
      <ol className={styles.shipments}>
        {order.shipments.map((shipment) => {
          const tracking = shipment.trackingLink;
          const invoice = shipment.invoiceLink;
          return (
            <li key={shipment.number} className={styles.shipment} data-testid={`shipment-${shipment.number}`}>
              <div className={styles.shipmentHead}>
                <h4 className={styles.shipmentTitle}>{t('ui.orderDetail.shipment', { number: shipment.number, count })}</h4>
                <span className={`${styles.status} ${styles[`status_${shipment.status}`] ?? ''}`}>{t(`ui.orderDetail.shipmentStatus.${shipment.status}`)}</span>
              </div>
              <p className={styles.shipmentFacts}>
                <span>{t('ui.orderDetail.carrier', { carrier: shipment.carrier })}</span>
                {shipment.deliveredAt ? <span>{t('ui.orderDetail.delivered', { date: formatDay(shipment.deliveredAt, i18n.intlLocale) })}</span> : null}
                {!shipment.deliveredAt && shipment.expectedDeliveryDate ? <span>{t('ui.orderDetail.expected', { date: formatDay(shipment.expectedDeliveryDate, i18n.intlLocale) })}</span> : null}
                {shipment.trackingCode ? <span>{t('ui.orderDetail.trackingCode', { code: shipment.trackingCode })}</span> : null}
              </p>
              {tracking || invoice ? (
                <p className={styles.shipmentLinks}>
                  {tracking ? (
                    <a href={tracking} target="_blank" rel="noopener noreferrer" className="btn btn-secondary" aria-label={t('ui.orderDetail.trackingOf', { number: shipment.number, carrier: shipment.carrier })} data-testid="tracking-link">
                      {t('ui.orderDetail.tracking')}
                    </a>
                  ) : null}
                  {invoice ? (
                    <a href={invoice} target="_blank" rel="noopener noreferrer" className="link" aria-label={t('ui.orderDetail.invoiceOf', { number: shipment.number })} data-testid="invoice-link">
                      {t('ui.orderDetail.invoice')}
                    </a>
                  ) : null}
                </p>
              ) : null}
              <ul className={styles.lines}>
                {shipment.items.map((line) => {
                  const review = line.reviewPath;
                  return (
                    <li key={`${line.lineNo}-${line.itemId}`} className={styles.line} data-testid={`order-line-${line.sku}`}>
                      <img src={line.image.url} alt={line.image.alt || line.name} width={72} height={72} loading="lazy" className={styles.lineImage} />
                      <div className={styles.lineText}>
                        <p className={styles.lineName}>{line.name}</p>
                        <p className="muted">
                          {t('ui.orderDetail.sku', { sku: line.sku })}
                          {line.variationText ? ` · ${line.variationText}` : null}
                        </p>
                        <p className="muted">
                          {t('ui.orderDetail.quantity', { quantity: line.quantity })} · {t('ui.orderDetail.unitPrice', { price: formatMoney(line.unitPrice, i18n) })}
                        </p>
                        <p className={styles.badges}>
                          {line.alreadyReturned ? (
                            <span className={`${styles.badge} ${styles.badgeMuted}`} data-testid="line-returned">
                              {t('ui.orderDetail.alreadyReturned')}
                            </span>
                          ) : line.returnedQuantity > 0 ? (
                            <span className={`${styles.badge} ${styles.badgeMuted}`} data-testid="line-partly-returned">
                              {t('ui.orderDetail.partlyReturned', { count: line.returnedQuantity })}
                            </span>
                          ) : null}
                          {line.returnable ? <span className={styles.badge}>{t('ui.orderDetail.returnable')}</span> : null}
                          {review ? (
                            <Link href={review} className="link" prefetch={false}>
                              {t('ui.orderDetail.review')}
                            </Link>
                          ) : null}
                        </p>
                      </div>
                      <p className={`${styles.money} ${styles.linePrice}`}>{formatMoney(line.totalPrice, i18n)}</p>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </article>
  );
}
