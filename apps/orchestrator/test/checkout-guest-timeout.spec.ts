import { workflowKeys } from '../src/workflow/workflow-keys.js';
import { GUEST_BILLING, newShopper, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// Issue 22 item 3: the storefront gives up after 5 s, a guest's shipping save can take longer.
// The guest session the save started must not be lost with the answer, and a guest whose
// session did expire must be able to check the cart out again.
const STOREFRONT_TIMEOUT_MS = 5000;
const SHIPPING = { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'gast@example.de' };

describe('a guest whose shipping save outlasts the storefront (real Redis, upstream stand-in with faults)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('guest-timeout');
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

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

    // Coming back to the checkout without the token does not expire the guest's session.
    expect(await shopper.mutate('startCheckout')).toMatchObject({ __typename: 'Checkout', state: 'active.payment.editing', session: 'guest' });

    // Saving again (the shopper's retry) works with the kept session and hands it to the storefront.
    const retried = await shopper.mutate('saveShippingStep', SHIPPING);
    expect(retried).toMatchObject({ __typename: 'ShippingStepSaved', session: { guest: true, cartId: shopper.cartId }, checkout: { state: 'active.payment.editing', cartId: shopper.cartId, id: before.id } });
    expect(retried.checkout!.lastError).toBeNull();
    shopper.jwt = retried.session!.token;
    expect(await shopper.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' })).toMatchObject({ __typename: 'Checkout', state: 'active.summary', cartId: shopper.cartId });
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
