import { checkListingFilters, SEARCH_PAGE_MAX, SEARCH_PAGE_SIZE_MAX, type ListingFilters } from '@tafel/domain';
import type { ProductSort, QueryCategoryArgs, QueryProductReviewsArgs } from '@tafel/graphql-schema/orchestrator-resolvers';
import { badUserInput } from '../common/app-error.js';
import { requireSafeId } from '../common/ids.js';
import { describeProblem } from './listing-filters.js';

/** The API's default page size; at most SEARCH_PAGE_SIZE_MAX (spec §9: 60) per page. */
export const DEFAULT_PAGE_SIZE = 24;

/** The orchestrator's sort → the upstream's sortBy (upstream SDL: si, price-asc, ...). */
export const SORT_TO_UPSTREAM: Record<ProductSort, string> = {
  RECOMMENDED: 'si',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
  NAME: 'name',
  RATING: 'rating',
  NEWEST: 'new',
};

export interface CategoryQuery {
  id: string;
  page: number;
  pageSize: number;
  sort: ProductSort;
  /** Enum filters, price and minimum rating, checked and cleaned (libs/domain checkListingFilters). */
  listing: ListingFilters;
}

/**
 * Validates category arguments. An explicit null means "the default"; a page outside 1..10000 or
 * a page size outside 1..60 is refused: the storefront parses `?p=` (falling back to 1, spec §5), so
 * nonsense reaching the API is a bug worth a clear BAD_USER_INPUT.
 */
export function parseCategoryArgs(args: QueryCategoryArgs): CategoryQuery {
  const id = requireSafeId('id', args.id);
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  if (page < 1) throw badUserInput(`page must be 1 or more (got ${page})`);
  // Beyond the last page a listing serves the upstream's 32-bit offset would overflow.
  if (page > SEARCH_PAGE_MAX) throw badUserInput(`page must be at most ${SEARCH_PAGE_MAX} (got ${page})`);
  if (pageSize < 1 || pageSize > SEARCH_PAGE_SIZE_MAX) {
    throw badUserInput(`pageSize must be between 1 and ${SEARCH_PAGE_SIZE_MAX} (got ${pageSize})`);
  }
  const { problems, filters: listing } = checkListingFilters(args);
  if (problems.length > 0) throw badUserInput(problems.map(describeProblem).join('; '));
  return { id, page, pageSize, sort: args.sort ?? 'RECOMMENDED', listing };
}

/** Spec §9: reviews initially 5; the upstream answers at most 50 per request. */
export const REVIEWS_FIRST = 5;
export const REVIEWS_LIMIT_MAX = 50;

export interface ReviewQuery {
  productId: string;
  limit: number;
  /** 1 to 5, or null for every review. */
  stars: number | null;
}

/** Validates productReviews arguments: a safe id, limit 1..50 (null: 5), stars 1..5 or null. */
export function parseReviewArgs(args: QueryProductReviewsArgs): ReviewQuery {
  const productId = requireSafeId('productId', args.productId);
  const limit = args.limit ?? REVIEWS_FIRST;
  if (!Number.isInteger(limit) || limit < 1 || limit > REVIEWS_LIMIT_MAX) {
    throw badUserInput(`limit must be between 1 and ${REVIEWS_LIMIT_MAX} (got ${limit})`);
  }
  const stars = args.stars ?? null;
  if (stars !== null && (!Number.isInteger(stars) || stars < 1 || stars > 5)) throw badUserInput(`stars must be between 1 and 5 (got ${stars})`);
  return { productId, limit, stars };
}
