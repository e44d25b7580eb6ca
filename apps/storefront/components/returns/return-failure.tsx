import { allowedWaysOut } from '@/lib/returns/failure-ways';
import type { ReturnFlowView } from '@/lib/returns/return-view';
import { currentTranslator } from '@/lib/site/site';
import { WayOutButtons, type WayOut } from './way-out-buttons';
import styles from './returns.module.css';

/**
 * A return in a failure state, with the ways out the shared machine allows in it (spec §8, issue
 * 25): an upstream that did not answer → "Erneut senden" (the same call; a submission keeps its
 * idempotency key), an input the upstream refused → "Angaben korrigieren" (back to that step), and
 * "Neu beginnen" unless the machine refuses it (a submit whose outcome is not known yet).
 */
export async function ReturnFailure({ flow }: { flow: ReturnFlowView }) {
  const { t, message } = await currentTranslator();
  const code = flow.lastError?.code;
  const text = code === 'UPSTREAM_UNAVAILABLE' ? t('ui.returns.failed.unavailable') : message(flow.lastError?.messageKey ?? 'vue.cart.error.somethingWentWrong');
  const labels = { retry: t('ui.returns.failed.retry'), back: t('ui.returns.failed.back'), restart: t('ui.returns.failed.restart') };
  const ways: WayOut[] = allowedWaysOut(flow).map((way) => ({ way, label: labels[way], primary: way !== 'restart' }));
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
