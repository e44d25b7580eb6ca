import type { ProductDetail, ProductItem } from '@/lib/listing/catalogue';

/** The item a product page shows: the one named by `varid` (spec §2) if the product has it, else the default item. */
export function selectItem(
  product: Pick<ProductDetail, 'items' | 'defaultItemId'>,
  varid: string | string[] | undefined,
): ProductItem | undefined {
  const wanted = Array.isArray(varid) ? varid[0] : varid;
  return (
    (wanted ? product.items.find((item) => item.id === wanted) : undefined) ??
    product.items.find((item) => item.id === product.defaultItemId) ??
    product.items[0]
  );
}

/** An item's variant values ("Rot / A4"); null when it has none (a product page item or a cart line). */
export function variantValues(item: { variantInfo: readonly { value: string }[] }): string | null {
  const values = item.variantInfo.map((info) => info.value).filter(Boolean);
  return values.length > 0 ? values.join(' / ') : null;
}

/** Short label of an item among its siblings: its variant values ("Rot / A4"), else its name. */
export function variantLabel(item: Pick<ProductItem, 'variantInfo' | 'name'>): string {
  return variantValues(item) ?? item.name;
}

/** Product URL of an item (spec §2: links to a variant carry `varid`). */
export function productHref(productId: string, itemId?: string): string {
  const base = `/prod/${encodeURIComponent(productId)}`;
  return itemId ? `${base}?varid=${encodeURIComponent(itemId)}` : base;
}

/** Tone of a delivery status: in stock, delayed, not deliverable, or unknown. */
export type DeliveryTone = 'green' | 'yellow' | 'red' | 'neutral';

/**
 * Delivery status colour (SDL: green | yellow | red; the upstream also sends orange for
 * freight delivery, shown like yellow). Anything else is shown neutral.
 */
export function deliveryTone(color: string): DeliveryTone {
  const value = color.trim().toLowerCase();
  if (value === 'green' || value === 'red') return value;
  if (value === 'yellow' || value === 'orange' || value === 'amber') return 'yellow';
  return 'neutral';
}

/**
 * Paragraphs of a product description for display as text: markup is removed (the
 * description is never injected as HTML) and blank lines or line breaks separate paragraphs.
 */
export function descriptionParagraphs(description: string): string[] {
  return description
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/\s*(p|div|li|h\d)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .split(/\n+/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
