import Link from 'next/link';
import { currentTranslator } from '@/lib/site/site';
import styles from './cart.module.css';

/** The empty basket (also shown when the stored cart no longer exists, spec §4). */
export async function EmptyCart() {
  const { t } = await currentTranslator();
  return (
    <div className={styles.empty}>
      <svg viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" className={styles.emptyArt}>
        <rect x="4" y="4" width="112" height="74" rx="10" fill="#b97a41" />
        <rect x="10" y="10" width="100" height="62" rx="6" fill="#23493f" />
        <path d="M30 32h2.5l3 16h26l4-12H36" fill="none" stroke="#fbfaf5" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="40" cy="55" r="2.5" fill="#fbfaf5" />
        <circle cx="58" cy="55" r="2.5" fill="#fbfaf5" />
        <path d="M76 40c6-4 14-4 18 0" fill="none" stroke="#f6c945" strokeWidth="2.5" strokeLinecap="round" />
        <rect x="86" y="80" width="20" height="6" rx="2" fill="#fbfaf5" stroke="#cdd4cf" />
      </svg>
      <h2>{t('ui.cart.empty')}</h2>
      <p>{t('ui.cart.emptyText')}</p>
      <Link href="/" className="btn btn-large">
        {t('ui.cart.shopNow')}
      </Link>
    </div>
  );
}
