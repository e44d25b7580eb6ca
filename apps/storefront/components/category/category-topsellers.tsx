import type { ProductTile } from '@/lib/listing/catalogue';
import { tileView } from '@/lib/product/tile-view';
import { currentTranslator } from '@/lib/site/site';
import { trackedItemList } from '@/lib/tracking/item-list';
import { ProductGridView } from '../product/product-grid';
import { gridTexts } from '../product/product-tile';
import styles from './category.module.css';

/**
 * The category's topsellers (catalogue spec §2), a row of tiles above the products; a scrolling
 * row on narrow screens. `topsellers` are already cut to the row (categoryExtras). Nothing when
 * the category has none.
 */
export async function CategoryTopsellers({ topsellers, categoryId, categoryName }: { topsellers: readonly ProductTile[]; categoryId: string; categoryName: string }) {
  if (topsellers.length === 0) return null;
  const i18n = await currentTranslator();
  const { t } = i18n;
  const renderedAt = Date.now();
  const tiles = topsellers.map((product) => tileView(product, i18n, renderedAt));
  return (
    <section className={styles.topsellers} aria-labelledby="topsellers-title" data-testid="category-topsellers">
      <h2 id="topsellers-title" className={styles.extraTitle}>
        {t('ui.category.topsellers')}
      </h2>
      {/* The row is the first thing under the title, so its first image is the page's largest paint. */}
      <ProductGridView
        tiles={tiles}
        texts={gridTexts(tiles, i18n)}
        label={t('ui.category.topsellersIn', { name: categoryName })}
        aboveFold
        renderedAt={renderedAt}
        className={styles.topsellerRow}
        // A list of its own for view_item_list / select_item (catalogue spec §7), beside the category's.
        list={trackedItemList({ id: `category_topsellers_${categoryId}`, name: t('ui.category.topsellersIn', { name: categoryName }) }, topsellers)}
      />
    </section>
  );
}
