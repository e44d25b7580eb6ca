import { paymentApplies } from '@tafel/checkout-machine';
import { StartCheckoutDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { CheckoutSteps } from '@/components/cart/checkout-steps';
import { LoginStep } from '@/components/checkout/login-step';
import { requireCheckoutStep } from '@/lib/checkout/checkout';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.login.title') };
}

/** Checkout login step: guest, register, or log in (spec §2: a session goes straight on to shipping). */
export default async function CheckoutLoginPage() {
  const { checkout, context } = await requireCheckoutStep('login', {}, { start: StartCheckoutDocument });
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <CheckoutSteps current="login" withoutPayment={!paymentApplies(context)} />
      <h1 className="page-title">{t('ui.loginStep.title')}</h1>
      <LoginStep isB2b={checkout.isB2b} snapshot={checkout.snapshot} />
    </div>
  );
}
