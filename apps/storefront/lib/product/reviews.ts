// Review paging and filter of the product page (catalogue spec §7: getReviewsByProductId with
// limit 5 and a filter; loading more asks again with a larger limit and replaces the list).

/** Spec §9: reviews initially 5. */
export const REVIEWS_FIRST = 5;
/** Each "more" shows this many more. */
export const REVIEWS_MORE = 5;
/** The orchestrator answers at most 50 per request. */
export const REVIEWS_MAX = 50;

export interface ReviewQuery {
  limit: number;
  /** 1 to 5, or null for all. */
  stars: number | null;
}

export const FIRST_REVIEWS: ReviewQuery = { limit: REVIEWS_FIRST, stars: null };

/** The next, larger page of the same filter (the list is replaced). */
export function moreReviews(query: ReviewQuery): ReviewQuery {
  return { ...query, limit: Math.min(query.limit + REVIEWS_MORE, REVIEWS_MAX) };
}

/** Choosing a star filter starts again with the first 5; choosing the active one again shows all. */
export function filterReviews(query: ReviewQuery, stars: number | null): ReviewQuery {
  return { limit: REVIEWS_FIRST, stars: query.stars === stars ? null : stars };
}

/** Whether "more" can still show more: the filter matches more than shown and the cap is not reached. */
export function canShowMore(query: ReviewQuery, shown: number, total: number): boolean {
  return shown < total && query.limit < REVIEWS_MAX;
}

/** A review query from untrusted input (a server action's arguments), or null when it is not one. */
export function parseReviewQuery(limit: unknown, stars: unknown): ReviewQuery | null {
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > REVIEWS_MAX) return null;
  if (stars !== null && (typeof stars !== 'number' || !Number.isInteger(stars) || stars < 1 || stars > 5)) return null;
  return { limit, stars };
}
