import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { FOLDER, guestAtSummary, newShopper, type CheckoutAnswer, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

const ANNA = { email: 'anna.schmidt@example.de', password: 'tafel-anna' };

// Issue 22 item 8: the order button pressed again on a summary the browser brought back after the confirmation.
describe('submitOrder of a checkout whose order was placed (real Redis, real stand-in)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('submit-again-after-order', { JOB_BACKOFF_MS: '50' });
  });
  afterAll(() => world.close());

  /** Anna, logged in at the login step, shipping to her address book, paying by invoice: at the summary. */
  const customerAtSummary = async (): Promise<TestShopper> => {
    const visitor = await newShopper(world.orchestrator, [[FOLDER, 1]]);
    await visitor.mutate('startCheckout');
    const login = await visitor.mutate('checkoutLogin', ANNA);
    expect(login.__typename).toBe('CheckoutLoggedIn');
    const customer = visitor.loggedIn(login.session!);
    const home = await customer.customerAddressId();
    expect(await customer.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddressId: home })).toMatchObject({ __typename: 'ShippingStepSaved' });
    expect(await customer.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' })).toMatchObject({ state: 'active.summary' });
    return customer;
  };

  const ordered = async (shopper: TestShopper): Promise<{ fingerprint: string; done: CheckoutAnswer }> => {
    const fingerprint = await shopper.fingerprint();
    expect(await shopper.mutate('submitOrder', { expectedCartFingerprint: fingerprint })).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
    const done = await shopper.waitForSettled();
    expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), newCartId: expect.any(String) });
    return { fingerprint, done };
  };

  it.each([
    ['a logged-in customer', customerAtSummary],
    ['a guest', async () => {
      const guest = await newShopper(world.orchestrator);
      await guestAtSummary(guest);
      return guest;
    }],
  ])('%s pressing the order button again: the finished submission with its order, nothing changed, no second order', async (_who, atSummary) => {
    const shopper = await atSummary();
    const { fingerprint, done } = await ordered(shopper);
    const history = new WorkflowStore(world.keyspace.redis, world.keyspace.prefix);
    const events = (await history.history(done.id!)).length;

    // The answer names the order (the storefront shows "already submitted" with the way to it).
    const again = await shopper.mutate('submitOrder', { expectedCartFingerprint: fingerprint, comment: 'noch einmal' });
    expect(again).toMatchObject({ __typename: 'Checkout', id: done.id, state: 'confirmed', orderId: done.orderId, newCartId: done.newCartId, version: done.version, submissionAttempt: 1 });
    expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
    expect((await history.history(done.id!)).length).toBe(events);

    // The cart the browser goes on with after the confirmation has no checkout: submitting it
    // (what the summary's action did) can only answer CheckoutNotFoundError.
    const next = shopper.via(world.orchestrator);
    next.cartId = done.newCartId!;
    expect(await next.mutate('submitOrder', { expectedCartFingerprint: fingerprint })).toMatchObject({ __typename: 'CheckoutNotFoundError' });
  });

  it('tells nobody else about the order: another user id on that cart gets CheckoutNotFoundError', async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const { fingerprint } = await ordered(shopper);
    const stranger = shopper.via(world.orchestrator);
    stranger.userId = (await newShopper(world.orchestrator)).userId;
    const answer = await stranger.mutate('submitOrder', { expectedCartFingerprint: fingerprint });
    expect(answer.__typename).toBe('CheckoutNotFoundError');
    expect(JSON.stringify(answer)).not.toContain((await shopper.checkout()).orderId!);
  });
});
