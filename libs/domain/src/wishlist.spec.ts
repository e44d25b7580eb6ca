import {
  afterRestore,
  chooseActiveWishlist,
  isWishlistMatch,
  mayChangeWishlistQuantity,
  mayOnWishlist,
  wishlistAddMode,
  wishlistBadge,
  wishlistCartItemId,
  withUndoRows,
} from './wishlist.js';

const none = { isCreator: false, isAdmin: false, isEditor: false, isCommentator: false };

describe('wishlist roles (spec §6)', () => {
  it('lets creator and admin manage, editors change entries, commentators only comment', () => {
    expect(mayOnWishlist({ ...none, isAdmin: true, isEditor: true, isCommentator: true }, 'manage', true)).toBe(true);
    expect(mayOnWishlist({ ...none, isEditor: true, isCommentator: true }, 'manage', true)).toBe(false);
    expect(mayOnWishlist({ ...none, isEditor: true, isCommentator: true }, 'editEntries', true)).toBe(true);
    expect(mayOnWishlist({ ...none, isCommentator: true }, 'editEntries', true)).toBe(false);
    expect(mayOnWishlist({ ...none, isCommentator: true }, 'comment', true)).toBe(true);
    expect(mayOnWishlist(none, 'read', true)).toBe(false);
  });
  it('keeps comments and list management to customers', () => {
    const visitor = { ...none, isCreator: true, isAdmin: true, isEditor: true, isCommentator: true };
    expect(mayOnWishlist(visitor, 'comment', false)).toBe(false);
    expect(mayOnWishlist(visitor, 'manage', false)).toBe(false);
    expect(mayOnWishlist(visitor, 'editEntries', false)).toBe(true);
  });
});

describe('active wishlist (spec §4)', () => {
  const lists = [
    { id: 'a', isDefault: false },
    { id: 'b', isDefault: true },
  ];
  it('takes the cookie when it names a list, else the default, else the first', () => {
    expect(chooseActiveWishlist(lists, 'a')?.id).toBe('a');
    expect(chooseActiveWishlist(lists, 'gone')?.id).toBe('b');
    expect(chooseActiveWishlist(lists, null)?.id).toBe('b');
    expect(chooseActiveWishlist([{ id: 'x', isDefault: false }], undefined)?.id).toBe('x');
    expect(chooseActiveWishlist([], 'a')).toBeNull();
  });
});

describe('add/remove direct or with a list choice (spec §4)', () => {
  it('asks for a list only when a logged-in user has more than one', () => {
    expect(wishlistAddMode(false, 5)).toBe('direct');
    expect(wishlistAddMode(true, 1)).toBe('direct');
    expect(wishlistAddMode(true, 0)).toBe('direct');
    expect(wishlistAddMode(true, 2)).toBe('choose-list');
  });
});

describe('tile membership (spec §5)', () => {
  const entry = { productId: '10025', itemId: '10025-01' };
  it('matches variants by item id', () => {
    expect(isWishlistMatch(entry, { productId: '10025', itemId: '10025-01' })).toBe(true);
    expect(isWishlistMatch(entry, { productId: '10025', itemId: '10025-02' })).toBe(false);
  });
  it('matches a product without variants by product id', () => {
    expect(isWishlistMatch(entry, { productId: '10025' })).toBe(true);
    expect(isWishlistMatch({ productId: '10004', itemId: null }, { productId: '10004', itemId: null })).toBe(true);
    expect(isWishlistMatch(entry, { productId: '10004' })).toBe(false);
  });
});

describe('undo rows (spec §2, §4)', () => {
  it('shows a removed entry at its old position', () => {
    expect(withUndoRows(['a', 'c'], [{ entry: 'b', index: 1 }]).map((r) => `${r.entry}${r.removed ? '-' : ''}`)).toEqual(['a', 'b-', 'c']);
  });
  it('keeps each of several removals at its place', () => {
    // a b c d: b removed (index 1), then d removed while b's undo row still showed (index 3).
    const rows = withUndoRows(['a', 'c'], [
      { entry: 'b', index: 1 },
      { entry: 'd', index: 3 },
    ]);
    expect(rows.map((r) => r.entry)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('clamps an index beyond the end', () => {
    expect(withUndoRows(['a'], [{ entry: 'z', index: 9 }]).map((r) => r.entry)).toEqual(['a', 'z']);
  });
  it('moves later removals down one after a restore', () => {
    const b = { entry: 'b', index: 1 };
    const d = { entry: 'd', index: 3 };
    expect(afterRestore([b, d], b)).toEqual([{ entry: 'd', index: 2 }]);
    expect(afterRestore([b, d], d)).toEqual([b]);
  });
});

describe('quantity change and cart ids (spec §4)', () => {
  it('allows only a different whole amount from 0 below 9999 on a present entry', () => {
    expect(mayChangeWishlistQuantity(2, 3, false)).toBe(true);
    expect(mayChangeWishlistQuantity(2, 0, false)).toBe(true);
    expect(mayChangeWishlistQuantity(2, 2, false)).toBe(false);
    expect(mayChangeWishlistQuantity(2, -1, false)).toBe(false);
    expect(mayChangeWishlistQuantity(2, 9999, false)).toBe(false);
    expect(mayChangeWishlistQuantity(2, 3, true)).toBe(false);
  });
  it('suffixes a lightning item', () => {
    expect(wishlistCartItemId('10013-01', true)).toBe('10013-01#LIGHTNING_DEAL');
    expect(wishlistCartItemId('10013-01', false)).toBe('10013-01');
  });
  it('picks one badge by priority', () => {
    expect(wishlistBadge({ lightningDeal: true, sale: true, isNew: true, popular: true })).toBe('LIGHTNING_DEAL');
    expect(wishlistBadge({ lightningDeal: false, sale: false, isNew: true, popular: true })).toBe('NEW');
    expect(wishlistBadge({ lightningDeal: false, sale: false, isNew: false, popular: false })).toBeNull();
  });
});
