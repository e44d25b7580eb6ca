import type { ProductTile as ProductTileData } from '@/lib/listing/catalogue';
import { formatMoney } from '@/lib/i18n/format';
import { productHref } from '@/lib/product/product';
import { ratingLabel, ratingToStars } from '@/lib/product/rating';
import { currentTranslator } from '@/lib/site/site';
import { badgeMarks } from './product-badges';
import { ProductGridView, type TileView } from './product-grid';

type Translator = Awaited<ReturnType<typeof currentTranslator>>;

/**
 * A product in a listing as the grid shows it: image, badges, manufacturer, name, rating, price.
 * Spec: a sold-out tile shows an overlay and is not a link. No empty fields: each would travel in
 * the RSC payload as "$undefined".
 */
export function tileView(product: ProductTileData, i18n: Translator): TileView {
  const view: TileView = {
    id: product.id,
    name: product.name,
    image: { url: product.image.url, alt: product.image.alt || product.name, width: product.image.width, height: product.image.height },
    badges: badgeMarks(product.badges, product.discountPercent, i18n.t),
    price: formatMoney(product.price, i18n),
  };
  if (!product.soldOut) view.href = productHref(product.id);
  if (product.manufacturer) view.manufacturer = product.manufacturer;
  const stars = ratingToStars(product.rating);
  if (stars > 0 && typeof product.rating === 'number') view.stars = { count: stars, label: ratingLabel(product.rating, i18n) };
  if (product.oldPrice && product.oldPrice.amount > product.price.amount) view.oldPrice = formatMoney(product.oldPrice, i18n);
  if (product.fromPrice) view.fromPrice = true;
  if (product.hasVariants) view.hasVariants = true;
  return view;
}

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
