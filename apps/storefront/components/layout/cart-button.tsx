import Link from 'next/link';
import { CartIcon } from '../common/cart-icon';
import styles from './layout.module.css';

/** Header link to the basket with the article count badge (no badge for an empty or missing cart). */
export function CartButton({ articleCount }: { articleCount: number }) {
  const label = articleCount > 0 ? `Warenkorb, ${articleCount} Artikel` : 'Warenkorb, leer';
  return (
    <Link href="/checkout/basket" className={styles.cartButton} aria-label={label}>
      <span className={styles.cartIconWrap}>
        <CartIcon size={26} strokeWidth={1.9} />
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
