import { buildLightningDeals, type LightningDealRecord } from './catalogue/lightning.js';
import { SearchIndex } from './catalogue/search-index.js';
import { NEW_CATEGORY_ID, ROOT_CATEGORY_ID, SALE_CATEGORY_ID } from './categories.js';
import type { ShopId } from './customers/customer-types.js';
import { bestItem, isOnSale } from './product-facts.js';
import type { CatalogueSeed, CategoryRecord, ItemRecord, ProductRecord, ShopPriceRecord } from './types.js';

export { AMAZON_PAY_BLOCKED_ORDER_NUMBERS } from './catalogue/flags.js';
export { isLightningDealAvailable, type LightningDealRecord } from './catalogue/lightning.js';

export const SORT_OPTIONS = ['si', 'price-asc', 'price-desc', 'name', 'rating', 'new'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];

export function isSortBy(value: string): value is SortBy {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

type Compare = (a: ProductRecord, b: ProductRecord) => number;

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const byId: Compare = (a, b) => Number(a.productId) - Number(b.productId);
const rating = (p: ProductRecord): number => p.rating ?? -1;

/** Every order ends in a unique key (the id) so pages never overlap or skip a product. */
export function comparator(sortBy: SortBy, shop: ShopId = 'de'): Compare {
  const price = (p: ProductRecord): number => bestItem(p).prices[shop].priceCents;
  switch (sortBy) {
    case 'si':
      return (a, b) => Number(b.isTopseller) - Number(a.isTopseller) || rating(b) - rating(a) || byId(a, b);
    case 'price-asc':
      return (a, b) => price(a) - price(b) || byId(a, b);
    case 'price-desc':
      return (a, b) => price(b) - price(a) || byId(a, b);
    case 'name':
      return (a, b) => collator.compare(a.name, b.name) || byId(a, b);
    case 'rating':
      return (a, b) => rating(b) - rating(a) || b.numberOfRatings - a.numberOfRatings || byId(a, b);
    case 'new':
      // Higher ids were added later, so they count as newer among equally flagged products.
      return (a, b) => Number(b.isNewProduct) - Number(a.isNewProduct) || byId(b, a);
  }
}

/** A fixed start for catalogues built without a clock (unit tests): lightning windows hang off it. */
export const DEFAULT_STARTED_AT = Date.parse('2024-09-01T08:00:00Z');

/**
 * Read-only catalogue over the seed. Every index is built here, once: lookups by id are map
 * reads, category membership is precomputed, sorted listings are cached per order and shop.
 */
export class Catalogue {
  private readonly categories = new Map<string, CategoryRecord>();
  private readonly products = new Map<string, ProductRecord>();
  private readonly items = new Map<string, { item: ItemRecord; product: ProductRecord }>();
  private readonly members = new Map<string, ProductRecord[]>();
  private readonly memberIds = new Map<string, Set<string>>();
  private readonly sorted = new Map<string, ProductRecord[]>();
  private readonly seededDeals: readonly LightningDealRecord[];
  private deals: LightningDealRecord[] = [];
  private readonly dealsByItem = new Map<string, LightningDealRecord>();
  private readonly dealsByProduct = new Map<string, LightningDealRecord>();
  readonly search: SearchIndex;
  /** Manufacturer names, for filters and the long-tail adjustment. */
  readonly brands: readonly string[];

  /** `startedAt`: the server's start (createStores passes its clock), the anchor of lightning deals. */
  constructor(readonly seed: CatalogueSeed, readonly startedAt: number = DEFAULT_STARTED_AT) {
    for (const category of seed.categories) this.categories.set(category.id, category);
    for (const product of seed.products) {
      this.products.set(product.productId, product);
      for (const item of product.items) this.items.set(item.itemId, { item, product });
    }
    for (const category of seed.categories) {
      const members = this.collectMembers(category);
      this.members.set(category.id, members);
      this.memberIds.set(category.id, new Set(members.map((p) => p.productId)));
    }
    this.seededDeals = buildLightningDeals((itemId) => this.items.get(itemId)?.item, startedAt);
    this.useDeals(this.seededDeals);
    this.search = new SearchIndex(seed.products, seed.categories);
    this.brands = [...new Set(seed.products.map((p) => p.manufacturer))].sort(collator.compare);
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

  /** An item's price in a shop (gross cents); undefined for unknown items. Carts price with this. */
  priceCentsFor(itemId: string, shop: ShopId): number | undefined {
    return this.items.get(itemId)?.item.prices[shop].priceCents;
  }

  /** An item's prices (current and old) in a shop. */
  shopPrice(item: ItemRecord, shop: ShopId): ShopPriceRecord {
    return item.prices[shop];
  }

  /** All lightning deals, windows fixed relative to the server's start (for the lightning area). */
  lightningDeals(): readonly LightningDealRecord[] {
    return this.deals;
  }

  /**
   * Ends an item's deal window at `at` (the test hook /__faults/lightning-deal-end, UPSTREAM_FAULTS=1
   * only): an extend or refresh then finds its lines not legal (notLegalDeal), and they cost the
   * normal price. Undefined when the item has no deal.
   */
  endLightningDeal(itemId: string, at: number): LightningDealRecord | undefined {
    const deal = this.dealsByItem.get(itemId);
    if (!deal) return undefined;
    const ended = { ...deal, endsAt: Math.min(deal.endsAt, at) };
    this.useDeals(this.deals.map((d) => (d === deal ? ended : d)));
    return ended;
  }

  /** Every deal's seeded window again. */
  restoreLightningDeals(): void {
    this.useDeals(this.seededDeals);
  }

  private useDeals(deals: readonly LightningDealRecord[]): void {
    this.deals = [...deals];
    this.dealsByItem.clear();
    this.dealsByProduct.clear();
    for (const deal of this.deals) {
      this.dealsByItem.set(deal.itemId, deal);
      if (!this.dealsByProduct.has(deal.productId)) this.dealsByProduct.set(deal.productId, deal);
    }
  }

  lightningDealForItem(itemId: string): LightningDealRecord | undefined {
    return this.dealsByItem.get(itemId);
  }

  lightningDealForProduct(productId: string): LightningDealRecord | undefined {
    return this.dealsByProduct.get(productId);
  }

  root(): CategoryRecord {
    const root = this.categories.get(ROOT_CATEGORY_ID);
    if (!root) throw new Error('the seed has no root category');
    return root;
  }

  allCategories(): readonly CategoryRecord[] {
    return this.seed.categories;
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

  /** The products of a category and everything below it (virtual categories: by their flag). */
  membersOf(categoryId: string): readonly ProductRecord[] {
    return this.members.get(categoryId) ?? [];
  }

  isMember(productId: string, categoryId: string): boolean {
    return this.memberIds.get(categoryId)?.has(productId) ?? false;
  }

  /** The products of a category and everything below it, in the given order. */
  listing(categoryId: string, sortBy: SortBy, shop: ShopId = 'de'): ProductRecord[] {
    const key = `${categoryId}:${sortBy}:${shop}`;
    let list = this.sorted.get(key);
    if (!list) {
      list = [...this.membersOf(categoryId)].sort(comparator(sortBy, shop));
      this.sorted.set(key, list);
    }
    return list;
  }

  private collectMembers(category: CategoryRecord): ProductRecord[] {
    const all = this.seed.products;
    if (category.id === ROOT_CATEGORY_ID) return [...all];
    if (category.id === SALE_CATEGORY_ID) return all.filter(isOnSale);
    if (category.id === NEW_CATEGORY_ID) return all.filter((p) => p.isNewProduct);
    return all.filter((p) => p.categoryPath.some((c) => c.id === category.id));
  }
}
