import { CheckoutConfirmationPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AddressBlock } from '../../../../components/checkout/address-block';
import { ConfirmationEffects } from '../../../../components/checkout/confirmation-effects';
import { readCheckoutPage, requireCheckoutStep } from '../../../../lib/checkout';
import { formatMoney } from '../../../../lib/format';
import styles from '../../../../components/checkout/checkout.module.css';

export const metadata: Metadata = { title: 'Vielen Dank für Ihre Bestellung' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Thank-you page (spec §2): no stored order id → home; the order id is added to the URL when it
 * is missing; a failed Amazon-style payment return goes back to payment. Shows the order, then
 * cleans up (new cart, stored ids, session storage).
 */
export default async function CheckoutConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { session, checkout: state } = await requireCheckoutStep('confirmation', query);
  const page = await readCheckoutPage(CheckoutConfirmationPageDocument, session);
  if (page?.checkout.__typename !== 'Checkout' || !page.checkout.order) redirect('/');
  const { order } = page.checkout;
  const amazonSession = typeof query.amazonCheckoutSessionId === 'string' ? query.amazonCheckoutSessionId : null;
  return (
    <div className="container page" data-testid="confirmation">
      <div className={styles.thanks}>
        <h1>Vielen Dank für Ihre Bestellung!</h1>
        <p>
          Ihre Bestellnummer: <span className={styles.orderNumber} data-testid="order-id">{order.orderId}</span>
        </p>
        <p>Die Bestätigung ist unterwegs an {order.email}.</p>
      </div>
      <ConfirmationEffects cartId={state.cartId} amazonCheckoutSessionId={amazonSession} />
      <div className={styles.layout} style={{ marginTop: 24 }}>
        <div className={styles.twoColumns}>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Lieferadresse</h2>
            <AddressBlock address={order.deliveryAddress} />
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Rechnungsadresse</h2>
            <AddressBlock address={order.billingAddress} />
          </section>
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>Versand und Zahlung</h2>
            <p>
              {order.shipperName}
              <br />
              {order.paymentMethodName}
            </p>
            {order.orderReference ? <p className="muted">Ihre Bestellreferenz: {order.orderReference}</p> : null}
          </section>
        </div>
        <aside className={styles.panel}>
          <h2 className={styles.panelTitle}>Ihre Bestellung</h2>
          <ul className={styles.lines}>
            {order.lines.map((line, index) => (
              <li key={`${line.sku}-${index}`} className={styles.line} style={{ gridTemplateColumns: '1fr auto' }}>
                <span>
                  <span className={styles.lineName}>{line.name}</span>
                  <br />
                  <span className={styles.lineMeta}>
                    {line.quantity} × {formatMoney(line.unitPrice)}
                    {line.variationText ? ` · ${line.variationText}` : ''}
                  </span>
                </span>
                <strong>{formatMoney(line.totalPrice)}</strong>
              </li>
            ))}
          </ul>
          <dl className={styles.totals} style={{ marginTop: 12 }}>
            <div>
              <dt>Versandkosten</dt>
              <dd>{order.shippingCost.amount > 0 ? formatMoney(order.shippingCost) : 'kostenlos'}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>Gesamtsumme</dt>
              <dd>{formatMoney(order.total)}</dd>
            </div>
          </dl>
          <Link href="/" className="btn btn-large" style={{ marginTop: 18, width: '100%' }}>
            Weiter einkaufen
          </Link>
        </aside>
      </div>
    </div>
  );
}
