// The entry options' "lists" (spec §2 wishlistEntryOptions, §6 roles) through the orchestrator,
// against the real stand-in and Redis: a customer moves and copies an entry between own lists;
// a commentator may copy from a shared list but not move from it or into it; visitors may not.
import type { TestOrchestrator } from './support/orchestrator.js';
import { fromBrowserAt } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

type Answer = Record<string, unknown> & { __typename?: string };
interface Session {
  token: string;
  userId: string;
}

const LIST = 'id name entries { id productId itemId quantity commentsCount }';
const TRANSFER = `mutation($i: TransferWishlistEntryInput!) { transferWishlistEntry(input: $i) { __typename
  ... on WishlistEntryTransferred { mode messageKey source { ${LIST} } target { ${LIST} } }
  ... on WishlistEntryMoveIncomplete { messageKey reasonKey target { id } }
  ... on ValidationError { errorCode fieldErrors { field messageKey } }
  ... on ErrorResult { errorCode messageKey } } }`;
const ONE = `query($id: ID!) { wishlist(id: $id) { __typename ... on Wishlist { ${LIST} } } }`;
const CREATE = 'mutation($i: CreateWishlistInput!) { createWishlist(input: $i) { __typename ... on WishlistChanged { wishlist { id } } } }';
const ADD = 'mutation($i: AddToWishlistInput!) { addToWishlist(input: $i) { __typename ... on WishlistEntryAdded { entry { id } } } }';
const COMMENT = 'mutation($i: AddWishlistCommentInput!) { addWishlistComment(input: $i) { __typename } }';
const SHARE = 'mutation($i: ShareWishlistInput!) { shareWishlist(input: $i) { __typename } }';
const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { __typename ... on Registered { session { token userId } } } }';
const LOGIN = 'mutation($i: LoginInput!) { login(input: $i) { __typename ... on LoggedIn { session { token userId } } } }';

let ip = 0;
const nextIp = (): string => `10.29.9.${(ip += 1) % 250}`;

