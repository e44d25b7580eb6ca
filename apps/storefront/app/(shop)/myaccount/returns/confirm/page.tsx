import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConfirmForm } from '@/components/returns/confirm-form';
import { ReturnFailure } from '@/components/returns/return-failure';
import { ReturnOrderLine } from '@/components/returns/return-order-line';
import { ReturnSteps } from '@/components/returns/return-steps';
import { ReturnSummary } from '@/components/returns/return-summary';
import styles from '@/components/returns/returns.module.css';
import { RETURN_CONFIRMATION_ROUTE } from '@/lib/returns/return-view';
import { requireReturnStep } from '@/lib/returns/returns';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.returns.confirm.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Confirm (spec §2): no carrier → productselection (order known) or the lookup; a filed return → the thank-you view. */
export default async function ReturnConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const { flow } = await requireReturnStep('confirm', await searchParams);
  if (flow === null) redirect('/myaccount/returns');
  if (flow.phase === 'SUBMITTED') redirect(RETURN_CONFIRMATION_ROUTE);
  const { t } = await currentTranslator();
  const contact = flow.contact ?? { salutation: '', firstName: '', lastName: '', email: '', phone: '' };
  return (
    <div className="container page">
      <ReturnSteps current="confirm" />
      <h1 className="page-title">{t('ui.returns.title')}</h1>
      <ReturnOrderLine flow={flow} />
      {flow.phase === 'FAILED' ? <ReturnFailure flow={flow} /> : null}
      <div className={styles.layout}>
        {/* A failed return is left through the failure panel's ways out; the form comes back with its step. */}
        {flow.phase === 'FAILED' ? null : (
          <section className={styles.panel}>
            <h2 className={styles.panelTitle}>{t('ui.returns.confirm.title')}</h2>
            <ConfirmForm initialFlow={flow} prefill={contact} />
          </section>
        )}
        <ReturnSummary flow={flow} />
      </div>
    </div>
  );
}
