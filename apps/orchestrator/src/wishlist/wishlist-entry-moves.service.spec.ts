import { UpstreamAddProductToWishlistDocument, UpstreamRemoveProductFromWishlistDocument, type UpstreamWishlistEntryFragment, type UpstreamWishlistFragment } from '@tafel/graphql-schema/upstream-client';
import type { Shopper } from '../request/index.js';
import { WishlistEntryMoves } from './wishlist-entry-moves.service.js';
import type { WishlistUpstream } from './wishlist-upstream.js';

// The entry options' move and copy (spec §2 wishlistEntryOptions, §6 roles) against a recorded
// upstream: what the roles refuse is refused before any write, and a half-done move says so.

const price = { stringValue: '2,00 €', amount: 2, currencyCode: 'EUR' };
const entry = (id: string, productId: string, itemId: string | null, quantity = 2): UpstreamWishlistEntryFragment =>
  ({
    externalId: id,
    quantity,
    isSaleable: true,
    hasSamePricesForAllItems: true,
    commentsCount: 0,
    product: { productId, name: `Artikel ${productId}`, path: `/prod/${productId}`, hasMultipleItems: false, minimumOrderQuantity: 1, maxQuantity: 99, discountPercent: null, images: [], badges: { new: false, popular: false, sale: false }, energyEfficiency: null, items: [] },
    item: itemId ? { itemId, orderNumber: itemId, name: `Artikel ${itemId}`, prices: { price }, images: [], availableForSale: true, deliveryStatusColor: 'green', deliveryStatusText: 'lieferbar', maxQuantity: 99, minimumOrderQuantity: 1, variantInfoList: [], lightningDealInfo: null } : null,
    replacement: null,
    totals: { current: price, old: null, lightningPrice: null, basePrice: null, savings: null, raw: 2 * quantity, currencyCode: 'EUR' },
  }) as unknown as UpstreamWishlistEntryFragment;

type Role = 'creator' | 'editor' | 'commentator';
const list = (id: string, role: Role, entries: UpstreamWishlistEntryFragment[] = []): UpstreamWishlistFragment =>
  ({
    externalId: id,
    name: id,
    description: null,
    active: true,
    isDefault: false,
    isStandardList: false,
    isTeaserList: false,
    createdAt: '2026-09-01T08:00:00Z',
    users: [],
    rights: { isCreator: role === 'creator', isAdmin: false, isEditor: role === 'editor', isCommentator: role === 'commentator' },
    entries,
  }) as UpstreamWishlistFragment;

const ok = (wishlist: UpstreamWishlistFragment) => ({ successful: true, errorMessage: null, messageKey: 'vue.wishlist.notification.saved', fieldErrors: [], wishlist, lastItemRemoved: false });
const refused = (key: string, wishlist: UpstreamWishlistFragment | null = null) => ({ successful: false, errorMessage: key, messageKey: null, fieldErrors: [], wishlist, lastItemRemoved: false });

const shopper = { jwt: 'jwt-1', userId: 'u-1', site: 'de' } as unknown as Shopper & { jwt: string };
const pencil = entry('e-1', '10004', '10004-02', 3);

/** A recorded upstream: the lists it holds, and the answers of add and remove. */
function upstream(lists: UpstreamWishlistFragment[], answers: { add?: unknown; remove?: unknown | Error } = {}) {
  const calls: { document: string; variables: Record<string, unknown> }[] = [];
  const request = async (document: unknown, variables: Record<string, unknown>) => {
    if (document === UpstreamAddProductToWishlistDocument) {
      calls.push({ document: 'add', variables });
      const target = lists.find((l) => l.externalId === variables.externalId)!;
      return { addProductToWishlist: answers.add ?? ok({ ...target, entries: [...target.entries, entry('e-new', '10004', '10004-02', 3)] }) };
    }
    if (document === UpstreamRemoveProductFromWishlistDocument) {
      calls.push({ document: 'remove', variables });
      if (answers.remove instanceof Error) throw answers.remove;
      const source = lists.find((l) => l.externalId === variables.externalId)!;
      return { removeProductFromWishlist: answers.remove ?? ok({ ...source, entries: source.entries.filter((e) => e.externalId !== variables.entryId) }) };
    }
    throw new Error('unexpected upstream call');
  };
  const fake = { client: { request }, lists: async () => lists } as unknown as WishlistUpstream;
  return { moves: new WishlistEntryMoves(fake), calls };
}

const input = (mode: 'MOVE' | 'COPY', targetWishlistId = 'wl-target') => ({ wishlistId: 'wl-source', entryId: 'e-1', targetWishlistId, mode }) as const;
const notAllowed = { __typename: 'WishlistNotAllowedError', errorCode: 'NOT_ALLOWED', messageKey: 'vue.wishlist.error.notAllowed' };

