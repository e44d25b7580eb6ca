import { describe, expect, it } from '@jest/globals';
import { isWishlistMessage } from './wishlist-channel';

describe('wishlist cross-tab messages (spec §4)', () => {
  it('hears other tabs only, and only its own kind of message', () => {
    expect(isWishlistMessage({ type: 'wishlist', tab: 'other' }, 'mine')).toBe(true);
    expect(isWishlistMessage({ type: 'wishlist', tab: 'mine' }, 'mine')).toBe(false);
    expect(isWishlistMessage({ type: 'session', tab: 'other' }, 'mine')).toBe(false);
    expect(isWishlistMessage('wishlist', 'mine')).toBe(false);
  });
});
