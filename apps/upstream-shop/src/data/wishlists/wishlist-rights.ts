import type { WishlistRecord, WishlistRole } from './wishlist-types.js';

/** Who calls: a logged-in customer, or an anonymous visitor known by the user id header. */
export type WishlistCaller = { kind: 'customer'; customerId: string } | { kind: 'visitor'; userId: string };

/** What one may do on a list; the spec leaves the rights of each role open (§6), this is our design. */
export type WishlistAction = 'read' | 'editEntries' | 'comment' | 'manage';

const ACTIONS: Record<WishlistRole, readonly WishlistAction[]> = {
  CREATOR: ['read', 'editEntries', 'comment', 'manage'],
  ADMIN: ['read', 'editEntries', 'comment', 'manage'],
  EDITOR: ['read', 'editEntries', 'comment'],
  COMMENTATOR: ['read', 'comment'],
};

const RANK: Record<WishlistRole, number> = { CREATOR: 4, ADMIN: 3, EDITOR: 2, COMMENTATOR: 1 };

/** The caller's role on a list: the visitor owns their merkzettel; teaser lists give nobody a role. */
export function roleOf(list: WishlistRecord, caller: WishlistCaller): WishlistRole | null {
  if (list.kind === 'visitor') return caller.kind === 'visitor' && caller.userId === list.visitorUserId ? 'CREATOR' : null;
  if (list.kind !== 'account' || caller.kind !== 'customer') return null;
  return list.members.find((m) => m.customerId === caller.customerId)?.role ?? null;
}

export function can(role: WishlistRole | null, action: WishlistAction): boolean {
  return role !== null && ACTIONS[role].includes(action);
}

/** Cumulative flags: a creator is also admin, editor and commentator. */
export function rightsOf(role: WishlistRole | null): { isCreator: boolean; isAdmin: boolean; isEditor: boolean; isCommentator: boolean } {
  const rank = role ? RANK[role] : 0;
  return { isCreator: rank >= RANK.CREATOR, isAdmin: rank >= RANK.ADMIN, isEditor: rank >= RANK.EDITOR, isCommentator: rank >= RANK.COMMENTATOR };
}

/** The higher of two roles (joining by invite never lowers a role). */
export function higherRole(a: WishlistRole | null, b: WishlistRole): WishlistRole {
  return a !== null && RANK[a] >= RANK[b] ? a : b;
}

/** Spec §6 "comment deletion only where allowed": own comments, or any for those who manage the list. */
export function canDeleteComment(role: WishlistRole | null, authorId: string, caller: WishlistCaller): boolean {
  if (!can(role, 'comment')) return false;
  return can(role, 'manage') || (caller.kind === 'customer' && caller.customerId === authorId);
}
