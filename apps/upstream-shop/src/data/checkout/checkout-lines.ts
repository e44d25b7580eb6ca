import type { Catalogue } from '../catalogue.js';
import type { CartPosition } from '../cart-store.js';
import type { ShopId } from '../customers/customer-types.js';
import type { CartLightning } from '../lightning/lightning-types.js';
import type { ItemRecord, ProductRecord } from '../types.js';

/** A cart position with what checkout needs to know about its article. */
export interface CheckoutLine {
  positionId: string;
  itemId: string;
  productId: string;
  name: string;
  articleNumber: string;
  /** e.g. "Farbe: Blau, Größe: A4"; null for articles without variants. */
  variationText: string | null;
  quantity: number;
  /** The regular unit price. */
  unitCents: number;
  /** Of `quantity`, this many cost the lightning-deal price `lightningUnitCents` (0 without a running deal). */
  lightningQuantity: number;
  lightningUnitCents: number;
  /** What the line costs: regular and lightning part together. */
  lineCents: number;
  /** Ships by freight forwarder (spedition) only. */
  spedition: boolean;
  /** One of the articles Amazon Pay must not be used for (spec §4). */
  amazonPayBlocked: boolean;
}

interface Article {
  item: ItemRecord;
  product: ProductRecord;
}

/** Freight articles (spec §4 shippers: "spedition"), as the catalogue flags them. The one place this rule lives. */
export function needsSpedition({ item }: Article): boolean {
  return item.needsSpedition;
}

/** One of the 9 article numbers Amazon Pay is blocked for (spec §4, §9), as the catalogue flags them. */
export function isAmazonPayBlocked({ item }: Article): boolean {
  return item.amazonPayBlocked;
}

/** The cart's positions with their articles; positions whose article vanished are left out. */
// Priced like the cart view (views/cart.ts): the item's price in the shop, the reserved lightning
// quantity at the deal price, so the order costs exactly what the cart showed.
export function checkoutLines(positions: readonly CartPosition[], catalogue: Catalogue, lightning: CartLightning, shop: ShopId): CheckoutLine[] {
  const lines: CheckoutLine[] = [];
  for (const position of positions) {
    const found = catalogue.item(position.itemId);
    if (!found) continue;
    const { item, product } = found;
    const unitCents = catalogue.priceCentsFor(item.itemId, shop) ?? item.priceCents;
    const deal = lightning.get(item.itemId);
    const lightningQuantity = Math.min(deal?.quantity ?? 0, position.quantity);
    const lightningUnitCents = lightningQuantity > 0 ? (deal?.unitCents ?? 0) : 0;
    lines.push({
      positionId: position.id,
      itemId: item.itemId,
      productId: product.productId,
      name: item.name,
      articleNumber: item.orderNumber,
      variationText: item.variantInfo.length > 0 ? item.variantInfo.map((v) => `${v.label}: ${v.value}`).join(', ') : null,
      quantity: position.quantity,
      unitCents,
      lightningQuantity,
      lightningUnitCents,
      lineCents: unitCents * (position.quantity - lightningQuantity) + lightningUnitCents * lightningQuantity,
      spedition: needsSpedition(found),
      amazonPayBlocked: isAmazonPayBlocked(found),
    });
  }
  return lines;
}

export const subtotalCents = (lines: readonly CheckoutLine[]): number => lines.reduce((sum, l) => sum + l.lineCents, 0);
