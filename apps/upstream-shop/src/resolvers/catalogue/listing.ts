import type { CategoryOption, ListingFilters, ProductTile, SortOption } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue } from '../../data/catalogue.js';
import { listingFilters, type ListingQuery } from '../../data/catalogue/filtering.js';
import { categoryName } from '../../data/categories.js';
import type { ContentLanguage } from '../../data/content/types.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import type { CategoryRecord, ProductRecord } from '../../data/types.js';
import { shopTileView } from '../views/product.js';

// The parts a category listing and a search result share (spec §3 listing state).

export const SORT_NAMES: Record<string, string> = {
  relevance: 'Relevanz',
  si: 'Empfehlung',
  'price-asc': 'Preis aufsteigend',
  'price-desc': 'Preis absteigend',
  name: 'Name A–Z',
  rating: 'Beste Bewertung',
  new: 'Neuheiten',
};

export interface ListingInput {
  catalogue: Catalogue;
  shop: ShopId;
  /** Every product in scope, before filters (the filters count over it). */
  scope: readonly ProductRecord[];
  /** The filtered products in their final order. */
  matched: readonly ProductRecord[];
  query: ListingQuery;
  /** Where the category options come from: this category's children. */
  scopeCategory: CategoryRecord;
  sortBy: string;
  sortIds: readonly string[];
  offset: number;
  limit: number;
  /** Language of the category and filter names (the token's; default German). */
  language?: ContentLanguage;
}

export interface ListingParts {
  tiles: ProductTile[];
  total: number;
  offset: number;
  limit: number;
  sortBy: string;
  currentPage: number;
  totalPages: number;
  filters: ListingFilters;
  sortOptions: SortOption[];
  categoryOptions: CategoryOption[];
}

export function listingParts(input: ListingInput): ListingParts {
  const { catalogue, matched, offset, limit } = input;
  return {
    tiles: matched.slice(offset, offset + limit).map((p) => shopTileView(p, input.shop)),
    total: matched.length,
    offset,
    limit,
    sortBy: input.sortBy,
    currentPage: Math.floor(offset / limit) + 1,
    totalPages: Math.ceil(matched.length / limit),
    sortOptions: input.sortIds.map((id) => ({ id, name: SORT_NAMES[id] ?? id, selected: id === input.sortBy })),
    // Counting is a pass over the scope per filter: only done when a client asks for it.
    get filters(): ListingFilters {
      const { enumFilters, priceRange, ratingRange } = listingFilters(input.scope, input.query, input.shop, input.language);
      const rating = ratingRange && { id: ratingRange.id, name: ratingRange.name, minDouble: ratingRange.min, maxDouble: ratingRange.max, minSelected: ratingRange.minSelected, maxSelected: ratingRange.maxSelected };
      return { enumFilters, priceRange, ratingRange: rating };
    },
    get categoryOptions(): CategoryOption[] {
      return catalogue
        .children(input.scopeCategory)
        .map((c) => ({ c, count: matched.filter((p) => catalogue.isMember(p.productId, c.id)).length }))
        .filter(({ count }) => count > 0)
        .map(({ c, count }) => {
          const name = categoryName(c, input.language ?? 'de');
          return { id: c.id, name, count, label: `${name} (${count})`, url: `/cat/${c.id}/` };
        });
    },
  };
}
