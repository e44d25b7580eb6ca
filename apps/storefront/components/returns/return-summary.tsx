import { NO_LABEL_CARRIER, productSelectionRoute } from '@tafel/returns-machine';
import type { ReturnFlowView } from '@/lib/returns/return-view';
import { currentTranslator } from '@/lib/site/site';
import styles from './returns.module.css';

/**
 * What the shopper chose, with the way back to each step (the confirm page's side panel). A failed
 * return is left only through the failure panel's ways out (the machine reopens no step from
 * there), so it shows no "Ändern".
 */
export async function ReturnSummary({ flow }: { flow: ReturnFlowView }) {
  const { t } = await currentTranslator();
  const items = flow.order?.items ?? [];
  const regulation = flow.regulations.find((r) => r.code === flow.selectedRegulation)?.name ?? flow.selectedRegulation;
  const carrier =
    flow.selectedCarrier === NO_LABEL_CARRIER || flow.labels === 0
      ? t('ui.returns.carrier.nolabel')
      : `${flow.carriers.find((c) => c.code === flow.selectedCarrier)?.name ?? flow.selectedCarrier} · ${t('ui.returns.confirm.labelCount', { count: flow.labels })}`;
  const change = (href: string) =>
    flow.phase === 'FAILED' ? null : (
    <a className={styles.back} href={href}>
      {t('ui.returns.confirm.change')}
    </a>
  );
  return (
    <section className={styles.panel} data-testid="return-summary">
      <h2 className={styles.panelTitle}>{t('ui.returns.confirm.summary')}</h2>
      <dl className={styles.summary}>
        <dt>
          {t('ui.returns.confirm.items')} {flow.hash ? change(productSelectionRoute(flow.hash)) : null}
        </dt>
        {flow.selection.map((s) => {
          const item = items.find((i) => i.id === s.itemId);
          const reason = item?.reasons.find((r) => r.code === s.reason)?.name;
          const photos = flow.photos.filter((p) => p.itemId === s.itemId && p.state === 'UPLOADED').length;
          return (
            <dd key={s.itemId}>
              {s.quantity} × {item?.name ?? s.itemId}
              {reason ? ` — ${reason}` : ''}
              {photos > 0 ? ` · ${t('ui.returns.item.photos')}: ${photos}` : ''}
            </dd>
          );
        })}
        <dt>
          {t('ui.returns.confirm.regulation')} {change('/myaccount/returns/regulations')}
        </dt>
        <dd>{regulation}</dd>
        <dt>
          {t('ui.returns.confirm.carrier')} {change('/myaccount/returns/carrier')}
        </dt>
        <dd>{carrier}</dd>
      </dl>
    </section>
  );
}
