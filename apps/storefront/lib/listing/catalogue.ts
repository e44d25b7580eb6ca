import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import {
  CategoryPageDocument,
  NavigationDocument,
  ProductDetailDocument,
  ProductReviewsDocument,
  type CategoryPageQuery,
  type NavigationQuery,
  type CategoryPageQueryVariables,
  type ProductDetailQuery,
  type ProductReviewsQuery,
  type ProductSort,
} from '@tafel/graphql-schema/storefront';
import { categoryListingInput, isFilteredCategory, unfilteredCategory, type CategoryListingState } from './category-listing';
import { isBadInput, orchestratorRequest } from '@/lib/shop-api/orchestrator';
import { sessionRequestOptions } from '@/lib/session/session';

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
export type ProductReviews = NonNullable<ProductReviewsQuery['productReviews']>;

// React `cache` dedupes within one request (generateMetadata and the page ask for the same data).

/** Main categories with two levels of children. */
export const getNavigation = cache(async (): Promise<NavigationNode[]> => {
  const data = await orchestratorRequest(NavigationDocument, {}, await catalogueOptions());
  return data.navigation;
});

/**
 * The navigation, or none when the orchestrator cannot give it: the header (also of the error
 * page) and the search's tips render without it.
 */
export async function navigationOrEmpty(): Promise<NavigationNode[]> {
  try {
    return await getNavigation();
  } catch (error) {
    unstable_rethrow(error);
    console.warn('[storefront] navigation not available', error instanceof Error ? error.message : error);
    return [];
  }
}

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

// The key of React `cache` is the argument, so the variables travel as JSON.
const categoryListingOnce = cache(async (variables: string): Promise<CategoryPage | null> => {
  const data = await orchestratorRequest(CategoryPageDocument, JSON.parse(variables) as CategoryPageQueryVariables, await catalogueOptions());
  return data.category;
});

/** A category page as shown: the category, the listing state its links build on, and whether the URL's filters were refused. */
export interface CategoryListing {
  category: CategoryPage;
  state: CategoryListingState;
  /** The API refused the URL's filters (e.g. a filter id the category does not have): shown without them. */
  filtersRefused: boolean;
}

/**
 * One page of a category with the URL's sort and filters; null when the category is unknown or
 * its id is malformed. Filters the API refuses (BAD_USER_INPUT: a hand-edited filter the listing
 * does not have) do not make the page fail: the category is loaded again without them, from
 * page 1, and the page says so.
 */
export async function getCategoryListing(id: string, state: CategoryListingState): Promise<CategoryListing | null> {
  try {
    const category = await categoryListingOnce(JSON.stringify(categoryListingInput(id, state)));
    return category ? { category, state, filtersRefused: false } : null;
  } catch (error) {
    if (!isBadInput(error)) throw error;
    // Without filters the refusal is about the id itself.
    if (!isFilteredCategory(state)) return null;
  }
  const plain = unfilteredCategory(state);
  try {
    const category = await categoryListingOnce(JSON.stringify(categoryListingInput(id, plain)));
    return category ? { category, state: plain, filtersRefused: true } : null;
  } catch (error) {
    if (isBadInput(error)) return null;
    throw error;
  }
}

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

/** One page of a product's reviews (limit 1-50, stars 1-5 or null); null for an unknown product or refused input. */
export async function getProductReviews(productId: string, limit: number, stars: number | null): Promise<ProductReviews | null> {
  const options = await catalogueOptions();
  try {
    const data = await orchestratorRequest(ProductReviewsDocument, { productId, limit, stars }, options);
    return data.productReviews;
  } catch (error) {
    if (isBadInput(error)) return null;
    throw error;
  }
}
