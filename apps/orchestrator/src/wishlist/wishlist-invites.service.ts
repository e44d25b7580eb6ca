import { Injectable } from '@nestjs/common';
import { WISHLIST_SAVED_KEY } from '@tafel/domain';
import type { CreateWishlistInviteLinkInput, ImportSharedWishlistInput } from '@tafel/graphql-schema/orchestrator-resolvers';
import { UpstreamCreateWishlistInviteLinkDocument, UpstreamImportSharedWishlistDocument } from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../request/index.js';
import { checkId } from './wishlist-input.js';
import { WishlistChanges } from './wishlist-changes.service.js';
import { fromUpstreamRefusal, invalidField } from './wishlist-results.js';
import { callerOptions, WishlistUpstream } from './wishlist-upstream.js';
import { wishlistView } from './wishlist-view.js';

/** The upstream's (and our) text for a token that names no invite. */
export const INVALID_INVITE_LINK_KEY = 'vue.wishlist.error.invalidInviteLink';
/** The page that joins a list after login (spec §6: a stored share_data redirect comes back here). */
export const WISHLIST_INVITE_PATH = '/myaccount/wishlist/';

/**
 * An invite token as the upstream makes them (a UUID; a real shop's opaque id alike): letters,
 * digits, '-' and '_', 16 to 128 characters. Anything else is never sent upstream.
 */
const INVITE_TOKEN = /^[A-Za-z0-9][A-Za-z0-9_-]{15,127}$/;

export const isInviteToken = (token: string): boolean => INVITE_TOKEN.test(token);

/** The storefront path of an invite: the token URL-safe by its format, still encoded. */
export const invitePath = (token: string): string => `${WISHLIST_INVITE_PATH}?share_data=${encodeURIComponent(token)}`;

/**
 * Invite links (spec §6 sharing, §2 optionsListModal): who may manage a list makes one; any
 * customer who opens it joins the list in its role. The token is checked for its form here, for
 * its existence by the upstream; a refused import changes nothing.
 */
@Injectable()
export class WishlistInvites {
  constructor(
    private readonly upstream: WishlistUpstream,
    private readonly changes: WishlistChanges,
  ) {}

  async createLink(shopper: Shopper, input: CreateWishlistInviteLinkInput) {
    const id = checkId('wishlistId', input.wishlistId);
    const access = await this.changes.access(shopper, id, 'manage');
    if (!access.ok) return access.result;
    const { createWishlistInviteLink: answer } = await this.upstream.client.request(UpstreamCreateWishlistInviteLinkDocument, { externalId: id, role: input.role }, callerOptions(shopper));
    if (!answer.successful) return fromUpstreamRefusal(answer);
    // A token we could not hand out again is the upstream's fault, not the caller's.
    if (!answer.token || !isInviteToken(answer.token)) throw new Error('The upstream answered an invite link without a usable token');
    return { __typename: 'WishlistInviteLinkCreated' as const, path: invitePath(answer.token), role: input.role, messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY };
  }

  async importShared(shopper: Shopper, input: ImportSharedWishlistInput) {
    const token = input.token.trim();
    if (!isInviteToken(token)) return invalidField('token', INVALID_INVITE_LINK_KEY, 'token: not an invite token');
    const { importSharedWishlist: answer } = await this.upstream.client.request(UpstreamImportSharedWishlistDocument, { token }, callerOptions(shopper));
    if (!answer.successful || !answer.wishlist) {
      const refusal = fromUpstreamRefusal(answer);
      // An unknown or expired token reads as the malformed one: the link does not work.
      return refusal.__typename === 'WishlistRefusedError' && refusal.messageKey === INVALID_INVITE_LINK_KEY ? invalidField('token', INVALID_INVITE_LINK_KEY, 'token: no such invite') : refusal;
    }
    return { __typename: 'WishlistChanged' as const, wishlist: wishlistView(answer.wishlist, true), messageKey: answer.messageKey ?? WISHLIST_SAVED_KEY };
  }
}
