import styles from './home.module.css';

const USPS = [
  { title: 'Kauf auf Rechnung', text: 'für Schulen, Kitas und Behörden' },
  { title: 'Geprüfte Sicherheit', text: 'Spielzeug nach EU-Norm' },
  { title: 'Schnelle Lieferung', text: 'Versand aus Deutschland' },
  { title: 'Persönliche Beratung', text: 'von Pädagoginnen und Pädagogen' },
] as const;

/** The shop's selling points below the home teaser. */
export function UspBar() {
  return (
    <ul className={styles.usps}>
      {USPS.map((usp) => (
        <li key={usp.title}>
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
            <circle cx="12" cy="12" r="11" fill="var(--board-100)" />
            <path d="M7 12.5l3.2 3L17 8.5" fill="none" stroke="var(--board-700)" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span>
            <strong>{usp.title}</strong>
            <span>{usp.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
