import { KEPT_GUEST_SESSION_TTL_MS } from '../src/checkout/runner/checkout-repository.js';
import { workflowKeys } from '../src/workflow/workflow-keys.js';
import { GUEST_BILLING, guestAtSummary, newShopper, TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// Issue 22 item 3: the storefront gives up after 5 s, a guest's shipping save can take longer.
// The guest session the save started must not be lost with the answer, and a guest whose
// session did expire must be able to check the cart out again.
const STOREFRONT_TIMEOUT_MS = 5000;
const SHIPPING = { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'gast@example.de' };
const KEPT = 'keptSession { token guest cartId userId }';

describe('a guest whose shipping save outlasts the storefront (real Redis, upstream stand-in with faults)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('guest-timeout');
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

  const keptKey = (workflowId: string): string => `${workflowKeys(world.keyspace.prefix, workflowId).base}:guest-session`;
  /** The same cart asked for by another visitor (another user id). */
  const stranger = (shopper: TestShopper): TestShopper => new TestShopper(shopper.orchestrator, shopper.cartId, `${shopper.userId}-other`);

  const atShipping = async (): Promise<TestShopper> => {
    const shopper = await newShopper(world.orchestrator);
    await shopper.mutate('startCheckout');
    await shopper.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    return shopper;
  };

  it('the answer lost to the storefront timeout: the retry gets the kept guest session and the same cart reaches payment', async () => {
    const shopper = await atShipping();
    const before = await shopper.checkout();
    // After the checkout-auth call (the guest session exists) two calls are slow, each within the
    // upstream's 5 s: the whole save takes longer than the storefront waits.
    await world.upstream.fault({ operation: 'SetBillingAddressOnCart', kind: 'delay', delayMs: 1500, times: 1 });
    await world.upstream.fault({ operation: 'SetShippingMethod', kind: 'delay', delayMs: 4600, times: 1 });

    // The storefront's request, given up after 5 s as its transport does.
    const given = fetch(`${world.orchestrator.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...shopper.headers() },
      body: JSON.stringify({ query: 'mutation($i: SaveShippingStepInput!) { saveShippingStep(input: $i) { __typename } }', variables: { i: { cartId: shopper.cartId, ...SHIPPING } } }),
      signal: AbortSignal.timeout(STOREFRONT_TIMEOUT_MS),
    });
    await expect(given).rejects.toThrow(/timeout|abort/i);
    expect(shopper.jwt).toBeUndefined();

    // The orchestrator finished the save meanwhile; the storefront still has no session token.
    const saved = await shopper.waitFor((c) => c.state === 'active.payment.editing', 15_000);
    expect(saved).toMatchObject({ session: 'guest', cartId: shopper.cartId, shipping: { validated: true } });

    // The "still saving" page asks again and gets the kept session to store; nobody else does.
    expect(await shopper.checkout(KEPT)).toMatchObject({ keptSession: { guest: true, cartId: shopper.cartId, userId: shopper.userId } });
    const strangers = await stranger(shopper).checkout(KEPT);
    expect(strangers).toMatchObject({ __typename: 'CheckoutNotFoundError' });
    expect(strangers).not.toHaveProperty('keptSession');

    // Coming back to the checkout without the token does not expire the guest's session.
    expect(await shopper.mutate('startCheckout')).toMatchObject({ __typename: 'Checkout', state: 'active.payment.editing', session: 'guest' });

    // Saving again (the shopper's retry) works with the kept session and hands it to the storefront.
    const retried = await shopper.mutate('saveShippingStep', SHIPPING);
    expect(retried).toMatchObject({ __typename: 'ShippingStepSaved', session: { guest: true, cartId: shopper.cartId }, checkout: { state: 'active.payment.editing', cartId: shopper.cartId, id: before.id } });
    expect(retried.checkout!.lastError).toBeNull();
    shopper.jwt = retried.session!.token;
    expect(await shopper.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' })).toMatchObject({ __typename: 'Checkout', state: 'active.summary', cartId: shopper.cartId });
    // That request carried the token: the storefront has it, the kept copy is gone.
    expect(await world.keyspace.redis.exists(keptKey(before.id!))).toBe(0);
  }, 40_000);

  it('the kept session: handed back to its owner until a request carries its token, then gone; short-lived; never to another user id', async () => {
    const shopper = await atShipping();
    const saved = await shopper.mutate('saveShippingStep', SHIPPING);
    expect(saved).toMatchObject({ __typename: 'ShippingStepSaved', session: { guest: true } });
    const id = saved.checkout!.id!;
    // Kept for the storefront's wait plus a few minutes, not for the session's two days.
    const ttl = await world.keyspace.redis.pttl(keptKey(id));
    expect(ttl).toBeGreaterThan(KEPT_GUEST_SESSION_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(KEPT_GUEST_SESSION_TTL_MS);
    expect(KEPT_GUEST_SESSION_TTL_MS).toBeLessThanOrEqual(10 * 60_000);

    // Pretend the answer was lost: the owner's reads without a token get the session back, both
    // the polling read and startCheckout (the storefront may lose an answer again).
    const token = saved.session!.token;
    expect((await shopper.checkout(KEPT)).keptSession).toMatchObject({ token, guest: true });
    expect((await shopper.mutate('startCheckout')).state).toBe('active.payment.editing');
    expect((await shopper.checkout(KEPT)).keptSession).toMatchObject({ token });
    // Another user id never gets it: neither the read nor a start of the same cart.
    const other = stranger(shopper);
    const read = await other.checkout(KEPT);
    expect(read).toMatchObject({ __typename: 'CheckoutNotFoundError' });
    expect(read).not.toHaveProperty('keptSession');
    const started = await other.raw('startCheckout');
    expect(JSON.stringify(started)).not.toContain(token);

    // The first request that carries the token deletes it (atomically: only when it is that token).
    shopper.jwt = 'some-older-token';
    await shopper.checkout();
    expect(await world.keyspace.redis.exists(keptKey(id))).toBe(1);
    shopper.jwt = token;
    expect((await shopper.checkout(KEPT)).keptSession).toBeNull();
    expect(await world.keyspace.redis.exists(keptKey(id))).toBe(0);
    shopper.jwt = undefined;
    expect((await shopper.checkout(KEPT)).keptSession).toBeNull();
  }, 40_000);

  it('the kept session is deleted when the order is confirmed', async () => {
    const shopper = await newShopper(world.orchestrator);
    const summary = await guestAtSummary(shopper);
    // A session kept by a save whose answer was lost, still there when the order goes through.
    await world.keyspace.redis.set(keptKey(summary.id), JSON.stringify({ token: 'kept-token', guest: true }), 'PX', 60_000);
    const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
    expect(submitted.__typename).toBe('Checkout');
    await shopper.waitFor((c) => c.state === 'confirmed', 20_000);
    const deadline = Date.now() + 5000;
    while ((await world.keyspace.redis.exists(keptKey(summary.id))) === 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await world.keyspace.redis.exists(keptKey(summary.id))).toBe(0);
  }, 40_000);

  it('a call slower than the upstream timeout: the step stays open with the session kept, the retry without the token saves it', async () => {
    const shopper = await atShipping();
    await world.upstream.fault({ operation: 'SetShippingMethod', kind: 'delay', delayMs: 6000, times: 1 });
    const given = shopper.mutate('saveShippingStep', SHIPPING);
    // Whatever this answer says, the storefront never saw it (it gave up at 5 s).
    await given;
    const open = await shopper.checkout();
    expect(open).toMatchObject({ state: 'active.shipping.editing', session: 'guest' });

    const retried = await shopper.mutate('saveShippingStep', SHIPPING);
    expect(retried).toMatchObject({ __typename: 'ShippingStepSaved', session: { guest: true }, checkout: { state: 'active.payment.editing', cartId: shopper.cartId } });
  }, 40_000);

  it('a guest whose session is gone for good: "session expired" once, then starting again leads back to the login and on to payment', async () => {
    const shopper = await atShipping();
    const first = await shopper.mutate('saveShippingStep', SHIPPING);
    expect(first).toMatchObject({ __typename: 'ShippingStepSaved', session: { guest: true } });
    // Neither the browser nor the orchestrator has the session any more.
    await world.keyspace.redis.del(`${workflowKeys(world.keyspace.prefix, first.checkout!.id).base}:guest-session`);

    expect(await shopper.mutate('startCheckout')).toMatchObject({ state: 'sessionExpired', lastError: { code: 'SESSION_EXPIRED' } });
    // The guest starts the checkout again: no dead end, the login step with the same cart.
    const restarted = await shopper.mutate('startCheckout');
    expect(restarted).toMatchObject({ __typename: 'Checkout', state: 'active.login', session: 'loggedOut', cartId: shopper.cartId, lastError: null });
    await shopper.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const again = await shopper.mutate('saveShippingStep', SHIPPING);
    expect(again).toMatchObject({ __typename: 'ShippingStepSaved', session: { guest: true }, checkout: { state: 'active.payment.editing', cartId: shopper.cartId } });
  }, 40_000);
});
