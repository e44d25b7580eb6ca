/**
 * Spec (catalogue §5): a rating maps to 0–5 stars in half-star steps with the thresholds
 * 1.4, 1.9, 2.4, 2.9, 3.4, 3.9, 4.4, 4.9 — from a threshold on, the next half star shows.
 * Ratings run from 1 to 5; any rating above 0 below 1.4 shows one star, no rating shows none.
 */
const STEPS: readonly (readonly [threshold: number, stars: number])[] = [
  [4.9, 5],
  [4.4, 4.5],
  [3.9, 4],
  [3.4, 3.5],
  [2.9, 3],
  [2.4, 2.5],
  [1.9, 2],
  [1.4, 1.5],
];

/** Stars (0 to 5 in steps of 0.5) shown for an average rating; null/0/NaN show none. */
export function ratingToStars(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating <= 0) return 0;
  for (const [threshold, stars] of STEPS) {
    if (rating >= threshold) return stars;
  }
  return 1;
}

/** The fill of each of the five stars: 'full', 'half' or 'empty'. */
export function starFills(stars: number): ('full' | 'half' | 'empty')[] {
  return [1, 2, 3, 4, 5].map((n) => (stars >= n ? 'full' : stars >= n - 0.5 ? 'half' : 'empty'));
}
