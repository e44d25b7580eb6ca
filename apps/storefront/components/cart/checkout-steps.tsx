import { CHECKOUT_STEPS, stepIndex, type CheckoutStep } from '@tafel/checkout-machine';
import type { TextKey } from '../../lib/i18n';
import { currentTranslator } from '../../lib/site';
import styles from './cart.module.css';

const STEP_LABELS: Record<CheckoutStep, TextKey> = {
  basket: 'ui.basket',
  login: 'ui.steps.login',
  shipping: 'ui.steps.shipping',
  payment: 'ui.steps.payment',
  summary: 'ui.steps.summary',
  confirmation: 'ui.steps.confirmation',
};

// The confirmation is the thank-you page after the order, not a step the shopper works through.
const SHOWN_STEPS = CHECKOUT_STEPS.filter((step) => step !== 'confirmation');

/** Progress of the checkout (Warenkorb → Anmelden → Versand → Zahlung → Prüfen). */
export async function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const { t } = await currentTranslator();
  const currentIndex = stepIndex(current);
  return (
    <nav aria-label={t('ui.steps.label')} className={styles.steps}>
      <ol>
        {SHOWN_STEPS.map((step) => {
          const index = stepIndex(step);
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} className={styles[`step-${state}`]} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepLabel}>{t(STEP_LABELS[step])}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
