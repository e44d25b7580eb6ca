import { CancelCheckoutPaymentPageDocument, RetryCheckoutPaymentPageDocument, StartCheckoutPaymentPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { CartChangeToast } from '@/components/checkout/cart-change-toast';
import { PaymentForm } from '@/components/checkout/payment-form';
import { requireCheckoutStep } from '@/lib/checkout/checkout';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.steps.payment') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Payment step (spec §2): no cart → home (with the session warning for guests), shipping not
 * valid → shipping, payment not applicable (B2B, payless, express pay) → summary. Opened after a
 * declined or failed payment (also a declined Amazon-style payment), the step opens again; so it
 * does when the buyer cancelled on the PayPal or Amazon Pay page or the card form
 * (?cancelPayment=PAYPAL|AMAZONPAY|CREDIT_CARD), with a notice that nothing was ordered.
 */
export default async function CheckoutPaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { checkout } = await requireCheckoutStep('payment', query, {
    start: StartCheckoutPaymentPageDocument,
    retryPayment: RetryCheckoutPaymentPageDocument,
    cancelPayment: CancelCheckoutPaymentPageDocument,
  });
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <CheckoutSteps current="payment" />
      <h1 className="page-title">{t('ui.steps.payment')}</h1>
      <PaymentForm checkout={checkout} />
      <CartChangeToast noticeId={checkout.cartChangeNotice?.id ?? null} />
    </div>
  );
}
