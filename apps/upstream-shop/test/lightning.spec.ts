import { CART_UPDATE, SHOP_INIT, startUpstream, type Upstream } from './support/upstream.js';

interface Deal {
  productId: string;
  itemId: string;
  name: string;
  specialPrice: { amount: number };
  oldPrice: { amount: number };
  timestampFrom: string;
  timestampUntil: string;
  reservedPercentageRoundFloor: number;
  quantityMax: number;
  available: boolean;
}
interface Reservation {
  hasLightningDealReservation: boolean;
  isLightningDealReservationExpired: boolean;
  lightningDealReservationTimestampEnd: string | null;
  items: Array<{ itemId: string; quantity: number }>;
}
interface RenewResult {
  successful: boolean;
  errorMessage: string | null;
  notLegalDeal: boolean;
  reducedQuantity: boolean;
  refreshed: boolean;
  changedItemIds: string[];
  reservation: Reservation;
}
interface Line {
  itemId: string;
  quantity: number;
  isLightningDeal: boolean;
  quantityLightning: number;
  quantityNormal: number;
  pricePerUnitLightning: { amount: number } | null;
  totalPrice: { amount: number };
}
interface Cart {
  items: Line[];
  details: { subtotal: { amount: number } };
}
interface Update {
  successful: boolean;
  messages: Array<{ messageKey: string; fieldName: string | null }>;
  cart: Cart;
}

const RESERVATION = 'hasLightningDealReservation isLightningDealReservationExpired lightningDealReservationTimestampEnd items { itemId quantity }';
const DEALS = 'query { getLightningDealData { productId itemId name specialPrice { amount } oldPrice { amount } timestampFrom timestampUntil reservedPercentageRoundFloor quantityMax available } }';
const GET = `query($cartId: ID) { getLightningDealReservation(cartId: $cartId) { ${RESERVATION} } }`;
const RESULT = `successful errorMessage notLegalDeal reducedQuantity refreshed changedItemIds reservation { ${RESERVATION} }`;
const EXTEND = `mutation($cartId: ID) { extendLightningDealReservation(cartId: $cartId) { ${RESULT} } }`;
const REFRESH = `mutation($cartId: ID) { refreshLightningDealReservation(cartId: $cartId) { ${RESULT} } }`;
const CART = 'items { itemId quantity isLightningDeal quantityLightning quantityNormal pricePerUnitLightning { amount } totalPrice { amount } } details { subtotal { amount } }';
const UPDATE = `mutation($data: CartUpdateInput!) { cart_update(data: $data) { successful messages { messageKey fieldName } cart { ${CART} } } }`;
const FIND = `query($cartId: ID!) { shop_findCart(cartId: $cartId) { ${CART} } }`;
const MINUTE = 60_000;

