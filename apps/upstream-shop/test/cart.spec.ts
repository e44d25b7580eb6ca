import { CART_UPDATE, FIND_CART, plain, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

// Seed fixtures (deterministic): a 2,49 € folder in six colours.
const FOLDER_BLUE = '10401-01';
const FOLDER_RED = '10401-02';

interface CartView {
  id: string;
  itemsCount: number;
  productsCount: number;
  attributes: { submitted: boolean };
  details: { positionCount: number; articleCount: number; subtotal: { amount: number; stringValue: string }; shippingCost: { amount: number }; total: { amount: number }; tax: { amount: number }; deliveryFreeMessage: string | null };
  items: Array<{ id: string; itemId: string; productId: string; quantity: number; url: string; articleNumber: string; unitPrices: { current: { amount: number }; netPrice: { amount: number }; old: null | { amount: number }; currencyCode: string }; totalPrice: { amount: number }; variantInfoList: Array<{ label: string; value: string }> }>;
}
interface UpdateResult {
  cart_update: { successful: boolean; messages: Array<{ messageKey: string; message: string; fieldName: string | null }>; cart: CartView; details: { articleCount: number }; attainableInfos: unknown[] };
}

describe('cart lifecycle', () => {
  let upstream: Upstream;
  let cartId: string;
  let userId: string;
  beforeAll(async () => {
    upstream = await startUpstream();
    const init = await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT);
    ({ cartId, userId } = init.body.data?.shopInit ?? { cartId: '', userId: '' });
  });
  afterAll(() => upstream.close());

  const update = async (ops: unknown[]) => (await upstream.gql<UpdateResult>(CART_UPDATE, { data: { cartId, ops } }, { userId })).body.data?.cart_update;
  const find = async () => (await upstream.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId }, { userId })).body.data?.shop_findCart;

  it('starts with a new, empty cart owned by a new user', async () => {
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(userId).not.toBe(cartId);
    expect(await find()).toMatchObject({
      id: cartId,
      itemsCount: 0,
      productsCount: 0,
      attributes: { submitted: false },
      items: [],
      details: { positionCount: 0, articleCount: 0, subtotal: { amount: 0 }, shippingCost: { amount: 0 }, total: { amount: 0 }, tax: { amount: 0 }, deliveryFreeMessage: null },
    });
  });

  it('adds a position and charges shipping below 49 €', async () => {
    const result = await update([{ addPosition: { itemId: FOLDER_BLUE, quantity: 2 } }]);
    expect(result).toMatchObject({ successful: true, messages: [], attainableInfos: [], details: { articleCount: 2 } });
    const cart = result?.cart;
    expect(cart).toMatchObject({ itemsCount: 1, productsCount: 2, details: { positionCount: 1, articleCount: 2, subtotal: { amount: 4.98 }, shippingCost: { amount: 4.95 }, total: { amount: 9.93 }, tax: { amount: 1.59 } } });
    expect(plain(cart?.details.deliveryFreeMessage)).toBe('Noch 44,02 € bis zur versandkostenfreien Lieferung');
    expect(cart?.items[0]).toMatchObject({
      itemId: FOLDER_BLUE,
      productId: '10401',
      quantity: 2,
      url: `/prod/10401?varid=${FOLDER_BLUE}`,
      articleNumber: expect.stringMatching(/^\d{3}\.\d{3}$/),
      unitPrices: { current: { amount: 2.49 }, netPrice: { amount: 2.09 }, old: null, currencyCode: 'EUR' },
      totalPrice: { amount: 4.98 },
      variantInfoList: [{ label: 'Farbe', value: 'Blau' }],
    });
    expect(await find()).toEqual(cart);
  });

  it('merges a second add of the same item into its position', async () => {
    const before = await find();
    const cart = (await update([{ addPosition: { itemId: FOLDER_BLUE, quantity: 3 } }]))?.cart;
    expect(cart?.items).toHaveLength(1);
    expect(cart?.items[0]).toMatchObject({ id: before?.items[0]?.id, quantity: 5 });
    expect(cart?.productsCount).toBe(5);
  });

  it('changes a quantity; from 49 € on shipping is free', async () => {
    const positionId = (await find())?.items[0]?.id;
    const cart = (await update([{ changeQuantity: { positionId, quantity: 20 } }]))?.cart;
    expect(cart?.details).toMatchObject({ subtotal: { amount: 49.8 }, shippingCost: { amount: 0 }, total: { amount: 49.8 }, tax: { amount: 7.95 }, deliveryFreeMessage: null });
  });

  it('applies several operations in one update and removes positions', async () => {
    const blue = (await find())?.items[0]?.id;
    const added = (await update([{ addPosition: { itemId: FOLDER_RED, quantity: 1 } }, { changeQuantity: { positionId: blue, quantity: 1 } }]))?.cart;
    expect(added?.items.map((i) => [i.itemId, i.quantity])).toEqual([[FOLDER_BLUE, 1], [FOLDER_RED, 1]]);
    expect(added?.itemsCount).toBe(2);
    const removed = (await update([{ removePosition: { positionId: blue } }]))?.cart;
    expect(removed?.items.map((i) => i.itemId)).toEqual([FOLDER_RED]);
    const red = removed?.items[0]?.id;
    const empty = (await update([{ removePosition: { positionId: red } }]))?.cart;
    expect(empty).toMatchObject({ itemsCount: 0, productsCount: 0, details: { shippingCost: { amount: 0 }, total: { amount: 0 }, deliveryFreeMessage: null } });
  });

  it('shows the old price of an item on special offer', async () => {
    // 10006: "Buntstifte dreikant, 24 Farben" at 20 % off 12,49 €.
    const cart = (await update([{ addPosition: { itemId: '10006-01', quantity: 1 } }]))?.cart;
    expect(cart?.items[0]).toMatchObject({ url: '/prod/10006', unitPrices: { current: { amount: 9.99 }, old: { amount: 12.49 } } });
  });

  it('keeps carts of different visitors apart', async () => {
    const other = (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit;
    const otherCart = await upstream.gql<{ shop_findCart: CartView }>(FIND_CART, { cartId: other?.cartId }, { userId: other?.userId });
    expect(otherCart.body.data?.shop_findCart.items).toEqual([]);
    expect((await find())?.items).toHaveLength(1);
  });
});
