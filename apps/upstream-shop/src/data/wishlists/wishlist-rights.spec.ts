import { can, canDeleteComment, higherRole, rightsOf, roleOf, type WishlistCaller } from './wishlist-rights.js';
import type { WishlistRecord } from './wishlist-types.js';

const list = (over: Partial<WishlistRecord>): WishlistRecord => ({
  externalId: 'wl',
  kind: 'account',
  visitorUserId: null,
  name: 'Liste',
  description: null,
  isStandardList: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  members: [{ customerId: 'C-1', role: 'CREATOR' }, { customerId: 'C-2', role: 'EDITOR' }, { customerId: 'C-3', role: 'COMMENTATOR' }],
  entries: [],
  comments: [],
  ...over,
});
const customer = (customerId: string): WishlistCaller => ({ kind: 'customer', customerId });
const visitor = (userId: string): WishlistCaller => ({ kind: 'visitor', userId });

describe('roleOf', () => {
  it('answers the member role of a customer on an account list', () => {
    expect(roleOf(list({}), customer('C-1'))).toBe('CREATOR');
    expect(roleOf(list({}), customer('C-2'))).toBe('EDITOR');
    expect(roleOf(list({}), customer('C-9'))).toBeNull();
    expect(roleOf(list({}), visitor('C-1'))).toBeNull();
  });
  it('makes a visitor the creator of their own merkzettel only', () => {
    const merkzettel = list({ kind: 'visitor', visitorUserId: 'u-1', members: [] });
    expect(roleOf(merkzettel, visitor('u-1'))).toBe('CREATOR');
    expect(roleOf(merkzettel, visitor('u-2'))).toBeNull();
    expect(roleOf(merkzettel, customer('C-1'))).toBeNull();
  });
  it('gives nobody a role on a teaser list', () => {
    expect(roleOf(list({ kind: 'teaser' }), customer('C-1'))).toBeNull();
  });
});

describe('can (the stand-in rights of spec §6 roles)', () => {
  it('lets creator and admin do everything', () => {
    for (const role of ['CREATOR', 'ADMIN'] as const) {
      expect(['read', 'editEntries', 'comment', 'manage'].every((a) => can(role, a as never))).toBe(true);
    }
  });
  it('lets an editor change entries and comment, not manage', () => {
    expect([can('EDITOR', 'read'), can('EDITOR', 'editEntries'), can('EDITOR', 'comment'), can('EDITOR', 'manage')]).toEqual([true, true, true, false]);
  });
  it('lets a commentator read and comment only', () => {
    expect([can('COMMENTATOR', 'read'), can('COMMENTATOR', 'editEntries'), can('COMMENTATOR', 'comment'), can('COMMENTATOR', 'manage')]).toEqual([true, false, true, false]);
  });
  it('lets nobody without a role do anything', () => {
    expect(can(null, 'read')).toBe(false);
  });
});

describe('rightsOf', () => {
  it('answers cumulative flags', () => {
    expect(rightsOf('CREATOR')).toEqual({ isCreator: true, isAdmin: true, isEditor: true, isCommentator: true });
    expect(rightsOf('ADMIN')).toEqual({ isCreator: false, isAdmin: true, isEditor: true, isCommentator: true });
    expect(rightsOf('EDITOR')).toEqual({ isCreator: false, isAdmin: false, isEditor: true, isCommentator: true });
    expect(rightsOf('COMMENTATOR')).toEqual({ isCreator: false, isAdmin: false, isEditor: false, isCommentator: true });
    expect(rightsOf(null)).toEqual({ isCreator: false, isAdmin: false, isEditor: false, isCommentator: false });
  });
});

describe('higherRole', () => {
  it('never lowers a role', () => {
    expect(higherRole('ADMIN', 'EDITOR')).toBe('ADMIN');
    expect(higherRole('COMMENTATOR', 'EDITOR')).toBe('EDITOR');
    expect(higherRole(null, 'COMMENTATOR')).toBe('COMMENTATOR');
    expect(higherRole('CREATOR', 'ADMIN')).toBe('CREATOR');
  });
});

describe('canDeleteComment', () => {
  it('lets authors delete their own comments and managers any', () => {
    expect(canDeleteComment('COMMENTATOR', 'C-3', customer('C-3'))).toBe(true);
    expect(canDeleteComment('EDITOR', 'C-1', customer('C-2'))).toBe(false);
    expect(canDeleteComment('ADMIN', 'C-2', customer('C-4'))).toBe(true);
    expect(canDeleteComment(null, 'C-9', customer('C-9'))).toBe(false);
  });
});
