import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { CHECKOUT_FIELDS, GUEST_BILLING, newShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// Issue 23 item 5: the shipping save's upstream writes are named steps. A failure half-way
// leaves a checkout that says which step failed, and saving again completes it.
const POTSDAM = { ...GUEST_BILLING, firstName: 'Max', streetAndNumber: 'Brandenburger Straße 1', postcode: '14467', city: 'Potsdam' };
const SHIPPING = { deliveryType: 'shippingAddress', billingAddress: GUEST_BILLING, shippingAddress: POTSDAM, email: 'steps@example.de' };
const ANSWER = `__typename
  ... on ShippingStepSaved { session { token guest } checkout { ${CHECKOUT_FIELDS} lastError { step } } }
  ... on CheckoutStepFailedError { errorCode messageKey message session { token guest } checkout { ${CHECKOUT_FIELDS} lastError { step } } }`;

interface Answer {
  __typename: string;
  errorCode?: string;
  message?: string;
  session?: { token: string; guest: boolean } | null;
  checkout: { state: string; session: string; shipping: { validated: boolean }; lastError: { code: string; messageKey: string; step: string | null } | null };
}

describe('the shipping save as named steps (real Redis, upstream stand-in with faults)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('shipping-steps');
  }, 60_000);

  afterAll(async () => {
    await world?.close();
  });

  it('a middle step failing names the step in the answer and the stored checkout; saving again completes it and reaches payment', async () => {
    const guest = await newShopper(world.orchestrator);
    await guest.mutate('startCheckout');
    await guest.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const save = async (): Promise<Answer> => {
      const answer = await guest.gql<{ saveShippingStep: Answer }>(`mutation($i: SaveShippingStepInput!) { saveShippingStep(input: $i) { ${ANSWER} } }`, { i: { cartId: guest.cartId, ...SHIPPING } });
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      return answer.data!.saveShippingStep;
    };

    // The guest registration, the billing and the delivery address go through; putting the
    // delivery address on the cart fails (the upstream is unavailable for that one call).
    await world.upstream.fault({ operation: 'SetShippingAddressOnCart', kind: 'http', status: 503, times: 1 });
    const failed = await save();
    expect(failed).toMatchObject({
      __typename: 'CheckoutStepFailedError',
      errorCode: 'UPSTREAM_UNAVAILABLE',
      // The registration started a session: the storefront stores it.
      session: { guest: true },
      checkout: { state: 'active.shipping.editing', session: 'guest', shipping: { validated: false }, lastError: { code: 'SHIPPING_SAVE_FAILED', step: 'cartDeliveryAddress' } },
    });
    expect(failed.message).toContain('Step cartDeliveryAddress failed (done before it: checkoutAuth, customerAddress, cartBillingAddress, deliveryAddress)');

    // The stored checkout says the same, and nothing claims the step saved.
    const stored = await guest.checkout('lastError { step } shipping { validated }');
    expect(stored).toMatchObject({ state: 'active.shipping.editing', shipping: { validated: false }, lastError: { code: 'SHIPPING_SAVE_FAILED', step: 'cartDeliveryAddress' } });
    const store = new WorkflowStore(world.keyspace.redis, world.keyspace.prefix);
    const record = await store.load(stored.id!);
    expect((record!.snapshot as { context: { lastError: unknown } }).context.lastError).toEqual({ code: 'SHIPPING_SAVE_FAILED', messageKey: expect.any(String), step: 'cartDeliveryAddress' });
    const types = (await store.history(stored.id!)).map((e) => e.type);
    expect(types).not.toContain('shipping.saved');
    expect((await store.history(stored.id!)).find((e) => e.type === 'shipping.failed')).toMatchObject({ payload: expect.objectContaining({ step: 'cartDeliveryAddress' }) });

    // Saving again (with the session the failed save handed over): the registration is not
    // repeated (the checkout knows the guest session), the address writes are, and it completes.
    guest.jwt = failed.session!.token;
    const retried = await save();
    expect(retried).toMatchObject({
      __typename: 'ShippingStepSaved',
      checkout: { state: 'active.payment.editing', session: 'guest', shipping: { validated: true }, lastError: null },
    });
    expect((await store.history(stored.id!)).filter((e) => e.type === 'login.succeeded')).toHaveLength(1);
    expect(await guest.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' })).toMatchObject({ __typename: 'Checkout', state: 'active.summary' });
  }, 40_000);
});
