import { Injectable, Logger } from '@nestjs/common';
import { UpstreamAddProductToWishlistDocument, UpstreamRemoveProductFromWishlistDocument, UpstreamWishlistsDocument, type UpstreamWishlistFragment } from '@tafel/graphql-schema/upstream-client';
import { AppError } from '../common/app-error.js';
import type { Shopper } from '../request/index.js';
import { checkId } from './wishlist-input.js';
import { callerOptions, WishlistUpstream } from './wishlist-upstream.js';
import { wishlistView } from './wishlist-view.js';

/**
 * After login (issue 29): the visitor's merkzettel moves into the customer's default list. The
 * upstream does not move it itself. Per entry two named steps:
 * 1. add to the customer's default list — refused (e.g. the sum above the item's maximum): the
 *    entry stays on the visitor's list, nothing lost, the next merge tries again;
 * 2. remove from the visitor's list — should it fail after step 1, a later merge would add the
 *    entry again (raising the quantity); we log it and go on rather than undo step 1, since a
 *    kept entry is worth more to the shopper than an exact amount.
 */
@Injectable()
export class WishlistMerge {
  private readonly logger = new Logger('WishlistMerge');

  constructor(private readonly upstream: WishlistUpstream) {}

  async merge(shopper: Shopper & { jwt: string }, visitorUserId: string) {
    checkId('visitorUserId', visitorUserId);
    const visitor = { userId: visitorUserId, site: shopper.site };
    let visitorLists: UpstreamWishlistFragment[];
    try {
      visitorLists = (await this.upstream.client.request(UpstreamWishlistsDocument, {}, visitor)).getAllWishlistsFull;
    } catch (error) {
      if (error instanceof AppError && error.code === 'CART_NOT_FOUND') visitorLists = [];
      else throw error;
    }
    const merkzettel = visitorLists.find((l) => l.isStandardList) ?? visitorLists[0];
    let mergedCount = 0;
    let last: UpstreamWishlistFragment | null = null;
    for (const entry of merkzettel?.entries ?? []) {
      const { addProductToWishlist: added } = await this.upstream.client.request(
        UpstreamAddProductToWishlistDocument,
        { externalId: null, entry: { productId: entry.product.productId, itemId: entry.item?.itemId ?? null, quantity: Math.max(entry.quantity, 1) } },
        callerOptions(shopper),
      );
      if (!added.successful) continue;
      last = added.wishlist ?? last;
      mergedCount += 1;
      const { removeProductFromWishlist: removed } = await this.upstream.client.request(
        UpstreamRemoveProductFromWishlistDocument,
        { externalId: merkzettel!.externalId, entryId: entry.externalId },
        visitor,
      );
      if (!removed.successful) this.logger.warn(`merged entry ${entry.externalId} stayed on the visitor's list: ${removed.errorMessage ?? ''}`);
    }
    const list = last ?? (await this.upstream.lists(shopper)).find((l) => l.isDefault) ?? null;
    return { __typename: 'WishlistMerged' as const, wishlist: list ? wishlistView(list, true) : null, mergedCount };
  }
}
