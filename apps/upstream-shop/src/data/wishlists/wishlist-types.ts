/** Roles on a shared account list (spec §6; the rights each carries are in wishlist-rights.ts). */
export type WishlistRole = 'CREATOR' | 'ADMIN' | 'EDITOR' | 'COMMENTATOR';

export interface WishlistMember {
  customerId: string;
  role: WishlistRole;
}

export interface WishlistEntryRecord {
  externalId: string;
  productId: string;
  /** null: a product with several items and no variant chosen yet. */
  itemId: string | null;
  quantity: number;
}

export interface WishlistCommentRecord {
  externalId: string;
  /** The entry the comment is about. */
  entryId: string;
  authorId: string;
  comment: string;
  /** ISO 8601. */
  createdAt: string;
}

/**
 * account: a customer's list (members carry the roles); visitor: the implicit merkzettel of an
 * anonymous user id; teaser: a read-only CMS list.
 */
export type WishlistKind = 'account' | 'visitor' | 'teaser';

/** A list as stored; writers build a new record and save it whole (nothing half-applied). */
export interface WishlistRecord {
  externalId: string;
  kind: WishlistKind;
  /** The visitor's user id (X-iSHOP-API-USERID) for kind visitor, else null. */
  visitorUserId: string | null;
  name: string;
  description: string | null;
  /** The built-in Merkzettel of an account or the visitor's merkzettel. */
  isStandardList: boolean;
  /** ISO 8601. */
  createdAt: string;
  members: readonly WishlistMember[];
  entries: readonly WishlistEntryRecord[];
  comments: readonly WishlistCommentRecord[];
}

/** An invite link: joining gives this role on this list. */
export interface WishlistInvite {
  token: string;
  externalId: string;
  role: Exclude<WishlistRole, 'CREATOR'>;
}
