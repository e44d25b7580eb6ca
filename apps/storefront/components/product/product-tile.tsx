import type { ProductTile as ProductTileData } from '@/lib/listing/catalogue';
import { currentTranslator } from '@/lib/site/site';
import { ProductGridView } from './product-grid';
import { dealTexts } from '@/lib/lightning/deal-view';
import { badgeNames, ratingTemplate, tileView, type TileTranslator, type TileView } from '@/lib/product/tile-view';
import { trackedItemList, type ItemListRef } from '@/lib/tracking/item-list';
import type { TileTexts } from './product-grid';

/** The texts a grid's tiles share; the lightning ones only when a tile has a deal (they would weigh on every listing). */
export function gridTexts(tiles: readonly TileView[], { t, intlLocale }: TileTranslator): TileTexts {
  const texts: TileTexts = {
    soldOut: t('ui.product.soldOut'),
    moreVariants: t('ui.product.moreVariants'),
    badges: t('ui.badge.label'),
    youSave: t('ui.badge.youSave'),
    insteadOf: t('ui.price.insteadOf'),
    from: t('ui.price.from'),
    badgeNames: badgeNames(tiles, t),
  };
  if (tiles.some((tile) => tile.rating !== undefined)) texts.rating = { label: ratingTemplate(t), locale: intlLocale };
  if (tiles.some((tile) => tile.deal)) texts.deal = dealTexts(t);
  return texts;
}

/**
 * Responsive grid of product tiles (see ProductGridView for `aboveFold` and `carousel`). `list` names the list for
 * view_item_list and select_item (catalogue spec §7), e.g. { id: 'search_results', name: 'Suchergebnisse' };
 * every product list of the shop passes one (category, search, recommendations, carousels).
 */
export async function ProductGrid({
  products,
  label,
  aboveFold = false,
  carousel = false,
  list,
  testId,
  initialCount,
}: {
  products: readonly ProductTileData[];
  label?: string;
  aboveFold?: boolean;
  /** A product carousel (recommendations): its first 4 images load eagerly wherever it is (spec §9). */
  carousel?: boolean;
  list?: ItemListRef;
  testId?: string;
  /** Tiles in the server's HTML; the rest render after hydration (see ProductGridView). */
  initialCount?: number;
}) {
  const i18n = await currentTranslator();
  const renderedAt = Date.now();
  const tiles = products.map((product) => tileView(product, i18n, renderedAt));
  return (
    <ProductGridView
      tiles={tiles}
      texts={gridTexts(tiles, i18n)}
      label={label}
      aboveFold={aboveFold}
      carousel={carousel}
      renderedAt={renderedAt}
      {...(testId ? { testId } : {})}
      {...(initialCount !== undefined ? { initialCount } : {})}
      {...(list ? { list: trackedItemList(list, products) } : {})}
    />
  );
}
