import type { MutationResolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { emailError } from '../../data/wishlists/wishlist-input.js';
import { higherRole, roleOf } from '../../data/wishlists/wishlist-rights.js';
import type { WishlistMember, WishlistRecord, WishlistRole } from '../../data/wishlists/wishlist-types.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';
import { accountCaller } from './caller.js';
import { accessList, invalid, refused, succeeded, WISHLIST_KEYS } from './results.js';

const MAX_TOKEN_LENGTH = 128;

/** Spec §6: after login a stored share_data redirect brings the customer back here. */
export const inviteUrl = (token: string): string => `/myaccount/wishlist/?share_data=${encodeURIComponent(token)}`;

function withMember(list: WishlistRecord, customerId: string, role: WishlistRole): WishlistRecord {
  const members: WishlistMember[] = list.members.some((m) => m.customerId === customerId)
    ? list.members.map((m) => (m.customerId === customerId ? { ...m, role } : m))
    : [...list.members, { customerId, role }];
  return { ...list, members };
}

export const sharingMutations: Pick<MutationResolvers<UpstreamContext>, 'shareWishlist' | 'createWishlistInviteLink' | 'importSharedWishlist'> = {
  shareWishlist: (_parent, { externalId, email, role }, context) => {
    const caller = accountCaller(context);
    const access = accessList(context, caller, externalId, 'manage');
    if (!access.ok) return refused(context, caller, access.errorMessage, access.list);
    const problem = emailError('email', email);
    if (problem) return invalid(context, caller, [problem], access.list);
    const invitee = context.stores.customers.findByEmail(email.trim());
    if (!invitee) return invalid(context, caller, [{ fieldName: 'email', errorMessage: WISHLIST_KEYS.userNotFound, formName: null }], access.list);
    // Nobody changes their own role or the creator's by sharing.
    const inviteeRole = access.list.members.find((m) => m.customerId === invitee.customerId)?.role;
    if (invitee.customerId === caller.customerId || inviteeRole === 'CREATOR') {
      return invalid(context, caller, [{ fieldName: 'email', errorMessage: WISHLIST_KEYS.cannotShareWithSelf, formName: null }], access.list);
    }
    return succeeded(context, caller, context.stores.wishlists.save(withMember(access.list, invitee.customerId, role)), WISHLIST_KEYS.saved);
  },

  createWishlistInviteLink: (_parent, { externalId, role }, context) => {
    const caller = accountCaller(context);
    const access = accessList(context, caller, externalId, 'manage');
    if (!access.ok) return { successful: false, errorMessage: access.errorMessage, messageKey: access.errorMessage, fieldErrors: [], url: null, token: null };
    const token = context.newId();
    context.stores.wishlists.addInvite({ token, externalId, role });
    return { successful: true, errorMessage: null, messageKey: WISHLIST_KEYS.saved, fieldErrors: [], url: inviteUrl(token), token };
  },

  importSharedWishlist: (_parent, { token }, context) => {
    const caller = accountCaller(context);
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) throw badUserInput(`token must be 1 to ${MAX_TOKEN_LENGTH} characters.`);
    const store = context.stores.wishlists;
    const invite = store.invite(token);
    const list = invite ? store.get(invite.externalId) : undefined;
    if (!invite || !list) return refused(context, caller, WISHLIST_KEYS.invalidInviteLink);
    const role = higherRole(roleOf(list, caller), invite.role);
    return succeeded(context, caller, store.save(withMember(list, caller.customerId, role)), WISHLIST_KEYS.saved);
  },
};
