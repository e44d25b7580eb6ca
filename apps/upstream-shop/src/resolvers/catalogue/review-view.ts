import type { ReviewPage, ReviewSummary } from '@tafel/graphql-schema/upstream-resolvers';
import { reviewCounts } from '../../data/catalogue/reviews.js';
import type { ProductRecord } from '../../data/types.js';

export function reviewSummaryView(product: ProductRecord): ReviewSummary {
  return { rating: product.rating, numberOfRatings: product.numberOfRatings, counts: reviewCounts(product.reviews) };
}

/** One page of reviews (newest first), optionally only those with `filter` stars. */
export function reviewPageView(product: ProductRecord, limit: number, offset: number, filter: number | null): ReviewPage {
  const matching = filter === null ? product.reviews : product.reviews.filter((r) => r.rating === filter);
  return {
    productId: product.productId,
    reviews: matching.slice(offset, offset + limit).map((r) => ({ ...r })),
    total: matching.length,
    offset,
    limit,
    filter,
    counts: reviewCounts(product.reviews),
  };
}
