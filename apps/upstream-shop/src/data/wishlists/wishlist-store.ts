import { seedWishlists, type WishlistSeed } from './seed-wishlists.js';
import type { WishlistEntryRecord, WishlistInvite, WishlistRecord } from './wishlist-types.js';

// Like carts, visitor lists of long-gone visitors would pile up on a long-running dev server.
const DEFAULT_MAX_VISITOR_LISTS = 50_000;

/**
 * Wishlists in memory: account lists (with members), visitors' merkzettel lists by user id, CMS
 * teaser lists, plus each customer's default and last-used list and the invite links.
 */
export class WishlistStore {
  private readonly lists = new Map<string, WishlistRecord>();
  private readonly visitorLists = new Map<string, string>();
  private readonly defaults = new Map<string, string>();
  private readonly active = new Map<string, string>();
  private readonly invites = new Map<string, WishlistInvite>();

  constructor(
    seed: WishlistSeed = seedWishlists(),
    private readonly maxVisitorLists = DEFAULT_MAX_VISITOR_LISTS,
  ) {
    for (const list of seed.lists) this.lists.set(list.externalId, list);
    for (const [customerId, externalId] of Object.entries(seed.defaults)) this.defaults.set(customerId, externalId);
  }

  get(externalId: string): WishlistRecord | undefined {
    return this.lists.get(externalId);
  }

  teaser(externalId: string): WishlistRecord | undefined {
    const list = this.lists.get(externalId);
    return list?.kind === 'teaser' ? list : undefined;
  }

  /** A teaser list's entry by its externalId (teaser variant changes name only the entry). */
  teaserEntry(entryId: string): { list: WishlistRecord; entry: WishlistEntryRecord } | undefined {
    for (const list of this.lists.values()) {
      if (list.kind !== 'teaser') continue;
      const entry = list.entries.find((e) => e.externalId === entryId);
      if (entry) return { list, entry };
    }
    return undefined;
  }

  /** Account lists the customer has a role on, in creation order. */
  listsOf(customerId: string): WishlistRecord[] {
    return [...this.lists.values()].filter((l) => l.kind === 'account' && l.members.some((m) => m.customerId === customerId));
  }

  /** Lists the customer created (the 50-lists limit counts these). */
  ownListsOf(customerId: string): WishlistRecord[] {
    return this.listsOf(customerId).filter((l) => l.members.some((m) => m.customerId === customerId && m.role === 'CREATOR'));
  }

  visitorList(userId: string): WishlistRecord | undefined {
    const id = this.visitorLists.get(userId);
    return id === undefined ? undefined : this.lists.get(id);
  }

  /** Stores a new or changed list whole. */
  save(list: WishlistRecord): WishlistRecord {
    this.lists.set(list.externalId, list);
    if (list.kind === 'visitor' && list.visitorUserId && !this.visitorLists.has(list.visitorUserId)) {
      this.visitorLists.set(list.visitorUserId, list.externalId);
      if (this.visitorLists.size > this.maxVisitorLists) this.dropOldestVisitorList();
    }
    return list;
  }

  /** Deletes a list and everything pointing at it (defaults, last-used marks, invite links). */
  remove(externalId: string): void {
    this.lists.delete(externalId);
    for (const map of [this.defaults, this.active]) for (const [key, id] of map) if (id === externalId) map.delete(key);
    for (const [token, invite] of this.invites) if (invite.externalId === externalId) this.invites.delete(token);
  }

  defaultOf(customerId: string): string | undefined {
    return this.defaults.get(customerId);
  }

  setDefault(customerId: string, externalId: string): void {
    this.defaults.set(customerId, externalId);
  }

  /** The list the customer's last change went to; their default list until then. */
  activeOf(customerId: string): string | undefined {
    return this.active.get(customerId) ?? this.defaults.get(customerId);
  }

  setActive(customerId: string, externalId: string): void {
    this.active.set(customerId, externalId);
  }

  addInvite(invite: WishlistInvite): void {
    this.invites.set(invite.token, invite);
  }

  invite(token: string): WishlistInvite | undefined {
    return this.invites.get(token);
  }

  private dropOldestVisitorList(): void {
    const [userId, id] = this.visitorLists.entries().next().value ?? [];
    if (userId === undefined || id === undefined) return;
    this.visitorLists.delete(userId);
    this.lists.delete(id);
  }
}
