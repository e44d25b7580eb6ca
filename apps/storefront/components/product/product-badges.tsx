import { showsDiscountBadge } from '@tafel/domain';
import type { Badge } from '@tafel/graphql-schema/storefront';
import type { TextKey } from '@/lib/i18n/i18n';
import { currentTranslator } from '@/lib/site/site';
import styles from './product.module.css';

const BADGE_TEXT: Record<Badge, TextKey> = { NEW: 'ui.badge.new', POPULAR: 'ui.badge.popular', SALE: 'ui.badge.sale' };
const BADGE_CLASS: Record<Badge, string | undefined> = { NEW: styles.badgeNew, POPULAR: styles.badgePopular, SALE: styles.badgeSale };

/** Spec §5: the sale badge is highlighted with an icon from 25 % discount. */
const SALE_HIGHLIGHT_PERCENT = 25;

/** Discount badge (only from 5 %, spec §5) and the Neu / Beliebt / Sale badges. */
export async function ProductBadges({ badges, discountPercent }: { badges: readonly Badge[]; discountPercent: number | null }) {
  const showDiscount = showsDiscountBadge(discountPercent);
  if (!showDiscount && badges.length === 0) return null;
  const { t } = await currentTranslator();
  const highlight = typeof discountPercent === 'number' && discountPercent >= SALE_HIGHLIGHT_PERCENT;
  return (
    <ul className={styles.badges} aria-label={t('ui.badge.label')}>
      {showDiscount ? (
        <li className={`${styles.badge} ${styles.badgeDiscount}${highlight ? ` ${styles.badgeHighlight}` : ''}`}>
          <span className="visually-hidden">{`${t('ui.badge.youSave')} `}</span>
          {`−${discountPercent}\u00a0%`}
        </li>
      ) : null}
      {badges
        .filter((badge) => !(badge === 'SALE' && showDiscount))
        .map((badge) => (
          <li key={badge} className={`${styles.badge} ${BADGE_CLASS[badge] ?? ''}`}>
            {BADGE_TEXT[badge] ? t(BADGE_TEXT[badge]) : badge}
          </li>
        ))}
    </ul>
  );
}
