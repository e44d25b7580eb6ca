import { CompleteExpressPayPageDocument, ConfirmPaymentReturnPageDocument, StartCheckoutConfirmationPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrderConfirmation } from '@/components/checkout/order-confirmation';
import { requireCheckoutStep } from '@/lib/checkout/checkout';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.confirmation.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Thank-you page (spec §2): no stored order id → home; the order id is added to the URL when it
 * is missing; a failed Amazon-style payment return goes back to payment. Shows the order, then
 * cleans up (new cart, stored ids, session storage).
 */
export default async function CheckoutConfirmationPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const { checkout } = await requireCheckoutStep('confirmation', query, {
    start: StartCheckoutConfirmationPageDocument,
    confirmReturn: ConfirmPaymentReturnPageDocument,
    completeExpressPay: CompleteExpressPayPageDocument,
  });
  const { order } = checkout;
  if (!order) redirect('/');
  return <OrderConfirmation order={order} cartId={checkout.cartId} />;
}
