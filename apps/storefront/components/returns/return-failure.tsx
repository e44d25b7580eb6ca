import type { ReturnFlowView } from '@/lib/returns/return-view';
import { currentTranslator } from '@/lib/site/site';
import { restartReturnAction, retryReturnFormAction, returnStepBackFormAction } from './actions';
import styles from './returns.module.css';

/**
 * A return in a failure state, with its ways out (spec §8, issue 25): an upstream that did not
 * answer → "Erneut senden" (the same call; a submission keeps its idempotency key), an input the
 * upstream refused → "Angaben korrigieren" (back to that step), and always "Neu beginnen".
 * Plain form posts to server actions: no script needed.
 */
export async function ReturnFailure({ flow }: { flow: ReturnFlowView }) {
  const { t, message } = await currentTranslator();
  const code = flow.lastError?.code;
  const text = code === 'UPSTREAM_UNAVAILABLE' ? t('ui.returns.failed.unavailable') : message(flow.lastError?.messageKey ?? 'vue.cart.error.somethingWentWrong');
  return (
    <section className={`notice notice-error ${styles.generalError}`} role="alert" data-testid="return-failure" data-code={code ?? ''}>
      <h2 className={styles.panelTitle}>{t('ui.returns.failed.title')}</h2>
      <p>{text}</p>
      <div className={styles.actions} style={{ justifyContent: 'flex-start' }}>
        {code === 'UPSTREAM_UNAVAILABLE' ? (
          <form action={retryReturnFormAction}>
            <button type="submit" className="btn btn-accent" data-testid="return-retry">
              {t('ui.returns.failed.retry')}
            </button>
          </form>
        ) : null}
        {code === 'UPSTREAM_REFUSED' ? (
          <form action={returnStepBackFormAction}>
            <button type="submit" className="btn btn-accent" data-testid="return-step-back">
              {t('ui.returns.failed.back')}
            </button>
          </form>
        ) : null}
        <form action={restartReturnAction}>
          <button type="submit" className="btn btn-secondary" data-testid="return-restart">
            {t('ui.returns.failed.restart')}
          </button>
        </form>
      </div>
    </section>
  );
}
