import type { ReturnFlowView } from '@/lib/returns/return-view';
import { currentTranslator } from '@/lib/site/site';
import styles from './returns.module.css';

/** "Bestellung 40090001 vom 12.10.2026" under a return page's title. */
export async function ReturnOrderLine({ flow }: { flow: Pick<ReturnFlowView, 'order'> }) {
  if (!flow.order) return null;
  const { t, intlLocale } = await currentTranslator();
  const date = new Date(flow.order.orderDate);
  const shown = Number.isNaN(date.getTime()) ? flow.order.orderDate : new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'Europe/Berlin' }).format(date);
  return (
    <p className={styles.orderLine} data-testid="return-order">
      {t('ui.returns.order', { orderId: flow.order.orderId, date: shown })}
    </p>
  );
}
