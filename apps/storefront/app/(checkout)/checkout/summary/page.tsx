import { StartCheckoutSummaryPageDocument } from '@tafel/graphql-schema/storefront';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { OrderSummary } from '@/components/checkout/order-summary';
import { requireCheckoutStep } from '@/lib/checkout/checkout';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.summary.title') };
}

/** Summary step (spec §2): shipping not valid → home with the session warning, payment missing (where it applies) → payment. */
export default async function CheckoutSummaryPage() {
  const { checkout, context } = await requireCheckoutStep('summary', {}, { start: StartCheckoutSummaryPageDocument });
  if (checkout.cart.__typename !== 'Cart') redirect('/');
  return <OrderSummary checkout={checkout} cart={checkout.cart} context={context} />;
}