describe('WishlistEntryMoves (spec §2 entry options: lists)', () => {
  it('moves: adds the entry to the target with its item and quantity, then removes it from the source', async () => {
    const { moves, calls } = upstream([list('wl-source', 'editor', [pencil]), list('wl-target', 'creator')]);
    const answer = await moves.transfer(shopper, input('MOVE'));
    expect(calls).toEqual([
      { document: 'add', variables: { externalId: 'wl-target', entry: { productId: '10004', itemId: '10004-02', quantity: 3 } } },
      { document: 'remove', variables: { externalId: 'wl-source', entryId: 'e-1' } },
    ]);
    expect(answer).toMatchObject({ __typename: 'WishlistEntryTransferred', mode: 'MOVE', messageKey: 'vue.wishlist.notification.saved', source: { id: 'wl-source', entries: [] }, target: { id: 'wl-target', entries: [{ itemId: '10004-02' }] } });
  });

  it('copies from a list the caller only comments on, and never removes', async () => {
    const { moves, calls } = upstream([list('wl-source', 'commentator', [pencil]), list('wl-target', 'editor')]);
    const answer = await moves.transfer(shopper, input('COPY'));
    expect(calls.map((c) => c.document)).toEqual(['add']);
    expect(answer).toMatchObject({ __typename: 'WishlistEntryTransferred', mode: 'COPY', source: { id: 'wl-source', entries: [{ id: 'e-1' }] } });
  });

  it('refuses a move away from a list the caller only comments on, before anything is written', async () => {
    const { moves, calls } = upstream([list('wl-source', 'commentator', [pencil]), list('wl-target', 'creator')]);
    expect(await moves.transfer(shopper, input('MOVE'))).toMatchObject(notAllowed);
    expect(calls).toEqual([]);
  });

  it('refuses a target the caller may not add to, in either mode', async () => {
    const { moves, calls } = upstream([list('wl-source', 'creator', [pencil]), list('wl-target', 'commentator')]);
    expect(await moves.transfer(shopper, input('COPY'))).toMatchObject(notAllowed);
    expect(await moves.transfer(shopper, input('MOVE'))).toMatchObject(notAllowed);
    expect(calls).toEqual([]);
  });

  it("refuses lists that are not the caller's, the entry's own list and an entry not on the list", async () => {
    const { moves, calls } = upstream([list('wl-source', 'creator', [pencil]), list('wl-target', 'creator')]);
    expect(await moves.transfer(shopper, input('MOVE', 'wl-other'))).toMatchObject({ __typename: 'WishlistNotFoundError' });
    expect(await moves.transfer(shopper, { ...input('MOVE'), wishlistId: 'wl-other' })).toMatchObject({ __typename: 'WishlistNotFoundError' });
    expect(await moves.transfer(shopper, input('MOVE', 'wl-source'))).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'targetWishlistId' }] });
    expect(await moves.transfer(shopper, { ...input('COPY'), entryId: 'e-gone' })).toMatchObject({ __typename: 'WishlistRefusedError', messageKey: 'vue.wishlist.error.entryNotFound' });
    expect(calls).toEqual([]);
  });

  it('refuses a full target (200 entries) unless it already holds the article (the quantity is added)', async () => {
    const full = Array.from({ length: 200 }, (_, i) => entry(`f-${i}`, `2${String(i).padStart(4, '0')}`, null));
    const refusedFull = upstream([list('wl-source', 'creator', [pencil]), list('wl-target', 'creator', full)]);
    expect(await refusedFull.moves.transfer(shopper, input('MOVE'))).toMatchObject({ __typename: 'WishlistRefusedError', messageKey: 'vue.wishlist.error.tooManyEntries' });
    expect(refusedFull.calls).toEqual([]);

    const holding = upstream([list('wl-source', 'creator', [pencil]), list('wl-target', 'creator', [...full.slice(1), entry('t-1', '10004', '10004-02', 1)])]);
    expect(await holding.moves.transfer(shopper, input('COPY'))).toMatchObject({ __typename: 'WishlistEntryTransferred' });
    expect(holding.calls.map((c) => c.document)).toEqual(['add']);
  });

  it('copies an entry kept at quantity 0 with 1 (an add needs at least 1), and one without a variant as such', async () => {
    const { moves, calls } = upstream([list('wl-source', 'creator', [entry('e-1', '10010', null, 0)]), list('wl-target', 'creator')]);
    await moves.transfer(shopper, input('COPY'));
    expect(calls[0]!.variables).toEqual({ externalId: 'wl-target', entry: { productId: '10010', itemId: null, quantity: 1 } });
  });

  it("answers the target's refusal and leaves the source alone when the add is refused", async () => {
    const { moves, calls } = upstream([list('wl-source', 'creator', [pencil]), list('wl-target', 'creator')], { add: refused('vue.wishlist.error.tooManyEntries') });
    expect(await moves.transfer(shopper, input('MOVE'))).toMatchObject({ __typename: 'WishlistRefusedError', messageKey: 'vue.wishlist.error.tooManyEntries' });
    expect(calls.map((c) => c.document)).toEqual(['add']);
  });

  it('says so when the removal is refused or fails after the add: the entry is on both lists', async () => {
    const refusedRemoval = upstream([list('wl-source', 'editor', [pencil]), list('wl-target', 'creator')], { remove: refused('vue.wishlist.error.notAllowed') });
    expect(await refusedRemoval.moves.transfer(shopper, input('MOVE'))).toMatchObject({
      __typename: 'WishlistEntryMoveIncomplete',
      messageKey: 'tafel.wishlist.moveIncomplete',
      reasonKey: 'vue.wishlist.error.notAllowed',
      target: { id: 'wl-target', entries: [{ itemId: '10004-02' }] },
    });
    const failedRemoval = upstream([list('wl-source', 'editor', [pencil]), list('wl-target', 'creator')], { remove: new Error('upstream timeout') });
    expect(await failedRemoval.moves.transfer(shopper, input('MOVE'))).toMatchObject({ __typename: 'WishlistEntryMoveIncomplete', reasonKey: 'vue.cart.error.somethingWentWrong' });
  });

  it('counts a source entry removed by someone else meanwhile as moved', async () => {
    const { moves } = upstream([list('wl-source', 'editor', [pencil]), list('wl-target', 'creator')], { remove: refused('vue.wishlist.error.entryNotFound') });
    expect(await moves.transfer(shopper, input('MOVE'))).toMatchObject({ __typename: 'WishlistEntryTransferred', mode: 'MOVE' });
  });
});
