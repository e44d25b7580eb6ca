import { productSelectionRoute } from '@tafel/returns-machine';
import type { Metadata } from 'next';
import { ReturnFailure } from '@/components/returns/return-failure';
import { ReturnOrderLine } from '@/components/returns/return-order-line';
import { ReturnSteps } from '@/components/returns/return-steps';
import styles from '@/components/returns/returns.module.css';
import { StepChoiceForm } from '@/components/returns/step-choice-form';
import { requireReturnStep } from '@/lib/returns/returns';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.returns.regulation.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Regulation (spec §2): nothing selected → productselection (order known) or the lookup. */
export default async function ReturnRegulationsPage({ searchParams }: { searchParams: SearchParams }) {
  const { flow } = await requireReturnStep('regulations', await searchParams);
  const { t } = await currentTranslator();
  const back = flow?.hash ? productSelectionRoute(flow.hash) : '/myaccount/returns';
  return (
    <div className="container page">
      <ReturnSteps current="regulations" />
      <h1 className="page-title">{t('ui.returns.title')}</h1>
      {flow ? <ReturnOrderLine flow={flow} /> : null}
      {flow?.phase === 'FAILED' ? <ReturnFailure flow={flow} /> : null}
      <section className={`${styles.panel} ${styles.narrow}`}>
        <StepChoiceForm
          step="regulation"
          legend={t('ui.returns.regulation.title')}
          options={(flow?.regulations ?? []).map((r) => ({ code: r.code, name: r.name }))}
          selected={flow?.selectedRegulation ?? flow?.regulations[0]?.code ?? ''}
          backHref={back}
        />
      </section>
    </div>
  );
}
