import type { ReturnFlowView } from '@/lib/returns/return-view';
import { currentTranslator } from '@/lib/site/site';
import { WayOutButtons, type WayOut } from './way-out-buttons';
import styles from './returns.module.css';

/**
 * A return in a failure state, with its ways out (spec §8, issue 25): an upstream that did not
 * answer → "Erneut senden" (the same call; a submission keeps its idempotency key), an input the
 * upstream refused → "Angaben korrigieren" (back to that step), and always "Neu beginnen".
 */
export async function ReturnFailure({ flow }: { flow: ReturnFlowView }) {
  const { t, message } = await currentTranslator();
  const code = flow.lastError?.code;
  const text = code === 'UPSTREAM_UNAVAILABLE' ? t('ui.returns.failed.unavailable') : message(flow.lastError?.messageKey ?? 'vue.cart.error.somethingWentWrong');
  const ways: WayOut[] = [];
  if (code === 'UPSTREAM_UNAVAILABLE') ways.push({ way: 'retry', label: t('ui.returns.failed.retry'), primary: true });
  if (code === 'UPSTREAM_REFUSED') ways.push({ way: 'back', label: t('ui.returns.failed.back'), primary: true });
  ways.push({ way: 'restart', label: t('ui.returns.failed.restart'), primary: false });
  return (
    <section className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="return-failure" data-code={code ?? ''}>
      <div>
        <h2 className={styles.panelTitle}>{t('ui.returns.failed.title')}</h2>
        <p>{text}</p>
        <WayOutButtons ways={ways} />
      </div>
    </section>
  );
}
