import { startUpstream, type Upstream } from './support/upstream.js';
import { as, DEV_ACCOUNTS, devSessions, errorOf, M, Q, rootOf, SEED_WISHLISTS, type FieldError, type Result, type Wishlist } from './support/wishlists.js';

interface CommentResult {
  successful: boolean;
  errorMessage: string | null;
  messageKey: string | null;
  fieldErrors: FieldError[];
  comment: { externalId: string; positionId: string; comment: string; name: string; allowedToDeleteByUser: boolean } | null;
  wishlist: { externalId: string } | null;
}
interface InviteResult {
  successful: boolean;
  errorMessage: string | null;
  url: string | null;
  token: string | null;
}

const LIST = SEED_WISHLISTS.annaKlasse3b;
const ENTRY = `${LIST}-e1`;

describe('sharing wishlists and comments', () => {
  let upstream: Upstream;
  let sessions: { anna: string; schule: string; team: string };
  beforeAll(async () => {
    upstream = await startUpstream();
    sessions = await devSessions(upstream);
  });
  afterAll(() => upstream.close());
  const anna = () => as(upstream, { jwt: sessions.anna });
  const schule = () => as(upstream, { jwt: sessions.schule });
  const team = () => as(upstream, { jwt: sessions.team });

  describe('shareWishlist', () => {
    it('refuses a malformed or unknown e-mail address, and the caller herself', async () => {
      expect(rootOf<Result>(await anna()(M.share, { id: LIST, email: 'kein-mail', role: 'EDITOR' }))).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'email', errorMessage: 'vue.form.error.email.incorrect' }] });
      expect(rootOf<Result>(await anna()(M.share, { id: LIST, email: 'niemand@example.de', role: 'EDITOR' }))).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'email', errorMessage: 'vue.wishlist.error.userNotFound' }] });
      expect(rootOf<Result>(await anna()(M.share, { id: LIST, email: DEV_ACCOUNTS.consumer.email, role: 'ADMIN' }))).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'email', errorMessage: 'vue.wishlist.error.cannotShareWithSelf' }] });
      expect(rootOf<Wishlist[]>(await schule()(Q.full)).map((l) => l.externalId)).toEqual([SEED_WISHLISTS.schuleSchuljahr]);
    });

    it('only lets creators and admins share', async () => {
      const result = rootOf<Result>(await team()(M.share, { id: LIST, email: DEV_ACCOUNTS.b2b.email, role: 'ADMIN' }));
      expect(result).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
    });

    it('shares a list with a commentator, who may read and comment but not edit', async () => {
      const shared = rootOf<Result>(await anna()(M.share, { id: LIST, email: ` ${DEV_ACCOUNTS.b2b.email.toUpperCase()} `, role: 'COMMENTATOR' }));
      expect(shared).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved' });
      expect(shared.wishlist?.users.map((u) => [u.name, u.role])).toEqual([['Anna Schmidt', 'CREATOR'], ['Mia Keller', 'EDITOR'], ['Jonas Weber', 'COMMENTATOR']]);
      const lists = rootOf<Wishlist[]>(await schule()(Q.full));
      expect(lists.find((l) => l.externalId === LIST)?.rights).toEqual({ isCreator: false, isAdmin: false, isEditor: false, isCommentator: true });
      const edit = rootOf<Result>(await schule()(M.changeQty, { id: LIST, entry: { entryId: ENTRY, productId: '10101', quantity: 1 } }));
      expect(edit).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', wishlist: { externalId: LIST } });
    });
  });

  describe('comments', () => {
    let schuleComment = '';

    it('adds a comment of any member to an entry', async () => {
      const result = rootOf<CommentResult>(await schule()(M.addComment, { id: LIST, entryId: ENTRY, comment: '  Bitte die blauen Hefte.  ' }));
      expect(result).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved', fieldErrors: [], wishlist: { externalId: LIST } });
      expect(result.comment).toMatchObject({ positionId: ENTRY, comment: 'Bitte die blauen Hefte.', name: 'Jonas Weber', allowedToDeleteByUser: true });
      schuleComment = result.comment?.externalId ?? '';
      const comments = rootOf<Array<{ externalId: string }>>(await anna()(Q.comments, { id: LIST }));
      expect(comments.map((c) => c.externalId)).toContain(schuleComment);
    });

    it('refuses empty and too long comments, unknown entries and non-members', async () => {
      expect(rootOf<CommentResult>(await schule()(M.addComment, { id: LIST, entryId: ENTRY, comment: ' ' }))).toMatchObject({ successful: false, errorMessage: 'vue.form.error.requiredField', fieldErrors: [{ fieldName: 'comment' }] });
      expect(rootOf<CommentResult>(await schule()(M.addComment, { id: LIST, entryId: ENTRY, comment: 'x'.repeat(501) }))).toMatchObject({ successful: false, fieldErrors: [{ fieldName: 'comment', errorMessage: 'vue.form.error.maxLength' }] });
      expect(rootOf<CommentResult>(await schule()(M.addComment, { id: LIST, entryId: 'nope', comment: 'x' }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.entryNotFound' });
      expect(rootOf<CommentResult>(await team()(M.addComment, { id: SEED_WISHLISTS.schuleSchuljahr, entryId: `${SEED_WISHLISTS.schuleSchuljahr}-e1`, comment: 'x' }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', wishlist: null });
    });

    it('lets authors delete their own comments only, and managers any', async () => {
      const foreign = rootOf<CommentResult>(await schule()(M.deleteComment, { id: LIST, commentId: `${LIST}-c1` }));
      expect(foreign).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed' });
      const own = rootOf<CommentResult>(await schule()(M.deleteComment, { id: LIST, commentId: schuleComment }));
      expect(own).toMatchObject({ successful: true, comment: { externalId: schuleComment } });
      const byCreator = rootOf<CommentResult>(await anna()(M.deleteComment, { id: LIST, commentId: `${LIST}-c1` }));
      expect(byCreator.successful).toBe(true);
      const again = rootOf<CommentResult>(await anna()(M.deleteComment, { id: LIST, commentId: `${LIST}-c1` }));
      expect(again).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.commentNotFound' });
      expect(rootOf<Array<{ externalId: string }>>(await anna()(Q.comments, { id: LIST })).map((c) => c.externalId)).toEqual([`${LIST}-c2`, `${LIST}-c3`]);
    });
  });

  describe('invite links', () => {
    let token = '';

    it('creates a link for creators and admins only', async () => {
      const link = rootOf<InviteResult>(await anna()(M.invite, { id: LIST, role: 'EDITOR' }));
      expect(link.successful).toBe(true);
      token = link.token ?? '';
      expect(link.url).toBe(`/myaccount/wishlist/?share_data=${token}`);
      expect(rootOf<InviteResult>(await team()(M.invite, { id: LIST, role: 'ADMIN' }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.notAllowed', url: null, token: null });
    });

    it('lets a customer join with the link’s role, never lowering a role', async () => {
      const joined = rootOf<Result>(await schule()(M.import, { token }));
      expect(joined).toMatchObject({ successful: true, wishlist: { externalId: LIST, rights: { isEditor: true, isAdmin: false } } });
      const edit = rootOf<Result>(await schule()(M.changeQty, { id: LIST, entry: { entryId: ENTRY, productId: '10101', quantity: 30 } }));
      expect(edit.successful).toBe(true);
      const adminLink = rootOf<InviteResult>(await anna()(M.invite, { id: LIST, role: 'ADMIN' }));
      await team()(M.import, { token: adminLink.token });
      const commentLink = rootOf<InviteResult>(await anna()(M.invite, { id: LIST, role: 'COMMENTATOR' }));
      const kept = rootOf<Result>(await team()(M.import, { token: commentLink.token }));
      expect(kept.wishlist?.rights).toEqual({ isCreator: false, isAdmin: true, isEditor: true, isCommentator: true });
    });

    it('refuses unknown tokens (result) and malformed ones (BAD_USER_INPUT)', async () => {
      expect(rootOf<Result>(await schule()(M.import, { token: 'unknown-token' }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.invalidInviteLink', wishlist: null });
      expect(errorOf(await schule()(M.import, { token: '' }))?.classification).toBe('BAD_USER_INPUT');
    });
  });
});
