// Invite links and list descriptions (issue 29, spec §6 sharing) through the orchestrator, against
// the real stand-in and Redis: the creator makes a link, another customer joins in its role, a
// role below admin is refused, a bad or unknown token changes nothing.
import { fromBrowserAt } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

type Answer = Record<string, unknown> & { __typename?: string };
interface Session {
  token: string;
  userId: string;
}

const ERRORS = '... on ErrorResult { errorCode messageKey } ... on ValidationError { fieldErrors { field messageKey } }';
const CREATE = `mutation($i: CreateWishlistInput!) { createWishlist(input: $i) { __typename ... on WishlistChanged { wishlist { id } } ${ERRORS} } }`;
const LINK = `mutation($i: CreateWishlistInviteLinkInput!) { createWishlistInviteLink(input: $i) { __typename ... on WishlistInviteLinkCreated { path role messageKey } ${ERRORS} } }`;
const IMPORT = `mutation($i: ImportSharedWishlistInput!) { importSharedWishlist(input: $i) { __typename ... on WishlistChanged { messageKey wishlist { id name rights { isCreator isAdmin isEditor isCommentator canManage canComment canEditEntries } users { name role isCurrentUser } } } ${ERRORS} } }`;
const DESCRIBE = `mutation($i: ChangeWishlistDescriptionInput!) { changeWishlistDescription(input: $i) { __typename ... on WishlistChanged { wishlist { id description } } ${ERRORS} } }`;
const LISTS = 'query { wishlists { lists { id name } } }';

let ip = 0;
const nextIp = (): string => `10.29.8.${(ip += 1) % 250}`;

describe('wishlist invite links (orchestrator against the stand-in)', () => {
  let world: World;
  beforeAll(async () => {
    world = await startWorld('wishlist-invites');
  });
  afterAll(() => world?.close());

  const gql = async (name: string, query: string, variables: Record<string, unknown>, headers: Record<string, string>): Promise<Answer> => {
    const answer = await world.orchestrator.graphql<Record<string, Answer>>(query, variables, { ...fromBrowserAt(nextIp()), ...headers });
    if (answer.errors) throw new Error(`${name}: ${JSON.stringify(answer.errors)}`);
    return answer.data![name]!;
  };
  const as = (s: Session): Record<string, string> => ({ 'X-JWT': s.token, 'X-iSHOP-API-USERID': s.userId });
  const login = async (credentials: Record<string, unknown>): Promise<Session> => {
    const answer = await gql('login', 'mutation($i: LoginInput!) { login(input: $i) { __typename ... on LoggedIn { session { token userId } } } }', { i: credentials }, {});
    expect(answer.__typename).toBe('LoggedIn');
    return answer.session as Session;
  };
  const anna = () => login({ email: 'anna.schmidt@example.de', password: 'tafel-anna' });
  const school = () => login({ customerNumber: '4711001', password: 'tafel-schule' });
  const team = () => login({ email: 'team@tafel.example.de', password: 'tafel-intern' });
  const tokenOf = (path: unknown): string => new URL(String(path), 'http://x').searchParams.get('share_data')!;

  it('lets the creator make a link that another customer joins in its role', async () => {
    const a = await anna();
    const created = await gql('createWishlist', CREATE, { i: { name: `Invite ${Date.now()}` } }, as(a));
    const listId = (created.wishlist as Answer).id as string;
    const link = await gql('createWishlistInviteLink', LINK, { i: { wishlistId: listId, role: 'COMMENTATOR' } }, as(a));
    expect(link).toMatchObject({ __typename: 'WishlistInviteLinkCreated', role: 'COMMENTATOR', path: expect.stringMatching(/^\/myaccount\/wishlist\/\?share_data=[A-Za-z0-9_-]{16,128}$/) });

    const s = await school();
    expect(((await gql('wishlists', LISTS, {}, as(s))).lists as Answer[]).map((l) => l.id)).not.toContain(listId);
    const joined = await gql('importSharedWishlist', IMPORT, { i: { token: tokenOf(link.path) } }, as(s));
    expect(joined).toMatchObject({
      __typename: 'WishlistChanged',
      wishlist: { id: listId, rights: { isCommentator: true, isCreator: false, canManage: false, canEditEntries: false, canComment: true } },
    });
    const users = (joined.wishlist as Answer).users as Answer[];
    expect(users).toEqual(expect.arrayContaining([expect.objectContaining({ role: 'CREATOR', isCurrentUser: false }), expect.objectContaining({ role: 'COMMENTATOR', isCurrentUser: true })]));
    expect(((await gql('wishlists', LISTS, {}, as(s))).lists as Answer[]).map((l) => l.id)).toContain(listId);

    // The commentator may neither hand out links nor describe the list.
    expect(await gql('createWishlistInviteLink', LINK, { i: { wishlistId: listId, role: 'ADMIN' } }, as(s))).toMatchObject({ __typename: 'WishlistNotAllowedError' });
    expect(await gql('changeWishlistDescription', DESCRIBE, { i: { wishlistId: listId, description: 'nope' } }, as(s))).toMatchObject({ __typename: 'WishlistNotAllowedError' });
    // The creator describes it.
    expect(await gql('changeWishlistDescription', DESCRIBE, { i: { wishlistId: listId, description: '  Für das Schuljahr  ' } }, as(a))).toMatchObject({ wishlist: { id: listId, description: 'Für das Schuljahr' } });
  });

  it('refuses a link to an editor, and a link without a session', async () => {
    const t = await team();
    expect(await gql('createWishlistInviteLink', LINK, { i: { wishlistId: 'wl-c1000-klasse-3b', role: 'EDITOR' } }, as(t))).toMatchObject({ __typename: 'WishlistNotAllowedError' });
    expect(await gql('createWishlistInviteLink', LINK, { i: { wishlistId: 'wl-c1000-klasse-3b', role: 'EDITOR' } }, {})).toMatchObject({ __typename: 'SessionRequiredError' });
    expect(await gql('importSharedWishlist', IMPORT, { i: { token: '0f8c7a52-2f0e-4c39-9d55-1f2b3c4d5e6f' } }, {})).toMatchObject({ __typename: 'SessionRequiredError' });
  });

  it('answers a malformed or unknown token as an invalid link, nothing joined', async () => {
    const s = await school();
    const before = (await gql('wishlists', LISTS, {}, as(s))).lists;
    for (const token of ['bad token', '0f8c7a52-2f0e-4c39-9d55-000000000000']) {
      expect(await gql('importSharedWishlist', IMPORT, { i: { token } }, as(s))).toEqual({
        __typename: 'ValidationError',
        errorCode: 'VALIDATION_FAILED',
        messageKey: 'vue.wishlist.error.invalidInviteLink',
        fieldErrors: [{ field: 'token', messageKey: 'vue.wishlist.error.invalidInviteLink' }],
      });
    }
    expect((await gql('wishlists', LISTS, {}, as(s))).lists).toEqual(before);
  });
});
