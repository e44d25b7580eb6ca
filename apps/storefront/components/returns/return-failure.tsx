import { explainedRefusal, wayOutRefusals, type ReturnWayOut } from '@/lib/returns/failure-ways';
import { returnReasonKey } from '@/lib/returns/return-messages';
import { persistedOf, type ReturnFlowView } from '@/lib/returns/return-view';
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
  // A return link's lookup failed: nothing was sent yet, so the panel speaks of loading the order.
  const lookup = (persistedOf(flow).snapshot.context as { failedAt?: string | null }).failedAt === 'lookup';
  const text =
    code === 'UPSTREAM_UNAVAILABLE' ? t(lookup ? 'ui.returns.failed.lookupUnavailable' : 'ui.returns.failed.unavailable') : message(flow.lastError?.messageKey ?? 'vue.cart.error.somethingWentWrong');
  const labels = { retry: t(lookup ? 'ui.returns.failed.lookupRetry' : 'ui.returns.failed.retry'), back: t('ui.returns.failed.back'), restart: t('ui.returns.failed.restart') };
  const refusals = wayOutRefusals(flow);
  const ways: WayOut[] = (Object.keys(refusals) as ReturnWayOut[]).filter((way) => refusals[way] === null).map((way) => ({ way, label: labels[way], primary: way !== 'restart' }));
  // Why starting over is not offered (e.g. a submit whose outcome is not known yet), in the machine's words.
  const restartRefused = explainedRefusal(refusals.restart);
  return (
    <section className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="return-failure" data-code={code ?? ''}>
      <div>
        <h2 className={styles.panelTitle}>{t(lookup ? 'ui.returns.failed.lookupTitle' : 'ui.returns.failed.title')}</h2>
        <p>{text}</p>
        {restartRefused ? (
          <p data-testid="return-failure-refusal" data-reason={restartRefused}>
            {message(returnReasonKey(restartRefused))}
          </p>
        ) : null}
        <WayOutButtons ways={ways} />
      </div>
    </section>
  );
}
