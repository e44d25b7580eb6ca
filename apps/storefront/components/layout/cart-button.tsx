import Link from 'next/link';
import { articleCountText } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import { CartIcon } from '../common/cart-icon';
import styles from './layout.module.css';

/** Header link to the basket with the article count badge (no badge for an empty or missing cart). */
export async function CartButton({ articleCount }: { articleCount: number }) {
  const i18n = await currentTranslator();
  const label = articleCount > 0 ? i18n.t('ui.cartButton.withArticles', { count: articleCountText(articleCount, i18n) }) : i18n.t('ui.cartButton.empty');
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
      <span className={styles.cartLabel}>{i18n.t('ui.basket')}</span>
    </Link>
  );
}
