import { DEFAULT_LABELS, NO_LABEL_CARRIER } from '@tafel/returns-machine';
import { formatCents } from '@tafel/domain';
import type { Metadata } from 'next';
import { ReturnFailure } from '@/components/returns/return-failure';
import { ReturnOrderLine } from '@/components/returns/return-order-line';
import { ReturnSteps } from '@/components/returns/return-steps';
import styles from '@/components/returns/returns.module.css';
import { StepChoiceForm, type ChoiceOption } from '@/components/returns/step-choice-form';
import { requireReturnStep } from '@/lib/returns/returns';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.returns.carrier.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Carrier and label count (spec §2, §5): no regulation → productselection (order known) or the lookup. */
export default async function ReturnCarrierPage({ searchParams }: { searchParams: SearchParams }) {
  const { flow } = await requireReturnStep('carrier', await searchParams);
  const { t, intlLocale } = await currentTranslator();
  const options: ChoiceOption[] = (flow?.carriers ?? [])
    .filter((c) => c.code !== NO_LABEL_CARRIER)
    .map((c) => ({ code: c.code, name: c.name, meta: c.price.amount === 0 ? t('ui.returns.carrier.free') : formatCents(Math.round(c.price.amount * 100), intlLocale) }));
  // nolabel is always offered (the upstream lists it last; bulky furniture offers only it).
  options.push({ code: NO_LABEL_CARRIER, name: t('ui.returns.carrier.nolabel'), description: t('ui.returns.carrier.nolabelText') });
  return (
    <div className="container page">
      <ReturnSteps current="carrier" />
      <h1 className="page-title">{t('ui.returns.title')}</h1>
      {flow ? <ReturnOrderLine flow={flow} /> : null}
      {flow?.phase === 'FAILED' ? <ReturnFailure flow={flow} /> : null}
      <section className={`${styles.panel} ${styles.narrow}`}>
        <StepChoiceForm
          step="carrier"
          legend={t('ui.returns.carrier.title')}
          options={options}
          selected={flow?.selectedCarrier ?? options[0]!.code}
          labels={flow?.selectedCarrier ? flow.labels : DEFAULT_LABELS}
          backHref="/myaccount/returns/regulations"
        />
      </section>
    </div>
  );
}
