import type { ReturnFlowView } from '@/lib/returns/return-view';
import { currentTranslator } from '@/lib/site/site';
import { ReturnOrderLine } from './return-order-line';
import styles from './returns.module.css';

/** The thank-you view: the return number and the label PDF (none without a carrier or labels). */
export async function ReturnConfirmation({ flow }: { flow: ReturnFlowView }) {
  const { t } = await currentTranslator();
  return (
    <div className="container page">
      <h1 className="page-title">{t('ui.returns.done.title')}</h1>
      <ReturnOrderLine flow={flow} />
      <section className={`${styles.panel} ${styles.narrow}`} data-testid="return-confirmation">
        <p>{t('ui.returns.done.rma')}</p>
        <p className={styles.rma} data-testid="return-rma">
          {flow.rma}
        </p>
        <p className={styles.hint}>{t('ui.returns.done.hint')}</p>
        <div className={styles.actions}>
          {flow.labelUrl ? (
            <a className="btn btn-accent" href={flow.labelUrl} target="_blank" rel="noopener noreferrer" data-testid="return-label">
              {t('ui.returns.done.label')}
            </a>
          ) : (
            <p data-testid="return-no-label">{t('ui.returns.done.noLabel')}</p>
          )}
          <a className={styles.back} href="/">
            {t('ui.returns.done.home')}
          </a>
        </div>
      </section>
    </div>
  );
}
