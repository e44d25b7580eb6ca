import { buildCategories } from './categories.js';
import { colourHex, COLOURS } from './colours.js';
import { chance, intBetween, pick, randomFor } from './prng.js';
import { bagProducts } from './products/bags.js';
import { craftProducts } from './products/craft.js';
import type { OptionAxis, ProductBlock, ProductDef } from './products/define.js';
import { furnitureProducts } from './products/furniture.js';
import { learningProducts } from './products/learning.js';
import { officeProducts } from './products/office.js';
import { paperProducts } from './products/paper.js';
import { playProducts } from './products/play.js';
import { writingProducts } from './products/writing.js';
import { DELIVERY, describe } from './texts.js';
import type { BasePriceRecord, CatalogueSeed, CategoryRecord, ItemRecord, ProductRecord, VariantInfoRecord } from './types.js';

/** The fixed seed: change it and every rating and text choice changes with it. */
export const CATALOGUE_SEED = 20_240_901;

const BLOCKS: ProductBlock[] = [writingProducts, paperProducts, craftProducts, playProducts, officeProducts, bagProducts, learningProducts, furnitureProducts];
const BLOCK_SIZE = 100;
// Order numbers keep the item index in three digits via a stride of 37; 26 items stay unique.
const MAX_ITEMS = 26;

/** Builds the whole catalogue; deterministic for a given seed (no clock, no Math.random). */
export function buildSeed(seed: number = CATALOGUE_SEED): CatalogueSeed {
  const categories = buildCategories();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const products: ProductRecord[] = [];
  for (const block of BLOCKS) {
    if (block.defs.length >= BLOCK_SIZE) throw new Error(`product block ${block.firstId} is full`);
    block.defs.forEach((def, i) => products.push(buildProduct(seed, String(block.firstId + i), def, byId)));
  }
  return { categories, products };
}

function buildProduct(seed: number, productId: string, def: ProductDef, categories: Map<string, CategoryRecord>): ProductRecord {
  const category = categories.get(def.cat);
  if (!category || category.childIds.length > 0) throw new Error(`product ${productId}: ${def.cat} is not a leaf category`);
  const random = randomFor(seed, productId);
  const rated = !chance(random, 0.15);
  const numberOfRatings = rated ? intBetween(random, 2, 120) * (def.top ? 3 : 1) : 0;
  const rating = rated ? Math.round((3.4 + random() * 1.6) * 10) / 10 : null;
  const fallbackColour = def.colour ?? pick(random, Object.keys(COLOURS));
  return {
    productId,
    name: def.name,
    categoryId: def.cat,
    kind: def.kind,
    manufacturer: def.brand,
    description: describe(random, def.name, def.brand, def.kind, mainCategoryOf(category, categories)),
    shortFacts: [...def.facts],
    rating,
    numberOfRatings,
    isNewProduct: def.isNew ?? false,
    isTopseller: def.top ?? false,
    items: buildItems(productId, def, fallbackColour),
  };
}

function mainCategoryOf(category: CategoryRecord, categories: Map<string, CategoryRecord>): string {
  let current = category;
  while (current.level > 1 && current.parentId) current = categories.get(current.parentId) ?? current;
  return current.id;
}

interface Combination {
  variantInfo: VariantInfoRecord[];
  priceCents: number;
  content: number | undefined;
  colourName: string;
}

function combinations(def: ProductDef, fallbackColour: string): Combination[] {
  const colours = def.colours ?? [undefined];
  const options: OptionAxis['values'] = def.options?.values ?? [['', def.priceCents, def.content]];
  const result: Combination[] = [];
  for (const colour of colours) {
    for (const [value, priceCents, content] of options) {
      const variantInfo: VariantInfoRecord[] = [];
      if (colour) variantInfo.push({ label: 'Farbe', value: colour });
      if (def.options) variantInfo.push({ label: def.options.label, value });
      result.push({ variantInfo, priceCents, content: content ?? def.content, colourName: colour ?? fallbackColour });
    }
  }
  return result;
}

function buildItems(productId: string, def: ProductDef, fallbackColour: string): ItemRecord[] {
  const combos = combinations(def, fallbackColour);
  if (combos.length > MAX_ITEMS) throw new Error(`product ${productId} has more than ${MAX_ITEMS} items`);
  const sequence = Number(productId) - 10_000;
  const soldOutValues = Array.isArray(def.soldOut) ? def.soldOut : [];
  return combos.map((combo, i) => {
    const index = i + 1;
    const values = combo.variantInfo.map((v) => v.value);
    const soldOut = def.soldOut === true || values.some((v) => soldOutValues.includes(v));
    const priceCents = def.sale ? salePrice(combo.priceCents, def.sale) : combo.priceCents;
    return {
      itemId: `${productId}-${String(index).padStart(2, '0')}`,
      productId,
      index,
      orderNumber: `${100 + sequence}.${String((index * 37 + sequence * 11) % 1000).padStart(3, '0')}`,
      name: values.length > 0 ? `${def.name}, ${values.join(', ')}` : def.name,
      priceCents,
      oldPriceCents: def.sale ? combo.priceCents : null,
      basePrice: basePrice(priceCents, combo.content, def.contentUnit),
      variantInfo: combo.variantInfo,
      colour: colourHex(combo.colourName),
      availableForSale: !soldOut,
      deliveryStatusText: soldOut ? DELIVERY.soldOut : def.freight ? DELIVERY.freight : DELIVERY.inStock,
      deliveryStatusColor: soldOut ? 'red' : def.freight ? 'orange' : 'green',
      maxQuantity: def.max ?? 9999,
      minimumOrderQuantity: def.min ?? 1,
    };
  });
}

/** A shop-style special price: the discounted amount rounded down to end in 9 cents. */
function salePrice(regularCents: number, percentOff: number): number {
  const discounted = Math.floor((regularCents * (100 - percentOff)) / 100);
  const rounded = Math.floor(discounted / 10) * 10 + 9;
  return rounded < regularCents ? rounded : discounted;
}

function basePrice(priceCents: number, content: number | undefined, unit: 'ml' | 'g' | undefined): BasePriceRecord | null {
  if (!content || !unit) return null;
  // German price labelling (PAngV) states the price per litre or kilogram.
  return { unit: unit === 'ml' ? 'l' : 'kg', centsPerUnit: Math.round((priceCents * 1000) / content) };
}
