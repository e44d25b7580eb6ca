// The lightning deals' read side through the orchestrator (issue 26), against the real stand-in and
// Redis: deals on tiles, products and items, the running deals, the allowed lightning quantity, the
// cart lines' lightning part, and the switch (lightningDeal / Blitzangebot) hiding all of it.
import { lightningCartLines, waitUntil, withReservationLength, type LightningLine } from './support/lightning.js';
import { startWorld, type World } from './support/world.js';
import type { TestOrchestrator } from './support/orchestrator.js';

// Seeded deals of the stand-in (apps/upstream-shop README "Lightning deals").
const DEAL_MAX_5 = '10005-01'; // −30 %, max 5 per cart; product 10005 in category 1102, its best item
const DEAL_SOLD_OUT = '10709-02'; // 100 % reserved; product 10709 (best item 10709-01) in category 830
const DEAL_EXPIRY = '10473-01'; // max 2 per cart
const NO_DEAL_ITEM = '10709-01';

const DEAL = 'itemId available startsAt endsAt reservedPercent price { amount currency formatted } oldPrice { amount } quantityMax tileState';
const TILES = `query ($id: ID!) { category(id: $id, pageSize: 60) { products { id lightningDealInfo { ${DEAL} } lightningDealPrice { amount } } } }`;
const PRODUCT = `query ($id: ID!) { product(id: $id) { id defaultItemId lightningDealInfo { ${DEAL} } items { id price { amount } lightningDealInfo { ${DEAL} } lightningDealPrice { amount } } } }`;
const RUNNING = `{ runningLightningDeals { productId name url image { url } deal { ${DEAL} } } }`;
const QUANTITY = 'query ($itemId: ID!, $cartId: ID) { lightningQuantity(itemId: $itemId, cartId: $cartId) { itemId quantityMax inCart allowed min max } }';
const SEARCH = `query ($input: SearchInput!) { search(input: $input) { __typename ... on SearchResults { products { id lightningDealInfo { itemId tileState } lightningDealPrice { amount } } } } }`;

interface DealInfo {
  itemId: string;
  available: boolean;
  startsAt: string;
  endsAt: string;
  reservedPercent: number;
  price: { amount: number; currency: string; formatted: string };
  oldPrice: { amount: number };
  quantityMax: number;
  tileState: string;
}
interface Tile {
  id: string;
  lightningDealInfo: DealInfo | null;
  lightningDealPrice: { amount: number } | null;
}
interface UpstreamDeal {
  productId: string;
  itemId: string;
  specialPrice: { amount: number };
  oldPrice: { amount: number };
  timestampFrom: string;
  timestampUntil: string;
  reservedPercentageRoundFloor: number;
  quantityMax: number;
  available: boolean;
}
interface Session {
  cartId: string;
  userId: string;
}

