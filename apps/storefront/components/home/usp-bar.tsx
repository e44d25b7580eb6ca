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
          <span>
            <strong>{t(usp.title)}</strong>
            <span>{t(usp.text)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
