import { cache } from 'react';
import {
  CategoryPageDocument,
  NavigationDocument,
  ProductDetailDocument,
  type CategoryPageQuery,
  type NavigationQuery,
  type ProductDetailQuery,
  type ProductSort,
} from '@tafel/graphql-schema/storefront';
import { isBadInput, orchestratorRequest } from './orchestrator';
import { sessionRequestOptions } from './session';

/** Catalogue answers may be reused this long (seconds); cart data is never cached. */
export const CATALOGUE_REVALIDATE_SECONDS = 60;

/**
 * Request options of a catalogue read. The user id and session token travel with every call
 * (spec §7), and Next.js keys its data cache by the request headers, so only anonymous reads (no
 * user id or token yet) share cached answers — per site, as the site header is part of the key; a
 * visitor with a cart or a login reads fresh, which also stays right should the upstream
 * personalise prices (B2B customers).
 */
export async function catalogueOptions() {
  const session = await sessionRequestOptions();
  return session.userId || session.jwt ? session : { revalidate: CATALOGUE_REVALIDATE_SECONDS };
}

export type NavigationNode = NavigationQuery['navigation'][number];
export type CategoryPage = NonNullable<CategoryPageQuery['category']>;
export type ProductTile = CategoryPage['products'][number];
export type ProductDetail = NonNullable<ProductDetailQuery['product']>;
export type ProductItem = ProductDetail['items'][number];

// React `cache` dedupes within one request (generateMetadata and the page ask for the same data).

/** Main categories with two levels of children. */
export const getNavigation = cache(async (): Promise<NavigationNode[]> => {
  const data = await orchestratorRequest(NavigationDocument, {}, await catalogueOptions());
  return data.navigation;
});

/** One page of a category; null when the category is unknown or its id is malformed. */
export const getCategoryPage = cache(
  async (id: string, page: number, pageSize: number, sort: ProductSort): Promise<CategoryPage | null> => {
    const options = await catalogueOptions();
    try {
      const data = await orchestratorRequest(CategoryPageDocument, { id, page, pageSize, sort }, options);
      return data.category;
    } catch (error) {
      if (isBadInput(error)) return null;
      throw error;
    }
  },
);

/** A product with its items; null when the product is unknown or its id is malformed. */
export const getProduct = cache(async (id: string): Promise<ProductDetail | null> => {
  const options = await catalogueOptions();
  try {
    const data = await orchestratorRequest(ProductDetailDocument, { id }, options);
    return data.product;
  } catch (error) {
    if (isBadInput(error)) return null;
    throw error;
  }
});