describe('moving and copying wishlist entries (orchestrator against the stand-in)', () => {
  let world: World;
  let app: TestOrchestrator;
  beforeAll(async () => {
    world = await startWorld('wishlist-moves');
    app = world.orchestrator;
  });
  afterAll(() => world?.close());

  const gql = async (name: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> => {
    const answer = await app.graphql<Record<string, Answer>>(query, variables, { ...fromBrowserAt(nextIp()), ...headers });
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    return answer.data![name]!;
  };
  const as = (s: Session): Record<string, string> => ({ 'X-JWT': s.token, 'X-iSHOP-API-USERID': s.userId });
  const register = async (firstName: string): Promise<{ session: Session; email: string }> => {
    const email = `wl-move-${firstName.toLowerCase()}-${Date.now().toString(36)}@example.de`;
    const reg = await gql('register', REGISTER, {
      i: { kind: 'CONSUMER', email, password: 'start-123', passwordRepeat: 'start-123', address: { formType: 'private', salutation: 'Frau', firstName, lastName: 'Berg', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' } },
    }, {});
    expect(reg.__typename).toBe('Registered');
    return { session: reg.session as Session, email };
  };
  const createList = async (s: Session, name: string): Promise<string> => ((await gql('createWishlist', CREATE, { i: { name } }, as(s))).wishlist as Answer).id as string;
  const transfer = (s: Record<string, string>, i: Record<string, unknown>) => gql('transferWishlistEntry', TRANSFER, { i }, s);
  const entriesOf = async (s: Session, id: string) => ((await gql('wishlist', ONE, { id }, as(s))).entries as Answer[]).map((e) => ({ productId: e.productId, itemId: e.itemId, quantity: e.quantity }));
  const notAllowed = { __typename: 'WishlistNotAllowedError', errorCode: 'NOT_ALLOWED', messageKey: 'vue.wishlist.error.notAllowed' };

  it("moves an entry to another of the customer's lists, copies it back, and adds to one already holding it", async () => {
    const { session: me } = await register('Jonas');
    const first = await createList(me, 'Klasse 2b');
    const second = await createList(me, 'Herbstbasteln');
    const added = await gql('addToWishlist', ADD, { i: { wishlistId: first, productId: '10004', itemId: '10004-02', quantity: 3 } }, as(me));
    const entryId = (added.entry as Answer).id as string;
    expect(await gql('addWishlistComment', COMMENT, { i: { wishlistId: first, entryId, comment: 'Für die Vertretung' } }, as(me))).toMatchObject({ __typename: 'WishlistCommentAdded' });

    const moved = await transfer(as(me), { wishlistId: first, entryId, targetWishlistId: second, mode: 'MOVE' });
    expect(moved).toMatchObject({ __typename: 'WishlistEntryTransferred', mode: 'MOVE', messageKey: 'vue.wishlist.notification.saved', source: { id: first, entries: [] }, target: { id: second } });
    // Comments stay with the source entry, which the move removed.
    expect((moved.target as Answer).entries).toEqual([expect.objectContaining({ productId: '10004', itemId: '10004-02', quantity: 3, commentsCount: 0 })]);
    expect(await entriesOf(me, first)).toEqual([]);

    const movedId = (((moved.target as Answer).entries as Answer[])[0] as Answer).id;
    const copied = await transfer(as(me), { wishlistId: second, entryId: movedId, targetWishlistId: first, mode: 'COPY' });
    expect(copied).toMatchObject({ __typename: 'WishlistEntryTransferred', mode: 'COPY' });
    expect(await entriesOf(me, first)).toEqual([{ productId: '10004', itemId: '10004-02', quantity: 3 }]);
    expect(await entriesOf(me, second)).toEqual([{ productId: '10004', itemId: '10004-02', quantity: 3 }]);
    // The target already holds the item: the quantity is added (as a repeated add does).
    await transfer(as(me), { wishlistId: second, entryId: movedId, targetWishlistId: first, mode: 'MOVE' });
    expect(await entriesOf(me, first)).toEqual([{ productId: '10004', itemId: '10004-02', quantity: 6 }]);
    expect(await entriesOf(me, second)).toEqual([]);

    // Its own list, another customer's list, and bad ids are refused with nothing changed.
    expect(await transfer(as(me), { wishlistId: first, entryId: 'x', targetWishlistId: first, mode: 'COPY' })).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'targetWishlistId' }] });
    expect(await transfer(as(me), { wishlistId: first, entryId: 'x', targetWishlistId: 'wl-c2000-schuljahr-2026-27', mode: 'COPY' })).toMatchObject({ __typename: 'WishlistNotFoundError' });
    const bad = await app.graphql(TRANSFER, { i: { wishlistId: '../x', entryId: 'x', targetWishlistId: first, mode: 'COPY' } }, { ...fromBrowserAt(nextIp()), ...as(me) });
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await entriesOf(me, first)).toEqual([{ productId: '10004', itemId: '10004-02', quantity: 6 }]);
  });

  it('lets a commentator copy from a shared list, but not move from it or into it', async () => {
    const { session: commentator, email } = await register('Kai');
    const anna = (await gql('login', LOGIN, { i: { email: 'anna.schmidt@example.de', password: 'tafel-anna' } }, {})).session as Session;
    expect(await gql('shareWishlist', SHARE, { i: { wishlistId: 'wl-c1000-klasse-3b', email, role: 'COMMENTATOR' } }, as(anna))).toMatchObject({ __typename: 'WishlistChanged' });
    const own = await createList(commentator, 'Meine Ideen');
    const shared = await entriesOf(anna, 'wl-c1000-klasse-3b');
    const entryId = (((await gql('wishlist', ONE, { id: 'wl-c1000-klasse-3b' }, as(commentator))).entries as Answer[])[0] as Answer).id;

    expect(await transfer(as(commentator), { wishlistId: 'wl-c1000-klasse-3b', entryId, targetWishlistId: own, mode: 'MOVE' })).toEqual(notAllowed);
    expect(await entriesOf(commentator, own)).toEqual([]);
    const copied = await transfer(as(commentator), { wishlistId: 'wl-c1000-klasse-3b', entryId, targetWishlistId: own, mode: 'COPY' });
    expect(copied).toMatchObject({ __typename: 'WishlistEntryTransferred', mode: 'COPY', target: { id: own } });
    expect(await entriesOf(commentator, own)).toEqual([shared[0]]);
    const ownEntry = (((copied.target as Answer).entries as Answer[])[0] as Answer).id;
    expect(await transfer(as(commentator), { wishlistId: own, entryId: ownEntry, targetWishlistId: 'wl-c1000-klasse-3b', mode: 'COPY' })).toEqual(notAllowed);
    expect(await transfer(as(commentator), { wishlistId: own, entryId: ownEntry, targetWishlistId: 'wl-c1000-klasse-3b', mode: 'MOVE' })).toEqual(notAllowed);
    expect(await entriesOf(anna, 'wl-c1000-klasse-3b')).toEqual(shared);
    expect(await entriesOf(commentator, own)).toEqual([shared[0]]);
  });

  it('needs a customer session', async () => {
    const visitor = (await app.graphql<{ createCart: { userId: string } }>('mutation { createCart { cartId userId } }')).data!.createCart;
    const answer = await transfer({ 'X-iSHOP-API-USERID': visitor.userId }, { wishlistId: 'wl-a', entryId: 'e', targetWishlistId: 'wl-b', mode: 'MOVE' });
    expect(answer).toMatchObject({ __typename: 'SessionRequiredError' });
  });
});
