import { startUpstream, type Upstream } from './support/upstream.js';
import { as, devSessions, errorOf, M, Q, rootOf, SEED_WISHLISTS, type Result, type Wishlist } from './support/wishlists.js';

// Fixtures: 10401 folder in 6 colours (2,49 €); 10008-01 max 20; 10022-01 minimum 10; 10004 three colours.
describe('wishlist entries', () => {
  let upstream: Upstream;
  let sessions: { anna: string; schule: string; team: string };
  beforeAll(async () => {
    upstream = await startUpstream();
    sessions = await devSessions(upstream);
  });
  afterAll(() => upstream.close());

  describe('a visitor’s merkzettel (no session: by X-iSHOP-API-USERID)', () => {
    const visitor = () => as(upstream, { userId: 'visitor-1' });
    const merkzettel = async () => rootOf<Wishlist[]>(await visitor()(Q.full))[0];

    it('creates the merkzettel on the first add (addProductToWishlist without externalId)', async () => {
      const result = rootOf<Result>(await visitor()(M.add, { id: null, entry: { productId: '10401', itemId: '10401-02', quantity: 2 } }));
      expect(result).toMatchObject({ successful: true, errorMessage: null, messageKey: 'vue.wishlist.notification.added', fieldErrors: [], lastItemRemoved: false });
      expect(result.wishlist).toMatchObject({ name: 'Merkzettel', isDefault: true, isStandardList: true, active: true, users: [], rights: { isCreator: true } });
      expect(result.wishlist?.entries.map((e) => [e.item?.itemId, e.quantity])).toEqual([['10401-02', 2]]);
      expect(await merkzettel()).toEqual(result.wishlist);
    });

    it('raises an entry when the same item is added again, and adds other items as new entries', async () => {
      await visitor()(M.add, { entry: { productId: '10401', itemId: '10401-02', quantity: 3 } });
      const result = rootOf<Result>(await visitor()(M.add, { entry: { productId: '10008', quantity: 1 } }));
      // A product with one item gets that item.
      expect(result.wishlist?.entries.map((e) => [e.item?.itemId, e.quantity])).toEqual([['10401-02', 5], ['10008-01', 1]]);
    });

    it('refuses quantities outside the item limits with the spec keys, changing nothing', async () => {
      const before = await merkzettel();
      const over = rootOf<Result>(await visitor()(M.add, { entry: { productId: '10008', itemId: '10008-01', quantity: 20 } }));
      expect(over).toMatchObject({ successful: false, errorMessage: 'vue.buybox.text.quantity.error', messageKey: 'vue.buybox.text.quantity.error', fieldErrors: [{ fieldName: 'entry.quantity', errorMessage: 'vue.buybox.text.quantity.error', formName: null }] });
      const below = rootOf<Result>(await visitor()(M.add, { entry: { productId: '10022', quantity: 5 } }));
      expect(below).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'entry.quantity', errorMessage: 'vue.pdp.minQuantity' }] });
      expect(await merkzettel()).toEqual(before);
    });

    it('refuses unknown products and items of another product as BAD_USER_INPUT', async () => {
      expect(errorOf(await visitor()(M.add, { entry: { productId: '99999', quantity: 1 } }))?.classification).toBe('BAD_USER_INPUT');
      expect(errorOf(await visitor()(M.add, { entry: { productId: '10401', itemId: '10013-01', quantity: 1 } }))?.classification).toBe('BAD_USER_INPUT');
    });

    it('changes a quantity (changeQtyInWishlist), 0 included', async () => {
      const list = await merkzettel();
      const entry = list?.entries[0];
      const result = rootOf<Result>(await visitor()(M.changeQty, { id: list?.externalId, entry: { entryId: entry?.externalId, productId: '10401', itemId: '10401-02', quantity: 7 } }));
      expect(result).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved' });
      expect(result.wishlist?.entries[0]).toMatchObject({ quantity: 7, totals: { current: { amount: 17.43 } } });
      const zero = rootOf<Result>(await visitor()(M.changeQty, { id: list?.externalId, entry: { entryId: entry?.externalId, productId: '10401', quantity: 0 } }));
      expect(zero.wishlist?.entries[0]).toMatchObject({ quantity: 0, totals: { current: { amount: 0 } } });
    });

    it('refuses 9999, a stale entry and an unknown entry', async () => {
      const list = await merkzettel();
      const entryId = list?.entries[1]?.externalId;
      const limit = rootOf<Result>(await visitor()(M.changeQty, { id: list?.externalId, entry: { entryId, productId: '10008', quantity: 9999 } }));
      expect(limit).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'entry.quantity', errorMessage: 'vue.buybox.text.quantity.error' }] });
      const stale = rootOf<Result>(await visitor()(M.changeQty, { id: list?.externalId, entry: { entryId, productId: '10401', quantity: 1 } }));
      expect(stale).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.entryNotFound' });
      const unknown = rootOf<Result>(await visitor()(M.changeQty, { id: list?.externalId, entry: { entryId: 'nope', productId: '10008', quantity: 1 } }));
      expect(unknown).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.entryNotFound' });
      expect(await merkzettel()).toEqual(list);
    });

    it('changes the variant (replaceItemInWishlist), keeping the entry id', async () => {
      const list = await merkzettel();
      const entry = list?.entries[0];
      const result = rootOf<Result>(await visitor()(M.replace, { id: list?.externalId, entryId: entry?.externalId, entry: { productId: '10401', itemId: '10401-05', quantity: 3 } }));
      expect(result).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved' });
      expect(result.wishlist?.entries[0]).toMatchObject({ externalId: entry?.externalId, item: { itemId: '10401-05' }, quantity: 3 });
    });

    it('refuses a variant of another product', async () => {
      const list = await merkzettel();
      const result = rootOf<Result>(await visitor()(M.replace, { id: list?.externalId, entryId: list?.entries[0]?.externalId, entry: { productId: '10008', itemId: '10008-01', quantity: 1 } }));
      expect(result).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'entry.itemId' }] });
      expect(await merkzettel()).toEqual(list);
    });

    it('is the visitor’s own: another user id may not change it', async () => {
      const list = await merkzettel();
      const result = rootOf<Result>(await as(upstream, { userId: 'visitor-2' })(M.remove, { id: list?.externalId, entryId: list?.entries[0]?.externalId }));
      expect(result).toEqual({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', messageKey: 'vue.wishlist.error.notAllowed', fieldErrors: [], lastItemRemoved: false, wishlist: null });
      expect(await merkzettel()).toEqual(list);
    });

    it('removes by product or item (removeProductFromMerkzettel), the default list reporting no last item', async () => {
      const byItem = rootOf<Result>(await visitor()(M.removeMerkzettel, { entry: { productId: '10401', itemId: '10401-05' } }));
      expect(byItem).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.removed', lastItemRemoved: false });
      const byProduct = rootOf<Result>(await visitor()(M.removeMerkzettel, { entry: { productId: '10008' } }));
      expect(byProduct).toMatchObject({ successful: true, lastItemRemoved: false, wishlist: { entries: [] } });
      const missing = rootOf<Result>(await visitor()(M.removeMerkzettel, { entry: { productId: '10008' } }));
      expect(missing).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.entryNotFound' });
    });

    it('restores a removed entry by adding it again', async () => {
      const result = rootOf<Result>(await visitor()(M.add, { entry: { productId: '10401', itemId: '10401-05', quantity: 3 } }));
      expect(result.wishlist?.entries.map((e) => [e.item?.itemId, e.quantity])).toEqual([['10401-05', 3]]);
    });
  });

  describe('account lists', () => {
    const anna = () => as(upstream, { jwt: sessions.anna });

    it('adds to the default list without externalId and to a named list with it', async () => {
      const toDefault = rootOf<Result>(await anna()(M.add, { entry: { productId: '10105', itemId: '10105-03', quantity: 1 } }));
      expect(toDefault.wishlist).toMatchObject({ externalId: SEED_WISHLISTS.annaMerkzettel, active: true });
      expect(toDefault.wishlist?.entries).toHaveLength(4);
      const toKlasse = rootOf<Result>(await anna()(M.add, { id: SEED_WISHLISTS.annaKlasse3b, entry: { productId: '10612', quantity: 20 } }));
      expect(toKlasse).toMatchObject({ successful: true, wishlist: { externalId: SEED_WISHLISTS.annaKlasse3b, active: true } });
      expect(toKlasse.wishlist?.entries.at(-1)).toMatchObject({ item: { itemId: '10612-01' }, quantity: 20 });
    });

    it('lets an editor change entries of a shared list', async () => {
      const team = as(upstream, { jwt: sessions.team });
      const list = rootOf<Wishlist[]>(await team(Q.full))[0];
      const entry = list?.entries[0];
      const result = rootOf<Result>(await team(M.changeQty, { id: SEED_WISHLISTS.annaKlasse3b, entry: { entryId: entry?.externalId, productId: entry?.product.productId, quantity: 26 } }));
      expect(result.successful).toBe(true);
      expect(result.wishlist?.entries[0]).toMatchObject({ externalId: entry?.externalId, quantity: 26 });
    });

    it('refuses customers without a role and leaves teaser lists alone', async () => {
      const schule = as(upstream, { jwt: sessions.schule });
      const foreign = rootOf<Result>(await schule(M.add, { id: SEED_WISHLISTS.annaKlasse3b, entry: { productId: '10401', itemId: '10401-01', quantity: 1 } }));
      expect(foreign).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', wishlist: null });
      const teaser = rootOf<Result>(await anna()(M.remove, { id: SEED_WISHLISTS.teaserSchulstart, entryId: `${SEED_WISHLISTS.teaserSchulstart}-e1` }));
      expect(teaser).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
      const unknown = rootOf<Result>(await anna()(M.remove, { id: 'wl-unknown', entryId: 'x' }));
      expect(unknown).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notFound' });
    });

    it('merges two entries when a variant change meets an item already on the list', async () => {
      const created = rootOf<Result>(await anna()(M.create, { name: 'Ordner' }));
      const id = created.wishlist?.externalId;
      await anna()(M.add, { id, entry: { productId: '10401', itemId: '10401-01', quantity: 2 } });
      const two = rootOf<Result>(await anna()(M.add, { id, entry: { productId: '10401', itemId: '10401-02', quantity: 3 } }));
      const [blue, red] = two.wishlist?.entries ?? [];
      const merged = rootOf<Result>(await anna()(M.replace, { id, entryId: red?.externalId, entry: { productId: '10401', itemId: '10401-01', quantity: 3 } }));
      expect(merged.wishlist?.entries.map((e) => [e.externalId, e.item?.itemId, e.quantity])).toEqual([[red?.externalId, '10401-01', 5]]);
      expect(blue?.externalId).not.toBe(red?.externalId);
    });

    it('reports lastItemRemoved when the last entry of a non-default list goes (spec: removeListModal)', async () => {
      const created = rootOf<Result>(await anna()(M.create, { name: 'Einzelstück' }));
      const id = created.wishlist?.externalId;
      const added = rootOf<Result>(await anna()(M.add, { id, entry: { productId: '10013', itemId: '10013-02', quantity: 1 } }));
      const removed = rootOf<Result>(await anna()(M.remove, { id, entryId: added.wishlist?.entries[0]?.externalId }));
      expect(removed).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.removed', lastItemRemoved: true, wishlist: { entries: [] } });
    });

    it('removes entries with their comments from the default list without lastItemRemoved', async () => {
      const list = rootOf<Wishlist[]>(await anna()(Q.full))[0];
      let last: Result | undefined;
      for (const entry of list?.entries ?? []) last = rootOf<Result>(await anna()(M.remove, { id: list?.externalId, entryId: entry.externalId }));
      expect(last).toMatchObject({ successful: true, lastItemRemoved: false, wishlist: { entries: [], isDefault: true } });
    });
  });
});
