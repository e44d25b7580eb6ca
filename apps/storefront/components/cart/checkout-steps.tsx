import { CHECKOUT_STEPS, stepIndex, type CheckoutStep } from '@tafel/checkout-machine';
import type { TextKey } from '@/lib/i18n/i18n';
import { currentTranslator } from '@/lib/site/site';
import styles from './cart.module.css';

const STEP_LABELS: Record<CheckoutStep, TextKey> = {
  basket: 'ui.basket',
  login: 'ui.steps.login',
  shipping: 'ui.steps.shipping',
  payment: 'ui.steps.payment',
  summary: 'ui.steps.summary',
  confirmation: 'ui.steps.confirmation',
};

/**
 * Progress of the checkout (Warenkorb → Anmelden → Versand → Zahlung → Prüfen). The confirmation
 * is the thank-you page after the order, not a step the shopper works through; the payment step
 * is left out where it does not apply (B2B, payless carts: the machine's `paymentApplies`).
 */
export async function CheckoutSteps({ current, withoutPayment = false }: { current: CheckoutStep; withoutPayment?: boolean }) {
  const { t } = await currentTranslator();
  const currentIndex = stepIndex(current);
  const shown = CHECKOUT_STEPS.filter((step) => step !== 'confirmation' && !(withoutPayment && step === 'payment'));
  return (
    <nav aria-label={t('ui.steps.label')} className={styles.steps}>
      <ol>
        {shown.map((step, position) => {
          const index = stepIndex(step);
          const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
          return (
            <li key={step} className={styles[`step-${state}`]} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {position + 1}
              </span>
              <span className={styles.stepLabel}>{t(STEP_LABELS[step])}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
