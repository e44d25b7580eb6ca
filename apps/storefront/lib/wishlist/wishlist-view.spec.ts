import { describe, expect, it } from '@jest/globals';
import { wishlistTitleKey } from './wishlist-title';
import { activeIdFromCookie, clampWishlistQuantity, mergedCountFromCookie, SHARE_ROLES, visibleComments } from './wishlist-view';

describe('wishlist page rules', () => {
  it('labels the B2B page as notepad lists', () => {
    expect(wishlistTitleKey(true)).toBe('ui.wishlist.titleB2b');
    expect(wishlistTitleKey(false)).toBe('ui.wishlist.title');
  });
  it('shows 3 comments until all are asked for', () => {
    expect(visibleComments([1, 2, 3, 4, 5], false)).toEqual([1, 2, 3]);
    expect(visibleComments([1, 2, 3, 4, 5], true)).toHaveLength(5);
  });
  it('clamps a typed quantity to the bounds and signals the broken one (spec §5)', () => {
    const bounds = { min: 2, max: 10, current: 4 };
    expect(clampWishlistQuantity('12', bounds)).toEqual({ quantity: 10, signal: { kind: 'max', limit: 10 } });
    expect(clampWishlistQuantity('1', bounds)).toEqual({ quantity: 2, signal: { kind: 'min', limit: 2 } });
    expect(clampWishlistQuantity('7', bounds)).toEqual({ quantity: 7, signal: null });
    expect(clampWishlistQuantity('abc', bounds)).toEqual({ quantity: 4, signal: null });
  });
  it('reads only plausible cookie values', () => {
    expect(activeIdFromCookie('wl-c1000-klasse-3b')).toBe('wl-c1000-klasse-3b');
    expect(activeIdFromCookie('a b')).toBeNull();
    expect(activeIdFromCookie(undefined)).toBeNull();
    expect(mergedCountFromCookie('3')).toBe(3);
    expect(mergedCountFromCookie('0')).toBeNull();
    expect(mergedCountFromCookie('x')).toBeNull();
  });
});

describe('SHARE_ROLES', () => {
  it('offers the roles a list can be shared in, never the creator (spec §6)', () => {
    expect([...SHARE_ROLES]).toEqual(['EDITOR', 'COMMENTATOR', 'ADMIN']);
  });
});
