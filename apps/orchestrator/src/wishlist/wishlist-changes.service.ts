import { Injectable } from '@nestjs/common';
import { email as emailRule, firstProblem, isWishlistMatch, mayOnWishlist, required, WISHLIST_SAVED_KEY, type WishlistAction } from '@tafel/domain';
import type {
  AddToWishlistInput,
  AddWishlistCommentInput,
  ChangeWishlistDescriptionInput,
  DeleteWishlistCommentInput,
  ShareWishlistInput,
  ChangeWishlistQuantityInput,
  ChangeWishlistVariantInput,
  CreateWishlistInput,
  RemoveProductFromWishlistInput,
  RemoveWishlistEntryInput,
  RenameWishlistInput,
  WishlistIdInput,
} from '@tafel/graphql-schema/orchestrator-resolvers';
import {
  UpstreamAddProductToWishlistDocument,
  UpstreamAddWishlistCommentDocument,
  UpstreamChangeWishlistDescriptionDocument,
  UpstreamDeleteWishlistCommentDocument,
  UpstreamShareWishlistDocument,
  UpstreamSetDefaultWishlistDocument,
  UpstreamChangeQtyInWishlistDocument,
  UpstreamCreateWishlistDocument,
  UpstreamDeleteWishlistDocument,
  UpstreamRemoveProductFromWishlistDocument,
  UpstreamRenameWishlistDocument,
  UpstreamReplaceItemInWishlistDocument,
  type UpstreamWishlistFragment,
  type UpstreamWishlistMutationFragment,
} from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../request/index.js';
import { checkId, checkOptionalId, checkText, checkWishlistQuantity, WISHLIST_COMMENT_MAX, WISHLIST_DESCRIPTION_MAX, WISHLIST_NAME_MAX } from './wishlist-input.js';
import { fromUpstreamRefusal, invalidField, wishlistNotAllowed, wishlistNotFound, type WishlistFailure } from './wishlist-results.js';
import { callerOptions, WishlistUpstream } from './wishlist-upstream.js';
import { commentView, entryView, wishlistView } from './wishlist-view.js';

const STANDARD_LIST_LOCKED = 'vue.wishlist.error.standardListLocked';
const DEFAULT_LIST_NOT_DELETABLE = 'vue.wishlist.error.defaultListNotDeletable';
const ENTRY_NOT_FOUND = 'vue.wishlist.error.entryNotFound';
const COMMENT_NOT_FOUND = 'vue.wishlist.error.commentNotFound';
/** Our key for an add by a caller the upstream cannot name (no user id yet: the storefront makes one first). */
export const WISHLIST_USER_ID_REQUIRED = 'tafel.wishlist.userIdRequired';

const refusedWith = (key: string): WishlistFailure => fromUpstreamRefusal({ errorMessage: key, fieldErrors: [] });

/** A list the caller may act on, or why not. */
type Access = { ok: true; list: UpstreamWishlistFragment } | { ok: false; result: WishlistFailure };

/**
 * The wishlist changes. Each checks the input, then the caller's role on the list as the upstream
 * reports it (spec §6: refused here even when the upstream would accept), then makes one upstream
 * change; a refused change answers a typed result and nothing changed.
 */
@Injectable()
export class WishlistChanges {
  constructor(private readonly upstream: WishlistUpstream) {}

  private get client() {
    return this.upstream.client;
  }

  async access(shopper: Shopper, wishlistId: string, action: WishlistAction): Promise<Access> {
    const list = (await this.upstream.lists(shopper)).find((l) => l.externalId === wishlistId);
    if (!list) return { ok: false, result: wishlistNotFound() };
    if (!mayOnWishlist(list.rights, action, Boolean(shopper.jwt))) return { ok: false, result: wishlistNotAllowed(action) };
    return { ok: true, list };
  }

  private changed(shopper: Shopper, answer: UpstreamWishlistMutationFragment, fieldNames?: Record<string, string>) {
    if (!answer.successful || !answer.wishlist) return fromUpstreamRefusal(answer, fieldNames);
    return { __typename: 'WishlistChanged' as const, wishlist: wishlistView(answer.wishlist, Boolean(shopper.jwt)), messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY };
  }

