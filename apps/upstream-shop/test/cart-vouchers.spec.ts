import { DEV_ACCOUNTS, loginAs, shopInit } from './support/account.js';
import { ANNA, call, dataOf, newShopper, readyToSubmit, submit, type Shopper } from './support/checkout.js';
import { plain, startUpstream, type Upstream } from './support/upstream.js';

// Seed fixtures: a 2,49 € folder; a 39,99 € stapler (10 at most).
const FOLDER = '10401-02';

const CART = `id items { id itemId quantity removableItem isFreeItem promotionId relatedVoucherCode totalPrice { amount } }
  details { positionCount articleCount subtotal { amount } shippingCost { amount } total { amount } promotionsSaving { amount } deliveryFreeMessage voucherCodeStatus
    attainableInfos { successful attainable failureDescriptions voucherName voucherCode } freeArticles { promotionId itemId quantity relatedVoucherCode } }`;
const UPDATE = `mutation U($data: CartUpdateInput!) { cart_update(data: $data) { successful messages { messageKey fieldName } attainableInfos { voucherCode successful } cart { ${CART} } } }`;

interface CartView {
  items: Array<{ id: string; itemId: string; quantity: number; removableItem: boolean; isFreeItem: boolean; promotionId: string | null; relatedVoucherCode: string | null; totalPrice: { amount: number } }>;
  details: {
    positionCount: number;
    articleCount: number;
    subtotal: { amount: number };
    shippingCost: { amount: number };
    total: { amount: number };
    promotionsSaving: { amount: number };
    deliveryFreeMessage: string | null;
    voucherCodeStatus: string | null;
    attainableInfos: Array<{ successful: boolean; attainable: boolean; failureDescriptions: string[]; voucherName: string; voucherCode: string }>;
    freeArticles: Array<{ promotionId: string; itemId: string; quantity: number; relatedVoucherCode: string }>;
  };
}
interface Update {
  successful: boolean;
  messages: Array<{ messageKey: string; fieldName: string | null }>;
  attainableInfos: Array<{ voucherCode: string; successful: boolean }>;
  cart: CartView;
}

