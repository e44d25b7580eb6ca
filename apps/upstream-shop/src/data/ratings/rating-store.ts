import type { Catalogue } from '../catalogue.js';
import type { OrderStore } from '../orders/order-store.js';

/** What a rating link (/rating?enc=…) names: the product, and the item and order when known. */
export interface RatingData {
  orderId: string | null;
  productId: string;
  itemId: string | null;
}

/** A review as submitted: kept pending until the shop's check (never answered by getReviewsByProductId). */
export interface PendingRating extends RatingData {
  ratingId: string;
  rating: number;
  title: string;
  message: string;
  author: string;
  submittedAt: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const optionalId = (value: unknown): string | null | undefined =>
  value === undefined || value === null ? null : typeof value === 'string' && ID.test(value) ? value : undefined;

/**
 * Decodes a rating link's data the way the order views build it (base64url JSON of orderId,
 * productId, itemId: see reviewUrl). The real shop encrypts it; the stand-in only encodes. null
 * when it decodes to nothing usable: not JSON, no known product, an item of another product or an
 * unknown order.
 */
export function decodeRatingData(enc: string, catalogue: Catalogue, orders: OrderStore): RatingData | null {
  if (enc.length === 0 || enc.length > 2048) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(decodeURIComponent(enc), 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const data = parsed as Record<string, unknown>;
  const productId = typeof data.productId === 'string' ? data.productId : '';
  const itemId = optionalId(data.itemId);
  const orderId = optionalId(data.orderId);
  if (!ID.test(productId) || itemId === undefined || orderId === undefined) return null;
  if (!catalogue.product(productId)) return null;
  if (itemId !== null && catalogue.item(itemId)?.product.productId !== productId) return null;
  if (orderId !== null && !orders.get(orderId)) return null;
  return { orderId, productId, itemId };
}

/** Submitted ratings, pending the shop's check (in memory, like every stand-in store). */
export class RatingStore {
  private readonly pending: PendingRating[] = [];

  add(rating: PendingRating): PendingRating {
    this.pending.push(rating);
    return rating;
  }

  pendingFor(productId: string): PendingRating[] {
    return this.pending.filter((rating) => rating.productId === productId);
  }
}
