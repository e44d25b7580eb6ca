import { mulberry32 } from '../prng.js';
import { averageRating, buildReviews, MAX_STORED_REVIEWS, reviewCounts } from './reviews.js';

describe('reviews', () => {
  it('builds the same reviews for the same stream, newest first, within the limits', () => {
    const a = buildReviews(mulberry32(1), '10001', 'Bleistift', true);
    expect(buildReviews(mulberry32(1), '10001', 'Bleistift', true)).toEqual(a);
    expect(a.length).toBeGreaterThanOrEqual(6);
    expect(a.length).toBeLessThanOrEqual(MAX_STORED_REVIEWS);
    expect(a.map((r) => r.date)).toEqual(a.map((r) => r.date).sort().reverse());
    for (const review of a) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.date).toMatch(/^202[34]-\d{2}-\d{2}$/);
      expect(review.comment === null).toBe(review.commentAuthor === null);
    }
  });

  it('averages to one decimal and counts per star with percentages to 2 decimals', () => {
    const reviews = [5, 5, 4, 1].map((rating, i) => ({ ...buildReviews(mulberry32(1), '1', 'x', true)[0]!, rating, ratingId: String(i) }));
    expect(averageRating(reviews)).toBe(3.8);
    expect(averageRating([])).toBeNull();
    expect(reviewCounts(reviews)).toEqual({
      all: { count: 4, percentage: 100 },
      five: { count: 2, percentage: 50 },
      four: { count: 1, percentage: 25 },
      three: { count: 0, percentage: 0 },
      two: { count: 0, percentage: 0 },
      one: { count: 1, percentage: 25 },
    });
    expect(reviewCounts(reviews.slice(0, 3)).five.percentage).toBe(66.67);
    expect(reviewCounts([]).all).toEqual({ count: 0, percentage: 0 });
  });
});