  async create(shopper: Shopper, input: CreateWishlistInput) {
    const name = checkText('name', input.name, { required: true, max: WISHLIST_NAME_MAX });
    if (!name.ok) return name.result;
    const description = checkText('description', input.description ?? '', { required: false, max: WISHLIST_DESCRIPTION_MAX, multiline: true });
    if (!description.ok) return description.result;
    const { createWishlist } = await this.client.request(UpstreamCreateWishlistDocument, { name: name.value, description: description.value || null }, callerOptions(shopper));
    return this.changed(shopper, createWishlist);
  }

  async rename(shopper: Shopper, input: RenameWishlistInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const name = checkText('name', input.name, { required: true, max: WISHLIST_NAME_MAX });
    if (!name.ok) return name.result;
    const access = await this.access(shopper, id, 'manage');
    if (!access.ok) return access.result;
    if (access.list.isStandardList) return refusedWith(STANDARD_LIST_LOCKED);
    const { renameWishlist } = await this.client.request(UpstreamRenameWishlistDocument, { externalId: id, name: name.value }, callerOptions(shopper));
    return this.changed(shopper, renameWishlist);
  }

  /** Sets or clears the description (creator or admin; the built-in Merkzettel too: only its name is fixed). */
  async describe(shopper: Shopper, input: ChangeWishlistDescriptionInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const description = checkText('description', input.description, { required: false, max: WISHLIST_DESCRIPTION_MAX, multiline: true });
    if (!description.ok) return description.result;
    const access = await this.access(shopper, id, 'manage');
    if (!access.ok) return access.result;
    const { changeWishlistDescription } = await this.client.request(UpstreamChangeWishlistDescriptionDocument, { externalId: id, description: description.value }, callerOptions(shopper));
    return this.changed(shopper, changeWishlistDescription);
  }

  async remove(shopper: Shopper, input: WishlistIdInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const access = await this.access(shopper, id, 'manage');
    if (!access.ok) return access.result;
    if (access.list.isStandardList) return refusedWith(STANDARD_LIST_LOCKED);
    if (access.list.isDefault) return refusedWith(DEFAULT_LIST_NOT_DELETABLE);
    const { deleteWishlist } = await this.client.request(UpstreamDeleteWishlistDocument, { externalId: id }, callerOptions(shopper));
    if (!deleteWishlist.successful) return fromUpstreamRefusal(deleteWishlist);
    return { __typename: 'WishlistDeleted' as const, id, messageKey: deleteWishlist.messageKey ?? WISHLIST_SAVED_KEY };
  }

  /** Spec §4 active wishlist: any list the caller may read; the storefront keeps the id in its cookie. */
  async setActive(shopper: Shopper, input: WishlistIdInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const access = await this.access(shopper, id, 'read');
    if (!access.ok) return access.result;
    return { __typename: 'WishlistChanged' as const, wishlist: wishlistView(access.list, Boolean(shopper.jwt)), messageKey: WISHLIST_SAVED_KEY };
  }

  async add(shopper: Shopper, input: AddToWishlistInput) {
    const wishlistId = checkOptionalId('wishlistId', input.wishlistId);
    const productId = checkId('productId', input.productId);
    const itemId = checkOptionalId('itemId', input.itemId);
    const quantity = input.quantity ?? 1;
    const bad = checkWishlistQuantity('quantity', quantity, false);
    if (bad) return bad;
    if (!shopper.jwt && !shopper.userId) return refusedWith(WISHLIST_USER_ID_REQUIRED);
    if (wishlistId) {
      const access = await this.access(shopper, wishlistId, 'editEntries');
      if (!access.ok) return access.result;
    }
    const { addProductToWishlist: answer } = await this.client.request(
      UpstreamAddProductToWishlistDocument,
      { externalId: wishlistId, entry: { productId, itemId, quantity } },
      callerOptions(shopper),
    );
    if (!answer.successful || !answer.wishlist) return fromUpstreamRefusal(answer, { 'entry.quantity': 'quantity', 'entry.itemId': 'itemId', 'entry.productId': 'productId' });
    const entry = answer.wishlist.entries.find((e) => isWishlistMatch({ productId: e.product.productId, itemId: e.item?.itemId ?? null }, { productId, itemId }));
    const wishlist = wishlistView(answer.wishlist, Boolean(shopper.jwt));
    return { __typename: 'WishlistEntryAdded' as const, wishlist, entry: entry ? entryView(entry) : wishlist.entries[wishlist.entries.length - 1]!, messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY };
  }

