import type { Metadata } from 'next';
import { LookupForm } from '@/components/returns/lookup-form';
import { ReturnSteps } from '@/components/returns/return-steps';
import styles from '@/components/returns/returns.module.css';
import { requireReturnStep } from '@/lib/returns/returns';
import { currentTranslator } from '@/lib/site/site';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await currentTranslator();
  return { title: t('ui.returns.title') };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Guest return lookup (spec §2): 404 while returns are off, a logged-in customer goes to the order list. */
export default async function ReturnLookupPage({ searchParams }: { searchParams: SearchParams }) {
  await requireReturnStep('lookup', await searchParams);
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <ReturnSteps current="lookup" />
      <h1 className="page-title">{t('ui.returns.title')}</h1>
      <section className={`${styles.panel} ${styles.narrow}`}>
        <p className={styles.intro}>{t('ui.returns.lookup.intro')}</p>
        <LookupForm />
      </section>
    </div>
  );
}
