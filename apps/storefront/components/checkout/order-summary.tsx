import { awaitsPaymentProvider, paymentApplies, type CheckoutContext } from '@tafel/checkout-machine';
import type { CheckoutSummaryPageFieldsFragment } from '@tafel/graphql-schema/storefront';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { formatMoney } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import { trackedCartLine } from '@/lib/tracking/tracking';
import { AddressBlock } from './address-block';
import { CartChangeNotice, lineChanged } from './cart-change-notice';
import styles from './checkout.module.css';
import { EditStepButton } from './edit-step-button';
import { ExpressPayAbort } from './express-pay-abort';
import { SubmitPanel } from './submit-panel';

type SummaryCart = Extract<CheckoutSummaryPageFieldsFragment['cart'], { __typename: 'Cart' }>;

/**
 * The summary step's page (spec §2): addresses, shipper, payment, lines and totals, then the
 * order. While the order waits for its payment at the provider, nothing offers a change.
 */
export async function OrderSummary({ checkout, cart, context }: { checkout: CheckoutSummaryPageFieldsFragment; cart: SummaryCart; context: CheckoutContext }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  const details = checkout.shippingDetails;
  const shipper = details.shippers.find((s) => s.selected);
  const methodId = checkout.payment.selectedMethodId ?? checkout.paymentDetails.selectedPaymentId;
  const method = checkout.paymentDetails.methods.find((m) => m.paymentId === methodId);
  // A payless cart (spec §4: items, value 0) is ordered without a payment method.
  const paymentName = cart.payless ? t('ui.summary.paylessPayment') : checkout.expressPaySelected ? 'Amazon Pay' : (method?.displayName ?? t('ui.payment.invoice'));
  // The order waits for its payment at the provider: nothing can be changed (the submit panel says how to go on).
  const editable = !awaitsPaymentProvider(context);
  const notice = checkout.cartChangeNotice ?? null;
  return (
    <div className="container page">
      <CheckoutSteps current="summary" withoutPayment={!paymentApplies(context)} />
      <h1 className="page-title">{t('ui.summary.title')}</h1>
      <div className={styles.layout}>
        <div>
          <div className={styles.twoColumns}>
            <section className={styles.panel} aria-labelledby="billing-title">
              <div className={styles.panelHead}>
                <h2 id="billing-title" className={styles.panelTitle}>
                  {t('ui.address.billing')}
                </h2>
                {editable ? <EditStepButton step="shipping" label={t('ui.summary.changeBilling')} /> : null}
              </div>
              {details.billingAddress ? <AddressBlock address={details.billingAddress} /> : null}
            </section>
            <section className={styles.panel} aria-labelledby="delivery-title">
              <div className={styles.panelHead}>
                <h2 id="delivery-title" className={styles.panelTitle}>
                  {t('ui.address.delivery')}
                </h2>
                {editable ? <EditStepButton step="shipping" label={t('ui.summary.changeDelivery')} /> : null}
              </div>
              {details.deliveryAddress ? <AddressBlock address={details.deliveryAddress} /> : details.billingAddress ? <p>{t('ui.summary.sameAsBilling')}</p> : null}
            </section>
            <section className={styles.panel} aria-labelledby="shipper-title">
              <div className={styles.panelHead}>
                <h2 id="shipper-title" className={styles.panelTitle}>
                  {t('ui.steps.shipping')}
                </h2>
                {editable ? <EditStepButton step="shipping" label={t('ui.summary.changeShipper')} /> : null}
              </div>
              <p data-testid="summary-shipper">
                {shipper?.name ?? '–'}
                {shipper?.showCosts ? ` (${formatMoney(shipper.costs, i18n)})` : ''}
              </p>
              {details.orderReference ? <p className="muted">{t('ui.summary.reference', { reference: details.orderReference })}</p> : null}
            </section>
            <section className={styles.panel} aria-labelledby="payment-title">
              <div className={styles.panelHead}>
                <h2 id="payment-title" className={styles.panelTitle}>
                  {t('ui.steps.payment')}
                </h2>
                {checkout.payment.applies && editable ? <EditStepButton step="payment" label={t('ui.summary.changePayment')} /> : null}
              </div>
              <p data-testid="summary-payment">{paymentName}</p>
              {checkout.paymentDetails.termsOfPayment ? <p className="muted">{checkout.paymentDetails.termsOfPayment}</p> : null}
              {checkout.expressPaySelected && editable ? <ExpressPayAbort /> : null}
            </section>
          </div>
          <section className={styles.panel} aria-labelledby="lines-title">
            <h2 id="lines-title" className={styles.panelTitle}>
              {t('ui.summary.articles')}
            </h2>
            <ul className={styles.lines} data-testid="summary-lines">
              {cart.lines.map((line) => (
                <li key={line.id} className={lineChanged(notice, line.itemId) ? `${styles.line} ${styles.lineChanged}` : styles.line} data-changed={lineChanged(notice, line.itemId) || undefined}>
                  <img src={line.image.url} alt={line.image.alt} width={56} height={56} />
                  <span>
                    {lineChanged(notice, line.itemId) ? <span className={styles.changedMark}>{t('ui.summary.changedLine')}</span> : null}
                    <span className={styles.lineName}>{line.name}</span>
                    <br />
                    <span className={styles.lineMeta}>
                      {line.quantity} × {formatMoney(line.unitPrice, i18n)} · {t('ui.product.articleNumberShort')} {line.articleNumber}
                      {line.variantInfo.length ? ` · ${line.variantInfo.map((v) => `${v.label}: ${v.value}`).join(', ')}` : ''}
                    </span>
                  </span>
                  <strong>{formatMoney(line.totalPrice, i18n)}</strong>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={styles.panel} aria-labelledby="totals-title">
          <h2 id="totals-title" className={styles.panelTitle}>
            {t('ui.cart.total')}
          </h2>
          {notice ? <CartChangeNotice notice={notice} i18n={i18n} /> : null}
          <dl className={styles.totals}>
            <div>
              <dt>{t('ui.totals.subtotal')}</dt>
              <dd>{formatMoney(cart.subtotal, i18n)}</dd>
            </div>
            {cart.promotionsSaving.amount > 0 ? (
              <div>
                <dt>{t('ui.totals.promotionsSaving')}</dt>
                <dd data-testid="summary-promotions-saving">−{formatMoney(cart.promotionsSaving, i18n)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('ui.totals.shipping')}</dt>
              <dd>{cart.shippingCost.amount > 0 ? formatMoney(cart.shippingCost, i18n) : t('ui.totals.free')}</dd>
            </div>
            <div className={styles.grandTotal}>
              <dt>{t('ui.totals.total')}</dt>
              <dd data-testid="summary-total">{formatMoney(cart.total, i18n)}</dd>
            </div>
            <div>
              <dt className="muted">{t('ui.totals.vat')}</dt>
              <dd className="muted">{formatMoney(cart.tax, i18n)}</dd>
            </div>
          </dl>
          <SubmitPanel
            // Only what the panel reads: the whole checkout would ride along in the page's RSC payload.
            checkout={{ cartId: checkout.cartId, snapshot: checkout.snapshot, state: checkout.state, lastError: checkout.lastError, redirectUrl: checkout.redirectUrl, computopData: checkout.computopData, cartChangeNotice: notice }}
            fingerprint={checkout.cartFingerprint}
            newsletterOffered={!checkout.isB2b}
            tracking={{
              items: cart.lines.map((line) => ({ ...trackedCartLine(line), quantity: line.quantity })),
              total: cart.total.amount,
              shipping: cart.shippingCost.amount,
              currency: cart.total.currency,
              paymentType: checkout.expressPaySelected ? 'AMAZONPAY' : checkout.payment.applies ? (methodId ?? null) : null,
              shippingTier: shipper?.code ?? null,
            }}
          />
          <p className="muted" style={{ fontSize: '0.85rem', marginTop: 12 }}>
            {t('ui.summary.consent')}
          </p>
        </aside>
      </div>
    </div>
  );
}