describe('cart vouchers (cart_update addVoucher / removeVoucher)', () => {
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream.close());

  const update = async (shopper: Shopper, ops: unknown[]) => dataOf<Update>(await call(upstream, shopper, UPDATE, { data: { cartId: shopper.cartId, ops } }), 'cart_update');

  it('takes 10 % off with a percentage voucher, in any case and with blanks, and removes it again', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 4]] });
    const added = await update(shopper, [{ addVoucher: { code: ' schule10 ' } }]);
    expect(added).toMatchObject({ successful: true, attainableInfos: [{ voucherCode: 'SCHULE10', successful: true }] });
    expect(added.cart.details).toMatchObject({
      subtotal: { amount: 9.96 },
      promotionsSaving: { amount: 1 },
      shippingCost: { amount: 4.95 },
      total: { amount: 13.91 },
      voucherCodeStatus: 'VALID',
      attainableInfos: [{ successful: true, attainable: true, failureDescriptions: [], voucherName: '10 % Schulstart-Rabatt', voucherCode: 'SCHULE10' }],
    });
    const removed = await update(shopper, [{ removeVoucher: { code: 'SCHULE10' } }]);
    expect(removed.cart.details).toMatchObject({ promotionsSaving: { amount: 0 }, total: { amount: 14.91 }, voucherCodeStatus: null, attainableInfos: [] });
  });

  it('adds the free article of a promotion last, not removable, and takes it away with its voucher', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const added = await update(shopper, [{ addVoucher: { code: 'GRATISMAPPE' } }]);
    expect(added.successful).toBe(true);
    const free = added.cart.items.at(-1);
    expect(free).toMatchObject({ itemId: '10401-01', quantity: 1, removableItem: false, isFreeItem: true, promotionId: 'PROMO-MAPPE', relatedVoucherCode: 'GRATISMAPPE', totalPrice: { amount: 0 } });
    expect(added.cart.items[0]).toMatchObject({ itemId: FOLDER, isFreeItem: false, removableItem: true, promotionId: null });
    expect(added.cart.details).toMatchObject({ positionCount: 2, articleCount: 2, subtotal: { amount: 2.49 }, freeArticles: [{ promotionId: 'PROMO-MAPPE', itemId: '10401-01', quantity: 1, relatedVoucherCode: 'GRATISMAPPE' }] });

    const refused = await update(shopper, [{ removePosition: { positionId: free?.id } }]);
    expect(refused).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.error.freeItemNotRemovable', fieldName: 'ops.0.removePosition' }] });
    const removed = await update(shopper, [{ removeVoucher: { code: 'gratismappe' } }]);
    expect(removed.cart.items.map((i) => i.itemId)).toEqual([FOLDER]);
    expect(removed.cart.details.freeArticles).toEqual([]);
  });

  it('makes a cart payless (value 0 with items, shipping free) and the order is placed without a payment method', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]], login: ANNA });
    const added = await update(shopper, [{ addVoucher: { code: 'SPENDE100' } }]);
    expect(added.cart.details).toMatchObject({ articleCount: 2, subtotal: { amount: 4.98 }, promotionsSaving: { amount: 4.98 }, shippingCost: { amount: 0 }, total: { amount: 0 }, deliveryFreeMessage: null });
    await readyToSubmit(upstream, shopper, null);
    const found = dataOf<CartView>(await call(upstream, shopper, `query F($cartId: ID!) { shop_findCart(cartId: $cartId) { ${CART} } }`, { cartId: shopper.cartId }), 'shop_findCart');
    expect(found.details.total.amount).toBe(0);
    const answer = await submit(upstream, shopper);
    expect(answer).toMatchObject({ errorMessage: null, redirectUrl: null, computopData: null, orderId: expect.any(String) });
  });

  it('keeps a voucher whose minimum order value is not reached, not attainable, with the failure description', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 2]] });
    const added = await update(shopper, [{ addVoucher: { code: 'AB200' } }]);
    expect(added.successful).toBe(true);
    expect(added.cart.details).toMatchObject({ promotionsSaving: { amount: 0 }, total: { amount: 9.93 }, voucherCodeStatus: 'NOT_ATTAINABLE' });
    const info = added.cart.details.attainableInfos[0];
    expect(info).toMatchObject({ successful: false, attainable: false, voucherCode: 'AB200', voucherName: '15 € ab 200 € Bestellwert' });
    expect(info?.failureDescriptions.map(plain)).toEqual(['Mindestbestellwert von 200,00 € nicht erreicht: es fehlen noch 195,02 €.']);
    // Reaching the minimum makes it take effect.
    const reached = await update(shopper, [{ addPosition: { itemId: '10401-03', quantity: 80 } }]);
    expect(reached.cart.details).toMatchObject({ voucherCodeStatus: 'VALID', promotionsSaving: { amount: 15 } });
  });

  it('refuses unknown, malformed and repeated codes and vouchers on an empty cart, changing nothing', async () => {
    const empty = await newShopper(upstream);
    expect(await update(empty, [{ addVoucher: { code: 'SCHULE10' } }])).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.voucher.error.emptyCart', fieldName: 'ops.0.addVoucher.code' }] });
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    expect(await update(shopper, [{ addVoucher: { code: 'NOPE' } }])).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.voucher.error.invalid' }] });
    expect(await update(shopper, [{ addVoucher: { code: 'SCHULE10; DROP' } }])).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.voucher.error.invalid' }] });
    const twice = await update(shopper, [{ addVoucher: { code: 'SCHULE10' } }, { addVoucher: { code: 'schule10' } }]);
    expect(twice).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.voucher.error.alreadyApplied', fieldName: 'ops.1.addVoucher.code' }] });
    expect(twice.cart.details.attainableInfos).toEqual([]);
    expect(await update(shopper, [{ removeVoucher: { code: 'SCHULE10' } }])).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.voucher.error.notApplied' }] });
  });

  it('drops the vouchers when the last article goes', async () => {
    const shopper = await newShopper(upstream, { items: [[FOLDER, 1]] });
    const added = await update(shopper, [{ addVoucher: { code: 'GRATISMAPPE' } }]);
    const position = added.cart.items[0]?.id;
    const emptied = await update(shopper, [{ removePosition: { positionId: position } }]);
    expect(emptied.cart).toMatchObject({ items: [], details: { articleCount: 0, attainableInfos: [], voucherCodeStatus: null } });
  });

  it('keeps the visitor\'s vouchers when the visitor\'s cart is merged into the customer\'s at login (spec §4 merge)', async () => {
    // Its own stand-in: the customer's earlier cart must be the seeded one.
    const fresh = await startUpstream();
    try {
      const visitor = await shopInit(fresh);
      const added = await fresh.gql<{ cart_update: Update }>(UPDATE, { data: { cartId: visitor.cartId, ops: [{ addPosition: { itemId: FOLDER, quantity: 1 } }, { addVoucher: { code: 'SCHULE10' } }] } }, { userId: visitor.userId });
      expect(added.body.data?.cart_update.successful).toBe(true);
      const login = await loginAs(fresh, { email: DEV_ACCOUNTS.consumer.email, password: DEV_ACCOUNTS.consumer.password, cartId: visitor.cartId, mergeCart: true }, visitor.userId);
      expect(login).toMatchObject({ successful: true, cartMerged: true });
      const merged = await fresh.gql<{ shop_findCart: CartView }>(`query F($cartId: ID!) { shop_findCart(cartId: $cartId) { ${CART} } }`, { cartId: login.updatedCartId }, { userId: login.userId });
      expect(merged.body.data?.shop_findCart.details).toMatchObject({ voucherCodeStatus: 'VALID', attainableInfos: [{ voucherCode: 'SCHULE10', successful: true }] });
      expect(merged.body.data?.shop_findCart.details.promotionsSaving.amount).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