describe('lightning deals', () => {
  let upstream: Upstream;
  // Starts at the real time in case the catalogue places its deal windows by the wall clock.
  let clock = Date.now();
  let deal: Deal;
  beforeAll(async () => {
    upstream = await startUpstream({ now: () => clock });
    const deals = (await upstream.gql<{ getLightningDealData: Deal[] }>(DEALS)).body.data?.getLightningDealData ?? [];
    // The deal with the most time left, so the tests can let reservations expire inside its window.
    const chosen = [...deals].filter((d) => d.available).sort((a, b) => Date.parse(b.timestampUntil) - Date.parse(a.timestampUntil))[0];
    if (!chosen) throw new Error('the seed has no running lightning deal');
    deal = chosen;
  });
  afterAll(() => upstream.close());

  const newCart = async () => (await upstream.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit ?? { cartId: '', userId: '' };
  const update = async (c: { cartId: string; userId: string }, ops: unknown[]) => (await upstream.gql<{ cart_update: Update }>(UPDATE, { data: { cartId: c.cartId, ops } }, { userId: c.userId })).body.data?.cart_update;
  const find = async (c: { cartId: string; userId: string }) => (await upstream.gql<{ shop_findCart: Cart }>(FIND, { cartId: c.cartId }, { userId: c.userId })).body.data?.shop_findCart;
  const reservationOf = async (c: { cartId: string; userId: string }, withId = true) => (await upstream.gql<{ getLightningDealReservation: Reservation }>(GET, withId ? { cartId: c.cartId } : {}, { userId: c.userId })).body.data?.getLightningDealReservation;
  const renew = async (doc: string, c: { cartId: string; userId: string }) => (await upstream.gql<Record<string, RenewResult>>(doc, { cartId: c.cartId }, { userId: c.userId })).body.data;
  const currentDeal = async () => (await upstream.gql<{ getLightningDealData: Deal[] }>(DEALS)).body.data?.getLightningDealData.find((d) => d.itemId === deal.itemId);
  const lightning = (quantity: number, itemId = deal.itemId) => ({ addPosition: { itemId: `${itemId}#LIGHTNING_DEAL`, quantity } });

  it('lists the running deals (getLightningDealData)', () => {
    expect(deal.available).toBe(true);
    // Part of every seeded deal is taken by shoppers elsewhere (the catalogue's reservedPercent).
    expect(deal.reservedPercentageRoundFloor).toBeGreaterThanOrEqual(0);
    expect(deal.reservedPercentageRoundFloor).toBeLessThan(100);
    expect(deal.specialPrice.amount).toBeLessThan(deal.oldPrice.amount);
    expect(Date.parse(deal.timestampFrom)).toBeLessThanOrEqual(clock);
    expect(Date.parse(deal.timestampUntil)).toBeGreaterThan(clock);
    expect(deal.quantityMax).toBeGreaterThanOrEqual(2);
  });

  describe('reserving through cart_update', () => {
    let cart: { cartId: string; userId: string };
    beforeAll(async () => {
      cart = await newCart();
    });

    it('answers no reservation for a cart without lightning items', async () => {
      expect(await reservationOf(cart)).toEqual({ hasLightningDealReservation: false, isLightningDealReservationExpired: false, lightningDealReservationTimestampEnd: null, items: [] });
    });

    it('reserves a #LIGHTNING_DEAL add for 15 minutes at the special price', async () => {
      const result = await update(cart, [lightning(1)]);
      expect(result?.successful).toBe(true);
      expect(result?.cart.items[0]).toEqual({
        itemId: deal.itemId,
        quantity: 1,
        isLightningDeal: true,
        quantityLightning: 1,
        quantityNormal: 0,
        pricePerUnitLightning: { amount: deal.specialPrice.amount },
        totalPrice: { amount: deal.specialPrice.amount },
      });
      expect(await reservationOf(cart)).toEqual({
        hasLightningDealReservation: true,
        isLightningDealReservationExpired: false,
        lightningDealReservationTimestampEnd: new Date(clock + 15 * MINUTE).toISOString(),
        items: [{ itemId: deal.itemId, quantity: 1 }],
      });
      // Without cartId: the newest reservation of the user in X-iSHOP-API-USERID.
      expect((await reservationOf(cart, false))?.items).toEqual([{ itemId: deal.itemId, quantity: 1 }]);
    });

    it('adds the same item without the suffix at the normal price', async () => {
      const result = await update(cart, [{ addPosition: { itemId: deal.itemId, quantity: 2 } }]);
      const line = result?.cart.items[0];
      expect(line).toMatchObject({ quantity: 3, quantityLightning: 1, quantityNormal: 2 });
      expect(line?.totalPrice.amount).toBeCloseTo(deal.specialPrice.amount + 2 * deal.oldPrice.amount, 2);
    });

    it('refuses more than max minus what the cart holds, and items without a deal, changing nothing', async () => {
      const before = await find(cart);
      const over = await update(cart, [lightning(deal.quantityMax)]);
      expect(over).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.buybox.text.quantity.error', fieldName: 'ops.0.addPosition.quantity' }] });
      const noDeal = await update(cart, [lightning(1, '10401-01')]);
      expect(noDeal).toMatchObject({ successful: false, messages: [{ messageKey: 'vue.cart.error.somethingWentWrong', fieldName: 'ops.0.addPosition.itemId' }] });
      expect(await find(cart)).toEqual(before);
      expect((await reservationOf(cart))?.items).toEqual([{ itemId: deal.itemId, quantity: 1 }]);
    });

    it('extends a running reservation by 15 minutes from now', async () => {
      clock += 5 * MINUTE;
      const result = (await renew(EXTEND, cart))?.extendLightningDealReservation;
      expect(result).toEqual({
        successful: true,
        errorMessage: null,
        notLegalDeal: false,
        reducedQuantity: false,
        refreshed: false,
        changedItemIds: [],
        reservation: { hasLightningDealReservation: true, isLightningDealReservationExpired: false, lightningDealReservationTimestampEnd: new Date(clock + 15 * MINUTE).toISOString(), items: [{ itemId: deal.itemId, quantity: 1 }] },
      });
      // refresh leaves a running reservation alone.
      expect((await renew(REFRESH, cart))?.refreshLightningDealReservation).toMatchObject({ successful: true, refreshed: false });
    });

    it('falls back to the normal price once the reservation expired', async () => {
      clock += 15 * MINUTE;
      const line = (await find(cart))?.items[0];
      expect(line).toMatchObject({ quantity: 3, isLightningDeal: false, quantityLightning: 0, quantityNormal: 3, pricePerUnitLightning: null });
      expect(line?.totalPrice.amount).toBeCloseTo(3 * deal.oldPrice.amount, 2);
      expect(await reservationOf(cart)).toMatchObject({ hasLightningDealReservation: true, isLightningDealReservationExpired: true });
      // Its stock is free again for other carts.
      expect(await currentDeal()).toMatchObject({ available: true, reservedPercentageRoundFloor: deal.reservedPercentageRoundFloor });
    });

    it('renews an expired reservation (refresh) while stock is left', async () => {
      const result = (await renew(REFRESH, cart))?.refreshLightningDealReservation;
      expect(result).toMatchObject({ successful: true, refreshed: true, reducedQuantity: false, notLegalDeal: false, changedItemIds: [] });
      expect(result?.reservation).toMatchObject({ isLightningDealReservationExpired: false, items: [{ itemId: deal.itemId, quantity: 1 }] });
      expect((await find(cart))?.items[0]).toMatchObject({ quantityLightning: 1, quantityNormal: 2 });
    });

    it('lowers the reservation with the position and releases it with the position', async () => {
      const line = (await find(cart))?.items[0];
      const positionId = (await upstream.gql<{ shop_findCart: { items: Array<{ id: string }> } }>('query($cartId: ID!) { shop_findCart(cartId: $cartId) { items { id } } }', { cartId: cart.cartId }, { userId: cart.userId })).body.data?.shop_findCart.items[0]?.id;
      expect(line?.quantity).toBe(3);
      await upstream.gql(CART_UPDATE, { data: { cartId: cart.cartId, ops: [{ removePosition: { positionId } }] } }, { userId: cart.userId });
      expect(await reservationOf(cart)).toMatchObject({ hasLightningDealReservation: false, items: [] });
    });
  });

  describe('stock shared by all carts', () => {
    it('reports reduced quantity when others took the stock of an expired reservation', async () => {
      const first = await newCart();
      await update(first, [lightning(1)]);
      clock += 16 * MINUTE;
      // Other carts now take every unit left.
      let left = (await currentDeal())?.available ? 1 : 0;
      for (let i = 0; left > 0 && i < 1000; i++) {
        const other = await newCart();
        const result = await update(other, [lightning(1)]);
        left = result?.successful ? 1 : 0;
      }
      expect(await currentDeal()).toMatchObject({ available: false, reservedPercentageRoundFloor: 100 });
      const result = (await renew(EXTEND, first))?.extendLightningDealReservation;
      expect(result).toMatchObject({
        successful: false,
        errorMessage: 'vue.checkout.summaryStep.notification.cartChanged',
        reducedQuantity: true,
        notLegalDeal: false,
        refreshed: false,
        changedItemIds: [deal.itemId],
        reservation: { hasLightningDealReservation: false },
      });
      expect((await find(first))?.items[0]).toMatchObject({ quantityLightning: 0, quantityNormal: 1 });
    });

  });

  describe('errors', () => {
    it('needs the cart’s user id, like shop_findCart', async () => {
      const cart = await newCart();
      const foreign = await upstream.gql(GET, { cartId: cart.cartId }, { userId: 'someone-else' });
      expect(foreign.body.errors?.[0]).toMatchObject({ message: 'A valid user id is required.', extensions: { classification: 'CART_NOT_FOUND' } });
      const none = await upstream.gql(EXTEND, {});
      expect(none.body.errors?.[0]?.extensions?.classification).toBe('CART_NOT_FOUND');
      const unknown = await upstream.gql(REFRESH, { cartId: 'no-such-cart' }, { userId: cart.userId });
      expect(unknown.body.errors?.[0]?.extensions?.classification).toBe('CART_NOT_FOUND');
      const malformed = await upstream.gql(GET, { cartId: 'x'.repeat(65) }, { userId: cart.userId });
      expect(malformed.body.errors?.[0]?.extensions?.classification).toBe('BAD_USER_INPUT');
    });

    it('answers nothing to extend or refresh for a cart without reservation', async () => {
      const cart = await newCart();
      for (const [doc, field] of [[EXTEND, 'extendLightningDealReservation'], [REFRESH, 'refreshLightningDealReservation']] as const) {
        expect((await renew(doc, cart))?.[field]).toEqual({
          successful: true,
          errorMessage: null,
          notLegalDeal: false,
          reducedQuantity: false,
          refreshed: false,
          changedItemIds: [],
          reservation: { hasLightningDealReservation: false, isLightningDealReservationExpired: false, lightningDealReservationTimestampEnd: null, items: [] },
        });
      }
    });
  });

  describe('a deal window that ends', () => {
    it('reports the deal of an extended reservation as not legal', async () => {
      let own = Date.now();
      const other = await startUpstream({ now: () => own });
      try {
        const { cartId, userId } = (await other.gql<{ shopInit: { cartId: string; userId: string } }>(SHOP_INIT)).body.data?.shopInit ?? { cartId: '', userId: '' };
        const deals = (await other.gql<{ getLightningDealData: Deal[] }>(DEALS)).body.data?.getLightningDealData ?? [];
        const first = deals.find((d) => d.available);
        expect(first).toBeDefined();
        await other.gql(UPDATE, { data: { cartId, ops: [lightning(1, first?.itemId)] } }, { userId });
        own = Date.parse(first?.timestampUntil ?? '') + 1;
        // Hours later the access token has expired too: fetch a new one.
        const token = await other.token();
        const result = (await other.gql<{ extendLightningDealReservation: RenewResult }>(EXTEND, { cartId }, { userId, token })).body.data?.extendLightningDealReservation;
        expect(result).toMatchObject({
          successful: false,
          errorMessage: 'vue.checkout.summaryStep.notification.cartChanged',
          notLegalDeal: true,
          reducedQuantity: false,
          changedItemIds: [first?.itemId],
          reservation: { hasLightningDealReservation: false },
        });
      } finally {
        await other.close();
      }
    });
  });
});
