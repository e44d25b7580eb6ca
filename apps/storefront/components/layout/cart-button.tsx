import Link from 'next/link';
import styles from './layout.module.css';

/** Header link to the basket with the article count badge (no badge for an empty or missing cart). */
export function CartButton({ articleCount }: { articleCount: number }) {
  const label = articleCount > 0 ? `Warenkorb, ${articleCount} Artikel` : 'Warenkorb, leer';
  return (
    <Link href="/checkout/basket" className={styles.cartButton} aria-label={label}>
      <span className={styles.cartIconWrap}>
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            d="M3 4h2.2l2.1 10.3a1.5 1.5 0 0 0 1.5 1.2h8.4a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <circle cx="9.5" cy="19.5" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19.5" r="1.6" fill="currentColor" />
        </svg>
        {articleCount > 0 ? (
          <span className={styles.cartBadge} data-testid="cart-count">
            {articleCount > 999 ? '999+' : articleCount}
          </span>
        ) : null}
      </span>
      <span className={styles.cartLabel}>Warenkorb</span>
    </Link>
  );
}
