import { Injectable } from '@nestjs/common';
import {
  UpstreamTeaserWishlistDocument,
  UpstreamWishlistCommentsDocument,
  UpstreamWishlistsDocument,
  type UpstreamWishlistCommentFragment,
  type UpstreamWishlistFragment,
} from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import { UpstreamClient, type UpstreamCallOptions } from '../upstream/upstream-client.js';

/** The upstream headers of a shopper's wishlist calls: user id (visitor's merkzettel) and session. */
export const callerOptions = (shopper: Shopper): UpstreamCallOptions => ({ userId: shopper.userId, jwt: shopper.jwt, site: shopper.site });

/** A caller the upstream can name: a session, or at least a user id. */
export const isKnownCaller = (shopper: Shopper): boolean => Boolean(shopper.jwt || shopper.userId);

/** The upstream's wishlist reads, as the feature needs them. */
@Injectable()
export class WishlistUpstream {
  constructor(readonly client: UpstreamClient) {}

  /**
   * The caller's lists in full. A caller the upstream cannot name (no user id, or one it lost:
   * CART_NOT_FOUND) has none yet; nothing is created by a read.
   */
  async lists(shopper: Shopper): Promise<UpstreamWishlistFragment[]> {
    if (!isKnownCaller(shopper)) return [];
    try {
      return (await this.client.request(UpstreamWishlistsDocument, {}, callerOptions(shopper))).getAllWishlistsFull;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') return [];
      throw error;
    }
  }

  /** Comments of a list; spec §7: errors of this call are ignored (no comments shown). */
  async comments(shopper: Shopper, wishlistId: string): Promise<UpstreamWishlistCommentFragment[]> {
    if (!shopper.jwt) return [];
    try {
      return (await this.client.request(UpstreamWishlistCommentsDocument, { wishlistId }, callerOptions(shopper))).getCommentsPerWishlist;
    } catch (error) {
      if (error instanceof AppError && error.code !== 'UPSTREAM_UNAVAILABLE' && error.code !== 'UPSTREAM_TIMEOUT') return [];
      throw error;
    }
  }

  async teaser(shopper: Shopper, externalId: string): Promise<UpstreamWishlistFragment | null> {
    return (await this.client.request(UpstreamTeaserWishlistDocument, { externalId }, { site: shopper.site })).getWishlistFromTeaserId ?? null;
  }
}
