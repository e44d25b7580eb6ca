import { describe, expect, it } from '@jest/globals';
import { addToWishlistEvent, removeFromWishlistEvent } from './wishlist-events';

const item = { itemId: '10004-01', productId: '10004', name: 'Heft A4', price: 1.5, quantity: 2 };

describe('wishlist events (spec §7)', () => {
  it('names the event, the list and the article', () => {
    expect(addToWishlistEvent(item, 'Klasse 1a')).toMatchObject({
      event: 'add_to_wishlist',
      wishlist_name: 'Klasse 1a',
      ecommerce: { currency: 'EUR', items: [{ item_id: '10004-01', item_group_id: '10004', item_name: 'Heft A4', quantity: 2 }] },
    });
    expect(removeFromWishlistEvent(item, null).event).toBe('remove_from_wishlist');
  });
});
