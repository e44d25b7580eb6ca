import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { GUEST_BILLING, guestAtSummary, inBatches, newShopper, type CheckoutAnswer, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// Upstream calls (submitCart too) time out after 1 s here, jobs retry after 100 ms (then 200, 400 ms).
const ENV = { UPSTREAM_TIMEOUT_MS: '1000', UPSTREAM_SUBMIT_TIMEOUT_MS: '1000', JOB_BACKOFF_MS: '100', SUBMIT_JOB_ATTEMPTS: '3' };

describe('checkout reliability (real Redis, real upstream stand-in with fault injection)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('checkout-reliability', ENV);
  });
  afterAll(() => world.close());
  afterEach(() => world.upstream.clearFaults());

  const summary = async (billing = GUEST_BILLING): Promise<TestShopper> => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper, billing);
    return shopper;
  };
  const submit = async (shopper: TestShopper): Promise<CheckoutAnswer> => shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
  const jobOf = async (checkout: CheckoutAnswer) => world.submitQueue.getJob(`submit-${checkout.id}-${checkout.submissionAttempt}`);
  const history = (workflowId: string) => new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).history(workflowId);

  it('100 carts submitted twice each, at the same time through two instances: exactly 100 orders', async () => {
    const other = await world.startAnother(ENV);
    const shoppers = await inBatches(Array.from({ length: 100 }, (_, i) => i), 8, () => summary());
    const fingerprints = await Promise.all(shoppers.map((s) => s.fingerprint()));
    const answers = await Promise.all(
      shoppers.flatMap((s, i) => [
        s.mutate('submitOrder', { expectedCartFingerprint: fingerprints[i] }),
        s.via(other).mutate('submitOrder', { expectedCartFingerprint: fingerprints[i] }),
      ]),
    );
    // Each double submit is answered with the one submission (or a conflict that changed nothing).
    for (const answer of answers) expect(['Checkout', 'CheckoutConflictError']).toContain(answer.__typename);
    const settled = await inBatches(shoppers, 10, (s) => s.waitFor((c) => c.state === 'confirmed', 60_000));
    const orders = await world.upstream.orders();
    const ours = orders.filter((o) => shoppers.some((s) => s.cartId === o.cartId));
    expect(ours).toHaveLength(100);
    expect(new Set(ours.map((o) => o.cartId)).size).toBe(100);
    expect(new Set(settled.map((c) => c.orderId)).size).toBe(100);
    for (const checkout of settled) {
      expect(checkout.submissionAttempt).toBe(1);
      expect((await history(checkout.id!)).filter((e) => e.type === 'order.submit')).toHaveLength(1);
    }
  }, 240_000);

  it('every workflow resumes from its snapshot after the orchestrator restarts, a queued submission too', async () => {
    // An instance without workers: its submission stays queued while it goes down.
    const first = await world.startAnother({ ...ENV, ORCHESTRATOR_WORKERS: '0' });
    const atLogin = await newShopper(first);
    await atLogin.mutate('startCheckout');
    const atPayment = await newShopper(first);
    await atPayment.mutate('startCheckout');
    await atPayment.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const saved = await atPayment.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'p@example.de' });
    atPayment.jwt = saved.session!.token;
    const atSummary = await newShopper(first);
    await guestAtSummary(atSummary);
    const queued = await newShopper(first);
    await guestAtSummary(queued);
    expect(await submit(queued)).toMatchObject({ state: 'submitting' });
    const before = await Promise.all([atLogin, atPayment, atSummary].map((s) => s.checkout()));
    await first.close();

    const second = await world.startAnother({ ...ENV, ORCHESTRATOR_WORKERS: '0' });
    const after = await Promise.all([atLogin, atPayment, atSummary].map((s) => s.via(second).checkout()));
    expect(after.map((c) => [c.state, c.version])).toEqual(before.map((c) => [c.state, c.version]));
    expect(after.map((c) => c.state)).toEqual(['active.login', 'active.payment.editing', 'active.summary']);

    const login = atLogin.via(second);
    await login.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const loginSaved = await login.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'l@example.de' });
    login.jwt = loginSaved.session!.token;
    await login.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' });
    const payment = atPayment.via(second);
    await payment.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' });
    for (const shopper of [login, payment, atSummary.via(second)]) await submit(shopper);
    // The workers of the main instance take every queued job, including the one queued before the restart.
    for (const shopper of [login, payment, atSummary, queued]) {
      expect(await shopper.via(world.orchestrator).waitForSettled()).toMatchObject({ state: 'confirmed', orderId: expect.any(String) });
    }
  }, 60_000);

  describe('upstream failures while saving the shipping step', () => {
    const atShipping = async (): Promise<TestShopper> => {
      const shopper = await newShopper(world.orchestrator);
      await shopper.mutate('startCheckout');
      await shopper.mutate('chooseCheckoutLoginOption', { option: 'guest' });
      return shopper;
    };
    const save = (shopper: TestShopper) => shopper.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'f@example.de' });

    it.each([
      ['a timeout', { operation: 'SetShippingMethod', kind: 'delay' as const, delayMs: 1500, times: 1 }, 'Request timed out (1000ms)'],
      ['a 503', { operation: 'SetBillingAddressOnCart', kind: 'http' as const, status: 503, times: 1 }, 'Upstream answered HTTP 503'],
    ])('%s leaves the step open with the error, the session kept, and saving again works', async (_name, fault, message) => {
      const shopper = await atShipping();
      await world.upstream.fault(fault);
      const failed = await save(shopper);
      expect(failed).toMatchObject({
        __typename: 'CheckoutStepFailedError',
        errorCode: 'UPSTREAM_UNAVAILABLE',
        messageKey: 'vue.cart.error.somethingWentWrong',
        message: expect.stringContaining(message),
        session: { guest: true },
        checkout: { state: 'active.shipping.editing', session: 'guest', shipping: { validated: false }, lastError: { code: 'SHIPPING_SAVE_FAILED', messageKey: 'vue.cart.error.somethingWentWrong' } },
      });
      shopper.jwt = failed.session!.token;
      expect(await save(shopper)).toMatchObject({ __typename: 'ShippingStepSaved', checkout: { state: 'active.payment.editing', shipping: { validated: true } } });
    });

    it('INVALID_TOKEN: a new token, the call again, the step saved', async () => {
      const shopper = await atShipping();
      await world.upstream.expireTokens();
      expect(await save(shopper)).toMatchObject({ __typename: 'ShippingStepSaved' });
    });

    it('CART_NOT_FOUND: CartNotFoundError, the workflow unchanged', async () => {
      const shopper = await atShipping();
      const before = await shopper.checkout();
      await world.upstream.fault({ operation: 'GetShippingStepDetails', kind: 'error', classification: 'CART_NOT_FOUND', message: 'A valid user id is required.', times: 1 });
      expect(await save(shopper)).toMatchObject({ __typename: 'CartNotFoundError', errorCode: 'CART_NOT_FOUND' });
      expect((await shopper.checkout()).version).toBe(before.version);
    });
  });

  describe('upstream failures while submitting', () => {
    it('a submit that timed out on our side: retried, one order whichever request the upstream placed it for', async () => {
      const shopper = await summary();
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'delay', delayMs: 1300, times: 1 });
      const submitted = await submit(shopper);
      const done = await shopper.waitForSettled();
      expect(done).toMatchObject({ state: 'confirmed', submissionAttempt: 1 });
      expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
      const job = await jobOf(submitted);
      expect(job?.attemptsMade).toBe(2);
      expect(job?.returnvalue).toMatchObject({ outcome: 'ordered', orderId: done.orderId });
    });

    it('enqueues the submit job only after the save that started its attempt (outbox), never before', async () => {
      const shopper = await summary();
      const submitted = await submit(shopper);
      const job = await jobOf(submitted);
      const started = (await history(submitted.id!)).find((e) => e.type === 'order.submit');
      // The job exists only from the moment the workflow's save recorded the attempt.
      expect(started).toBeDefined();
      expect(job?.timestamp).toBeGreaterThanOrEqual(Date.parse(started!.time));
      const keys = await world.keyspace.keys(`${world.keyspace.prefix}:wf:{${submitted.id}}:outbox`);
      expect(keys).toEqual([]);
      expect((await shopper.waitForSettled()).state).toBe('confirmed');
    });

    it('a stray job for an attempt the workflow never saved ends stale at once and places no order', async () => {
      const shopper = await summary();
      const checkout = await shopper.checkout();
      const fingerprint = await shopper.fingerprint();
      await world.submitQueue.add(
        'submit',
        { workflowId: checkout.id, attempt: 1, cartId: shopper.cartId, userId: shopper.userId, site: 'de-de', expectedCartFingerprint: fingerprint },
        { jobId: `stray-${checkout.id}-1`, attempts: 3, removeOnFail: false },
      );
      const stray = await world.submitQueue.getJob(`stray-${checkout.id}-1`);
      expect(stray).toBeDefined();
      // No "not saved yet" waiting any more: the worker finishes it as stale on its first look.
      let finished = stray!;
      for (let waited = 0; waited < 10_000 && !finished.finishedOn; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        finished = (await world.submitQueue.getJob(`stray-${checkout.id}-1`))!;
      }
      expect(finished.returnvalue).toEqual({ outcome: 'stale', orderId: null, existingOrder: false });
      expect(finished.attemptsMade).toBe(1);
      expect(await world.upstream.orders(shopper.cartId)).toHaveLength(0);
      expect((await shopper.checkout()).state).toBe('active.summary');
    });

    it('an answer lost after the order was placed: the retry records the existing order', async () => {
      const shopper = await summary();
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'http', status: 502, phase: 'after', times: 1 });
      const submitted = await submit(shopper);
      const done = await shopper.waitForSettled();
      expect(done.state).toBe('confirmed');
      expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
      // The second attempt found the cart submitted by the first and recorded that order.
      expect((await jobOf(submitted))?.returnvalue).toEqual({ outcome: 'ordered', orderId: done.orderId, existingOrder: true });
    });

    it('an upstream down for every attempt: failed.upstreamUnavailable, the job kept; a retry later places the order', async () => {
      const shopper = await summary();
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'http', status: 503, times: 3 });
      const submitted = await submit(shopper);
      const failed = await shopper.waitForSettled();
      expect(failed).toMatchObject({ state: 'failed.upstreamUnavailable', phase: 'FAILED', lastError: { code: 'UPSTREAM_UNAVAILABLE', messageKey: 'vue.cart.error.somethingWentWrong' } });
      const job = await jobOf(submitted);
      expect(await job?.getState()).toBe('failed');
      expect(job?.attemptsMade).toBe(3);
      expect(await world.upstream.orders(shopper.cartId)).toEqual([]);

      expect(await shopper.mutate('retryOrderSubmission')).toMatchObject({ state: 'submitting', submissionAttempt: 2 });
      expect(await shopper.waitForSettled()).toMatchObject({ state: 'confirmed', submissionAttempt: 2 });
      expect(await world.upstream.orders(shopper.cartId)).toHaveLength(1);
    });

    it('INVALID_TOKEN at submit: a new token and the order placed on the first attempt', async () => {
      const shopper = await summary();
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'error', classification: 'INVALID_TOKEN', times: 1 });
      const submitted = await submit(shopper);
      expect(await shopper.waitForSettled()).toMatchObject({ state: 'confirmed' });
      expect((await jobOf(submitted))?.attemptsMade).toBe(1);
    });

    it('CART_NOT_FOUND at submit is final: failed.cartChanged after one attempt', async () => {
      const shopper = await summary();
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'error', classification: 'CART_NOT_FOUND', times: 1 });
      const submitted = await submit(shopper);
      expect(await shopper.waitForSettled()).toMatchObject({ state: 'failed.cartChanged', lastError: { code: 'CART_CHANGED', messageKey: 'vue.checkout.summaryStep.notification.cartChanged' } });
      const job = await jobOf(submitted);
      expect(job?.attemptsMade).toBe(1);
      expect(await job?.getState()).toBe('failed');
    });

    it('a payment declined is final: failed.paymentDeclined, no order, back to the payment step', async () => {
      const shopper = await summary({ ...GUEST_BILLING, lastName: 'Ablehnung' });
      const submitted = await submit(shopper);
      expect(await shopper.waitForSettled()).toMatchObject({ state: 'failed.paymentDeclined', lastError: { code: 'PAYMENT_DECLINED', messageKey: 'vue.checkout.payment.error' } });
      expect((await jobOf(submitted))?.attemptsMade).toBe(1);
      expect(await world.upstream.orders(shopper.cartId)).toEqual([]);
      expect(await shopper.mutate('retryOrderSubmission')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'NOT_RETRYABLE' });
      expect(await shopper.mutate('retryCheckoutPayment')).toMatchObject({ state: 'active.payment.editing', payment: { validated: false } });
    });

    it('an expired session at submit: sessionExpired, the shopper logs in again', async () => {
      const shopper = await summary();
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'error', classification: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required', times: 1 });
      await submit(shopper);
      expect(await shopper.waitForSettled()).toMatchObject({ state: 'sessionExpired', phase: 'SESSION_EXPIRED', session: 'loggedOut', lastError: { code: 'SESSION_EXPIRED' } });
    });

    it('a cart changed in another tab before submit: CartChangedError, nothing submitted, the new figures taken over', async () => {
      const shopper = await summary();
      const fingerprint = await shopper.fingerprint();
      await shopper.addItem();
      const answer = await shopper.mutate('submitOrder', { expectedCartFingerprint: fingerprint });
      expect(answer).toMatchObject({ __typename: 'CartChangedError', errorCode: 'CART_CHANGED', messageKey: 'vue.checkout.summaryStep.notification.cartChanged', checkout: { state: 'active.summary', articleCount: 3, submissionAttempt: 0 } });
      expect(await world.upstream.orders(shopper.cartId)).toEqual([]);
    });
  });

  it('refuses bad input to every checkout mutation with a clear error, changing nothing', async () => {
    const shopper = await summary();
    const before = await shopper.checkout();
    const events = (await history(before.id!)).length;
    const long = 'x'.repeat(1001);
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['startCheckout', { cartId: 'a b' }, /cartId must be 1-64 characters/],
      ['startCheckout', { cartId: 'c'.repeat(65) }, /cartId must be 1-64 characters/],
      ['chooseCheckoutLoginOption', { option: 'admin' }, /option/],
      ['checkoutLogin', { email: 'a@b.de', password: 12345 }, /password/],
      ['checkoutLogin', { email: long, password: 'secret' }, /email must be a text of at most 1000 characters/],
      ['saveShippingStep', { deliveryType: 'moon', billingAddress: GUEST_BILLING }, /deliveryType/],
      ['saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: { ...GUEST_BILLING, firstName: long } }, /billingAddress.firstName must be a text of at most 1000/],
      ['saveShippingStep', { deliveryType: 'sameAsBilling', billingAddressId: 'a/b' }, /billingAddressId must be 1-64 characters/],
      ['saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, shipperCode: 'DHL!' }, /shipperCode must be a shipper code/],
      ['saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, speditionFields: Array.from({ length: 21 }, () => ({ fieldName: 'a', fieldValue: 'b' })) }, /at most 20 fields/],
      ['selectCheckoutPayment', { paymentId: 'invoice; drop' }, /paymentId must be a payment id/],
      ['submitOrder', { expectedCartFingerprint: '' }, /expectedCartFingerprint/],
      ['submitOrder', { expectedCartFingerprint: 'abc', comment: 'x'.repeat(5001) }, /comment must be a text/],
      ['confirmPaymentReturn', { orderId: '../1' }, /orderId must be 1-64 characters/],
      ['retryOrderSubmission', { cartId: null }, /cartId/],
      ['cancelCheckoutPayment', { cartId: 'a b' }, /cartId must be 1-64 characters/],
    ];
    for (const [name, input, message] of cases) {
      const answer = await shopper.raw(name, input);
      expect({ name, errors: answer.errors }).toEqual({ name, errors: [expect.objectContaining({ message: expect.stringMatching(message), extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) })] });
    }
    // What a shopper types wrong is a typed result with the spec's keys, not an error.
    expect(await shopper.mutate('submitOrder', { expectedCartFingerprint: 'abc', comment: 'x'.repeat(1001) })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'comment', messageKey: 'vue.form.error.maxLength', params: [{ name: 'max', value: '1000' }] }],
    });
    const bad = await world.orchestrator.graphql('query($c: ID!) { checkout(cartId: $c) { __typename } }', { c: shopper.cartId }, { ...shopper.headers(), 'X-Tafel-Site': 'moon' });
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('X-Tafel-Site header must be one of'), extensions: { code: 'BAD_USER_INPUT' } });
    const after = await shopper.checkout();
    expect(after.version).toBe(before.version);
    expect((await history(before.id!)).length).toBe(events);
  });
});
