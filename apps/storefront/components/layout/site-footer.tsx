import Link from 'next/link';
import { Logo } from './logo';
import styles from './layout.module.css';

interface FooterLink {
  label: string;
  href: string;
}

// Spec paths where the spec names them (catalogue §2); the pages behind them come later.
const LINK_BLOCKS: readonly { headline: string; links: readonly FooterLink[] }[] = [
  {
    headline: 'Service',
    links: [
      { label: 'Sicher einkaufen', href: '/service/sicher-einkaufen/' },
      { label: 'Spielwarensicherheit', href: '/service/spielwarensicherheit/' },
      { label: 'Beratung', href: '/beratung/' },
      { label: 'Bestellformular', href: '/service/orderform' },
      { label: 'Newsletter', href: '/service/newsletter' },
      { label: 'Retouren', href: '/myaccount/returns' },
    ],
  },
  {
    headline: 'Entdecken',
    links: [
      { label: 'Inspiration', href: '/inspiration/' },
      { label: 'Marken', href: '/brands/' },
      { label: 'Aktionen', href: '/campaigns/' },
      { label: 'Gewinnspiele', href: '/gewinnspiele/' },
    ],
  },
  {
    headline: 'Mein Konto',
    links: [
      { label: 'Anmelden', href: '/login' },
      { label: 'Bestellungen', href: '/myaccount/orders/' },
      { label: 'Merkzettel', href: '/myaccount/wishlist/' },
      { label: 'Warenkorb', href: '/checkout/basket' },
    ],
  },
  {
    headline: 'Über uns',
    links: [
      { label: 'Über Tafel', href: '/ueber-uns/' },
      { label: 'Karriere', href: '/karriere/' },
      { label: 'Impressum', href: '/impressum/' },
      { label: 'Datenschutz', href: '/datenschutz/' },
      { label: 'AGB', href: '/agb/' },
    ],
  },
];

const USPS = [
  { title: 'Kauf auf Rechnung', text: 'für Schulen, Kitas und Behörden' },
  { title: 'Geprüfte Qualität', text: 'sicheres Spielzeug und Lernmaterial' },
  { title: 'Persönliche Beratung', text: 'von Pädagoginnen und Pädagogen' },
] as const;

// Spec §9: PayPal, invoice and Visa always; Mastercard (or the e-invoice where enabled). DHL plus dpd or GLS in Germany.
const LOGO_ROWS = [
  { headline: 'Bezahlen mit', names: ['Rechnung', 'PayPal', 'Visa', 'Mastercard'] },
  { headline: 'Versand mit', names: ['DHL', 'GLS'] },
] as const;

/** Shop footer: selling points, link blocks, payment and delivery hints, legal line. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerEdge} aria-hidden="true" />
      <div className={`container ${styles.footerUsps}`}>
        {USPS.map((usp) => (
          <div key={usp.title}>
            <strong>{usp.title}</strong>
            <span>{usp.text}</span>
          </div>
        ))}
      </div>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerBrand}>
          <Link href="/" aria-label="Tafel" className={styles.footerLogo}>
            <Logo />
          </Link>
          <p>Alles für Schule, Kindergarten und Büro – ausgewählt für Menschen, die jeden Tag Großes leisten.</p>
        </div>
        {LINK_BLOCKS.map((block) => (
          <nav key={block.headline} aria-label={block.headline} className={styles.footerBlock}>
            <h2>{block.headline}</h2>
            <ul>
              {block.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.footerLogos}`}>
        {LOGO_ROWS.map((row) => (
          <div key={row.headline}>
            <h2>{row.headline}</h2>
            <ul className={styles.pills}>
              {row.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.footerLegal}>
        <div className="container">
          <p>© {new Date().getFullYear()} Tafel · Alle Preise inkl. gesetzlicher MwSt., zzgl. Versandkosten.</p>
        </div>
      </div>
    </footer>
  );
}
