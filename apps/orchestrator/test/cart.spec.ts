// Cart create/read/add/change/remove through the orchestrator, with the spec's validation and
// lost-cart recovery, against the real upstream stand-in.
import type { Cart, CategoryPage, Product } from '@tafel/graphql-schema/orchestrator-resolvers';
import { startWorld, type World } from './support/world.js';

const CART_FIELDS = 'id lineCount articleCount submitted total { amount formatted } lines { id itemId productId name quantity maxQuantity unitPrice { amount } totalPrice { amount } }';
const RESULT = `__typename
  ... on CartUpdated { cart { ${CART_FIELDS} } newSession { cartId userId } }
  ... on ErrorResult { errorCode messageKey message }
  ... on ValidationError { fieldErrors { field messageKey message params { name value } } }`;
const ADD = `mutation ($input: AddToCartInput!) { addToCart(input: $input) { ${RESULT} } }`;
const CHANGE = `mutation ($input: ChangeCartLineQuantityInput!) { changeCartLineQuantity(input: $input) { ${RESULT} } }`;
const REMOVE = `mutation ($input: RemoveCartLineInput!) { removeCartLine(input: $input) { ${RESULT} } }`;
const READ = `query ($cartId: ID!) { cart(cartId: $cartId) { __typename ... on Cart { ${CART_FIELDS} } ... on CartNotFoundError { errorCode messageKey message } } }`;

interface Session {
  cartId: string;
  userId: string;
}
type Result = { __typename: string; cart?: Cart; newSession?: Session | null; errorCode?: string; messageKey?: string; message?: string; fieldErrors?: unknown[] };

