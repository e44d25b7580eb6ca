import { colourHex } from '../colours.js';
import type { OptionAxis, ProductDef } from '../products/define.js';
import { DELIVERY } from '../texts.js';
import type { BasePriceRecord, ItemRecord, VariantInfoRecord } from '../types.js';
import { AMAZON_PAY_BLOCKED_ITEM_IDS } from './flags.js';
import { orderNumberFor } from './order-numbers.js';
import { shopPrices } from './pricing.js';

// Order numbers keep the item index in three digits via a stride of 37; 26 items stay unique.
const MAX_ITEMS = 26;
const BLOCKED = new Set(AMAZON_PAY_BLOCKED_ITEM_IDS);

interface Combination {
  variantInfo: VariantInfoRecord[];
  priceCents: number;
  content: number | undefined;
  colourName: string;
}

function combinations(def: ProductDef, fallbackColour: string): Combination[] {
  const colours = def.colours ?? [undefined];
  const options: OptionAxis['values'] = def.options?.values ?? [['', def.priceCents, def.content]];
  const without = def.without ?? [];
  const result: Combination[] = [];
  for (const colour of colours) {
    for (const [value, priceCents, content] of options) {
      if (without.some(([c, o]) => c === colour && o === value)) continue;
      const variantInfo: VariantInfoRecord[] = [];
      if (colour) variantInfo.push({ label: 'Farbe', value: colour });
      if (def.options) variantInfo.push({ label: def.options.label, value });
      result.push({ variantInfo, priceCents, content: content ?? def.content, colourName: colour ?? fallbackColour });
    }
  }
  return result;
}

export interface ItemExtras {
  warnings: string[];
  dangerWarnings: string[];
}

export function buildItems(productId: string, def: ProductDef, fallbackColour: string, extras: ItemExtras): ItemRecord[] {
  const combos = combinations(def, fallbackColour);
  if (combos.length > MAX_ITEMS) throw new Error(`product ${productId} has more than ${MAX_ITEMS} items`);
  const soldOutValues = Array.isArray(def.soldOut) ? def.soldOut : [];
  const discontinued = def.discontinued ?? false;
  return combos.map((combo, i) => {
    const index = i + 1;
    const itemId = `${productId}-${String(index).padStart(2, '0')}`;
    const values = combo.variantInfo.map((v) => v.value);
    const soldOut = def.soldOut === true || values.some((v) => soldOutValues.includes(v));
    const priceCents = def.sale ? salePrice(combo.priceCents, def.sale) : combo.priceCents;
    const oldPriceCents = def.sale ? combo.priceCents : null;
    const freight = def.freight ?? false;
    return {
      itemId,
      productId,
      index,
      orderNumber: orderNumberFor(productId, index),
      name: values.length > 0 ? `${def.name}, ${values.join(', ')}` : def.name,
      priceCents,
      oldPriceCents,
      prices: shopPrices(priceCents, oldPriceCents),
      basePrice: basePrice(priceCents, combo.content, def.contentUnit),
      variantInfo: combo.variantInfo,
      colour: colourHex(combo.colourName),
      availableForSale: !soldOut && !discontinued,
      deliveryStatusText: discontinued ? DELIVERY.discontinued : soldOut ? DELIVERY.soldOut : freight ? DELIVERY.freight : DELIVERY.inStock,
      deliveryStatusColor: soldOut || discontinued ? 'red' : freight ? 'orange' : 'green',
      maxQuantity: def.max ?? 9999,
      minimumOrderQuantity: def.min ?? 1,
      needsSpedition: freight,
      amazonPayBlocked: BLOCKED.has(itemId),
      discontinued,
      warnings: [...extras.warnings],
      dangerWarnings: [...extras.dangerWarnings],
    };
  });
}

/** A shop-style special price: the discounted amount rounded down to end in 9 cents. */
export function salePrice(regularCents: number, percentOff: number): number {
  const discounted = Math.floor((regularCents * (100 - percentOff)) / 100);
  const rounded = Math.floor(discounted / 10) * 10 + 9;
  return rounded < regularCents ? rounded : discounted;
}

function basePrice(priceCents: number, content: number | undefined, unit: 'ml' | 'g' | undefined): BasePriceRecord | null {
  if (!content || !unit) return null;
  // German price labelling (PAngV) states the price per litre or kilogram.
  const unitsPerItem = content / 1000;
  return { unit: unit === 'ml' ? 'l' : 'kg', centsPerUnit: Math.round(priceCents / unitsPerItem), unitsPerItem };
}
