// The wishlists of issue 29 through the orchestrator, against the real stand-in and Redis: each
// seeded account's lists, comments and rights, teaser lists, the merge after login, another
// customer's list refused, bad input refused with nothing changed.
import type { TestOrchestrator } from './support/orchestrator.js';
import { fromBrowserAt } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

type Answer = Record<string, unknown> & { __typename?: string };
interface Session {
  token: string;
  userId: string;
  cartId: string | null;
}

const ENTRY = 'id productId itemId name quantity isSaleable minQuantity maxQuantity hasMultipleItems lightningDeal commentsCount variants { itemId availableForSale } replacement { productId } comments { id comment name }';
const LIST = `id name isDefault isStandardList isTeaserList rights { isCreator isEditor isCommentator canEditEntries canManage canComment } entries { ${ENTRY} } total { amount }`;
const ERROR_FIELDS: Record<string, string> = {
  ValidationError: 'errorCode messageKey fieldErrors { field messageKey }',
  SessionRequiredError: 'errorCode messageKey',
  WishlistNotFoundError: 'errorCode messageKey',
  WishlistNotAllowedError: 'errorCode messageKey',
  WishlistRefusedError: 'errorCode messageKey',
  WishlistRateLimitedError: 'errorCode retryAfterSeconds',
  CartNotFoundError: 'errorCode',
  CartUpdateRejectedError: 'errorCode messageKey',
};
const OVERVIEW = `query($a: ID) { wishlists(activeId: $a) { loggedIn lists { id name isDefault entryCount rights { canManage } } active { ${LIST} } } }`;
const ONE = `query($id: ID!) { wishlist(id: $id) { __typename ... on Wishlist { ${LIST} } ... on WishlistNotFoundError { errorCode messageKey } } }`;
const MEMBERSHIP = `query($p: [WishlistProductInput!]!) { wishlistMembership(products: $p) { notEmpty lists { id } products { productId itemId listIds } } }`;
const TEASER = `query($id: ID!) { teaserWishlist(id: $id) { id name isTeaserList rights { canEditEntries } entries { id itemId } } }`;
const SUCCESS = {
  changed: `WishlistChanged { messageKey wishlist { ${LIST} } }`,
  deleted: 'WishlistDeleted { id messageKey }',
  added: 'WishlistEntryAdded { messageKey entry { id productId itemId quantity } wishlist { id entries { id } } }',
  removed: 'WishlistEntryRemoved { messageKey index lastItemRemoved removed { id productId itemId quantity } wishlist { id entries { id } } }',
  comment: 'WishlistCommentAdded { messageKey comment { comment name } wishlist { entries { id comments { comment } } } }',
  commentDeleted: 'WishlistCommentDeleted { messageKey wishlist { entries { id comments { id comment } } } }',
  merged: 'WishlistMerged { mergedCount wishlist { id isDefault entries { productId itemId quantity } } }',
  cart: 'WishlistAddedToCart { cart { lines { itemId quantity } } successfullyAdded { itemId quantity lightningDeal } variantsToChoose { productId } notAvailable { productId } maxInCart { itemId } quantityChanged { itemId } }',
};
const BASE_ERRORS = ['ValidationError', 'WishlistNotFoundError', 'WishlistNotAllowedError', 'WishlistRateLimitedError'];
const FIELDS: Record<string, { input: string; success: string; errors: string[] }> = {
  createWishlist: { input: 'CreateWishlistInput', success: SUCCESS.changed, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  renameWishlist: { input: 'RenameWishlistInput', success: SUCCESS.changed, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  deleteWishlist: { input: 'WishlistIdInput', success: SUCCESS.deleted, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  addToWishlist: { input: 'AddToWishlistInput', success: SUCCESS.added, errors: [...BASE_ERRORS, 'WishlistRefusedError'] },
  removeWishlistEntry: { input: 'RemoveWishlistEntryInput', success: SUCCESS.removed, errors: [...BASE_ERRORS, 'WishlistRefusedError'] },
  changeWishlistQuantity: { input: 'ChangeWishlistQuantityInput', success: SUCCESS.changed, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  changeWishlistVariant: { input: 'ChangeWishlistVariantInput', success: SUCCESS.changed, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  addWishlistComment: { input: 'AddWishlistCommentInput', success: SUCCESS.comment, errors: [...BASE_ERRORS, 'SessionRequiredError'] },
  setDefaultWishlist: { input: 'WishlistIdInput', success: SUCCESS.changed, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  shareWishlist: { input: 'ShareWishlistInput', success: SUCCESS.changed, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  deleteWishlistComment: { input: 'DeleteWishlistCommentInput', success: SUCCESS.commentDeleted, errors: [...BASE_ERRORS, 'SessionRequiredError', 'WishlistRefusedError'] },
  addWishlistToCart: { input: 'AddWishlistToCartInput', success: SUCCESS.cart, errors: [...BASE_ERRORS, 'CartNotFoundError', 'CartUpdateRejectedError'] },
  mergeVisitorWishlist: { input: 'MergeVisitorWishlistInput', success: SUCCESS.merged, errors: ['ValidationError', 'SessionRequiredError', 'WishlistRateLimitedError'] },
};
const changed = (field: string): string => {
  const { input, success, errors } = FIELDS[field]!;
  return `mutation($i: ${input}!) { ${field}(input: $i) { __typename ... on ${success} ${errors.map((e) => `... on ${e} { ${ERROR_FIELDS[e]} }`).join(' ')} } }`;
};

let ip = 0;
const nextIp = (): string => `10.29.7.${(ip += 1) % 250}`;

describe('wishlists (orchestrator against the stand-in)', () => {
  let world: World;
  let app: TestOrchestrator;
  beforeAll(async () => {
    world = await startWorld('wishlist');
    app = world.orchestrator;
  });
  afterAll(() => world?.close());

  const gql = async (name: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> => {
    const answer = await app.graphql<Record<string, Answer>>(query, variables, { ...fromBrowserAt(nextIp()), ...headers });
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    return answer.data![name]!;
  };
  const gqlErrors = async (query: string, variables: Record<string, unknown>, headers: Record<string, string>) =>
    (await app.graphql(query, variables, { ...fromBrowserAt(nextIp()), ...headers })).errors;
  const as = (s: Session): Record<string, string> => ({ 'X-JWT': s.token, 'X-iSHOP-API-USERID': s.userId });
  const visitor = (userId: string): Record<string, string> => ({ 'X-iSHOP-API-USERID': userId });
  const login = async (credentials: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Session> => {
    const answer = await gql('login', 'mutation($i: LoginInput!) { login(input: $i) { __typename ... on LoggedIn { session { token userId cartId } } } }', { i: credentials }, headers);
    expect(answer.__typename).toBe('LoggedIn');
    return answer.session as Session;
  };
  const anna = () => login({ email: 'anna.schmidt@example.de', password: 'tafel-anna' });
  const school = () => login({ customerNumber: '4711001', password: 'tafel-schule' });
  const team = () => login({ email: 'team@tafel.example.de', password: 'tafel-intern' });
  const newVisitor = async (): Promise<{ cartId: string; userId: string }> => {
    const answer = await app.graphql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }');
    return answer.data!.createCart;
  };
  const mutate = (field: string, _input: string, i: Record<string, unknown>, headers: Record<string, string>) => gql(field, changed(field), { i }, headers);
  const overview = (headers: Record<string, string>, activeId?: string) => gql('wishlists', OVERVIEW, { a: activeId ?? null }, headers);

  it("shows each seeded account's lists with their rights", async () => {
    const a = await overview(as(await anna()));
    expect(a.loggedIn).toBe(true);
    const names = (a.lists as Answer[]).map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Merkzettel', 'Klasse 3b']));
    const active = a.active as Answer;
    expect(active).toMatchObject({ id: 'wl-c1000-merkzettel', isDefault: true, isStandardList: true, rights: { isCreator: true, canManage: true, canComment: true } });
    const soldOut = (active.entries as Answer[]).find((e) => e.itemId === '10025-01')!;
    expect(soldOut).toMatchObject({ isSaleable: false, replacement: { productId: expect.any(String) } });
    expect((active.entries as Answer[]).some((e) => e.productId === '10004' && e.itemId === null)).toBe(true);

    const s = await overview(as(await school()));
    expect(s.lists).toEqual([expect.objectContaining({ id: 'wl-c2000-schuljahr-2026-27', name: 'Schuljahr 2026/27', entryCount: 8 })]);

    const t = await overview(as(await team()), 'wl-c1000-klasse-3b');
    // The cookie's list is the active one; Team is Anna's editor there: entries yes, managing no.
    expect(t.active).toMatchObject({ id: 'wl-c1000-klasse-3b', rights: { isCreator: false, isEditor: true, canEditEntries: true, canManage: false, canComment: true } });
  });

  it('reads one list with its comments, and refuses another customer\'s list', async () => {
    const a = await anna();
    const list = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(a));
    expect(list.__typename).toBe('Wishlist');
    const comments = (list.entries as Answer[]).flatMap((e) => e.comments as Answer[]);
    expect(comments).toHaveLength(3);
    const other = await gql('wishlist', ONE, { id: 'wl-c2000-schuljahr-2026-27' }, as(a));
    expect(other).toEqual({ __typename: 'WishlistNotFoundError', errorCode: 'NOT_FOUND', messageKey: 'vue.wishlist.error.notFound' });
    // Changing it is refused the same way, and nothing changes.
    const removed = await mutate('removeWishlistEntry', 'RemoveWishlistEntryInput', { wishlistId: 'wl-c2000-schuljahr-2026-27', entryId: 'wl-c2000-schuljahr-2026-27-e1' }, as(a));
    expect(removed.__typename).toBe('WishlistNotFoundError');
    const s = await overview(as(await school()));
    expect((s.lists as Answer[])[0]!.entryCount).toBe(8);
  });

  it("refuses what an editor's role does not allow, even before the upstream is asked", async () => {
    const t = await team();
    const rename = await mutate('renameWishlist', 'RenameWishlistInput', { wishlistId: 'wl-c1000-klasse-3b', name: 'Meins' }, as(t));
    expect(rename).toEqual({ __typename: 'WishlistNotAllowedError', errorCode: 'NOT_ALLOWED', messageKey: 'vue.wishlist.error.notAllowed' });
    const del = await mutate('deleteWishlist', 'WishlistIdInput', { wishlistId: 'wl-c1000-klasse-3b' }, as(t));
    expect(del.__typename).toBe('WishlistNotAllowedError');
    const list = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(await anna()));
    expect(list.name).toBe('Klasse 3b');
    // An editor may comment; the comment shows with the author's name.
    const entryId = ((list.entries as Answer[])[0] as Answer).id;
    const comment = await mutate('addWishlistComment', 'AddWishlistCommentInput', { wishlistId: 'wl-c1000-klasse-3b', entryId, comment: '  Bitte 2 mehr  ' }, as(t));
    expect(comment).toMatchObject({ __typename: 'WishlistCommentAdded', comment: { comment: 'Bitte 2 mehr', name: expect.any(String) } });
  });

  it('keeps the built-in Merkzettel and the default list', async () => {
    const a = await anna();
    expect(await mutate('deleteWishlist', 'WishlistIdInput', { wishlistId: 'wl-c1000-merkzettel' }, as(a))).toMatchObject({ __typename: 'WishlistRefusedError', messageKey: 'vue.wishlist.error.standardListLocked' });
    expect(await mutate('renameWishlist', 'RenameWishlistInput', { wishlistId: 'wl-c1000-merkzettel', name: 'X' }, as(a))).toMatchObject({ messageKey: 'vue.wishlist.error.standardListLocked' });
  });

  it('serves teaser lists read-only, and null for an unknown one', async () => {
    const teaser = await gql('teaserWishlist', TEASER, { id: 'TW-SCHULSTART' }, {});
    expect(teaser).toMatchObject({ id: 'TW-SCHULSTART', isTeaserList: true, rights: { canEditEntries: false } });
    expect((teaser.entries as Answer[]).filter((e) => e.itemId === null)).toHaveLength(3);
    expect(await gql('teaserWishlist', TEASER, { id: 'TW-NOPE' }, {})).toBeNull();
  });

  it("puts a teaser list's entries into a visitor's cart, asking for the variants it lacks", async () => {
    const v = await newVisitor();
    const teaser = await gql('teaserWishlist', TEASER, { id: 'TW-SCHULSTART' }, {});
    const answer = await mutate('addWishlistToCart', 'AddWishlistToCartInput', { wishlistId: 'TW-SCHULSTART', cartId: v.cartId }, visitor(v.userId));
    expect(answer.__typename).toBe('WishlistAddedToCart');
    const withItem = (teaser.entries as Answer[]).filter((e) => e.itemId !== null).length;
    expect((answer.variantsToChoose as Answer[]).length).toBe(3);
    expect((answer.successfullyAdded as Answer[]).length + (answer.notAvailable as Answer[]).length + (answer.maxInCart as Answer[]).length).toBe(withItem);
    expect((answer.cart as { lines: Answer[] }).lines.length).toBe((answer.successfullyAdded as Answer[]).length);
    // Changing a teaser list stays refused: nobody has a role on it.
    expect(await mutate('removeWishlistEntry', 'RemoveWishlistEntryInput', { wishlistId: 'TW-SCHULSTART', entryId: (teaser.entries as Answer[])[0]!.id }, visitor(v.userId))).toMatchObject({ __typename: 'WishlistNotFoundError' });
  });

  it('lets a visitor keep a merkzettel, shows the heart and header state, and merges it after login', async () => {
    const v = await newVisitor();
    expect(await overview(visitor(v.userId))).toMatchObject({ loggedIn: false, lists: [], active: null });
    const added = await mutate('addToWishlist', 'AddToWishlistInput', { productId: '10004', quantity: 2 }, visitor(v.userId));
    expect(added).toMatchObject({ __typename: 'WishlistEntryAdded', messageKey: 'vue.wishlist.notification.added', entry: { productId: '10004', quantity: 2 } });
    const listId = (added.wishlist as Answer).id as string;
    const membership = await gql('wishlistMembership', MEMBERSHIP, { p: [{ productId: '10004' }, { productId: '10025', itemId: '10025-01' }] }, visitor(v.userId));
    expect(membership).toEqual({ notEmpty: true, lists: [{ id: listId }], products: [{ productId: '10004', itemId: null, listIds: [listId] }, { productId: '10025', itemId: '10025-01', listIds: [] }] });
    // Visitors cannot comment or make lists.
    expect(await mutate('createWishlist', 'CreateWishlistInput', { name: 'Meine' }, visitor(v.userId))).toMatchObject({ __typename: 'SessionRequiredError' });

    // A fresh customer logs in with the visitor's user id; the storefront then asks to merge.
    const email = `wl-merge-${Date.now().toString(36)}@example.de`;
    const reg = await gql('register', 'mutation($i: RegisterInput!) { register(input: $i) { __typename ... on Registered { session { token userId cartId } } } }', {
      i: { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', address: { formType: 'private', salutation: 'Frau', firstName: 'Lena', lastName: 'Berg', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' } },
    }, {});
    const customer = reg.session as Session;
    const merged = await mutate('mergeVisitorWishlist', 'MergeVisitorWishlistInput', { visitorUserId: v.userId }, as(customer));
    expect(merged).toMatchObject({ __typename: 'WishlistMerged', mergedCount: 1, wishlist: { isDefault: true, entries: [{ productId: '10004', itemId: null, quantity: 2 }] } });
    // Done once: the visitor's list is empty now, a second merge moves nothing.
    expect(await mutate('mergeVisitorWishlist', 'MergeVisitorWishlistInput', { visitorUserId: v.userId }, as(customer))).toMatchObject({ mergedCount: 0 });
    expect(await mutate('mergeVisitorWishlist', 'MergeVisitorWishlistInput', { visitorUserId: v.userId }, visitor(v.userId))).toMatchObject({ __typename: 'SessionRequiredError' });
  });

  it('creates a second list, adds with a variant choice, undoes a removal at its index and adds all to the cart', async () => {
    const s = await school();
    const created = await mutate('createWishlist', 'CreateWishlistInput', { name: `Klasse 1a ${Date.now().toString(36)}` }, as(s));
    expect(created).toMatchObject({ __typename: 'WishlistChanged', wishlist: { isDefault: false, entries: [] } });
    const id = (created.wishlist as Answer).id as string;
    const first = await mutate('addToWishlist', 'AddToWishlistInput', { wishlistId: id, productId: '10004', quantity: 3 }, as(s));
    expect(first).toMatchObject({ __typename: 'WishlistEntryAdded', messageKey: 'vue.wishlist.notification.added', entry: { productId: '10004', itemId: null } });
    // 10025-01 is sold out: it stays on the list and is not put into the cart.
    await mutate('addToWishlist', 'AddToWishlistInput', { wishlistId: id, productId: '10025', itemId: '10025-01', quantity: 1 }, as(s));
    const list = await gql('wishlist', ONE, { id }, as(s));
    const variantEntry = (list.entries as Answer[])[0]!;
    expect(variantEntry).toMatchObject({ hasMultipleItems: true, itemId: null });
    const saleable = (variantEntry.variants as Answer[]).find((v) => v.availableForSale)!.itemId as string;
    const chosen = await mutate('changeWishlistVariant', 'ChangeWishlistVariantInput', { wishlistId: id, entryId: variantEntry.id, itemId: saleable }, as(s));
    expect(chosen).toMatchObject({ __typename: 'WishlistChanged', messageKey: 'vue.wishlist.notification.saved' });
    // An item of another product is refused, nothing changed.
    expect(await mutate('changeWishlistVariant', 'ChangeWishlistVariantInput', { wishlistId: id, entryId: variantEntry.id, itemId: '10025-01' }, as(s))).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'itemId' }] });

    const removed = await mutate('removeWishlistEntry', 'RemoveWishlistEntryInput', { wishlistId: id, entryId: variantEntry.id }, as(s));
    expect(removed).toMatchObject({ __typename: 'WishlistEntryRemoved', index: 0, lastItemRemoved: false, messageKey: 'vue.wishlist.notification.removed', removed: { productId: '10004', itemId: saleable, quantity: 3 } });
    const restored = await mutate('addToWishlist', 'AddToWishlistInput', { wishlistId: id, productId: '10004', itemId: saleable, quantity: 3 }, as(s));
    expect(restored).toMatchObject({ entry: { itemId: saleable, quantity: 3 } });

    const cart = await newVisitor();
    const toCart = await mutate('addWishlistToCart', 'AddWishlistToCartInput', { wishlistId: id, cartId: s.cartId ?? cart.cartId }, s.cartId ? as(s) : { ...as(s), 'X-iSHOP-API-USERID': cart.userId });
    expect(toCart.__typename).toBe('WishlistAddedToCart');
    expect(toCart).toMatchObject({ successfullyAdded: [{ itemId: saleable, quantity: 3, lightningDeal: false }], notAvailable: [{ productId: '10025' }], variantsToChoose: [] });
    expect((toCart.cart as { lines: Answer[] }).lines.some((l) => l.itemId === saleable)).toBe(true);
  });

  /** Asks the stand-in directly with a customer's session (sharing has no orchestrator field). */
  const upstreamAs = async <T>(session: Session, query: string, variables: Record<string, unknown>): Promise<T> => {
    const basic = Buffer.from('tafel:tafel-secret').toString('base64');
    const token = ((await (await fetch(`${world.upstream.url}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${basic}` }, body: new URLSearchParams({ grant_type: 'client_credentials' }) })).json()) as { access_token: string }).access_token;
    const response = await fetch(`${world.upstream.url}/api/shop/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'X-JWT': session.token, 'X-iSHOP-API-USERID': session.userId },
      body: JSON.stringify({ query, variables }),
    });
    return ((await response.json()) as { data: T }).data;
  };

  it('lets a commentator read and comment, and refuses every entry change', async () => {
    const email = `wl-comment-${Date.now().toString(36)}@example.de`;
    const reg = await gql('register', 'mutation($i: RegisterInput!) { register(input: $i) { __typename ... on Registered { session { token userId cartId } } } }', {
      i: { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', address: { formType: 'private', salutation: 'Herr', firstName: 'Kai', lastName: 'Lenz', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' } },
    }, {});
    const commentator = reg.session as Session;
    const shared = await upstreamAs<{ shareWishlist: { successful: boolean } }>(await anna(), 'mutation($e: String!) { shareWishlist(externalId: "wl-c1000-klasse-3b", email: $e, role: COMMENTATOR) { successful } }', { e: email });
    expect(shared.shareWishlist.successful).toBe(true);

    const list = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(commentator));
    expect(list).toMatchObject({ __typename: 'Wishlist', rights: { isCommentator: true, isEditor: false, canEditEntries: false, canManage: false, canComment: true } });
    const entry = (list.entries as Answer[])[0]!;
    const notAllowed = { __typename: 'WishlistNotAllowedError', errorCode: 'NOT_ALLOWED', messageKey: 'vue.wishlist.error.notAllowed' };
    expect(await mutate('removeWishlistEntry', 'RemoveWishlistEntryInput', { wishlistId: 'wl-c1000-klasse-3b', entryId: entry.id }, as(commentator))).toEqual(notAllowed);
    expect(await mutate('changeWishlistQuantity', 'ChangeWishlistQuantityInput', { wishlistId: 'wl-c1000-klasse-3b', entryId: entry.id, quantity: 2 }, as(commentator))).toEqual(notAllowed);
    expect(await mutate('addToWishlist', 'AddToWishlistInput', { wishlistId: 'wl-c1000-klasse-3b', productId: '10004' }, as(commentator))).toEqual(notAllowed);
    expect(await mutate('addWishlistToCart', 'AddWishlistToCartInput', { wishlistId: 'wl-c1000-klasse-3b', cartId: 'c-any' }, as(commentator))).toEqual(notAllowed);
    expect(await mutate('setDefaultWishlist', 'WishlistIdInput', { wishlistId: 'wl-c1000-klasse-3b' }, as(commentator))).toEqual(notAllowed);
    expect(await mutate('addWishlistComment', 'AddWishlistCommentInput', { wishlistId: 'wl-c1000-klasse-3b', entryId: entry.id, comment: 'Gute Wahl' }, as(commentator))).toMatchObject({ __typename: 'WishlistCommentAdded', comment: { name: 'Kai Lenz' } });
    // Spec §6: a comment is deleted only where allowed — the commentator's own, not Anna's.
    const withOwn = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(commentator));
    const all = (withOwn.entries as Answer[]).flatMap((e) => e.comments as Answer[]);
    const own = all.find((c) => c.comment === 'Gute Wahl')!;
    const others = all.find((c) => c.name !== 'Kai Lenz')!;
    expect(others).toBeDefined();
    expect(await mutate('deleteWishlistComment', 'DeleteWishlistCommentInput', { wishlistId: 'wl-c1000-klasse-3b', commentId: others.id }, as(commentator))).toEqual(notAllowed);
    expect(await mutate('deleteWishlistComment', 'DeleteWishlistCommentInput', { wishlistId: 'wl-c1000-klasse-3b', commentId: 'wlc-nope' }, as(commentator))).toMatchObject({ __typename: 'WishlistRefusedError', messageKey: 'vue.wishlist.error.commentNotFound' });
    const deleted = await mutate('deleteWishlistComment', 'DeleteWishlistCommentInput', { wishlistId: 'wl-c1000-klasse-3b', commentId: own.id }, as(commentator));
    expect(deleted.__typename).toBe('WishlistCommentDeleted');
    const left = ((deleted.wishlist as Answer).entries as Answer[]).flatMap((e) => e.comments as Answer[]).map((c) => c.id);
    expect(left).not.toContain(own.id);
    expect(left).toContain(others.id);
    const after = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(await anna()));
    expect((after.entries as Answer[]).map((e) => [e.id, e.quantity])).toEqual((list.entries as Answer[]).map((e) => [e.id, e.quantity]));
  });

  it('lets the creator share a list by e-mail, and refuses sharing to whoever may not manage it', async () => {
    const email = `wl-share-${Date.now().toString(36)}@example.de`;
    const reg = await gql('register', 'mutation($i: RegisterInput!) { register(input: $i) { __typename ... on Registered { session { token userId cartId } } } }', {
      i: { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', address: { formType: 'private', salutation: 'Frau', firstName: 'Lea', lastName: 'Brandt', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' } },
    }, {});
    const colleague = reg.session as Session;
    const share = (i: Record<string, unknown>, headers: Record<string, string>) => mutate('shareWishlist', 'ShareWishlistInput', { wishlistId: 'wl-c1000-klasse-3b', ...i }, headers);
    const notAllowed = { __typename: 'WishlistNotAllowedError', errorCode: 'NOT_ALLOWED', messageKey: 'vue.wishlist.error.notAllowed' };

    // Team is an editor on Anna's list: sharing needs creator or admin (spec §6 roles).
    expect(await share({ email, role: 'EDITOR' }, as(await team()))).toEqual(notAllowed);
    expect(await share({ email, role: 'EDITOR' }, visitor((await newVisitor()).userId))).toMatchObject({ __typename: 'SessionRequiredError' });
    const a = as(await anna());
    expect(await share({ email: 'kein-mail', role: 'EDITOR' }, a)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: expect.any(String) }] });
    expect(await share({ email: `nobody-${Date.now()}@example.de`, role: 'EDITOR' }, a)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.wishlist.error.userNotFound' }] });
    expect(await share({ email: 'anna.schmidt@example.de', role: 'ADMIN' }, a)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'email', messageKey: 'vue.wishlist.error.cannotShareWithSelf' }] });
    const before = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(colleague));
    expect(before).toMatchObject({ __typename: 'WishlistNotFoundError' });

    expect(await share({ email: `  ${email} `, role: 'EDITOR' }, a)).toMatchObject({ __typename: 'WishlistChanged', wishlist: { id: 'wl-c1000-klasse-3b' } });
    const shared = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(colleague));
    expect(shared).toMatchObject({ __typename: 'Wishlist', rights: { isEditor: true, canEditEntries: true, canManage: false } });
  });

  it("makes another of the customer's lists the default one", async () => {
    const email = `wl-default-${Date.now().toString(36)}@example.de`;
    const reg = await gql('register', 'mutation($i: RegisterInput!) { register(input: $i) { __typename ... on Registered { session { token userId cartId } } } }', {
      i: { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', address: { formType: 'private', salutation: 'Herr', firstName: 'Tom', lastName: 'Roth', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' } },
    }, {});
    const me = as(reg.session as Session);
    const first = ((await mutate('createWishlist', 'CreateWishlistInput', { name: 'Klasse 1a' }, me)).wishlist as Answer).id as string;
    const second = ((await mutate('createWishlist', 'CreateWishlistInput', { name: 'Klasse 4c' }, me)).wishlist as Answer).id as string;
    const defaults = async () => Object.fromEntries(((await overview(me)).lists as Answer[]).map((l) => [l.id, l.isDefault]));
    expect((await defaults())[second]).toBe(false);

    const answer = await mutate('setDefaultWishlist', 'WishlistIdInput', { wishlistId: second }, me);
    expect(answer).toMatchObject({ __typename: 'WishlistChanged', wishlist: { id: second, isDefault: true } });
    expect(await defaults()).toMatchObject({ [first]: false, [second]: true });
    expect(await mutate('setDefaultWishlist', 'WishlistIdInput', { wishlistId: 'wl-c1000-klasse-3b' }, me)).toMatchObject({ __typename: 'WishlistNotFoundError' });
    expect(await mutate('setDefaultWishlist', 'WishlistIdInput', { wishlistId: second }, visitor((await newVisitor()).userId))).toMatchObject({ __typename: 'SessionRequiredError' });
  });

  it('limits the changes one visitor can make in a minute, before anything is read', async () => {
    const v = await newVisitor();
    const headers = { ...fromBrowserAt('10.29.8.1'), ...visitor(v.userId) };
    // Quantity 0 is refused without an upstream call, but every attempt counts.
    const send = () => app.graphql<Record<string, Answer>>(changed('addToWishlist'), { i: { productId: '10004', quantity: 0 } }, headers);
    const answers = [];
    for (let i = 0; i < 121; i += 1) answers.push((await send()).data!.addToWishlist!);
    expect(answers.slice(0, 120).every((a) => a.__typename === 'ValidationError')).toBe(true);
    expect(answers[120]).toMatchObject({ __typename: 'WishlistRateLimitedError', errorCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('refuses bad input and changes nothing', async () => {
    const a = await anna();
    const before = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(a));
    const listsBefore = ((await overview(as(a))).lists as Answer[]).map((l) => l.id);
    const entry = (before.entries as Answer[])[0]!;
    expect(await mutate('changeWishlistQuantity', 'ChangeWishlistQuantityInput', { wishlistId: 'wl-c1000-klasse-3b', entryId: entry.id, quantity: 9999 }, as(a))).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'quantity', messageKey: 'vue.buybox.text.quantity.error' }],
    });
    expect(await mutate('changeWishlistQuantity', 'ChangeWishlistQuantityInput', { wishlistId: 'wl-c1000-klasse-3b', entryId: entry.id, quantity: -1 }, as(a))).toMatchObject({
      fieldErrors: [{ field: 'quantity', messageKey: 'vue.pdp.minQuantity' }],
    });
    expect(await mutate('createWishlist', 'CreateWishlistInput', { name: '   ' }, as(a))).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'name' }] });
    expect(await mutate('createWishlist', 'CreateWishlistInput', { name: 'x'.repeat(61) }, as(a))).toMatchObject({ __typename: 'ValidationError' });
    expect(await mutate('addWishlistComment', 'AddWishlistCommentInput', { wishlistId: 'wl-c1000-klasse-3b', entryId: entry.id, comment: '' }, as(a))).toMatchObject({ __typename: 'ValidationError' });
    const errors = await gqlErrors(changed('addToWishlist'), { i: { productId: '../../etc', quantity: 1 } }, as(a));
    expect(errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const after = await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(a));
    expect(after.entries).toEqual(before.entries);
    expect(((await overview(as(a))).lists as Answer[]).map((l) => l.id)).toEqual(listsBefore);
  });
});
