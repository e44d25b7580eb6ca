import { DEV_ACCOUNTS, firstError, loginAs, sessionOf, shopInit, UNAUTHENTICATED } from './support/account.js';
import { CART_UPDATE, FIND_CART, startUpstream, type Upstream } from './support/upstream.js';

interface CartView {
  id: string;
  items: Array<{ itemId: string; quantity: number }>;
}

const MERGE = `mutation Merge($s: ID!, $t: ID!) { mergeCarts(sourceCartId: $s, targetCartId: $t) { successful errorMessage userId cart { id items { itemId quantity } } } }`;

// Carts after login (spec §4 cart lifecycle: merged with another cart after login) and mergeCarts.
describe('customer carts', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const findCart = async (cartId: string, userId: string) =>
    (await upstream.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId }, { userId })).body;

  it('merges the visitor cart into the customer’s earlier cart when asked', async () => {
    const fresh = await startUpstream();
    try {
      const visitor = await shopInit(fresh);
      await fresh.gql(CART_UPDATE, { data: { cartId: visitor.cartId, ops: [{ addPosition: { itemId: '10401-02', quantity: 2 } }, { addPosition: { itemId: '10001-01', quantity: 4 } }] } }, { userId: visitor.userId });
      const result = await loginAs(fresh, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password, cartId: visitor.cartId, mergeCart: true }, visitor.userId);
      expect(result).toMatchObject({ successful: true, cartMerged: true });
      expect(result.updatedCartId).not.toBe(visitor.cartId);
      const merged = (await fresh.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId: result.updatedCartId }, { userId: result.userId })).body.data?.shop_findCart;
      // Seeded: 10005-01 ×1 and 10401-02 ×3; the visitor's quantities are added per item.
      expect(merged?.items.map((i) => [i.itemId, i.quantity])).toEqual([
        ['10005-01', 1],
        ['10401-02', 5],
        ['10001-01', 4],
      ]);
      const old = await fresh.gql(FIND_CART, { cartId: visitor.cartId }, { userId: visitor.userId });
      expect(firstError(old)?.extensions?.classification).toBe('CART_NOT_FOUND');
    } finally {
      await fresh.close();
    }
  });

  it('caps merged quantities at the item maximum', async () => {
    const fresh = await startUpstream();
    try {
      const first = await shopInit(fresh);
      await fresh.gql(CART_UPDATE, { data: { cartId: first.cartId, ops: [{ addPosition: { itemId: '10008-01', quantity: 15 } }] } }, { userId: first.userId });
      const internal = await loginAs(fresh, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password, cartId: first.cartId }, first.userId);
      // No earlier cart: the visitor's cart becomes the customer's, with its user id.
      expect(internal).toMatchObject({ successful: true, cartMerged: false, updatedCartId: first.cartId, userId: first.userId });
      const second = await shopInit(fresh);
      await fresh.gql(CART_UPDATE, { data: { cartId: second.cartId, ops: [{ addPosition: { itemId: '10008-01', quantity: 15 } }] } }, { userId: second.userId });
      const again = await loginAs(fresh, { email: DEV_ACCOUNTS.internal.email, password: DEV_ACCOUNTS.internal.password, cartId: second.cartId, mergeCart: true }, second.userId);
      expect(again).toMatchObject({ cartMerged: true, updatedCartId: first.cartId, userId: first.userId });
      const cart = (await fresh.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId: first.cartId }, { userId: first.userId })).body.data?.shop_findCart;
      expect(cart?.items.map((i) => [i.itemId, i.quantity])).toEqual([['10008-01', 20]]);
    } finally {
      await fresh.close();
    }
  });

  it('without mergeCart keeps the earlier cart and leaves the visitor cart alone', async () => {
    const fresh = await startUpstream();
    try {
      const visitor = await shopInit(fresh);
      await addItemOn(fresh, visitor, '10001-01', 1);
      const result = await loginAs(fresh, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password, cartId: visitor.cartId }, visitor.userId);
      expect(result).toMatchObject({ successful: true, cartMerged: false });
      expect(result.updatedCartId).not.toBe(visitor.cartId);
      expect((await fresh.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId: visitor.cartId }, { userId: visitor.userId })).body.data?.shop_findCart.items).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });

  describe('mergeCarts', () => {
    it('merges a visitor cart into the customer cart and deletes the source', async () => {
      const fresh = await startUpstream();
      try {
        const login = await loginAs(fresh, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password });
        const jwt = login.token?.token ?? null;
        const visitor = await shopInit(fresh);
        await addItemOn(fresh, visitor, '10005-01', 2);
        const answer = await fresh.gql<{ mergeCarts: { successful: boolean; userId: string; cart: CartView } }>(MERGE, { s: visitor.cartId, t: login.updatedCartId }, { jwt, userId: visitor.userId });
        expect(answer.body.data?.mergeCarts).toMatchObject({ successful: true, userId: login.userId, cart: { id: login.updatedCartId } });
        expect(answer.body.data?.mergeCarts.cart.items.find((i) => i.itemId === '10005-01')?.quantity).toBe(3);
        const gone = await fresh.gql(FIND_CART, { cartId: visitor.cartId }, { userId: visitor.userId });
        expect(firstError(gone)?.extensions?.classification).toBe('CART_NOT_FOUND');
      } finally {
        await fresh.close();
      }
    });

    it('needs a session, two different carts and carts of the caller', async () => {
      const visitor = await shopInit(upstream);
      const other = await shopInit(upstream);
      expect(firstError(await upstream.gql(MERGE, { s: visitor.cartId, t: other.cartId }, { userId: visitor.userId }))?.extensions).toEqual(UNAUTHENTICATED);
      const jwt = await sessionOf(upstream, DEV_ACCOUNTS.internal);
      expect(firstError(await upstream.gql(MERGE, { s: visitor.cartId, t: visitor.cartId }, { jwt, userId: visitor.userId }))?.extensions?.classification).toBe('BAD_USER_INPUT');
      expect(firstError(await upstream.gql(MERGE, { s: visitor.cartId, t: other.cartId }, { jwt, userId: visitor.userId }))?.message).toBe('A valid user id is required.');
      expect(firstError(await upstream.gql(MERGE, { s: visitor.cartId, t: 'no-such-cart' }, { jwt, userId: visitor.userId }))?.extensions?.classification).toBe('CART_NOT_FOUND');
      // Nothing was changed by the refused calls.
      expect((await findCart(visitor.cartId, visitor.userId)).data?.shop_findCart.id).toBe(visitor.cartId);
    });
  });

  async function addItemOn(target: Upstream, cart: { cartId: string; userId: string }, itemId: string, quantity: number) {
    await target.gql(CART_UPDATE, { data: { cartId: cart.cartId, ops: [{ addPosition: { itemId, quantity } }] } }, { userId: cart.userId });
  }
});
