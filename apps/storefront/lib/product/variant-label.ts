import type { ProductItem } from '@/lib/listing/catalogue';
import type { Translator } from '@/lib/i18n/i18n';

// Apart from lib/product/product.ts: the data layer (lib/tracking) imports that module into every
// page's client code, and this label's text belongs only where the variant select is rendered.

/** Label of the variant select: the attribute names of the items ("Farbe / Format"), else "Variante" / "Variant". */
export function variantAttributeLabel(items: readonly Pick<ProductItem, 'variantInfo'>[], i18n: Pick<Translator, 't'>): string {
  const labels = items[0]?.variantInfo.map((info) => info.label).filter(Boolean) ?? [];
  return labels.length > 0 ? labels.join(' / ') : i18n.t('ui.product.variant');
}
