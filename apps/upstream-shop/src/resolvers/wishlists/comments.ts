import type { MutationResolvers, QueryResolvers, WishlistCommentResult } from '@tafel/graphql-schema/upstream-resolvers';
import { COMMENT_MAX_LENGTH, textError, type WishlistFieldErrorRecord } from '../../data/wishlists/wishlist-input.js';
import { can, canDeleteComment, roleOf, type WishlistCaller } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistCommentRecord, WishlistRecord } from '../../data/wishlists/wishlist-types.js';
import type { UpstreamContext } from '../context.js';
import { accountCaller, checkId, isoNow, wishlistNotFound } from './caller.js';
import { commentView, wishlistView } from './list-view.js';
import { accessList, WISHLIST_KEYS } from './results.js';

function failed(context: UpstreamContext, caller: WishlistCaller, errorMessage: string, list: WishlistRecord | null, fieldErrors: WishlistFieldErrorRecord[] = []): WishlistCommentResult {
  const readable = list && can(roleOf(list, caller), 'read') ? wishlistView(list, caller, context) : null;
  return { successful: false, errorMessage, messageKey: errorMessage, fieldErrors, comment: null, wishlist: readable };
}

function done(context: UpstreamContext, caller: WishlistCaller, list: WishlistRecord, comment: WishlistCommentRecord): WishlistCommentResult {
  return { successful: true, errorMessage: null, messageKey: WISHLIST_KEYS.saved, fieldErrors: [], comment: commentView(comment, list, caller, context), wishlist: wishlistView(list, caller, context) };
}

export const commentQueries: Pick<QueryResolvers<UpstreamContext>, 'getCommentsPerWishlist'> = {
  getCommentsPerWishlist: (_parent, { wishlistId }, context) => {
    const caller = accountCaller(context);
    checkId('wishlistId', wishlistId);
    const list = context.stores.wishlists.get(wishlistId);
    // Someone else's list answers like an unknown one: its existence is not revealed.
    if (!list || !can(roleOf(list, caller), 'read')) throw wishlistNotFound();
    return [...list.comments].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((c) => commentView(c, list, caller, context));
  },
};

export const commentMutations: Pick<MutationResolvers<UpstreamContext>, 'addWishlistComment' | 'deleteWishlistComment'> = {
  addWishlistComment: (_parent, { externalId, entryId, comment }, context) => {
    const caller = accountCaller(context);
    checkId('entryId', entryId);
    const access = accessList(context, caller, externalId, 'comment');
    if (!access.ok) return failed(context, caller, access.errorMessage, access.list);
    if (!access.list.entries.some((e) => e.externalId === entryId)) return failed(context, caller, WISHLIST_KEYS.entryNotFound, access.list);
    const problem = textError('comment', comment, { required: true, max: COMMENT_MAX_LENGTH });
    if (problem) return failed(context, caller, problem.errorMessage, access.list, [problem]);
    const record: WishlistCommentRecord = { externalId: `wlc-${context.newId()}`, entryId, authorId: caller.customerId, comment: comment.trim(), createdAt: isoNow(context) };
    const next = context.stores.wishlists.save({ ...access.list, comments: [...access.list.comments, record] });
    return done(context, caller, next, record);
  },

  deleteWishlistComment: (_parent, { externalId, commentId }, context) => {
    const caller = accountCaller(context);
    checkId('commentId', commentId);
    const access = accessList(context, caller, externalId, 'read');
    if (!access.ok) return failed(context, caller, access.errorMessage, access.list);
    const record = access.list.comments.find((c) => c.externalId === commentId);
    if (!record) return failed(context, caller, WISHLIST_KEYS.commentNotFound, access.list);
    if (!canDeleteComment(access.role, record.authorId, caller)) return failed(context, caller, WISHLIST_KEYS.notAllowed, access.list);
    const next = context.stores.wishlists.save({ ...access.list, comments: access.list.comments.filter((c) => c !== record) });
    return done(context, caller, next, record);
  },
};