  async removeEntry(shopper: Shopper, input: RemoveWishlistEntryInput) {
    const wishlistId = checkId('wishlistId', input.wishlistId);
    const entryId = checkId('entryId', input.entryId);
    const access = await this.access(shopper, wishlistId, 'editEntries');
    if (!access.ok) return access.result;
    return this.removeAt(shopper, access.list, entryId);
  }

  /** The heart: the product's entry of a list (default: the default list), by item id for variants else product id. */
  async removeProduct(shopper: Shopper, input: RemoveProductFromWishlistInput) {
    const wishlistId = checkOptionalId('wishlistId', input.wishlistId);
    const productId = checkId('productId', input.productId);
    const itemId = checkOptionalId('itemId', input.itemId);
    const lists = await this.upstream.lists(shopper);
    const list = wishlistId ? lists.find((l) => l.externalId === wishlistId) : (lists.find((l) => l.isDefault) ?? lists[0]);
    if (!list) return wishlistId ? wishlistNotFound() : refusedWith(ENTRY_NOT_FOUND);
    if (!mayOnWishlist(list.rights, 'editEntries', Boolean(shopper.jwt))) return wishlistNotAllowed('editEntries');
    const entry = list.entries.find((e) => isWishlistMatch({ productId: e.product.productId, itemId: e.item?.itemId ?? null }, { productId, itemId }));
    if (!entry) return refusedWith(ENTRY_NOT_FOUND);
    return this.removeAt(shopper, list, entry.externalId);
  }

  private async removeAt(shopper: Shopper, list: UpstreamWishlistFragment, entryId: string) {
    const index = list.entries.findIndex((e) => e.externalId === entryId);
    const entry = list.entries[index];
    if (!entry) return refusedWith(ENTRY_NOT_FOUND);
    const { removeProductFromWishlist: answer } = await this.client.request(UpstreamRemoveProductFromWishlistDocument, { externalId: list.externalId, entryId }, callerOptions(shopper));
    if (!answer.successful || !answer.wishlist) return fromUpstreamRefusal(answer);
    return {
      __typename: 'WishlistEntryRemoved' as const,
      wishlist: wishlistView(answer.wishlist, Boolean(shopper.jwt)),
      removed: entryView(entry),
      index,
      lastItemRemoved: answer.lastItemRemoved,
      messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY,
    };
  }

  async changeQuantity(shopper: Shopper, input: ChangeWishlistQuantityInput) {
    const wishlistId = checkId('wishlistId', input.wishlistId);
    const entryId = checkId('entryId', input.entryId);
    const bad = checkWishlistQuantity('quantity', input.quantity, true);
    if (bad) return bad;
    const access = await this.access(shopper, wishlistId, 'editEntries');
    if (!access.ok) return access.result;
    const entry = access.list.entries.find((e) => e.externalId === entryId);
    if (!entry) return refusedWith(ENTRY_NOT_FOUND);
    const { changeQtyInWishlist } = await this.client.request(
      UpstreamChangeQtyInWishlistDocument,
      { externalId: wishlistId, entry: { entryId, productId: entry.product.productId, itemId: entry.item?.itemId ?? null, quantity: input.quantity } },
      callerOptions(shopper),
    );
    return this.changed(shopper, changeQtyInWishlist, { 'entry.quantity': 'quantity' });
  }

  async changeVariant(shopper: Shopper, input: ChangeWishlistVariantInput) {
    const wishlistId = checkId('wishlistId', input.wishlistId);
    const entryId = checkId('entryId', input.entryId);
    const itemId = checkId('itemId', input.itemId);
    if (input.quantity !== null && input.quantity !== undefined) {
      const bad = checkWishlistQuantity('quantity', input.quantity, false);
      if (bad) return bad;
    }
    const access = await this.access(shopper, wishlistId, 'editEntries');
    if (!access.ok) return access.result;
    const entry = access.list.entries.find((e) => e.externalId === entryId);
    if (!entry) return refusedWith(ENTRY_NOT_FOUND);
    if (!entry.product.items.some((i) => i.itemId === itemId)) return invalidField('itemId', 'vue.wishlist.error.invalidInput', 'itemId is no item of the entry\'s product');
    const { replaceItemInWishlist } = await this.client.request(
      UpstreamReplaceItemInWishlistDocument,
      { externalId: wishlistId, entryId, entry: { productId: entry.product.productId, itemId, quantity: input.quantity ?? entry.quantity } },
      callerOptions(shopper),
    );
    return this.changed(shopper, replaceItemInWishlist, { 'entry.quantity': 'quantity', 'entry.itemId': 'itemId' });
  }

