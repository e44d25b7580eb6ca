import { describe, expect, it } from '@jest/globals';
import { canShowMore, filterReviews, FIRST_REVIEWS, moreReviews, parseReviewQuery, REVIEWS_MAX } from './reviews';

describe('review paging and filter', () => {
  it('starts with 5 of every star count (spec §9)', () => {
    expect(FIRST_REVIEWS).toEqual({ limit: 5, stars: null });
  });

  it('asks for a larger page of the same filter for more, up to the cap', () => {
    expect(moreReviews({ limit: 5, stars: 4 })).toEqual({ limit: 10, stars: 4 });
    expect(moreReviews({ limit: 48, stars: null })).toEqual({ limit: REVIEWS_MAX, stars: null });
  });

  it('starts a chosen star filter at 5 again, and clears it when chosen twice', () => {
    expect(filterReviews({ limit: 15, stars: null }, 3)).toEqual({ limit: 5, stars: 3 });
    expect(filterReviews({ limit: 10, stars: 3 }, 3)).toEqual({ limit: 5, stars: null });
    expect(filterReviews({ limit: 10, stars: 3 }, null)).toEqual({ limit: 5, stars: null });
  });

  it('offers more only while the filter matches more than shown', () => {
    expect(canShowMore({ limit: 5, stars: null }, 5, 12)).toBe(true);
    expect(canShowMore({ limit: 15, stars: null }, 12, 12)).toBe(false);
    expect(canShowMore({ limit: REVIEWS_MAX, stars: null }, 50, 80)).toBe(false);
  });

  it('accepts only whole limits of 1 to 50 and stars of 1 to 5 from outside', () => {
    expect(parseReviewQuery(10, 5)).toEqual({ limit: 10, stars: 5 });
    expect(parseReviewQuery(5, null)).toEqual({ limit: 5, stars: null });
    for (const [limit, stars] of [[0, null], [51, null], [5.5, null], ['5', null], [5, 0], [5, 6], [5, 2.5], [5, '3']]) {
      expect(parseReviewQuery(limit, stars)).toBeNull();
    }
  });
});
