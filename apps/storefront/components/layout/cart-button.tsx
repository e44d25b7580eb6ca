import { BASKET_HREF } from '@/lib/header/header-links';
import { articleCountText } from '@/lib/i18n/format';
import { currentTranslator } from '@/lib/site/site';
import { CartIcon } from '../common/cart-icon';
import { CartEntry } from './cart-entry';
import { ShopLink } from './shop-link';
import styles from './layout.module.css';

/**
 * Header link to the basket with the article count badge (no badge for an empty or missing cart).
 * On a laptop with a mouse it also opens the mini cart (CartEntry); elsewhere it is just the link.
 */
export async function CartButton({ articleCount }: { articleCount: number }) {
  const i18n = await currentTranslator();
  const label = articleCount > 0 ? i18n.t('ui.cartButton.withArticles', { count: articleCountText(articleCount, i18n) }) : i18n.t('ui.cartButton.empty');
  return (
    <CartEntry articleCount={articleCount} labels={{ panel: i18n.t('ui.minicart.title'), loading: i18n.t('ui.minicart.loading'), failed: i18n.t('ui.minicart.failed') }}>
      <ShopLink href={BASKET_HREF} className={styles.cartButton} aria-label={label} data-testid="cart-button">
        <span className={styles.cartIconWrap}>
          <CartIcon size={26} strokeWidth={1.9} />
          {articleCount > 0 ? (
            <span className={styles.cartBadge} data-testid="cart-count">
              {articleCount > 999 ? '999+' : articleCount}
            </span>
          ) : null}
        </span>
        <span className={styles.cartLabel}>{i18n.t('ui.basket')}</span>
      </ShopLink>
    </CartEntry>
  );
}
