import { newShopper, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// Issue 26: lightning adds and refreshes reserve deal stock and anyone may post them, so each
// visitor and each client address may make only so many per window (LightningRateLimitedError);
// a refused one reserves nothing. Its own world: the limits are low and the address is this test's.

/** A seeded deal (upstream README): −30 %, at most 5 per cart. */
const DEAL_ITEM = '10005-01';
const PER_VISITOR = 2;
const PER_ADDRESS = 4;

type CartResult = { __typename: string; errorCode?: string; messageKey?: string; retryAfterSeconds?: number };

describe('lightning adds and refreshes are rate limited (real Redis, real upstream stand-in)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('lightning-rate-limit', { LIGHTNING_ADDS_PER_VISITOR: String(PER_VISITOR), LIGHTNING_ADDS_PER_ADDRESS: String(PER_ADDRESS), LIGHTNING_ADD_WINDOW_S: '600' });
  });
  afterAll(async () => {
    if (world) await world.close();
  });

  const add = async (shopper: TestShopper): Promise<CartResult> => {
    const answer = await shopper.gql<{ addLightningDealToCart: CartResult }>(
      'mutation($i: AddLightningDealToCartInput!) { addLightningDealToCart(input: $i) { __typename ... on ErrorResult { errorCode messageKey } ... on LightningRateLimitedError { retryAfterSeconds } } }',
      { i: { cartId: shopper.cartId, itemId: DEAL_ITEM, quantity: 1 } },
    );
    return answer.data!.addLightningDealToCart;
  };

  const refresh = async (shopper: TestShopper): Promise<CartResult> => {
    const answer = await shopper.gql<{ refreshLightningReservation: CartResult }>(
      'mutation($i: LightningCartRefInput!) { refreshLightningReservation(input: $i) { __typename ... on ErrorResult { errorCode messageKey } ... on LightningRateLimitedError { retryAfterSeconds } } }',
      { i: { cartId: shopper.cartId } },
    );
    return answer.data!.refreshLightningReservation;
  };

  const reservation = async (shopper: TestShopper): Promise<{ state: string; items: { itemId: string; quantity: number }[] }> => {
    const answer = await shopper.gql<{ lightningReservation: { state: string; items: { itemId: string; quantity: number }[] } }>(
      'query($c: ID!) { lightningReservation(cartId: $c) { ... on LightningReservation { state items { itemId quantity } } } }',
      { c: shopper.cartId },
    );
    return answer.data!.lightningReservation;
  };

  const limited = { __typename: 'LightningRateLimitedError', errorCode: 'RATE_LIMITED', messageKey: 'tafel.lightning.rateLimited', retryAfterSeconds: expect.any(Number) };

  // The two tests share the client address: the first makes all PER_ADDRESS hits of it (refused ones count too).
  it('a visitor over its limit (adds and refreshes count alike) is refused and reserves nothing', async () => {
    const visitor = await newShopper(world.orchestrator);
    expect(await add(visitor)).toMatchObject({ __typename: 'LightningCartUpdated' });
    // A refresh of a running reservation changes nothing, but it counts.
    expect(await refresh(visitor)).toMatchObject({ __typename: 'LightningCartUpdated' });
    const refused = await add(visitor);
    expect(refused).toEqual(limited);
    expect(refused.retryAfterSeconds).toBeGreaterThan(500);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await reservation(visitor)).toMatchObject({ state: 'RESERVED', items: [{ itemId: DEAL_ITEM, quantity: 1 }] });
    expect(await refresh(visitor)).toEqual(limited);
  });

  it('a new visitor id from an address over its limit is refused too and reserves nothing', async () => {
    const other = await newShopper(world.orchestrator);
    // The address's hits so far: 4 of the first test's; this is the 5th.
    expect(await add(other)).toEqual(limited);
    expect(await reservation(other)).toMatchObject({ state: 'NONE', items: [] });
  });
});
