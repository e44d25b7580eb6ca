import { Injectable, Logger } from '@nestjs/common';
import { isWishlistMatch, mayOnWishlist, WISHLIST_SAVED_KEY, type WishlistAction } from '@tafel/domain';
import type { TransferWishlistEntryInput, WishlistTransferMode } from '@tafel/graphql-schema/orchestrator-resolvers';
import { UpstreamAddProductToWishlistDocument, UpstreamRemoveProductFromWishlistDocument, type UpstreamWishlistFragment } from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../request/index.js';
import { checkId, WISHLIST_MAX_ENTRIES } from './wishlist-input.js';
import { fromUpstreamRefusal, invalidField, wishlistNotAllowed, wishlistNotFound, type WishlistFailure } from './wishlist-results.js';
import { callerOptions, WishlistUpstream } from './wishlist-upstream.js';
import { wishlistView } from './wishlist-view.js';

/** The entry is on both lists after a move whose removal failed (WishlistEntryMoveIncomplete). */
export const WISHLIST_MOVE_INCOMPLETE_KEY = 'tafel.wishlist.moveIncomplete';
const ENTRY_NOT_FOUND = 'vue.wishlist.error.entryNotFound';
const TOO_MANY_ENTRIES = 'vue.wishlist.error.tooManyEntries';
const SOMETHING_WENT_WRONG = 'vue.cart.error.somethingWentWrong';

const refusedWith = (key: string): WishlistFailure => fromUpstreamRefusal({ errorMessage: key, fieldErrors: [] });

/** What each side of a transfer needs (spec §6 roles): the target takes an entry; a move also takes it away. */
export const TRANSFER_NEEDS: Record<WishlistTransferMode, { source: WishlistAction; target: WishlistAction }> = {
  MOVE: { source: 'editEntries', target: 'editEntries' },
  COPY: { source: 'read', target: 'editEntries' },
};

/**
 * The entry options dialog's "lists" (spec §2 wishlistEntryOptions): an entry copied or moved to
 * another of the caller's lists. The upstream has no move: a move is an add to the target, then a
 * removal from the source. Everything that can be known beforehand (both lists the caller's, the
 * roles on both, the entry there, room on the target) is checked before the first write, so the
 * only half state left is a removal that fails after the add; that is answered as such
 * (WishlistEntryMoveIncomplete), never as success or as a plain failure. It is not rolled back:
 * what makes the removal fail (the upstream down, the entry gone meanwhile) would mostly make a
 * rollback fail too, and the user then still knows exactly where the entry is.
 */
@Injectable()
export class WishlistEntryMoves {
  private readonly logger = new Logger('WishlistEntryMoves');

  constructor(private readonly upstream: WishlistUpstream) {}

  async transfer(shopper: Shopper & { jwt: string }, input: TransferWishlistEntryInput) {
    const sourceId = checkId('wishlistId', input.wishlistId);
    const entryId = checkId('entryId', input.entryId);
    const targetId = checkId('targetWishlistId', input.targetWishlistId);
    const mode = input.mode;
    if (sourceId === targetId) return invalidField('targetWishlistId', 'vue.wishlist.error.invalidInput', 'The target is the entry\'s own list');

    const lists = await this.upstream.lists(shopper);
    const source = lists.find((l) => l.externalId === sourceId);
    const target = lists.find((l) => l.externalId === targetId);
    if (!source || !target) return wishlistNotFound();
    const needs = TRANSFER_NEEDS[mode];
    if (!mayOnWishlist(source.rights, needs.source, true)) return wishlistNotAllowed(mode === 'MOVE' ? 'move an entry away' : 'read');
    if (!mayOnWishlist(target.rights, needs.target, true)) return wishlistNotAllowed('add an entry');
    const entry = source.entries.find((e) => e.externalId === entryId);
    if (!entry) return refusedWith(ENTRY_NOT_FOUND);
    const wanted = { productId: entry.product.productId, itemId: entry.item?.itemId ?? null };
    const merges = target.entries.some((e) => sameArticle({ productId: e.product.productId, itemId: e.item?.itemId ?? null }, wanted));
    // The upstream's limit (stand-in README: 200 entries per list), said before anything is written.
    if (!merges && target.entries.length >= WISHLIST_MAX_ENTRIES) return refusedWith(TOO_MANY_ENTRIES);

    const { addProductToWishlist: added } = await this.upstream.client.request(
      UpstreamAddProductToWishlistDocument,
      // A quantity of 0 is kept on a list but cannot be added: the copy holds 1 (as the undo row does).
      { externalId: targetId, entry: { productId: wanted.productId, itemId: wanted.itemId, quantity: Math.max(entry.quantity, 1) } },
      callerOptions(shopper),
    );
    if (!added.successful || !added.wishlist) return fromUpstreamRefusal(added, { 'entry.quantity': 'quantity', 'entry.itemId': 'itemId', 'entry.productId': 'productId' });
    const targetView = wishlistView(added.wishlist, true);
    if (mode === 'COPY') return transferred(mode, source, added.wishlist);

    const removal = await this.remove(shopper, sourceId, entryId);
    if (removal.ok) return transferred(mode, removal.list, added.wishlist);
    // Someone removed it from the source meanwhile: the source does not hold it, as the user wanted.
    if (removal.reasonKey === ENTRY_NOT_FOUND) return transferred(mode, (await this.upstream.lists(shopper)).find((l) => l.externalId === sourceId) ?? source, added.wishlist);
    return { __typename: 'WishlistEntryMoveIncomplete' as const, target: targetView, messageKey: WISHLIST_MOVE_INCOMPLETE_KEY, reasonKey: removal.reasonKey };
  }

  /** The move's second step; a thrown upstream failure is an answer too (the add already happened). */
  private async remove(shopper: Shopper, wishlistId: string, entryId: string): Promise<{ ok: true; list: UpstreamWishlistFragment } | { ok: false; reasonKey: string }> {
    try {
      const { removeProductFromWishlist: answer } = await this.upstream.client.request(UpstreamRemoveProductFromWishlistDocument, { externalId: wishlistId, entryId }, callerOptions(shopper));
      if (answer.successful && answer.wishlist) return { ok: true, list: answer.wishlist };
      return { ok: false, reasonKey: answer.errorMessage ?? answer.fieldErrors[0]?.errorMessage ?? SOMETHING_WENT_WRONG };
    } catch (error) {
      this.logger.warn(`Move of ${entryId}: the removal failed after the add (${error instanceof Error ? error.message : String(error)})`);
      return { ok: false, reasonKey: SOMETHING_WENT_WRONG };
    }
  }
}

/** The upstream's own match on an add: by item when one is chosen, else the product without an item. */
function sameArticle(entry: { productId: string; itemId: string | null }, wanted: { productId: string; itemId: string | null }): boolean {
  return wanted.itemId ? isWishlistMatch(entry, wanted) : entry.productId === wanted.productId && entry.itemId === null;
}

function transferred(mode: WishlistTransferMode, source: UpstreamWishlistFragment, target: UpstreamWishlistFragment) {
  return { __typename: 'WishlistEntryTransferred' as const, mode, source: wishlistView(source, true), target: wishlistView(target, true), messageKey: WISHLIST_SAVED_KEY };
}
