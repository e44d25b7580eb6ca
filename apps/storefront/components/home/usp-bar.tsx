import type { TextKey } from '@/lib/i18n/i18n';
import { currentTranslator } from '@/lib/site/site';
import styles from './home.module.css';

const USPS: readonly { title: TextKey; text: TextKey }[] = [
  { title: 'ui.usp.invoice', text: 'ui.usp.invoiceText' },
  { title: 'ui.usp.safety', text: 'ui.usp.safetyText' },
  { title: 'ui.usp.delivery', text: 'ui.usp.deliveryText' },
  { title: 'ui.usp.advice', text: 'ui.usp.adviceText' },
];

/** The shop's selling points below the home teaser. */
export async function UspBar() {
  const { t } = await currentTranslator();
  return (
    <ul className={styles.usps}>
      {USPS.map((usp) => (
        <li key={usp.title}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="var(--board-100)" />
            <path d="M7 12.5l3.2 3L17 8.5" fill="none" stroke="var(--board-700)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>
            <strong>{t(usp.title)}</strong>
            <span>{t(usp.text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