describe('cart through the orchestrator', () => {
  let world: World;
  /** A saleable item whose own maximum is below 9999 (so the upstream's limit can be hit). */
  let limited: { itemId: string; max: number };
  let other: { itemId: string };

  beforeAll(async () => {
    world = await startWorld('cart');
    const page = await world.orchestrator.graphql<{ category: CategoryPage }>('{ category(id: "1", pageSize: 60) { products { id } } }');
    for (const { id } of page.data!.category.products) {
      const answer = await world.orchestrator.graphql<{ product: Product }>(
        'query ($id: ID!) { product(id: $id) { items { id availableForSale maxQuantity minimumOrderQuantity } } }',
        { id },
      );
      for (const item of answer.data!.product.items) {
        if (!item.availableForSale || item.minimumOrderQuantity !== 1) continue;
        if (!limited && item.maxQuantity < 100) limited = { itemId: item.id, max: item.maxQuantity };
        else if (!other && item.maxQuantity >= 100) other = { itemId: item.id };
      }
      if (limited && other) break;
    }
    if (!limited || !other) throw new Error('the seed has no saleable item with a small maxQuantity among the first 60 products');
  });
  afterAll(async () => {
    await world?.close();
  });

  const createCart = async (): Promise<Session> => {
    const answer = await world.orchestrator.graphql<{ createCart: Session }>('mutation { createCart { cartId userId } }');
    expect(answer.errors).toBeUndefined();
    return answer.data!.createCart;
  };
  const mutate = async (query: string, input: Record<string, unknown>, userId?: string): Promise<Result> => {
    const answer = await world.orchestrator.graphql<Record<string, Result>>(query, { input }, userId);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!;
  };
  const read = async (session: Session, userId: string | undefined = session.userId): Promise<Result & Partial<Cart>> => {
    const answer = await world.orchestrator.graphql<{ cart: Result & Partial<Cart> }>(READ, { cartId: session.cartId }, userId);
    expect(answer.errors).toBeUndefined();
    return answer.data!.cart;
  };

  it('creates a cart, adds, changes and removes a line', async () => {
    const session = await createCart();
    expect(session.cartId).toMatch(/^[\w-]{1,64}$/);
    expect(session.userId).toMatch(/^[\w-]{1,64}$/);
    expect(await read(session)).toMatchObject({ __typename: 'Cart', id: session.cartId, lines: [], articleCount: 0 });

    const added = await mutate(ADD, { cartId: session.cartId, itemId: other.itemId, quantity: 2 }, session.userId);
    expect(added).toMatchObject({ __typename: 'CartUpdated', newSession: null, cart: { id: session.cartId, lineCount: 1, articleCount: 2 } });
    const line = added.cart!.lines[0]!;
    expect(line).toMatchObject({ itemId: other.itemId, quantity: 2 });
    expect(line.totalPrice.amount).toBeCloseTo(line.unitPrice.amount * 2, 2);

    // Adding the same item again grows its line.
    const grown = await mutate(ADD, { cartId: session.cartId, itemId: other.itemId, quantity: 1 }, session.userId);
    expect(grown.cart!.lines).toEqual([expect.objectContaining({ id: line.id, quantity: 3 })]);

    const changed = await mutate(CHANGE, { cartId: session.cartId, lineId: line.id, quantity: 5 }, session.userId);
    expect(changed).toMatchObject({ __typename: 'CartUpdated', cart: { articleCount: 5, lines: [{ id: line.id, quantity: 5 }] } });

    const removed = await mutate(REMOVE, { cartId: session.cartId, lineId: line.id }, session.userId);
    expect(removed).toMatchObject({ __typename: 'CartUpdated', cart: { lineCount: 0, articleCount: 0, lines: [] } });
    expect(await read(session)).toMatchObject({ lines: [] });
  });

  it("prices the cart in the site's shop, as the product pages of that site do", async () => {
    const austrian = { 'X-Tafel-Site': 'at-de' };
    const created = await world.orchestrator.graphql<{ createCart: Session }>('mutation { createCart { cartId userId } }', undefined, austrian);
    expect(created.errors).toBeUndefined();
    const session = created.data!.createCart;
    const as = { ...austrian, 'X-iSHOP-API-USERID': session.userId };
    const added = await world.orchestrator.graphql<{ addToCart: Result }>(ADD, { input: { cartId: session.cartId, itemId: other.itemId, quantity: 1 } }, as);
    expect(added.errors).toBeUndefined();
    const [atPrice, dePrice] = await Promise.all(
      ['at-de', 'de-de'].map(async (site) =>
        (await world.upstream.graphql<{ getItemById: { prices: { price: { amount: number } } } }>('query ($id: ID!) { getItemById(itemId: $id) { prices { price { amount } } } }', { id: other.itemId }, site))
          .getItemById.prices.price.amount,
      ),
    );
    expect(atPrice).not.toBe(dePrice);
    expect(added.data!.addToCart.cart!.lines[0]!.unitPrice.amount).toBe(atPrice);
    const read = await world.orchestrator.graphql<{ cart: Cart }>(READ, { cartId: session.cartId }, as);
    expect(read.data!.cart.lines[0]!.unitPrice.amount).toBe(atPrice);
  });

  describe('quantities the shop does not allow', () => {
    let session: Session;
    let lineId: string;

    beforeAll(async () => {
      session = await createCart();
      const added = await mutate(ADD, { cartId: session.cartId, itemId: limited.itemId, quantity: 2 }, session.userId);
      lineId = added.cart!.lines[0]!.id;
    });

    const expectUnchanged = async () => {
      expect(await read(session)).toMatchObject({ articleCount: 2, lines: [{ id: lineId, itemId: limited.itemId, quantity: 2 }] });
    };

    it.each([
      [0, 'vue.pdp.minQuantity', '1'],
      [-1, 'vue.pdp.minQuantity', '1'],
      [10000, 'vue.buybox.text.quantity.error', '9999'],
    ])('refuses %p with a ValidationError and leaves the cart unchanged', async (quantity, messageKey, limit) => {
      for (const [query, input] of [
        [CHANGE, { cartId: session.cartId, lineId, quantity }],
        [ADD, { cartId: session.cartId, itemId: limited.itemId, quantity }],
      ] as const) {
        const result = await mutate(query, input, session.userId);
        expect(result).toEqual({
          __typename: 'ValidationError',
          errorCode: 'VALIDATION_FAILED',
          messageKey,
          message: expect.stringContaining('quantity must be'),
          fieldErrors: [{ field: 'quantity', messageKey, message: expect.any(String), params: [{ name: 'limit', value: limit }] }],
        });
      }
      await expectUnchanged();
    });

    it('refuses "abc" as BAD_USER_INPUT (HTTP 400) before anything runs', async () => {
      const answer = await world.orchestrator.graphql(CHANGE, { input: { cartId: session.cartId, lineId, quantity: 'abc' } }, session.userId);
      expect(answer.status).toBe(400);
      expect(answer.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('Int cannot represent non-integer value: "abc"'), extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
      await expectUnchanged();
    });

    it("refuses a quantity above the item's own maximum (the upstream's rule) with its limit", async () => {
      const result = await mutate(CHANGE, { cartId: session.cartId, lineId, quantity: limited.max + 1 }, session.userId);
      expect(result).toMatchObject({
        __typename: 'ValidationError',
        errorCode: 'VALIDATION_FAILED',
        messageKey: 'vue.buybox.text.quantity.error',
        fieldErrors: [{ field: 'quantity', messageKey: 'vue.buybox.text.quantity.error', params: [{ name: 'limit', value: String(limited.max) }] }],
      });
      const adding = await mutate(ADD, { cartId: session.cartId, itemId: limited.itemId, quantity: limited.max }, session.userId);
      expect(adding).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'quantity', params: [{ name: 'limit', value: String(limited.max) }] }] });
      await expectUnchanged();
    });

    it('refuses an unknown item with CartUpdateRejectedError', async () => {
      const result = await mutate(ADD, { cartId: session.cartId, itemId: 'no-such-item', quantity: 1 }, session.userId);
      expect(result).toMatchObject({ __typename: 'CartUpdateRejectedError', errorCode: 'ITEM_NOT_FOUND', messageKey: expect.any(String) });
      await expectUnchanged();
    });

    it('refuses malformed ids with BAD_USER_INPUT', async () => {
      const answer = await world.orchestrator.graphql(ADD, { input: { cartId: 'a b', itemId: limited.itemId, quantity: 1 } }, session.userId);
      expect(answer.errors?.[0]).toMatchObject({ message: "cartId must be 1-64 characters of A-Z a-z 0-9 - _ (got 'a b')", extensions: { code: 'BAD_USER_INPUT' } });
      const header = await world.orchestrator.graphql(READ, { cartId: session.cartId }, 'not a user id');
      expect(header.errors?.[0]).toMatchObject({ message: expect.stringContaining('X-iSHOP-API-USERID header'), extensions: { code: 'BAD_USER_INPUT' } });
      await expectUnchanged();
    });
  });

  describe('a lost cart (spec §8)', () => {
    it('the cart query answers CartNotFoundError and creates nothing', async () => {
      const session = await createCart();
      const notFound = { __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: 'vue.cart.error.somethingWentWrong' };
      expect(await read({ cartId: 'no-such-cart', userId: session.userId })).toMatchObject(notFound);
      expect(await read(session, '')).toMatchObject(notFound);
      const stranger = await createCart();
      expect(await read(session, stranger.userId)).toMatchObject({ ...notFound, message: 'A valid user id is required.' });
    });

    it('CART_NOT_FOUND on a mutation → a new cart, retried once, newSession returned', async () => {
      const session = await createCart();
      await world.upstream.fault({ operation: 'CartUpdate', times: 1, kind: 'error', classification: 'CART_NOT_FOUND' });
      const result = await mutate(ADD, { cartId: session.cartId, itemId: other.itemId, quantity: 1 }, session.userId);
      expect(result).toMatchObject({ __typename: 'CartUpdated', newSession: { cartId: expect.any(String), userId: expect.any(String) } });
      const fresh = result.newSession!;
      expect(fresh.cartId).not.toBe(session.cartId);
      expect(result.cart!.id).toBe(fresh.cartId);
      expect(await read(fresh)).toMatchObject({ lines: [{ itemId: other.itemId, quantity: 1 }] });
    });

    it('a cart id the upstream does not know, or a foreign user id, also moves the item to a new cart', async () => {
      const session = await createCart();
      const unknown = await mutate(ADD, { cartId: 'gone-cart-1', itemId: other.itemId, quantity: 1 }, session.userId);
      expect(unknown).toMatchObject({ __typename: 'CartUpdated', newSession: { cartId: expect.any(String) } });
      const stranger = await createCart();
      const foreign = await mutate(ADD, { cartId: session.cartId, itemId: other.itemId, quantity: 1 }, stranger.userId);
      expect(foreign).toMatchObject({ __typename: 'CartUpdated', newSession: { cartId: expect.any(String) } });
      expect(await read(foreign.newSession!)).toMatchObject({ lines: [{ itemId: other.itemId, quantity: 1 }] });
      // The original cart was not touched.
      expect(await read(session)).toMatchObject({ lines: [] });
    });

    it('a second CART_NOT_FOUND answers CartNotFoundError', async () => {
      const session = await createCart();
      await world.upstream.fault({ operation: 'CartUpdate', times: 2, kind: 'error', classification: 'CART_NOT_FOUND' });
      const result = await mutate(ADD, { cartId: session.cartId, itemId: other.itemId, quantity: 1 }, session.userId);
      expect(result).toMatchObject({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND', messageKey: 'vue.cart.error.somethingWentWrong' });
    });

    it('changing or removing a line of a lost cart answers CartNotFoundError (its line cannot exist in a new cart)', async () => {
      const change = await mutate(CHANGE, { cartId: 'gone-cart-2', lineId: 'line-1', quantity: 2 }, (await createCart()).userId);
      expect(change).toMatchObject({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND' });
      const remove = await mutate(REMOVE, { cartId: 'gone-cart-2', lineId: 'line-1' });
      expect(remove).toMatchObject({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND' });
    });
  });
});
