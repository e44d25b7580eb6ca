import { RETURN_STEPS, type ReturnStep } from '@tafel/returns-machine';
import { currentTranslator } from '@/lib/site/site';
import styles from './returns.module.css';

/** The return's steps with the current one marked (a server component: no script). */
export async function ReturnSteps({ current }: { current: ReturnStep }) {
  const { t } = await currentTranslator();
  const at = RETURN_STEPS.indexOf(current);
  return (
    <ol className={styles.steps} aria-label={t('ui.returns.steps')}>
      {RETURN_STEPS.map((step, index) => (
        <li key={step} className={index === at ? styles.stepCurrent : index < at ? styles.stepDone : undefined} aria-current={index === at ? 'step' : undefined}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          {t(`ui.returns.step.${step}`)}
        </li>
      ))}
    </ol>
  );
}