describe('lightning deals through the orchestrator', () => {
  let world: World;
  let deals: UpstreamDeal[];

  beforeAll(async () => {
    // The switch is asked on every call, so flipping it on the stand-in shows at once.
    world = await startWorld('lightning-deals', { LIGHTNING_SWITCH_CACHE_MS: '0' });
    deals = (
      await world.upstream.graphql<{ getLightningDealData: UpstreamDeal[] }>(
        '{ getLightningDealData { productId itemId specialPrice { amount } oldPrice { amount } timestampFrom timestampUntil reservedPercentageRoundFloor quantityMax available } }',
      )
    ).getLightningDealData;
  });
  afterAll(async () => {
    await world?.close();
  });

  const upstreamDeal = (itemId: string): UpstreamDeal => {
    const deal = deals.find((d) => d.itemId === itemId);
    if (!deal) throw new Error(`the stand-in has no deal of ${itemId}`);
    return deal;
  };
  const tiles = async (categoryId: string, app: TestOrchestrator = world.orchestrator): Promise<Tile[]> => {
    const answer = await app.graphql<{ category: { products: Tile[] } }>(TILES, { id: categoryId });
    expect(answer.errors).toBeUndefined();
    return answer.data!.category.products;
  };
  const tile = async (categoryId: string, productId: string, app?: TestOrchestrator): Promise<Tile> => {
    const found = (await tiles(categoryId, app)).find((t) => t.id === productId);
    if (!found) throw new Error(`category ${categoryId} lists no product ${productId}`);
    return found;
  };
  const product = async (id: string) => {
    const answer = await world.orchestrator.graphql<{ product: { defaultItemId: string; lightningDealInfo: DealInfo | null; items: (Tile & { price: { amount: number } })[] } }>(PRODUCT, { id });
    expect(answer.errors).toBeUndefined();
    return answer.data!.product;
  };
  const quantity = (itemId: string, cartId?: string, userId?: string) =>
    world.orchestrator.graphql<{ lightningQuantity: { itemId: string; quantityMax: number; inCart: number; allowed: number; min: number; max: number } | null }>(
      QUANTITY,
      { itemId, cartId },
      userId,
    );
  const createCart = async (): Promise<Session> => (await world.orchestrator.graphql<{ createCart: Session }>('mutation { createCart { cartId userId } }')).data!.createCart;
  const cartLines = (session: Session): Promise<LightningLine[]> => lightningCartLines(world.orchestrator, session);
  // Adds straight at the upstream (the lightning add command is the reservation workflow's): "#LIGHTNING_DEAL" buys at the deal price.
  const upstreamAdd = async (session: Session, itemId: string, quantityToAdd: number): Promise<void> => {
    const basic = Buffer.from('tafel:tafel-secret').toString('base64');
    const token = await fetch(`${world.upstream.url}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${basic}` }, body: new URLSearchParams({ grant_type: 'client_credentials' }) });
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const response = await fetch(`${world.upstream.url}/api/shop/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}`, 'X-iSHOP-API-USERID': session.userId },
      body: JSON.stringify({
        query: 'mutation ($data: CartUpdateInput!) { cart_update(data: $data) { successful messages { messageKey } } }',
        variables: { data: { cartId: session.cartId, ops: [{ addPosition: { itemId, quantity: quantityToAdd } }] } },
      }),
    });
    const body = (await response.json()) as { data: { cart_update: { successful: boolean; messages: unknown[] } } };
    expect(body.data.cart_update).toEqual({ successful: true, messages: [] });
  };
  const fault = async (path: string, method: 'POST' | 'DELETE', body?: unknown): Promise<void> => {
    const response = await fetch(`${world.upstream.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    expect(response.status).toBe(200);
  };
  /** Runs `check` while the stand-in's lightningDeal / Blitzangebot reads "off", then switches it back on. */
  const switchedOff = async (check: () => Promise<void>): Promise<void> => {
    await fault('/__faults/lightning-switch', 'POST', { value: 'off' });
    try {
      await check();
    } finally {
      await fault('/__faults/lightning-switch', 'DELETE');
    }
  };

  it('says the deals are switched on (the seeded parameter)', async () => {
    expect((await world.orchestrator.graphql('{ lightningSwitch }')).data).toEqual({ lightningSwitch: true });
  });

  it('reads an unreadable switch as off, without keeping that answer', async () => {
    const cachedSwitch = await world.startAnother({ LIGHTNING_SWITCH_CACHE_MS: '60000' });
    await world.upstream.fault({ operation: 'LightningSwitch', kind: 'http', status: 503, times: 1 });
    expect((await cachedSwitch.graphql('{ lightningSwitch }')).data).toEqual({ lightningSwitch: false });
    expect((await cachedSwitch.graphql('{ lightningSwitch }')).data).toEqual({ lightningSwitch: true });
  });

  it("gives a deal's tile its deal: prices as Money, reserved share, maximum and tile state", async () => {
    const upstream = upstreamDeal(DEAL_MAX_5);
    const dealTile = await tile('1102', '10005');
    expect(dealTile.lightningDealInfo).toEqual({
      itemId: DEAL_MAX_5,
      available: true,
      startsAt: upstream.timestampFrom,
      endsAt: upstream.timestampUntil,
      reservedPercent: 37,
      price: { amount: upstream.specialPrice.amount, currency: 'EUR', formatted: expect.stringMatching(/^\d+,\d{2}\u00a0€$/) as unknown as string },
      oldPrice: { amount: upstream.oldPrice.amount },
      quantityMax: 5,
      tileState: 'LIGHTNING_DEAL',
    });
    // −30 %: the deal price is 70 % of the regular one, rounded to the cent.
    expect(upstream.specialPrice.amount).toBeCloseTo(upstream.oldPrice.amount * 0.7, 1);
    expect(dealTile.lightningDealPrice).toEqual({ amount: upstream.specialPrice.amount });
    // Tiles without a deal carry none.
    const others = (await tiles('1102')).filter((t) => t.id !== '10005');
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((t) => t.lightningDealInfo === null && t.lightningDealPrice === null)).toBe(true);
  });

  it('shows a fully reserved deal as lightning-deal shortage', async () => {
    const soldOut = await tile('830', '10709');
    expect(soldOut.lightningDealInfo).toMatchObject({ itemId: DEAL_SOLD_OUT, available: false, reservedPercent: 100, quantityMax: 4, tileState: 'LIGHTNING_DEAL_SHORTAGE' });
  });

  it("gives a product its default item's deal and each item its own", async () => {
    const withDeal = await product('10005');
    expect(withDeal.defaultItemId).toBe(DEAL_MAX_5);
    expect(withDeal.lightningDealInfo).toMatchObject({ itemId: DEAL_MAX_5, tileState: 'LIGHTNING_DEAL', quantityMax: 5 });
    const [item] = withDeal.items;
    expect(item?.lightningDealInfo).toMatchObject({ itemId: DEAL_MAX_5, price: { amount: upstreamDeal(DEAL_MAX_5).specialPrice.amount }, oldPrice: { amount: item?.price.amount } });
    expect(item?.lightningDealPrice).toEqual({ amount: upstreamDeal(DEAL_MAX_5).specialPrice.amount });

    // 10709: the deal belongs to 10709-02, not to the preselected 10709-01.
    const variants = await product('10709');
    expect(variants.defaultItemId).toBe(NO_DEAL_ITEM);
    expect(variants.lightningDealInfo).toBeNull();
    const byId = new Map(variants.items.map((i) => [i.id, i]));
    expect(byId.get(DEAL_SOLD_OUT)?.lightningDealInfo).toMatchObject({ tileState: 'LIGHTNING_DEAL_SHORTAGE', available: false });
    expect(byId.get(NO_DEAL_ITEM)).toMatchObject({ lightningDealInfo: null, lightningDealPrice: null });
  });

  it('gives search results their deals too', async () => {
    // Sorted, the search is not "fresh": it answers results rather than redirecting to a matching product.
    const answer = await world.orchestrator.graphql<{ search: { __typename: string; products: Tile[] } }>(SEARCH, { input: { query: 'Buntstifte', sort: 'PRICE_ASC' } });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.search.__typename).toBe('SearchResults');
    const found = answer.data!.search.products.find((t) => t.id === '10005');
    expect(found).toMatchObject({ lightningDealInfo: { itemId: DEAL_MAX_5, tileState: 'LIGHTNING_DEAL' }, lightningDealPrice: { amount: upstreamDeal(DEAL_MAX_5).specialPrice.amount } });
  });

  it('lists the running deals ending soonest first, sold-out ones included', async () => {
    const answer = await world.orchestrator.graphql<{ runningLightningDeals: { productId: string; name: string; url: string; image: { url: string }; deal: DealInfo }[] }>(RUNNING);
    expect(answer.errors).toBeUndefined();
    const running = answer.data!.runningLightningDeals;
    expect(running.map((d) => d.deal.itemId)).toEqual(deals.map((d) => d.itemId));
    expect(running).toHaveLength(10);
    const ends = running.map((d) => Date.parse(d.deal.endsAt));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    const first = running[0]!;
    expect(first).toMatchObject({ productId: '10005', name: 'Buntstifte Jumbo, 12 Farben', deal: { itemId: DEAL_MAX_5, tileState: 'LIGHTNING_DEAL', quantityMax: 5 } });
    expect(first.url).toMatch(/10005/);
    expect(first.image.url).toMatch(/^\/media\//);
    expect(running.find((d) => d.deal.itemId === DEAL_SOLD_OUT)?.deal).toMatchObject({ available: false, reservedPercent: 100, tileState: 'LIGHTNING_DEAL_SHORTAGE' });
  });

  it('answers the allowed lightning quantity: the maximum less what the cart holds at the deal price', async () => {
    expect((await quantity(DEAL_MAX_5)).data?.lightningQuantity).toEqual({ itemId: DEAL_MAX_5, quantityMax: 5, inCart: 0, allowed: 5, min: 1, max: 5 });
    const session = await createCart();
    expect((await quantity(DEAL_MAX_5, session.cartId, session.userId)).data?.lightningQuantity).toMatchObject({ inCart: 0, allowed: 5 });
    await upstreamAdd(session, `${DEAL_MAX_5}#LIGHTNING_DEAL`, 2);
    // The same item at the normal price does not count against the deal's maximum.
    await upstreamAdd(session, DEAL_MAX_5, 1);
    expect((await quantity(DEAL_MAX_5, session.cartId, session.userId)).data?.lightningQuantity).toEqual({ itemId: DEAL_MAX_5, quantityMax: 5, inCart: 2, allowed: 3, min: 1, max: 3 });
    await upstreamAdd(session, `${DEAL_MAX_5}#LIGHTNING_DEAL`, 3);
    expect((await quantity(DEAL_MAX_5, session.cartId, session.userId)).data?.lightningQuantity).toEqual({ itemId: DEAL_MAX_5, quantityMax: 5, inCart: 5, allowed: 0, min: 0, max: 0 });

    // The cart line shows its two parts apart.
    expect((await cartLines(session)).find((l) => l.itemId === DEAL_MAX_5)).toMatchObject({
      quantity: 6,
      isLightningDeal: true,
      quantityLightning: 5,
      quantityNormal: 1,
      pricePerUnitLightning: { amount: upstreamDeal(DEAL_MAX_5).specialPrice.amount },
    });
  });

  it('allows nothing of a sold-out deal and answers null for an item without a deal', async () => {
    expect((await quantity(DEAL_SOLD_OUT)).data?.lightningQuantity).toEqual({ itemId: DEAL_SOLD_OUT, quantityMax: 4, inCart: 0, allowed: 0, min: 0, max: 0 });
    const none = await quantity(NO_DEAL_ITEM);
    expect(none.errors).toBeUndefined();
    expect(none.data?.lightningQuantity).toBeNull();
  });

  it("never reads another visitor's cart, and refuses a malformed id", async () => {
    const owner = await createCart();
    const other = await createCart();
    await upstreamAdd(owner, `${DEAL_MAX_5}#LIGHTNING_DEAL`, 1);
    expect((await quantity(DEAL_MAX_5, owner.cartId, owner.userId)).data?.lightningQuantity).toMatchObject({ inCart: 1, allowed: 4 });
    // Another visitor (or none) learns nothing of the cart: null, as for an item without a deal.
    const foreign = await quantity(DEAL_MAX_5, owner.cartId, other.userId);
    expect(foreign.errors).toBeUndefined();
    expect(foreign.data?.lightningQuantity).toBeNull();
    expect((await quantity(DEAL_MAX_5, owner.cartId)).data?.lightningQuantity).toBeNull();
    expect((await quantity(DEAL_MAX_5, 'no-such-cart', owner.userId)).data?.lightningQuantity).toBeNull();
    expect((await quantity('a/b')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('falls back to the normal price once the reservation expired', async () => {
    const session = await createCart();
    // 5 s: the first reads surely see the deal price, however loaded the machine.
    await withReservationLength(world.upstream, 5000, () => upstreamAdd(session, `${DEAL_EXPIRY}#LIGHTNING_DEAL`, 1));
    expect((await cartLines(session))[0]).toMatchObject({ isLightningDeal: true, quantityLightning: 1, quantityNormal: 0 });
    expect((await quantity(DEAL_EXPIRY, session.cartId, session.userId)).data?.lightningQuantity).toMatchObject({ inCart: 1, allowed: 1 });
    let line: LightningLine | undefined;
    await waitUntil('the line back at the normal price', async () => {
      [line] = await cartLines(session);
      return line?.isLightningDeal === false;
    });
    expect(line).toMatchObject({ quantity: 1, isLightningDeal: false, quantityLightning: 0, quantityNormal: 1, pricePerUnitLightning: null });
    expect(line?.unitPrice.amount).toBeGreaterThan(upstreamDeal(DEAL_EXPIRY).specialPrice.amount);
    expect((await quantity(DEAL_EXPIRY, session.cartId, session.userId)).data?.lightningQuantity).toMatchObject({ inCart: 0, allowed: 2 });
  }, 30_000);

  it('hides every deal while the switch is off', async () => {
    const session = await createCart();
    await upstreamAdd(session, `${DEAL_MAX_5}#LIGHTNING_DEAL`, 1);
    await switchedOff(async () => {
      expect((await world.orchestrator.graphql('{ lightningSwitch }')).data).toEqual({ lightningSwitch: false });
      expect((await tile('1102', '10005')).lightningDealInfo).toBeNull();
      expect((await tile('1102', '10005')).lightningDealPrice).toBeNull();
      expect((await tile('830', '10709')).lightningDealInfo).toBeNull();
      const off = await product('10005');
      expect(off.lightningDealInfo).toBeNull();
      expect(off.items.map((i) => [i.lightningDealInfo, i.lightningDealPrice])).toEqual([[null, null]]);
      expect((await world.orchestrator.graphql(RUNNING)).data).toEqual({ runningLightningDeals: [] });
      expect((await quantity(DEAL_MAX_5)).data).toEqual({ lightningQuantity: null });
      expect((await cartLines(session))[0]).toMatchObject({ quantity: 1, isLightningDeal: false, quantityLightning: 0, quantityNormal: 1, pricePerUnitLightning: null });
    });
    expect((await tile('1102', '10005')).lightningDealInfo?.tileState).toBe('LIGHTNING_DEAL');
    expect((await cartLines(session))[0]).toMatchObject({ isLightningDeal: true, quantityLightning: 1 });
  });

  it('shows cached catalogue pages as the switch says now, and caches the switch for LIGHTNING_SWITCH_CACHE_MS', async () => {
    const cachedPages = await world.startAnother({ CATALOGUE_CACHE_TTL_MS: '60000', LIGHTNING_SWITCH_CACHE_MS: '0' });
    const cachedSwitch = await world.startAnother({ LIGHTNING_SWITCH_CACHE_MS: '60000' });
    expect((await tile('1102', '10005', cachedPages)).lightningDealInfo?.tileState).toBe('LIGHTNING_DEAL');
    expect((await cachedSwitch.graphql('{ lightningSwitch }')).data).toEqual({ lightningSwitch: true });
    await switchedOff(async () => {
      // The page comes from the cache, its deal does not.
      expect((await tile('1102', '10005', cachedPages)).lightningDealInfo).toBeNull();
      // The switch read a moment ago is still the answer.
      expect((await cachedSwitch.graphql('{ lightningSwitch }')).data).toEqual({ lightningSwitch: true });
    });
    expect((await tile('1102', '10005', cachedPages)).lightningDealInfo?.tileState).toBe('LIGHTNING_DEAL');
  });
});
