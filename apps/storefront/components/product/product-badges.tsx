import { showsDiscountBadge } from '@tafel/domain';
import type { Badge } from '@tafel/graphql-schema/storefront';
import { currentTranslator } from '@/lib/site/site';
import { BadgeList } from './product-marks';
import { badgeMarks } from '@/lib/product/tile-view';

/** The badges of the product page: discount (only from 5 %, spec §5) and the Neu / Beliebt / Sale badges. */
export async function ProductBadges({ badges, discountPercent }: { badges: readonly Badge[]; discountPercent: number | null }) {
  if (!showsDiscountBadge(discountPercent) && badges.length === 0) return null;
  const { t } = await currentTranslator();
  return <BadgeList badges={badgeMarks(badges, discountPercent, t)} label={t('ui.badge.label')} youSave={t('ui.badge.youSave')} />;
}
