import type { ProductTile as ProductTileData } from '@/lib/listing/catalogue';
import { currentTranslator } from '@/lib/site/site';
import { ProductGridView } from './product-grid';
import { tileView } from '@/lib/product/tile-view';

/** Responsive grid of product tiles (see ProductGridView for `aboveFold`). */
export async function ProductGrid({ products, label, aboveFold = false }: { products: readonly ProductTileData[]; label?: string; aboveFold?: boolean }) {
  const i18n = await currentTranslator();
  const { t } = i18n;
  return (
    <ProductGridView
      tiles={products.map((product) => tileView(product, i18n))}
      texts={{
        soldOut: t('ui.product.soldOut'),
        moreVariants: t('ui.product.moreVariants'),
        badges: t('ui.badge.label'),
        youSave: t('ui.badge.youSave'),
        insteadOf: t('ui.price.insteadOf'),
        from: t('ui.price.from'),
      }}
      label={label}
      aboveFold={aboveFold}
    />
  );
}
