import { CART_UPDATE, FIND_CART, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';
import { errorOf, M, rootOf, SEED_WISHLISTS, type FieldError } from './support/wishlists.js';

interface Line {
  productId: string;
  itemId: string | null;
  name?: string;
  quantity: number;
  requestedQuantity?: number;
}
interface CartAnswer {
  variantsToChoose: Line[];
  quantityChanged: Line[];
  maxInCart: Line[];
  successfullyAdded: Line[];
  notAvailable: Line[];
  cart: { id: string; items: Array<{ itemId: string; quantity: number }> };
}
interface TeaserEntryResult {
  successful: boolean;
  errorMessage: string | null;
  messageKey: string | null;
  fieldErrors: FieldError[];
  entry: { externalId: string; quantity: number; item: { itemId: string } | null; product: { productId: string }; totals: { current: { amount: number } } } | null;
}

describe('teaser wishlists', () => {
  let upstream: Upstream;
  let cartId: string;
  let userId: string;
  beforeAll(async () => {
    upstream = await startUpstream();
    ({ cartId, userId } = rootOf<{ cartId: string; userId: string }>(await upstream.gql(SHOP_INIT)));
  });
  afterAll(() => upstream.close());
  const cartItems = async () => rootOf<{ items: Array<{ itemId: string; quantity: number }> }>(await upstream.gql(FIND_CART, { cartId }, { userId })).items.map((i) => [i.itemId, i.quantity]);

  describe('replaceItemInTeaserWishlist', () => {
    it('answers the teaser entry with the chosen variant, leaving the CMS list as it is', async () => {
      const old = `${SEED_WISHLISTS.teaserSchulstart}-e3`; // 10101 without a chosen colour
      const result = rootOf<TeaserEntryResult>(await upstream.gql(M.replaceTeaser, { itemId: '10101-02', old, quantity: 6 }));
      expect(result).toMatchObject({ successful: true, messageKey: 'vue.wishlist.notification.saved', fieldErrors: [] });
      expect(result.entry).toEqual({ externalId: old, quantity: 6, isSaleable: true, item: { itemId: '10101-02' }, product: { productId: '10101' }, totals: { current: { amount: 2.94 } } });
      const teaser = rootOf<{ entries: Array<{ item: { itemId: string } | null }> }>(
        await upstream.gql('query($id: ID!) { getWishlistFromTeaserId(externalId: $id) { entries { item { itemId } } } }', { id: SEED_WISHLISTS.teaserSchulstart }),
      );
      expect(teaser.entries[2]?.item).toBeNull();
    });

    it('refuses an unknown entry (result), a bad quantity (field error) and an item of another product (BAD_USER_INPUT)', async () => {
      expect(rootOf<TeaserEntryResult>(await upstream.gql(M.replaceTeaser, { itemId: '10101-02', old: 'no-entry', quantity: 1 }))).toMatchObject({ successful: false, errorMessage: 'vue.wishlist.error.entryNotFound', entry: null });
      expect(rootOf<TeaserEntryResult>(await upstream.gql(M.replaceTeaser, { itemId: '10101-02', old: `${SEED_WISHLISTS.teaserSchulstart}-e3`, quantity: 9999 }))).toMatchObject({
        successful: false,
        fieldErrors: [{ fieldName: 'quantity', errorMessage: 'vue.buybox.text.quantity.error' }],
      });
      expect(errorOf(await upstream.gql(M.replaceTeaser, { itemId: '10013-01', old: `${SEED_WISHLISTS.teaserSchulstart}-e3`, quantity: 1 }))?.classification).toBe('BAD_USER_INPUT');
    });
  });

  describe('addProductsToCartFromTeaserWishlist', () => {
    it('adds what it can and reports variants to choose, changed quantities, full lines and sold-out items', async () => {
      // The cart already holds the maximum (20) of 10008-01.
      await upstream.gql(CART_UPDATE, { data: { cartId, ops: [{ addPosition: { itemId: '10008-01', quantity: 20 } }] } }, { userId });
      const entries = [
        { productId: '10003', itemId: '10003-01', quantity: 2 },
        { productId: '10101', itemId: null, quantity: 4 },
        { productId: '10022', itemId: '10022-01', quantity: 3 },
        { productId: '10008', itemId: '10008-01', quantity: 1 },
        { productId: '10025', itemId: '10025-01', quantity: 1 },
        { productId: '10005', quantity: 0 },
      ];
      const answer = rootOf<CartAnswer>(await upstream.gql(M.teaserToCart, { entries, cartId }, { userId }));
      expect(answer.variantsToChoose).toEqual([{ productId: '10101', itemId: null, name: 'Schulheft A4 liniert, Lineatur 27', quantity: 4, requestedQuantity: 4 }]);
      expect(answer.quantityChanged).toEqual([{ productId: '10022', itemId: '10022-01', name: 'Radiergummi Kunststoff, weiß', quantity: 10, requestedQuantity: 3 }]);
      expect(answer.maxInCart).toEqual([{ productId: '10008', itemId: '10008-01', quantity: 1, requestedQuantity: 1 }]);
      expect(answer.notAvailable).toEqual([{ productId: '10025', itemId: '10025-01', quantity: 1 }]);
      expect(answer.successfullyAdded).toEqual([
        { productId: '10003', itemId: '10003-01', quantity: 2, requestedQuantity: 2 },
        { productId: '10022', itemId: '10022-01', quantity: 10, requestedQuantity: 3 },
      ]);
      expect(answer.cart.items.map((i) => [i.itemId, i.quantity])).toEqual([['10008-01', 20], ['10003-01', 2], ['10022-01', 10]]);
      expect(await cartItems()).toEqual([['10008-01', 20], ['10003-01', 2], ['10022-01', 10]]);
    });

    it('raises lines already in the cart up to the item maximum (9999)', async () => {
      const answer = rootOf<CartAnswer>(await upstream.gql(M.teaserToCart, { entries: [{ productId: '10022', itemId: '10022-01', quantity: 9995 }], cartId }, { userId }));
      expect(answer.quantityChanged).toEqual([{ productId: '10022', itemId: '10022-01', name: 'Radiergummi Kunststoff, weiß', quantity: 9989, requestedQuantity: 9995 }]);
      expect(await cartItems()).toEqual([['10008-01', 20], ['10003-01', 2], ['10022-01', 9999]]);
      const full = rootOf<CartAnswer>(await upstream.gql(M.teaserToCart, { entries: [{ productId: '10022', itemId: '10022-01', quantity: 1 }], cartId }, { userId }));
      expect(full).toMatchObject({ maxInCart: [{ itemId: '10022-01' }], successfullyAdded: [] });
    });

    it('follows the cart rules: user id, unknown cart, malformed entries change nothing', async () => {
      const entries = [{ productId: '10003', itemId: '10003-01', quantity: 1 }];
      const noUser = await upstream.gql(M.teaserToCart, { entries, cartId });
      expect(noUser.body.errors?.[0]).toMatchObject({ message: 'A valid user id is required.', extensions: { classification: 'CART_NOT_FOUND' } });
      expect(errorOf(await upstream.gql(M.teaserToCart, { entries, cartId: 'no-such-cart' }, { userId }))?.classification).toBe('CART_NOT_FOUND');
      const bad = [...entries, { productId: '99999', quantity: 1 }];
      expect(errorOf(await upstream.gql(M.teaserToCart, { entries: bad, cartId }, { userId }))?.classification).toBe('BAD_USER_INPUT');
      expect(errorOf(await upstream.gql(M.teaserToCart, { entries: [{ productId: '10003', quantity: -1 }], cartId }, { userId }))?.classification).toBe('BAD_USER_INPUT');
      expect(await cartItems()).toEqual([['10008-01', 20], ['10003-01', 2], ['10022-01', 9999]]);
    });
  });
});
