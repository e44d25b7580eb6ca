import { NEW_CATEGORY_ID, ROOT_CATEGORY_ID, SALE_CATEGORY_ID } from './categories.js';
import { bestItem, isOnSale } from './product-facts.js';
import type { CatalogueSeed, CategoryRecord, ItemRecord, ProductRecord } from './types.js';

export const SORT_OPTIONS = ['si', 'price-asc', 'price-desc', 'name', 'rating', 'new'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export function isSortBy(value: string): value is SortBy {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

type Compare = (a: ProductRecord, b: ProductRecord) => number;

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const byId: Compare = (a, b) => Number(a.productId) - Number(b.productId);
const price = (p: ProductRecord): number => bestItem(p).priceCents;
const rating = (p: ProductRecord): number => p.rating ?? -1;

// Every order ends in a unique key (the id) so pages never overlap or skip a product.
const COMPARATORS: Record<SortBy, Compare> = {
  si: (a, b) => Number(b.isTopseller) - Number(a.isTopseller) || rating(b) - rating(a) || byId(a, b),
  'price-asc': (a, b) => price(a) - price(b) || byId(a, b),
  'price-desc': (a, b) => price(b) - price(a) || byId(a, b),
  name: (a, b) => collator.compare(a.name, b.name) || byId(a, b),
  rating: (a, b) => rating(b) - rating(a) || b.numberOfRatings - a.numberOfRatings || byId(a, b),
  // Higher ids were added later, so they count as newer among equally flagged products.
  new: (a, b) => Number(b.isNewProduct) - Number(a.isNewProduct) || byId(b, a),
};

/** Read-only catalogue over the seed: lookups, category membership and sorted listings. */
export class Catalogue {
  private readonly categories = new Map<string, CategoryRecord>();
  private readonly products = new Map<string, ProductRecord>();
  private readonly items = new Map<string, { item: ItemRecord; product: ProductRecord }>();
  private readonly members = new Map<string, ProductRecord[]>();
  private readonly sorted = new Map<string, ProductRecord[]>();

  constructor(readonly seed: CatalogueSeed) {
    for (const category of seed.categories) this.categories.set(category.id, category);
    for (const product of seed.products) {
      this.products.set(product.productId, product);
      for (const item of product.items) this.items.set(item.itemId, { item, product });
    }
    for (const category of seed.categories) this.members.set(category.id, this.collectMembers(category));
  }

  category(id: string): CategoryRecord | undefined {
    return this.categories.get(id);
  }

  product(id: string): ProductRecord | undefined {
    return this.products.get(id);
  }

  item(itemId: string): { item: ItemRecord; product: ProductRecord } | undefined {
    return this.items.get(itemId);
  }

  root(): CategoryRecord {
    const root = this.categories.get(ROOT_CATEGORY_ID);
    if (!root) throw new Error('the seed has no root category');
    return root;
  }

  children(category: CategoryRecord): CategoryRecord[] {
    return category.childIds.map((id) => this.categories.get(id)).filter((c): c is CategoryRecord => c !== undefined);
  }

  /** Main category down to the category itself; the root alone for the root. */
  breadcrumb(categoryId: string): CategoryRecord[] {
    const trail: CategoryRecord[] = [];
    for (let c = this.categories.get(categoryId); c; c = c.parentId ? this.categories.get(c.parentId) : undefined) {
      trail.unshift(c);
    }
    return trail.length > 1 ? trail.slice(1) : trail;
  }

  /** The products of a category and everything below it, in the given order. */
  listing(categoryId: string, sortBy: SortBy): ProductRecord[] {
    const key = `${categoryId}:${sortBy}`;
    let list = this.sorted.get(key);
    if (!list) {
      list = [...(this.members.get(categoryId) ?? [])].sort(COMPARATORS[sortBy]);
      this.sorted.set(key, list);
    }
    return list;
  }

  private collectMembers(category: CategoryRecord): ProductRecord[] {
    const all = [...this.products.values()];
    if (category.id === ROOT_CATEGORY_ID) return all;
    if (category.id === SALE_CATEGORY_ID) return all.filter(isOnSale);
    if (category.id === NEW_CATEGORY_ID) return all.filter((p) => p.isNewProduct);
    const ids = new Set<string>();
    const walk = (c: CategoryRecord): void => {
      ids.add(c.id);
      this.children(c).forEach(walk);
    };
    walk(category);
    return all.filter((p) => ids.has(p.categoryId));
  }
}
