import { CART_UPDATE, FIND_CART, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

// Seed fixtures (deterministic), checked in the first test.
const FOLDER = '10401-01'; // 2,49 €, limits 1..9999
const CLASS_SET = '10008-01'; // at most 20 per order
const ERASER = '10022-01'; // at least 10 per order
const SOLD_OUT = '10025-01';

const QUANTITY_OVER_LIMIT = 'vue.buybox.text.quantity.error';
const QUANTITY_BELOW_MINIMUM = 'vue.pdp.minQuantity';
const SOMETHING_WENT_WRONG = 'vue.cart.error.somethingWentWrong';

interface Message {
  messageKey: string;
  message: string;
  fieldName: string | null;
}

describe('cart validation', () => {
  let upstream: Upstream;
  let cartId: string;
  let userId: string;
  let positionId: string;
  beforeAll(async () => {
    upstream = await startUpstream();
    const init = await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT);
    ({ cartId, userId } = init.body.data?.shopInit ?? { cartId: '', userId: '' });
    const seeded = await upstream.gql<{ cart_update: { cart: { items: Array<{ id: string }> } } }>(CART_UPDATE, { data: { cartId, ops: [{ addPosition: { itemId: FOLDER, quantity: 3 } }] } }, { userId });
    positionId = seeded.body.data?.cart_update.cart.items[0]?.id ?? '';
  });
  afterAll(() => upstream.close());

  const find = async (user: string | null = userId, id = cartId) => upstream.gql(FIND_CART, { cartId: id }, { userId: user });
  const update = async (ops: unknown[], user: string | null = userId, id = cartId) =>
    upstream.gql<{ cart_update: { successful: boolean; messages: Message[] } }>(CART_UPDATE, { data: { cartId: id, ops } }, { userId: user });

  /** Runs a refused update and proves the cart did not change. */
  async function refused(ops: unknown[]): Promise<Message[]> {
    const before = (await find()).body;
    const result = (await update(ops)).body.data?.cart_update;
    expect(result?.successful).toBe(false);
    expect((await find()).body).toEqual(before);
    return result?.messages ?? [];
  }

  it('relies on the seed limits it names', async () => {
    const limits = await upstream.gql<Record<string, { maxQuantity: number; minimumOrderQuantity: number; availableForSale: boolean }>>(
      'query Limits { a: getProductById(productId: "10008") { maxQuantity minimumOrderQuantity availableForSale } b: getProductById(productId: "10022") { maxQuantity minimumOrderQuantity availableForSale } c: getProductById(productId: "10025") { maxQuantity minimumOrderQuantity availableForSale } }',
    );
    expect(limits.body.data).toEqual({
      a: { maxQuantity: 20, minimumOrderQuantity: 1, availableForSale: true },
      b: { maxQuantity: 9999, minimumOrderQuantity: 10, availableForSale: true },
      c: { maxQuantity: 9999, minimumOrderQuantity: 1, availableForSale: false },
    });
  });

  it.each([
    [0, QUANTITY_BELOW_MINIMUM, 'at least 1'],
    [-1, QUANTITY_BELOW_MINIMUM, 'at least 1'],
    [10_000, QUANTITY_OVER_LIMIT, 'at most 9999'],
  ])('refuses adding quantity %i and leaves the cart unchanged', async (quantity, messageKey, text) => {
    const messages = await refused([{ addPosition: { itemId: '10402-01', quantity } }]);
    expect(messages).toEqual([{ messageKey, message: expect.stringContaining(text), fieldName: 'ops.0.addPosition.quantity' }]);
  });

  it.each([0, -1, 10_000])('refuses changing a quantity to %i', async (quantity) => {
    const messages = await refused([{ changeQuantity: { positionId, quantity } }]);
    expect(messages[0]?.fieldName).toBe('ops.0.changeQuantity.quantity');
  });

  it("refuses quantities over the item's own maximum, also when merging", async () => {
    expect(await refused([{ addPosition: { itemId: CLASS_SET, quantity: 21 } }])).toEqual([{ messageKey: QUANTITY_OVER_LIMIT, message: 'Quantity must be at most 20.', fieldName: 'ops.0.addPosition.quantity' }]);
    const merged = await refused([{ addPosition: { itemId: CLASS_SET, quantity: 15 } }, { addPosition: { itemId: CLASS_SET, quantity: 6 } }]);
    expect(merged).toEqual([{ messageKey: QUANTITY_OVER_LIMIT, message: expect.stringContaining('at most 20'), fieldName: 'ops.1.addPosition.quantity' }]);
  });

  it('refuses quantities below the minimum order quantity', async () => {
    expect(await refused([{ addPosition: { itemId: ERASER, quantity: 5 } }])).toEqual([{ messageKey: QUANTITY_BELOW_MINIMUM, message: 'Quantity must be at least 10.', fieldName: 'ops.0.addPosition.quantity' }]);
  });

  it('refuses unknown and sold-out items', async () => {
    const messages = await refused([{ addPosition: { itemId: '99999-01', quantity: 1 } }, { addPosition: { itemId: SOLD_OUT, quantity: 1 } }]);
    expect(messages).toEqual([
      { messageKey: SOMETHING_WENT_WRONG, message: 'Item "99999-01" does not exist.', fieldName: 'ops.0.addPosition.itemId' },
      { messageKey: SOMETHING_WENT_WRONG, message: `Item "${SOLD_OUT}" is not available for sale.`, fieldName: 'ops.1.addPosition.itemId' },
    ]);
  });

  it('applies all operations or none', async () => {
    const messages = await refused([{ addPosition: { itemId: '10402-01', quantity: 1 } }, { changeQuantity: { positionId, quantity: 4 } }, { removePosition: { positionId: 'unknown' } }]);
    expect(messages).toEqual([{ messageKey: SOMETHING_WENT_WRONG, message: 'Position "unknown" is not in the cart.', fieldName: 'ops.2.removePosition.positionId' }]);
  });

  it('refuses malformed operation lists', async () => {
    expect((await refused([]))[0]?.fieldName).toBe('ops');
    expect((await refused([{}]))[0]).toMatchObject({ fieldName: 'ops.0', message: expect.stringContaining('Exactly one') });
    expect((await refused([{ addPosition: { itemId: FOLDER, quantity: 1 }, removePosition: { positionId } }]))[0]?.fieldName).toBe('ops.0');
    expect((await refused([{ changeQuantity: { positionId: 'nope', quantity: 1 } }]))[0]?.fieldName).toBe('ops.0.changeQuantity.positionId');
    expect((await refused([{ removeVoucher: { code: 'SCHULSTART' } }]))[0]).toMatchObject({ fieldName: 'ops.0.removeVoucher.code', message: expect.stringContaining('SCHULSTART') });
  });

  it('answers "A valid user id is required." for a missing or foreign user id', async () => {
    const expected = { message: 'A valid user id is required.', path: ['shop_findCart'], extensions: { classification: 'CART_NOT_FOUND', messageKey: 'ishop.api.error.valid_user_id_required' } };
    for (const user of [null, 'someone-else']) {
      const answer = await find(user);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ data: null, errors: [expect.objectContaining(expected)] });
    }
    const before = (await find()).body;
    const write = await update([{ addPosition: { itemId: FOLDER, quantity: 1 } }], 'someone-else');
    expect(write.body.errors?.[0]?.message).toBe('A valid user id is required.');
    expect((await find()).body).toEqual(before);
  });

  it('answers CART_NOT_FOUND for an unknown cart', async () => {
    for (const answer of [await find(userId, 'no-such-cart'), await update([{ addPosition: { itemId: FOLDER, quantity: 1 } }], userId, 'no-such-cart')]) {
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'Cart not found', extensions: { classification: 'CART_NOT_FOUND' } });
    }
  });
});
