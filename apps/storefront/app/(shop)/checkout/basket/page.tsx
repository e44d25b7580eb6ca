import type { Metadata } from 'next';
import Link from 'next/link';
import { CartLines, type LineBadge } from '@/components/cart/cart-lines';
import { CartSummary } from '@/components/cart/cart-summary';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { EmptyCart } from '@/components/cart/empty-cart';
import { ReservationCountdown } from '@/components/lightning/reservation-countdown';
import { basketSkipsPayment } from '@/lib/cart/basket-steps';
import { getCart } from '@/lib/cart/cart';
import { orderAwaitsPayment } from '@/lib/checkout/checkout';
import { basketLightningView } from '@/lib/lightning/basket-view';
import { articleCountText } from '@/lib/i18n/format';
import { badgeMarks } from '@/lib/product/tile-view';
import { currentIsB2b, currentTranslator } from '@/lib/site/site';
import styles from '@/components/cart/cart.module.css';

// Spec noindex paths: checkout/basket.
export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.basket'), robots: { index: false, follow: true } };
}

export default async function BasketPage() {
  // One cart read: on the basket it carries the lines' lightning splits and the reservation (lib/cart/cart.ts).
  const [cart, i18n, awaitingPayment, isB2b] = await Promise.all([getCart(), currentTranslator(), orderAwaitsPayment(), currentIsB2b()]);
  const hasItems = cart !== null && cart.lines.length > 0;
  const renderedAt = Date.now();
  const lightning = hasItems ? basketLightningView(cart, i18n, renderedAt) : undefined;
  // Spec §5: one badge per line, the first by priority (lightning, sale %, new, popular).
  const badges: Record<string, LineBadge> = {};
  for (const line of cart?.lines ?? []) {
    const [first] = badgeMarks(line.badges, line.discountPercent ?? null, i18n.t, line.isLightningDeal ? i18n.t('ui.lightning.badge') : undefined);
    if (first && !line.isFreeItem) badges[line.id] = first.highlight ? { kind: first.kind, text: first.text, highlight: true } : { kind: first.kind, text: first.text };
  }
  // The line removed last, while its 8 s run (spec §4): its undo row, even in an emptied basket.
  const removedLine = cart?.lastRemovedLine;
  const removed = removedLine ? { line: removedLine, remainingMs: Math.max(0, Date.parse(removedLine.undoUntil) - renderedAt) } : undefined;
  return (
    <div className="container page">
      {/* No payment step where the checkout has none: B2B, payless carts (spec §4), as on the later steps. */}
      <CheckoutSteps current="basket" withoutPayment={basketSkipsPayment({ isB2b, payless: cart?.payless ?? false })} />
      <h1 className="page-title">
        {i18n.t('ui.basket')}
        {hasItems ? <span className="muted"> ({articleCountText(cart.articleCount, i18n)})</span> : null}
      </h1>
      {hasItems && awaitingPayment ? (
        <div className="notice notice-info" role="status" style={{ marginBottom: 16, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }} data-testid="basket-awaiting-payment">
          <span>{i18n.t('ui.basket.awaitingPayment')}</span>
          <Link href="/checkout/summary" className="btn btn-accent">
            {i18n.t('ui.basket.toOrder')}
          </Link>
        </div>
      ) : null}
      {hasItems ? (
        <div className={styles.layout}>
          <div>
            {lightning?.reservedUntil ? <ReservationCountdown reservedUntil={lightning.reservedUntil} renderedAt={renderedAt} /> : null}
            <CartLines lines={cart.lines} locked={awaitingPayment} lightning={lightning} badges={badges} removed={removed} />
            <Link href="/" className={`link ${styles.continue}`} style={{ display: 'inline-block' }}>
              ← {i18n.t('ui.continueShopping')}
            </Link>
          </div>
          <CartSummary cart={cart} awaitingPayment={awaitingPayment} />
        </div>
      ) : (
        <>
          {removed ? <CartLines lines={[]} removed={removed} /> : null}
          <EmptyCart />
        </>
      )}
    </div>
  );
}
