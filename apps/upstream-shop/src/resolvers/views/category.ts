import type { Breadcrumb, Category, CategoryParameter, NavigationNode, ProductList, ProductTile, Teaser } from '@tafel/graphql-schema/upstream-resolvers';
import { SORT_OPTIONS, type Catalogue, type SortBy } from '../../data/catalogue.js';
import { categoryName, hidesLeftNavigation } from '../../data/categories.js';
import { categoryParameters, categoryTeasers } from '../../data/content/category-content.js';
import { applyFilter, type ListingQuery } from '../../data/catalogue/filtering.js';
import type { ContentLanguage } from '../../data/content/types.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import type { CategoryRecord } from '../../data/types.js';
import { listingParts } from '../catalogue/listing.js';
import { teaserView } from '../content/views/grid.js';
import { shopTileView } from './product.js';

export const PRODUCTS_PER_PAGE = 60;
export const MAX_TOPSELLERS = 8;

export const categoryUrl = (id: string): string => `/cat/${id}/`;

export interface NodeOptions {
  /** Levels of children to include below this node (Infinity: all). */
  depth?: number;
  /** Ids on the path to the active node. */
  activeIds?: ReadonlySet<string>;
  /** Language of the names (the token's; default German). */
  language?: ContentLanguage;
}

/** The trail from the main category down to this one, named in the shop's language. */
export function categoryBreadcrumb(category: Pick<CategoryRecord, 'id'>, catalogue: Catalogue, language: ContentLanguage = 'de'): Breadcrumb[] {
  return catalogue.breadcrumb(category.id).map((c) => ({ displayName: categoryName(c, language), url: categoryUrl(c.id) }));
}

export function navigationNode(category: CategoryRecord, catalogue: Catalogue, options: NodeOptions = {}): NavigationNode {
  const children = catalogue.children(category);
  const depth = options.depth ?? Infinity;
  const language = options.language ?? 'de';
  return {
    id: category.id,
    name: categoryName(category, language),
    url: categoryUrl(category.id),
    isSale: category.isSale,
    isExcludedFromNav: category.isExcludedFromNav,
    hasChildren: children.length > 0,
    level: category.level,
    isActive: options.activeIds?.has(category.id) ?? false,
    get breadcrumb() {
      return categoryBreadcrumb(category, catalogue, language);
    },
    children: depth > 0 ? children.map((c) => navigationNode(c, catalogue, { ...options, depth: depth - 1 })) : [],
  };
}

const EMPTY_QUERY: ListingQuery = { enums: new Map(), ranges: new Map() };

/** A category listing in one shop, optionally filtered. */
export function productList(catalogue: Catalogue, categoryId: string, offset: number, limit: number, sortBy: SortBy, shop: ShopId = 'de', query: ListingQuery = EMPTY_QUERY, language: ContentLanguage = 'de'): ProductList {
  const category = catalogue.category(categoryId) ?? catalogue.root();
  const sorted = catalogue.listing(categoryId, sortBy, shop);
  const unfiltered = query.enums.size === 0 && query.ranges.size === 0;
  // Filtering keeps the cached order, so a filtered listing costs one pass and no sort.
  const matched = unfiltered ? sorted : applyFilter(sorted, query, shop);
  const parts = listingParts({ catalogue, shop, scope: catalogue.membersOf(categoryId), matched, query, scopeCategory: category, sortBy, sortIds: SORT_OPTIONS, offset, limit, language });
  return Object.defineProperties({ defaultSort: 'si' }, Object.getOwnPropertyDescriptors(parts)) as ProductList;
}

export function categoryView(category: CategoryRecord, catalogue: Catalogue, shop: ShopId = 'de', language: ContentLanguage = 'de'): Category {
  return {
    id: category.id,
    name: categoryName(category, language),
    url: categoryUrl(category.id),
    parentId: category.parentId,
    level: category.level,
    breadcrumb: categoryBreadcrumb(category, catalogue, language),
    children: catalogue.children(category).map((c) => navigationNode(c, catalogue, { language })),
    // The Category.products resolver answers this with its arguments; this lazy default only
    // satisfies the generated type without building an unused listing.
    get products(): ProductList {
      return productList(catalogue, category.id, 0, PRODUCTS_PER_PAGE, 'si', shop, EMPTY_QUERY, language);
    },
    flags: {
      productListing: category.level > 0,
      hiddenLeftNavigation: hidesLeftNavigation(category),
      breadcrumbs: category.level > 0,
      categoryDropdown: category.childIds.length > 0,
    },
    // Lazy like products: most callers (search, navigation) never ask for these.
    get topsellers(): ProductTile[] {
      // 'si' ranks topsellers first and then by rating, so the first ones are the best.
      return catalogue
        .listing(category.id, 'si', shop)
        .filter((p) => p.isTopseller)
        .slice(0, MAX_TOPSELLERS)
        .map((p) => shopTileView(p, shop));
    },
    get parameters(): CategoryParameter[] {
      return categoryParameters(category.id, category.level).map((p) => ({ ...p }));
    },
    get teasers(): Teaser[] {
      return categoryTeasers(category.id).map((t) => teaserView(t, catalogue, shop));
    },
  };
}
