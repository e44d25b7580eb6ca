import { startUpstream, type Upstream } from './support/upstream.js';
import { as, devSessions, errorOf, M, Q, rootOf, SEED_WISHLISTS, UNAUTHENTICATED, type Result, type Wishlist } from './support/wishlists.js';

describe('wishlist management (account lists)', () => {
  let upstream: Upstream;
  let sessions: { anna: string; schule: string; team: string };
  beforeAll(async () => {
    upstream = await startUpstream();
    sessions = await devSessions(upstream);
  });
  afterAll(() => upstream.close());
  const anna = () => as(upstream, { jwt: sessions.anna });
  const listsOfAnna = async () => rootOf<Wishlist[]>(await anna()(Q.full));

  it('needs a customer session for every list-management call', async () => {
    const visitor = as(upstream, { userId: 'visitor-1' });
    const calls: Array<[string, Record<string, unknown>]> = [
      [M.create, { name: 'Neu' }],
      [M.rename, { id: SEED_WISHLISTS.annaKlasse3b, name: 'X' }],
      [M.delete, { id: SEED_WISHLISTS.annaKlasse3b }],
      [M.describe, { id: SEED_WISHLISTS.annaKlasse3b, description: 'X' }],
      [M.setDefault, { id: SEED_WISHLISTS.annaKlasse3b }],
      [M.share, { id: SEED_WISHLISTS.annaKlasse3b, email: 'team@tafel.example.de', role: 'EDITOR' }],
      [M.invite, { id: SEED_WISHLISTS.annaKlasse3b, role: 'EDITOR' }],
      [M.import, { token: 'abc' }],
      [M.addComment, { id: SEED_WISHLISTS.annaKlasse3b, entryId: 'e', comment: 'x' }],
      [M.deleteComment, { id: SEED_WISHLISTS.annaKlasse3b, commentId: 'c' }],
    ];
    for (const [document, variables] of calls) {
      const answer = await visitor(document, variables);
      expect(answer.body.data).toBeNull();
      expect(errorOf(answer)).toEqual(UNAUTHENTICATED);
    }
    expect((await listsOfAnna()).map((l) => l.name)).toEqual(['Merkzettel', 'Klasse 3b']);
  });

  describe('createWishlist', () => {
    it('creates a list the customer owns', async () => {
      const result = rootOf<Result>(await anna()(M.create, { name: '  Klassenfahrt  ', description: 'Für die Fahrt im Mai' }));
      expect(result).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved', fieldErrors: [] });
      expect(result.wishlist).toMatchObject({ name: 'Klassenfahrt', description: 'Für die Fahrt im Mai', isDefault: false, isStandardList: false, active: true, entries: [], rights: { isCreator: true } });
      expect(result.wishlist?.users).toEqual([{ name: 'Anna Schmidt', role: 'CREATOR', isCurrentUser: true }]);
      expect(result.wishlist?.externalId).toMatch(/^wl-/);
      expect((await listsOfAnna()).map((l) => l.name)).toEqual(['Merkzettel', 'Klasse 3b', 'Klassenfahrt']);
    });

    it('refuses an empty, a too long and a taken name, and a too long description', async () => {
      const empty = rootOf<Result>(await anna()(M.create, { name: '   ' }));
      expect(empty).toMatchObject({ successful: false, errorMessage: 'vue.form.error.requiredField', fieldErrors: [{ fieldName: 'name', errorMessage: 'vue.form.error.requiredField' }], wishlist: null });
      const long = rootOf<Result>(await anna()(M.create, { name: 'x'.repeat(61), description: 'y'.repeat(501) }));
      expect(long.fieldErrors).toEqual([
        { fieldName: 'name', errorMessage: 'vue.form.error.maxLength', formName: null },
        { fieldName: 'description', errorMessage: 'vue.form.error.maxLength', formName: null },
      ]);
      const taken = rootOf<Result>(await anna()(M.create, { name: 'klasse 3B' }));
      expect(taken).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'name', errorMessage: 'vue.wishlist.error.nameNotUnique' }] });
      expect(await listsOfAnna()).toHaveLength(3);
    });

    it('makes the first list of a customer without lists the default one', async () => {
      const team = as(upstream, { jwt: sessions.team });
      const result = rootOf<Result>(await team(M.create, { name: 'Team-Bedarf' }));
      expect(result.wishlist).toMatchObject({ isDefault: true });
      const added = rootOf<Result>(await team(M.add, { entry: { productId: '10416', quantity: 2 } }));
      expect(added.wishlist).toMatchObject({ externalId: result.wishlist?.externalId });
    });
  });

  describe('renameWishlist', () => {
    it('renames a list', async () => {
      const result = rootOf<Result>(await anna()(M.rename, { id: SEED_WISHLISTS.annaKlasse3b, name: 'Klasse 4b' }));
      expect(result).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved', wishlist: { name: 'Klasse 4b' } });
    });

    it('refuses the built-in Merkzettel, editors, and a taken name', async () => {
      expect(rootOf<Result>(await anna()(M.rename, { id: SEED_WISHLISTS.annaMerkzettel, name: 'Anders' }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.standardListLocked' });
      const editor = rootOf<Result>(await as(upstream, { jwt: sessions.team })(M.rename, { id: SEED_WISHLISTS.annaKlasse3b, name: 'Meins' }));
      // The editor may read the list, so it comes back unchanged.
      expect(editor).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', wishlist: { name: 'Klasse 4b' } });
      expect(rootOf<Result>(await anna()(M.rename, { id: SEED_WISHLISTS.annaKlasse3b, name: 'Merkzettel' }))).toMatchObject({ successful: false, fieldErrors: [{ errorMessage: 'vue.wishlist.error.nameNotUnique' }] });
    });
  });

  describe('changeWishlistDescription', () => {
    it('sets and clears the description', async () => {
      expect(rootOf<Result>(await anna()(M.describe, { id: SEED_WISHLISTS.annaKlasse3b, description: 'Neues Halbjahr' })).wishlist).toMatchObject({ description: 'Neues Halbjahr' });
      expect(rootOf<Result>(await anna()(M.describe, { id: SEED_WISHLISTS.annaKlasse3b, description: '  ' })).wishlist).toMatchObject({ description: null });
    });

    it('refuses more than 500 characters and non-members', async () => {
      expect(rootOf<Result>(await anna()(M.describe, { id: SEED_WISHLISTS.annaKlasse3b, description: 'x'.repeat(501) }))).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'description', errorMessage: 'vue.form.error.maxLength' }] });
      expect(rootOf<Result>(await as(upstream, { jwt: sessions.schule })(M.describe, { id: SEED_WISHLISTS.annaKlasse3b, description: 'x' }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', wishlist: null });
    });
  });

  describe('setDefaultWishlist', () => {
    it('moves adds without externalId to the chosen list', async () => {
      const result = rootOf<Result>(await anna()(M.setDefault, { id: SEED_WISHLISTS.annaKlasse3b }));
      expect(result).toMatchObject({ successful: true, wishlist: { isDefault: true } });
      const added = rootOf<Result>(await anna()(M.add, { entry: { productId: '10602', itemId: '10602-02', quantity: 25 } }));
      expect(added.wishlist?.externalId).toBe(SEED_WISHLISTS.annaKlasse3b);
      expect((await listsOfAnna()).map((l) => [l.name, l.isDefault])).toEqual([['Merkzettel', false], ['Klasse 4b', true], ['Klassenfahrt', false]]);
    });

    it('refuses lists the caller may not add to', async () => {
      expect(rootOf<Result>(await as(upstream, { jwt: sessions.schule })(M.setDefault, { id: SEED_WISHLISTS.annaMerkzettel }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
      expect(rootOf<Result>(await anna()(M.setDefault, { id: SEED_WISHLISTS.teaserSchulstart }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
    });
  });

  describe('deleteWishlist', () => {
    it('refuses the built-in Merkzettel and the default list', async () => {
      expect(rootOf<Result>(await anna()(M.delete, { id: SEED_WISHLISTS.annaMerkzettel }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.standardListLocked' });
      expect(rootOf<Result>(await anna()(M.delete, { id: SEED_WISHLISTS.annaKlasse3b }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.defaultListNotDeletable' });
      expect(rootOf<Result>(await as(upstream, { jwt: sessions.team })(M.delete, { id: SEED_WISHLISTS.annaKlasse3b }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
      expect(errorOf(await anna()(M.delete, { id: '' }))?.classification).toBe('BAD_USER_INPUT');
    });

    it('deletes a list for every member', async () => {
      await anna()(M.setDefault, { id: SEED_WISHLISTS.annaMerkzettel });
      const result = rootOf<Result>(await anna()(M.delete, { id: SEED_WISHLISTS.annaKlasse3b }));
      expect(result).toEqual({ successful: true, errorMessage: null, messageKey: 'vue.wishlist.notification.saved', fieldErrors: [], lastItemRemoved: false, wishlist: null });
      expect((await listsOfAnna()).map((l) => l.name)).toEqual(['Merkzettel', 'Klassenfahrt']);
      const team = rootOf<Wishlist[]>(await as(upstream, { jwt: sessions.team })(Q.full));
      expect(team.map((l) => l.name)).toEqual(['Team-Bedarf']);
    });
  });
});
