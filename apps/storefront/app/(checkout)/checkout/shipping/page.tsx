import { paymentApplies } from '@tafel/checkout-machine';
import { StartCheckoutShippingPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { CartChangeToast } from '@/components/checkout/cart-change-toast';
import { ShippingForm } from '@/components/checkout/shipping-form';
import { requireCheckoutStep } from '@/lib/checkout/checkout';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.shipping.delivery') };
}

/** Shipping step: needs a cart (else home) and a finished login step (else the login step). */
export default async function CheckoutShippingPage() {
  const { checkout, context } = await requireCheckoutStep('shipping', {}, { start: StartCheckoutShippingPageDocument });
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <CheckoutSteps current="shipping" withoutPayment={!paymentApplies(context)} />
      <h1 className="page-title">{t('ui.shipping.title')}</h1>
      <ShippingForm checkout={checkout} />
      <CartChangeToast noticeId={checkout.cartChangeNotice?.id ?? null} />
    </div>
  );
}
