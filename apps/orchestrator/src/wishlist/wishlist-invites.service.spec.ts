import { jest } from '@jest/globals';
import type { UpstreamWishlistFragment } from '@tafel/graphql-schema/upstream-client';
import { RedisKeys } from '../redis/redis-keys.js';
import type { Shopper } from '../request/index.js';
import { testKeyspace } from '../../test/support/redis.js';
import { WishlistChanges } from './wishlist-changes.service.js';
import { invitePath, isInviteToken, WishlistInvites } from './wishlist-invites.service.js';
import { WISHLIST_IMPORTS_PER_VISITOR, WishlistLimits } from './wishlist-limits.js';
import type { WishlistUpstream } from './wishlist-upstream.js';

const shopper: Shopper = { userId: 'u-1', jwt: 'jwt-of-b', site: 'de' as Shopper['site'] };
const rights = (role: 'creator' | 'admin' | 'editor' | 'commentator') => ({ isCreator: role === 'creator', isAdmin: role === 'admin', isEditor: role === 'editor', isCommentator: role === 'commentator' });
const list = (role: Parameters<typeof rights>[0]) => ({ externalId: 'wl-1', isStandardList: false, isDefault: false, rights: rights(role) }) as unknown as UpstreamWishlistFragment;

/** The upstream as the service sees it: the caller's lists, and every request recorded. */
function upstreamWith(lists: UpstreamWishlistFragment[], answer: unknown = {}) {
  const request = jest.fn(async () => answer);
  const upstream = { lists: async () => lists, client: { request } } as unknown as WishlistUpstream;
  return { invites: new WishlistInvites(upstream, new WishlistChanges(upstream)), request };
}

describe('invite tokens', () => {
  it('takes the upstream tokens and refuses anything else', () => {
    expect(isInviteToken('0f8c7a52-2f0e-4c39-9d55-1f2b3c4d5e6f')).toBe(true);
    expect(isInviteToken('abcDEF0123456789_-x')).toBe(true);
    for (const bad of ['', 'short-token', '../../etc/passwd-x', '-leading-dash-0123', 'a'.repeat(129), 'token with spaces!!', '<script>alert(1)</script>', 'ünïcode-token-00000']) {
      expect(isInviteToken(bad)).toBe(false);
    }
  });
  it('builds the storefront path the login redirect keeps', () => {
    expect(invitePath('0f8c7a52-2f0e-4c39-9d55-1f2b3c4d5e6f')).toBe('/myaccount/wishlist/?share_data=0f8c7a52-2f0e-4c39-9d55-1f2b3c4d5e6f');
  });
});

describe('WishlistInvites', () => {
  it('refuses an invite link to editors and commentators without asking the upstream', async () => {
    for (const role of ['editor', 'commentator'] as const) {
      const { invites, request } = upstreamWith([list(role)]);
      await expect(invites.createLink(shopper, { wishlistId: 'wl-1', role: 'EDITOR' })).resolves.toMatchObject({ __typename: 'WishlistNotAllowedError', messageKey: 'vue.wishlist.error.notAllowed' });
      expect(request).not.toHaveBeenCalled();
    }
  });
  it('refuses a list that is not the caller\'s', async () => {
    const { invites, request } = upstreamWith([]);
    await expect(invites.createLink(shopper, { wishlistId: 'wl-1', role: 'ADMIN' })).resolves.toMatchObject({ __typename: 'WishlistNotFoundError' });
    expect(request).not.toHaveBeenCalled();
  });
  it('answers the storefront path of the token for the creator and an admin', async () => {
    for (const role of ['creator', 'admin'] as const) {
      const token = '0f8c7a52-2f0e-4c39-9d55-1f2b3c4d5e6f';
      const { invites, request } = upstreamWith([list(role)], { createWishlistInviteLink: { successful: true, errorMessage: null, messageKey: 'vue.wishlist.notification.saved', fieldErrors: [], token } });
      await expect(invites.createLink(shopper, { wishlistId: 'wl-1', role: 'COMMENTATOR' })).resolves.toEqual({ __typename: 'WishlistInviteLinkCreated', path: `/myaccount/wishlist/?share_data=${token}`, role: 'COMMENTATOR', messageKey: 'vue.wishlist.notification.saved' });
      expect(request).toHaveBeenCalledWith(expect.anything(), { externalId: 'wl-1', role: 'COMMENTATOR' }, expect.anything());
    }
  });
  it('refuses a malformed token with the invite-link message, nothing sent upstream', async () => {
    const { invites, request } = upstreamWith([]);
    for (const token of ['', 'x', 'not a token at all', `${'a'.repeat(200)}`]) {
      await expect(invites.importShared(shopper, { token })).resolves.toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'token', messageKey: 'vue.wishlist.error.invalidInviteLink' }] });
    }
    expect(request).not.toHaveBeenCalled();
  });
  it('answers an unknown token as invalid too', async () => {
    const { invites } = upstreamWith([], { importSharedWishlist: { successful: false, errorMessage: 'vue.wishlist.error.invalidInviteLink', messageKey: null, fieldErrors: [], wishlist: null } });
    await expect(invites.importShared(shopper, { token: '0f8c7a52-2f0e-4c39-9d55-1f2b3c4d5e6f' })).resolves.toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'token', messageKey: 'vue.wishlist.error.invalidInviteLink' }] });
  });
});

describe('WishlistLimits.admitImport (real Redis)', () => {
  const keyspace = testKeyspace('wishlist-invites');
  afterAll(() => keyspace.cleanUp());
  const limits = new WishlistLimits(keyspace.redis, new RedisKeys(keyspace.prefix));

  it('lets a visitor import a few times a minute, then asks them to wait', async () => {
    for (let i = 0; i < WISHLIST_IMPORTS_PER_VISITOR; i += 1) expect(await limits.admitImport('visitor-a', '10.29.9.1')).toBeNull();
    const wait = await limits.admitImport('visitor-a', '10.29.9.1');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another visitor from another address is not held up by the first.
    expect(await limits.admitImport('visitor-b', '10.29.9.2')).toBeNull();
  });
  it('holds an address that tries many visitors', async () => {
    let refused = false;
    for (let i = 0; i < 40 && !refused; i += 1) refused = (await limits.admitImport(`rotating-${i}`, '10.29.9.3')) !== null;
    expect(refused).toBe(true);
  });
});
