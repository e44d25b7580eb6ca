import Link from 'next/link';
import type { NavigationNode } from '../../lib/catalogue';
import { CartButton } from './cart-button';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import styles from './layout.module.css';

/** Shop header: service bar, logo, cart with article badge, main category navigation. */
export function SiteHeader({ navigation, articleCount }: { navigation: NavigationNode[]; articleCount: number }) {
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <ul className={`container ${styles.topbarList}`}>
          <li>
            <CheckIcon /> Kauf auf Rechnung für Schulen &amp; Kitas
          </li>
          <li>
            <CheckIcon /> Schneller Versand aus Deutschland
          </li>
          <li className={styles.topbarOptional}>
            <CheckIcon />{' '}
            <Link href="/service/sicher-einkaufen/" prefetch={false}>
              Sicher einkaufen
            </Link>
          </li>
          <li className={styles.topbarOptional}>
            <Link href="/beratung/" prefetch={false}>
              Beratung für Lehrkräfte
            </Link>
          </li>
        </ul>
      </div>
      <div className={`container ${styles.headerMain}`}>
        <Link href="/" className={styles.logoLink} aria-label="Tafel">
          <Logo className={styles.logo} />
          <span className={styles.tagline} aria-hidden="true">
            Schule · Kita · Büro
          </span>
        </Link>
        <div className={styles.headerActions}>
          <CartButton articleCount={articleCount} />
        </div>
      </div>
      <MainNav navigation={navigation} />
    </header>
  );
}

function CheckIcon() {
  return (
    <svg className={styles.checkIcon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
