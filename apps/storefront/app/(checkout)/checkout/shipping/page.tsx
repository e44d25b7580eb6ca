import { paymentApplies } from '@tafel/checkout-machine';
import { CheckoutShippingPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutSteps } from '../../../../components/cart/checkout-steps';
import { ShippingForm } from '../../../../components/checkout/shipping-form';
import { readCheckoutPage, requireCheckoutStep } from '../../../../lib/checkout';
import { currentTranslator } from '../../../../lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.shipping.delivery') };
}

/** Shipping step: needs a cart (else home) and a finished login step (else the login step). */
export default async function CheckoutShippingPage() {
  const { session, context } = await requireCheckoutStep('shipping');
  const page = await readCheckoutPage(CheckoutShippingPageDocument, session);
  if (page?.checkout.__typename !== 'Checkout') redirect('/');
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <CheckoutSteps current="shipping" withoutPayment={!paymentApplies(context)} />
      <h1 className="page-title">{t('ui.shipping.title')}</h1>
      <ShippingForm checkout={page.checkout} />
    </div>
  );
}
