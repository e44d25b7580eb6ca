import type { Metadata } from 'next';
import { CheckoutSteps } from '../../../../components/cart/checkout-steps';
import { LoginStep } from '../../../../components/checkout/login-step';
import { requireCheckoutStep } from '../../../../lib/checkout';

export const metadata: Metadata = { title: 'Anmelden' };

/** Checkout login step: guest, register, or log in (spec §2: a session goes straight on to shipping). */
export default async function CheckoutLoginPage() {
  const { checkout } = await requireCheckoutStep('login');
  return (
    <div className="container page">
      <CheckoutSteps current="login" />
      <h1 className="page-title">Wie möchten Sie bestellen?</h1>
      <LoginStep isB2b={checkout.isB2b} snapshot={checkout.snapshot} />
    </div>
  );
}