  async comment(shopper: Shopper, input: AddWishlistCommentInput) {
    const wishlistId = checkId('wishlistId', input.wishlistId);
    const entryId = checkId('entryId', input.entryId);
    const text = checkText('comment', input.comment, { required: true, max: WISHLIST_COMMENT_MAX, multiline: true });
    if (!text.ok) return text.result;
    const access = await this.access(shopper, wishlistId, 'comment');
    if (!access.ok) return access.result;
    if (!access.list.entries.some((e) => e.externalId === entryId)) return refusedWith(ENTRY_NOT_FOUND);
    const { addWishlistComment: answer } = await this.client.request(UpstreamAddWishlistCommentDocument, { externalId: wishlistId, entryId, comment: text.value }, callerOptions(shopper));
    if (!answer.successful || !answer.comment || !answer.wishlist) return fromUpstreamRefusal(answer);
    const comments = (await this.upstream.comments(shopper, wishlistId)).map(commentView);
    return {
      __typename: 'WishlistCommentAdded' as const,
      comment: commentView(answer.comment),
      wishlist: wishlistView(answer.wishlist, true, comments),
      messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY,
    };
  }

  /** Makes a list the caller's default (the upstream keeps one per customer); answers it re-read. */
  async setDefault(shopper: Shopper, input: WishlistIdInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const access = await this.access(shopper, id, 'editEntries');
    if (!access.ok) return access.result;
    const { setDefaultWishlist } = await this.client.request(UpstreamSetDefaultWishlistDocument, { externalId: id }, callerOptions(shopper));
    if (!setDefaultWishlist.successful) return fromUpstreamRefusal(setDefaultWishlist);
    // The upstream answers the list as it was before; its new isDefault shows on a fresh read.
    const list = (await this.upstream.lists(shopper)).find((l) => l.externalId === id);
    if (!list) return wishlistNotFound();
    return this.changed(shopper, { ...setDefaultWishlist, wishlist: list });
  }

  /** Shares a list with a colleague by e-mail (spec §6): only who may manage the list. */
  async share(shopper: Shopper, input: ShareWishlistInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const address = input.email.trim();
    const problem = firstProblem(address, [required, emailRule]);
    if (problem) return invalidField('email', problem.messageKey);
    const access = await this.access(shopper, id, 'manage');
    if (!access.ok) return access.result;
    const { shareWishlist } = await this.client.request(UpstreamShareWishlistDocument, { externalId: id, email: address, role: input.role }, callerOptions(shopper));
    return this.changed(shopper, shareWishlist);
  }

  /**
   * Deletes a comment only where the upstream marks it deletable for the caller (spec §6: "comment
   * deletion only where allowed"), checked here before the upstream is asked.
   */
  async deleteComment(shopper: Shopper, input: DeleteWishlistCommentInput) {
    const wishlistId = checkId('wishlistId', input.wishlistId);
    const commentId = checkId('commentId', input.commentId);
    const access = await this.access(shopper, wishlistId, 'read');
    if (!access.ok) return access.result;
    const comment = (await this.upstream.comments(shopper, wishlistId)).find((c) => c.externalId === commentId);
    if (!comment) return refusedWith(COMMENT_NOT_FOUND);
    if (!comment.allowedToDeleteByUser) return wishlistNotAllowed('deleteComment');
    const { deleteWishlistComment: answer } = await this.client.request(UpstreamDeleteWishlistCommentDocument, { externalId: wishlistId, commentId }, callerOptions(shopper));
    if (!answer.successful || !answer.wishlist) return fromUpstreamRefusal(answer);
    const comments = (await this.upstream.comments(shopper, wishlistId)).map(commentView);
    return { __typename: 'WishlistCommentDeleted' as const, wishlist: wishlistView(answer.wishlist, true, comments), messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY };
  }
}
