import { startUpstream, type Upstream } from './support/upstream.js';
import { as, devSessions, errorOf, Q, rootOf, SEED_WISHLISTS, UNAUTHENTICATED, type Totals, type Wishlist } from './support/wishlists.js';

interface Comment {
  externalId: string;
  positionId: string;
  comment: string;
  name: string;
  displayedDate: string;
  createdAt: string;
  allowedToDeleteByUser: boolean;
}

describe('wishlist queries', () => {
  let upstream: Upstream;
  let sessions: { anna: string; schule: string; team: string };
  beforeAll(async () => {
    upstream = await startUpstream();
    sessions = await devSessions(upstream);
  });
  afterAll(() => upstream.close());

  describe('getAllWishlistsFull / getAllWishlists', () => {
    it('answers the consumer her Merkzettel (default) and the shared list "Klasse 3b"', async () => {
      const lists = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.anna })(Q.full));
      expect(lists.map((l) => [l.externalId, l.name, l.isDefault, l.isStandardList, l.active, l.entries.length])).toEqual([
        [SEED_WISHLISTS.annaMerkzettel, 'Merkzettel', true, true, true, 3],
        [SEED_WISHLISTS.annaKlasse3b, 'Klasse 3b', false, false, false, 5],
      ]);
      const [merkzettel, klasse] = lists;
      expect(merkzettel?.rights).toEqual({ isCreator: true, isAdmin: true, isEditor: true, isCommentator: true });
      expect(klasse?.users).toEqual([
        { name: 'Anna Schmidt', role: 'CREATOR', isCurrentUser: true },
        { name: 'Mia Keller', role: 'EDITOR', isCurrentUser: false },
      ]);
      expect(klasse?.entries.map((e) => e.commentsCount)).toEqual([0, 0, 2, 0, 1]);
    });

    it('marks the sold-out entry unsaleable with a saleable replacement, and leaves an unchosen variant empty', async () => {
      const [merkzettel] = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.anna })(Q.all));
      const [pen, eraser, pencil] = merkzettel?.entries ?? [];
      expect(pen).toMatchObject({ isSaleable: true, item: { itemId: '10013-01' }, replacement: null, quantity: 1 });
      expect(eraser).toMatchObject({ isSaleable: false, item: { itemId: '10025-01' }, quantity: 2 });
      expect(eraser?.replacement?.availableForSale).toBe(true);
      expect(eraser?.replacement?.productId).not.toBe('10025');
      expect(pencil).toMatchObject({ isSaleable: true, item: null, product: { productId: '10004' }, hasSamePricesForAllItems: true });
    });

    it('computes entry totals from unit price and quantity', async () => {
      const lists = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.anna })(Q.full));
      expect(lists[0]?.entries[1]?.totals).toEqual<Totals>({ current: { amount: 3.98 }, old: null, lightningPrice: null, basePrice: null, savings: null, currencyCode: 'EUR', raw: 3.98 });
      const booklets = lists[1]?.entries[0]?.totals;
      expect(booklets).toMatchObject({ current: { amount: 12.25 }, old: null, savings: null, raw: 12.25 });
    });

    it('prices entries of a running lightning deal at the deal price', async () => {
      const deals = rootOf<Array<{ itemId: string; specialPrice: { amount: number } }>>(await upstream.gql('query { getLightningDealData { itemId specialPrice { amount } } }'));
      const special = deals.find((d) => d.itemId === '10005-01')?.specialPrice.amount ?? NaN;
      const crayons = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.anna })(Q.full))[1]?.entries[1];
      expect(crayons).toMatchObject({ item: { itemId: '10005-01' }, quantity: 25 });
      expect(crayons?.totals.current.amount).toBeCloseTo(25 * 6.99, 2);
      expect(crayons?.totals.lightningPrice?.amount).toBeCloseTo(25 * special, 2);
      expect(crayons?.totals.raw).toBeCloseTo(25 * special, 2);
      expect(crayons?.totals.savings?.amount).toBeCloseTo(25 * (6.99 - special), 2);
    });

    it('shows the editor the shared list with editor rights, not as default', async () => {
      const lists = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.team })(Q.full));
      expect(lists).toHaveLength(1);
      expect(lists[0]).toMatchObject({ externalId: SEED_WISHLISTS.annaKlasse3b, isDefault: false, rights: { isCreator: false, isAdmin: false, isEditor: true, isCommentator: true } });
      expect(lists[0]?.users.find((u) => u.isCurrentUser)).toEqual({ name: 'Mia Keller', role: 'EDITOR', isCurrentUser: true });
    });

    it('answers the B2B customer the school year list with 8 entries', async () => {
      const lists = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.schule })(Q.all));
      expect(lists.map((l) => [l.name, l.isDefault, l.entries.length])).toEqual([['Schuljahr 2026/27', true, 8]]);
    });

    it('answers a visitor without a merkzettel an empty list', async () => {
      expect(rootOf<Wishlist[]>(await as(upstream, { userId: 'visitor-without-list' })(Q.all))).toEqual([]);
    });

    it('needs a session or a user id (CART_NOT_FOUND, like carts)', async () => {
      const answer = await upstream.gql(Q.full);
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]?.message).toBe('A valid user id is required.');
      expect(errorOf(answer)?.classification).toBe('CART_NOT_FOUND');
    });
  });

  describe('getAllWishlistsEssentials', () => {
    it('answers ids, names and entry ids only', async () => {
      const lists = rootOf<Array<{ externalId: string; isDefault: boolean; entries: Array<{ productId: string; itemId: string | null; quantity: number }> }>>(
        await as(upstream, { jwt: sessions.anna })(Q.essentials),
      );
      expect(lists[0]).toMatchObject({ externalId: SEED_WISHLISTS.annaMerkzettel, isDefault: true });
      expect(lists[0]?.entries.map((e) => [e.productId, e.itemId, e.quantity])).toEqual([['10013', '10013-01', 1], ['10025', '10025-01', 2], ['10004', null, 1]]);
    });

    it('refuses an unauthenticated caller without user id', async () => {
      expect(errorOf(await upstream.gql(Q.essentials))?.classification).toBe('CART_NOT_FOUND');
    });
  });

  describe('getCommentsPerWishlist', () => {
    it('answers the comments oldest first; the creator may delete all', async () => {
      const comments = rootOf<Comment[]>(await as(upstream, { jwt: sessions.anna })(Q.comments, { id: SEED_WISHLISTS.annaKlasse3b }));
      expect(comments.map((c) => [c.name, c.displayedDate, c.positionId, c.allowedToDeleteByUser])).toEqual([
        ['Mia Keller', '13.01.2026', `${SEED_WISHLISTS.annaKlasse3b}-e3`, true],
        ['Anna Schmidt', '13.01.2026', `${SEED_WISHLISTS.annaKlasse3b}-e3`, true],
        ['Anna Schmidt', '14.01.2026', `${SEED_WISHLISTS.annaKlasse3b}-e5`, true],
      ]);
    });

    it('lets an editor delete only her own comments', async () => {
      const comments = rootOf<Comment[]>(await as(upstream, { jwt: sessions.team })(Q.comments, { id: SEED_WISHLISTS.annaKlasse3b }));
      expect(comments.map((c) => c.allowedToDeleteByUser)).toEqual([true, false, false]);
    });

    it('needs a session (UNAUTHENTICATED) and a role on the list (NOT_FOUND)', async () => {
      expect(errorOf(await as(upstream, { userId: 'v-1' })(Q.comments, { id: SEED_WISHLISTS.annaKlasse3b }))).toEqual(UNAUTHENTICATED);
      expect(errorOf(await as(upstream, { jwt: sessions.schule })(Q.comments, { id: SEED_WISHLISTS.annaKlasse3b }))?.classification).toBe('NOT_FOUND');
      expect(errorOf(await as(upstream, { jwt: sessions.anna })(Q.comments, { id: 'no-such-list' }))?.classification).toBe('NOT_FOUND');
    });
  });

  describe('getWishlistFromTeaserId', () => {
    it('answers a CMS teaser list to anyone, without rights', async () => {
      const list = rootOf<Wishlist>(await upstream.gql(Q.teaser, { id: SEED_WISHLISTS.teaserSchulstart }));
      expect(list).toMatchObject({ name: 'Schulstart-Paket Klasse 1', isTeaserList: true, isDefault: false, users: [], rights: { isCreator: false, isAdmin: false, isEditor: false, isCommentator: false } });
      expect(list.entries.map((e) => [e.product.productId, e.item?.itemId ?? null])).toEqual([
        ['10003', '10003-01'], ['10005', '10005-01'], ['10101', null], ['10026', null], ['10502', null], ['10511', '10511-01'],
      ]);
      const kita = rootOf<Wishlist>(await upstream.gql(Q.teaser, { id: SEED_WISHLISTS.teaserKitaBasteln }));
      expect(kita.entries).toHaveLength(6);
    });

    it('answers the lists the CMS teasers of the inspiration page name', async () => {
      const grid = rootOf<{ rows: Array<{ cells: Array<{ teaser: { teaserWishlistExternalId: string | null } }> }> }>(
        await upstream.gql('query { getGridByPageId(pageId: "inspiration") { rows { cells { teaser { teaserWishlistExternalId } } } } }'),
      );
      const ids = grid.rows.flatMap((r) => r.cells.map((c) => c.teaser.teaserWishlistExternalId)).filter((id): id is string => id !== null);
      expect(ids).toEqual([SEED_WISHLISTS.teaserSchulstart, SEED_WISHLISTS.teaserKitaBasteln]);
      for (const id of ids) expect(rootOf<Wishlist>(await upstream.gql(Q.teaser, { id })).externalId).toBe(id);
    });

    it('answers null for an unknown id and BAD_USER_INPUT for a malformed one', async () => {
      expect((await upstream.gql(Q.teaser, { id: 'teaser-unknown' })).body).toEqual({ data: { getWishlistFromTeaserId: null } });
      expect((await upstream.gql(Q.teaser, { id: SEED_WISHLISTS.annaMerkzettel })).body.data).toEqual({ getWishlistFromTeaserId: null });
      expect(errorOf(await upstream.gql(Q.teaser, { id: 'x'.repeat(65) }))?.classification).toBe('BAD_USER_INPUT');
    });
  });

  describe('getTotalsForTeaserWishlist', () => {
    it('multiplies the item prices by the quantity, with savings of a special offer', async () => {
      const totals = rootOf<Totals>(await upstream.gql(Q.totals, { itemId: '10006-01', productId: '10006', quantity: 2 }));
      expect(totals).toMatchObject({ current: { amount: 19.98 }, old: { amount: 24.98 }, savings: { amount: 5 }, currencyCode: 'EUR', raw: 19.98 });
    });

    it('uses the best item without itemId, and answers zero for quantity 0', async () => {
      expect(rootOf<Totals>(await upstream.gql(Q.totals, { productId: '10401', quantity: 4 }))).toMatchObject({ current: { amount: 9.96 } });
      expect(rootOf<Totals>(await upstream.gql(Q.totals, { itemId: '10401-02', productId: '10401', quantity: 0 }))).toMatchObject({ current: { amount: 0 }, raw: 0 });
    });

    it('prices in the shop of the access token', async () => {
      const token = await upstream.token('edu');
      const totals = rootOf<Totals>(await upstream.gql(Q.totals, { itemId: '10401-02', productId: '10401', quantity: 3 }, { token }));
      const item = rootOf<{ prices: { price: { amount: number } } }>(await upstream.gql('query { getItemById(itemId: "10401-02") { prices { price { amount } } } }', {}, { token }));
      expect(item.prices.price.amount).not.toBe(2.49);
      expect(totals.current.amount).toBeCloseTo(3 * item.prices.price.amount, 2);
    });

    it('refuses unknown products, items of another product and quantities outside 0..9998', async () => {
      for (const variables of [
        { productId: '99999', quantity: 1 },
        { itemId: '10013-01', productId: '10401', quantity: 1 },
        { itemId: '10401-01', productId: '10401', quantity: 9999 },
        { itemId: '10401-01', productId: '10401', quantity: -1 },
      ]) {
        expect(errorOf(await upstream.gql(Q.totals, variables))?.classification).toBe('BAD_USER_INPUT');
      }
    });
  });
});
