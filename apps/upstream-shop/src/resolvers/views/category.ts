import type { Category, NavigationNode, ProductList } from '@tafel/graphql-schema/upstream-resolvers';
import type { Catalogue, SortBy } from '../../data/catalogue.js';
import type { CategoryRecord } from '../../data/types.js';
import { tileView } from './product.js';

export const PRODUCTS_PER_PAGE = 60;

export const categoryUrl = (id: string): string => `/cat/${id}/`;

export function navigationNode(category: CategoryRecord, catalogue: Catalogue): NavigationNode {
  const children = catalogue.children(category);
  return {
    id: category.id,
    name: category.name,
    url: categoryUrl(category.id),
    isSale: category.isSale,
    isExcludedFromNav: category.isExcludedFromNav,
    hasChildren: children.length > 0,
    children: children.map((c) => navigationNode(c, catalogue)),
  };
}

export function productList(catalogue: Catalogue, categoryId: string, offset: number, limit: number, sortBy: SortBy): ProductList {
  const all = catalogue.listing(categoryId, sortBy);
  return { tiles: all.slice(offset, offset + limit).map(tileView), total: all.length, offset, limit, sortBy };
}

export function categoryView(category: CategoryRecord, catalogue: Catalogue): Category {
  return {
    id: category.id,
    name: category.name,
    url: categoryUrl(category.id),
    parentId: category.parentId,
    level: category.level,
    breadcrumb: catalogue.breadcrumb(category.id).map((c) => ({ displayName: c.name, url: categoryUrl(c.id) })),
    children: catalogue.children(category).map((c) => navigationNode(c, catalogue)),
    // The Category.products resolver answers the field with its arguments; this lazy default
    // only satisfies the generated type without building a listing nobody asked for.
    get products(): ProductList {
      return productList(catalogue, category.id, 0, PRODUCTS_PER_PAGE, 'si');
    },
  };
}
