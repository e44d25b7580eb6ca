import type { Metadata } from 'next';
import { ReturnConfirmation } from '@/components/returns/return-confirmation';
import { requireSubmittedReturn } from '@/lib/returns/returns';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.returns.done.title') };
}

/** Thank-you view of a filed return (our route; the spec names none): the RMA number and the label link. */
export default async function ReturnConfirmationPage() {
  const flow = await requireSubmittedReturn();
  return <ReturnConfirmation flow={flow} />;
}
