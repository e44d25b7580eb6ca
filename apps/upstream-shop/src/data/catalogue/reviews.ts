import { chance, intBetween, pick, type Random } from '../prng.js';
import type { ReviewRecord } from '../types.js';
import { AUTHORS, PLACES, REVIEW_TEXTS, SHOP_REPLIES, SHOP_REPLY_AUTHOR } from './review-texts.js';

/** At most this many reviews are stored per product (spec: reviews are paged, 5 at first). */
export const MAX_STORED_REVIEWS = 12;
// Reviews are dated within the 20 months before the seed's date (no clock in seed data).
const FIRST_DAY = Date.UTC(2023, 0, 1);
const DAYS = 608;
const DAY_MS = 86_400_000;

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A star count around a product's target average (3.4–5.0): mostly near it, sometimes far. */
function starsAround(random: Random, target: number): 1 | 2 | 3 | 4 | 5 {
  const roll = random();
  const spread = roll < 0.1 ? -2.5 : roll < 0.25 ? -1.2 : (random() - 0.5) * 1.4;
  return Math.min(5, Math.max(1, Math.round(target + spread))) as 1 | 2 | 3 | 4 | 5;
}

/** The stored reviews of one product, newest first; empty for unrated products. */
export function buildReviews(random: Random, productId: string, name: string, topseller: boolean): ReviewRecord[] {
  if (chance(random, 0.15)) return [];
  const target = 3.4 + random() * 1.6;
  const count = topseller ? intBetween(random, 6, MAX_STORED_REVIEWS) : intBetween(random, 1, MAX_STORED_REVIEWS);
  const reviews: ReviewRecord[] = [];
  for (let i = 0; i < count; i++) {
    const rating = starsAround(random, target);
    const [title, message] = pick(random, REVIEW_TEXTS[rating]);
    const dayMs = FIRST_DAY + intBetween(random, 0, DAYS) * DAY_MS;
    const replies = rating <= 2 ? SHOP_REPLIES.low : SHOP_REPLIES.high;
    const answered = rating <= 2 ? chance(random, 0.8) : chance(random, 0.1);
    reviews.push({
      ratingId: `${productId}-R${String(i + 1).padStart(2, '0')}`,
      rating,
      fullAuthorInfo: `${pick(random, AUTHORS)} aus ${pick(random, PLACES)}`,
      title,
      date: isoDate(dayMs),
      message: message.replace('{name}', name),
      helpfulRating: intBetween(random, 0, 25),
      comment: answered ? pick(random, replies) : null,
      commentAuthor: answered ? SHOP_REPLY_AUTHOR : null,
      commentDate: answered ? isoDate(dayMs + intBetween(random, 1, 5) * DAY_MS) : null,
      isVerified: chance(random, 0.7),
    });
  }
  // Newest first; the id keeps the order total for reviews of the same day.
  return reviews.sort((a, b) => b.date.localeCompare(a.date) || a.ratingId.localeCompare(b.ratingId));
}

/** The average to one decimal, as the shop shows it; null without reviews. */
export function averageRating(reviews: readonly ReviewRecord[]): number | null {
  if (reviews.length === 0) return null;
  return Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;
}

export interface StarCount {
  count: number;
  percentage: number;
}

export interface ReviewCountsRecord {
  all: StarCount;
  five: StarCount;
  four: StarCount;
  three: StarCount;
  two: StarCount;
  one: StarCount;
}

/** Counts per star with their share of all reviews, to 2 decimals (spec §3 Reviews). */
export function reviewCounts(reviews: readonly ReviewRecord[]): ReviewCountsRecord {
  const total = reviews.length;
  const of = (count: number): StarCount => ({ count, percentage: total === 0 ? 0 : Math.round((count / total) * 10_000) / 100 });
  const stars = (n: number) => of(reviews.filter((r) => r.rating === n).length);
  return { all: of(total), five: stars(5), four: stars(4), three: stars(3), two: stars(2), one: stars(1) };
}
