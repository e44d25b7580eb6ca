import { buildCategories } from './categories.js';
import { ageFromFacts, downloadsFor, facetsFor, labelsFor, warningsFor, warrantyFor, type ExtrasInput } from './catalogue/extras.js';
import { buildItems } from './catalogue/items.js';
import { linkProducts } from './catalogue/relations.js';
import { averageRating, buildReviews } from './catalogue/reviews.js';
import { buildTabs } from './catalogue/tabs.js';
import { COLOURS } from './colours.js';
import { pick, randomFor } from './prng.js';
import { bagProducts } from './products/bags.js';
import { moreBagProducts } from './products/bags-more.js';
import { craftProducts } from './products/craft.js';
import { moreCraftProducts } from './products/craft-more.js';
import type { ProductBlock, ProductDef } from './products/define.js';
import { furnitureProducts } from './products/furniture.js';
import { moreFurnitureProducts } from './products/furniture-more.js';
import { learningProducts } from './products/learning.js';
import { moreLearningProducts } from './products/learning-more.js';
import { officeProducts } from './products/office.js';
import { moreOfficeProducts } from './products/office-more.js';
import { paperProducts } from './products/paper.js';
import { morePaperProducts } from './products/paper-more.js';
import { playProducts } from './products/play.js';
import { morePlayProducts } from './products/play-more.js';
import { writingProducts } from './products/writing.js';
import { moreWritingProducts } from './products/writing-more.js';
import { describe } from './texts.js';
import type { CatalogueSeed, CategoryRecord, ProductRecord } from './types.js';

/** The fixed seed: change it and every rating and text choice changes with it. */
export const CATALOGUE_SEED = 20_240_901;

const BLOCKS: ProductBlock[] = [
  writingProducts, moreWritingProducts, paperProducts, morePaperProducts, craftProducts, moreCraftProducts,
  playProducts, morePlayProducts, officeProducts, moreOfficeProducts, bagProducts, moreBagProducts,
  learningProducts, moreLearningProducts, furnitureProducts, moreFurnitureProducts,
];
const BLOCK_SIZE = 100;

/** Every block stays inside its hundred and clear of the others, so no id is ever reused. */
function checkBlocks(blocks: readonly ProductBlock[]): void {
  const taken = new Set<number>();
  for (const block of blocks) {
    const last = block.firstId + block.defs.length - 1;
    if (Math.floor((last - 10_001) / BLOCK_SIZE) !== Math.floor((block.firstId - 10_001) / BLOCK_SIZE)) throw new Error(`product block ${block.firstId} is full`);
    for (let id = block.firstId; id <= last; id++) {
      if (taken.has(id)) throw new Error(`product id ${id} is in two blocks`);
      taken.add(id);
    }
  }
}

/** Builds the whole catalogue; deterministic for a given seed (no clock, no Math.random). */
export function buildSeed(seed: number = CATALOGUE_SEED): CatalogueSeed {
  checkBlocks(BLOCKS);
  const categories = buildCategories();
  const byId = new Map(categories.map((c) => [c.id, c]));
  const products: ProductRecord[] = [];
  for (const block of BLOCKS) {
    block.defs.forEach((def, i) => products.push(buildProduct(seed, String(block.firstId + i), def, byId)));
  }
  linkProducts(products);
  return { categories, products };
}

function categoryPathOf(category: CategoryRecord, categories: Map<string, CategoryRecord>): CategoryRecord[] {
  const path: CategoryRecord[] = [];
  for (let c: CategoryRecord | undefined = category; c && c.level > 0; c = c.parentId ? categories.get(c.parentId) : undefined) path.unshift(c);
  return path;
}

function buildProduct(seed: number, productId: string, def: ProductDef, categories: Map<string, CategoryRecord>): ProductRecord {
  const category = categories.get(def.cat);
  if (!category || category.childIds.length > 0) throw new Error(`product ${productId}: ${def.cat} is not a leaf category`);
  const path = categoryPathOf(category, categories);
  const mainCategoryId = path[0]?.id ?? category.id;
  const random = randomFor(seed, productId);
  const fallbackColour = def.colour ?? pick(random, Object.keys(COLOURS));
  const age = def.age ?? ageFromFacts(def.facts);
  const input: ExtrasInput = { name: def.name, kind: def.kind, mainCategoryId, facts: def.facts, energy: def.energy ?? null, freight: def.freight ?? false, age };
  const { warnings, dangerWarnings } = warningsFor(input);
  const items = buildItems(productId, def, fallbackColour, { warnings, dangerWarnings });
  const warranty = warrantyFor(def.kind);
  // Reviews draw from their own stream, so they never shift the text choices above.
  const reviews = buildReviews(randomFor(seed, `${productId}:reviews`), productId, def.name, def.top ?? false);
  return {
    productId,
    name: def.name,
    categoryId: def.cat,
    kind: def.kind,
    manufacturer: def.brand,
    description: describe(random, def.name, def.brand, def.kind, mainCategoryId),
    shortFacts: [...def.facts],
    rating: averageRating(reviews),
    numberOfRatings: reviews.length,
    isNewProduct: def.isNew ?? false,
    isTopseller: def.top ?? false,
    items,
    categoryPath: path.map((c) => ({ id: c.id, name: c.name, nameEn: c.nameEn })),
    energyClass: def.energy ?? null,
    warranty,
    labels: labelsFor(input),
    downloads: downloadsFor(input),
    extraTabs: buildTabs({ name: def.name, brand: def.brand, kind: def.kind, mainCategoryId, facts: def.facts, items, energy: def.energy ?? null, age, warnings, warranty }),
    reviews,
    accessoryIds: [],
    replacementIds: [],
    facets: facetsFor(def.name, def.colours ?? (def.colour ? [def.colour] : []), age),
  };
}
