import { showsDiscountBadge } from '@tafel/domain';
import type { Badge } from '@tafel/graphql-schema/storefront';
import type { TextKey } from '@/lib/i18n/i18n';
import { currentTranslator } from '@/lib/site/site';
import { BadgeList, type BadgeMark } from './product-marks';

const BADGE_TEXT: Record<Badge, TextKey> = { NEW: 'ui.badge.new', POPULAR: 'ui.badge.popular', SALE: 'ui.badge.sale' };

/** Spec §5: the sale badge is highlighted with an icon from 25 % discount. */
const SALE_HIGHLIGHT_PERCENT = 25;

/** Discount badge (only from 5 %, spec §5) and the Neu / Beliebt / Sale badges (Sale not beside a discount). */
export function badgeMarks(badges: readonly Badge[], discountPercent: number | null, t: (key: TextKey) => string): BadgeMark[] {
  const marks: BadgeMark[] = [];
  const showDiscount = showsDiscountBadge(discountPercent);
  if (showDiscount && typeof discountPercent === 'number') {
    const mark: BadgeMark = { kind: 'DISCOUNT', text: `−${discountPercent}\u00a0%` };
    if (discountPercent >= SALE_HIGHLIGHT_PERCENT) mark.highlight = true;
    marks.push(mark);
  }
  for (const badge of badges) {
    if (badge === 'SALE' && showDiscount) continue;
    marks.push({ kind: badge, text: BADGE_TEXT[badge] ? t(BADGE_TEXT[badge]) : badge });
  }
  return marks;
}

/** The badges of the product page. */
export async function ProductBadges({ badges, discountPercent }: { badges: readonly Badge[]; discountPercent: number | null }) {
  if (!showsDiscountBadge(discountPercent) && badges.length === 0) return null;
  const { t } = await currentTranslator();
  return <BadgeList badges={badgeMarks(badges, discountPercent, t)} label={t('ui.badge.label')} youSave={t('ui.badge.youSave')} />;
}
