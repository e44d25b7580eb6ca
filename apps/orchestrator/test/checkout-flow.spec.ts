import { EventBus } from '@nestjs/cqrs';
import { CheckoutChangedEvent, OrderPlacedEvent, OrderSubmissionStartedEvent } from '../src/checkout/events/index.js';
import { CheckoutUpstream } from '../src/checkout/upstream/checkout-upstream.js';
import { workflowKeys } from '../src/workflow/workflow-keys.js';
import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { FOLDER, GUEST_BILLING, guestAtSummary, newShopper, type CheckoutAnswer, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

const ANNA = { email: 'anna.schmidt@example.de', password: 'tafel-anna' };
const SCHOOL = { customerNumber: '4711001', password: 'tafel-schule' };

describe('checkout workflow through the GraphQL API (real Redis, real upstream stand-in)', () => {
  let world: World;
  const published: unknown[] = [];

  beforeAll(async () => {
    world = await startWorld('checkout-flow', { JOB_BACKOFF_MS: '50' });
    world.orchestrator.app.get(EventBus).subscribe((event) => published.push(event));
  });
  afterAll(() => world.close());

  const shopper = (items?: [string, number][], site?: string): Promise<TestShopper> => newShopper(world.orchestrator, items, site);
  const history = (workflowId: string) => new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).history(workflowId);
  /** A guest who chose `paymentId` on the payment step and submitted: the checkout as it settled (waiting for the provider). */
  const submittedWith = async (paymentId: string): Promise<{ guest: TestShopper; waiting: CheckoutAnswer }> => {
    const guest = await shopper();
    await guestAtSummary(guest);
    await guest.mutate('editCheckoutPayment');
    expect(await guest.mutate('selectCheckoutPayment', { paymentId })).toMatchObject({ state: 'active.summary' });
    await guest.mutate('submitOrder', { expectedCartFingerprint: await guest.fingerprint() });
    return { guest, waiting: await guest.waitForSettled() };
  };

  /**
   * The cart the upstream reopened, paid by invoice: a new attempt confirms a new order, the only
   * one the upstream has for the cart (not the one it took back).
   */
  const paidByInvoiceInstead = async (guest: TestShopper, takenBack: string): Promise<void> => {
    expect(await guest.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' })).toMatchObject({ state: 'active.summary' });
    expect(await guest.mutate('submitOrder', { expectedCartFingerprint: await guest.fingerprint() })).toMatchObject({ state: 'submitting', submissionAttempt: 2 });
    const done = await guest.waitForSettled();
    expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), submissionAttempt: 2, payment: { selectedMethodId: 'INVOICE' } });
    expect(done.orderId).not.toBe(takenBack);
    expect((await world.upstream.orders(guest.cartId)).map((order) => order.orderId)).toEqual([done.orderId]);
  };

  it('takes a guest from the login step to a confirmed order, one step after the other', async () => {
    const guest = await shopper();
    const started = await guest.mutate('startCheckout');
    expect(started).toMatchObject({ __typename: 'Checkout', state: 'active.login', phase: 'LOGIN', session: 'loggedOut', articleCount: 2, version: 1 });
    expect(started.routes?.find((r) => r.step === 'shipping')).toEqual({ step: 'shipping', allowed: false, redirectTo: '/checkout/login', reason: 'LOGIN_REQUIRED', messageKey: null });

    const option = await guest.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    expect(option).toMatchObject({ state: 'active.shipping.editing', loginOption: 'guest', version: 2 });

    const saved = await guest.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'erika@example.de' });
    expect(saved).toMatchObject({
      __typename: 'ShippingStepSaved',
      session: { guest: true, userId: guest.userId, cartId: guest.cartId, token: expect.any(String) },
      checkout: { state: 'active.payment.editing', session: 'guest', shipping: { validated: true, selectedShipperCode: 'dhl', deliveryCountry: 'DE' } },
    });
    guest.jwt = saved.session!.token;

    const paid = await guest.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' });
    expect(paid).toMatchObject({ state: 'active.summary', payment: { applies: true, selectedMethodId: 'INVOICE', validated: true } });
    expect(paid.actions?.find((a) => a.action === 'submitOrder')).toEqual({ action: 'submitOrder', allowed: true, reason: null });

    const fingerprint = await guest.fingerprint();
    const submitted = await guest.mutate('submitOrder', { expectedCartFingerprint: fingerprint, comment: 'Bitte beim Hausmeister abgeben' });
    expect(submitted).toMatchObject({ __typename: 'Checkout', state: 'submitting', submissionAttempt: 1 });
    const done = await guest.waitForSettled();
    expect(done).toMatchObject({ state: 'confirmed', phase: 'CONFIRMED', orderId: expect.stringMatching(/^\d+$/), newCartId: expect.any(String) });
    expect(await world.upstream.orders(guest.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);

    // The job's records beside the workflow: the intent sent before submitCart with the cart the
    // shopper confirmed (for support), and the upstream's answer.
    const records = await world.keyspace.redis.hgetall(`${workflowKeys(world.keyspace.prefix, done.id!).base}:submit`);
    expect(Object.keys(records).sort()).toEqual([`cart:${fingerprint}`, `intent:${guest.cartId}`, `result:${guest.cartId}`]);
    expect(JSON.parse(records[`intent:${guest.cartId}`]!)).toMatchObject({ attempt: 1 });
    expect(JSON.parse(records[`cart:${fingerprint}`]!)).toMatchObject({ lines: [expect.objectContaining({ itemId: FOLDER, quantity: 2 })], submitted: false });
    expect(JSON.parse(records[`result:${guest.cartId}`]!)).toMatchObject({ orderId: done.orderId });

    // Every accepted event is in the workflow's stream with command, actor and resulting state.
    const entries = (await history(done.id!)).map((e) => [e.type, e.actor, e.command, e.state]);
    expect(entries).toEqual([
      ['checkout.started', 'shopper', 'StartCheckoutCommand', 'active.login'],
      ['login.chooseOption', 'shopper', 'ChooseLoginOptionCommand', 'active.shipping.editing'],
      ['shipping.setShippers', 'shopper', 'SaveShippingStepCommand', 'active.shipping.editing'],
      ['shipping.setDeliveryType', 'shopper', 'SaveShippingStepCommand', 'active.shipping.editing'],
      ['shipping.save', 'shopper', 'SaveShippingStepCommand', 'active.shipping.saving'],
      ['shipping.saved', 'system', 'SaveShippingStepCommand', 'active.payment.editing'],
      ['payment.select', 'shopper', 'SelectPaymentCommand', 'active.payment.saving'],
      ['payment.saved', 'system', 'SelectPaymentCommand', 'active.summary'],
      ['order.submit', 'shopper', 'SubmitOrderCommand', 'submitting'],
      ['submit.succeeded', 'system', 'RecordSubmitResultCommand', 'confirmed'],
    ]);
    // ...and the domain events went out on the Nest EventBus.
    const mine = published.filter((e) => (e as { workflowId?: string }).workflowId === done.id);
    expect(mine.filter((e) => e instanceof CheckoutChangedEvent)).toHaveLength(6);
    expect(mine.find((e) => e instanceof OrderSubmissionStartedEvent)).toMatchObject({ attempt: 1, actor: 'shopper' });
    expect(mine.find((e) => e instanceof OrderPlacedEvent)).toMatchObject({ orderId: done.orderId, cartId: guest.cartId });
  });

  it('starting twice resumes the same checkout, and the step order is enforced with guard reasons', async () => {
    const guest = await shopper();
    const first = await guest.mutate('startCheckout');
    const again = await guest.mutate('startCheckout');
    expect(again).toMatchObject({ id: first.id, version: first.version });

    const early = await guest.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' });
    expect(early).toMatchObject({ __typename: 'CheckoutRefusedError', errorCode: 'STEP_REFUSED', reason: 'LOGIN_REQUIRED', checkout: { version: first.version } });
    const submit = await guest.mutate('submitOrder', { expectedCartFingerprint: 'abc' });
    expect(submit).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'LOGIN_REQUIRED' });
    const save = await guest.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'a@b.de' });
    expect(save).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'LOGIN_REQUIRED' });
    expect((await guest.checkout()).version).toBe(first.version);
  });

  it('picks up a cart changed elsewhere when the checkout is resumed, and an emptied cart goes to cartEmpty', async () => {
    const guest = await shopper();
    await guest.mutate('startCheckout');
    await guest.addItem(FOLDER, 3);
    expect(await guest.mutate('startCheckout')).toMatchObject({ articleCount: 5, state: 'active.login' });
    const empty = await shopper([]);
    expect(await empty.mutate('startCheckout')).toMatchObject({ state: 'active.cartEmpty', phase: 'CART_EMPTY', routes: expect.arrayContaining([expect.objectContaining({ step: 'shipping', redirectTo: '/', reason: 'CART_EMPTY' })]) });
  });

  it('answers a page that selects the cart and shipping details with the start (the summary) from the reads the start made', async () => {
    const guest = await shopper();
    await guestAtSummary(guest);
    const upstream = world.orchestrator.app.get(CheckoutUpstream);
    const { cart, shippingStep } = upstream;
    const reads: string[] = [];
    upstream.cart = (cartId, identity) => {
      reads.push(cartId);
      return cart.call(upstream, cartId, identity);
    };
    const stepReads: string[] = [];
    upstream.shippingStep = (cartId, identity) => {
      stepReads.push(cartId);
      return shippingStep.call(upstream, cartId, identity);
    };
    try {
      const answer = await guest.gql<{ startCheckout: { state: string; cartFingerprint: string; cart: { articleCount: number }; shippingDetails: { deliveryCountry: string } } }>(
        'mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { ... on Checkout { state cartFingerprint cart { ... on Cart { articleCount } } shippingDetails { deliveryCountry } } } }',
        { i: { cartId: guest.cartId } },
      );
      expect(answer.data?.startCheckout).toMatchObject({ state: 'active.summary', cart: { articleCount: 2 }, shippingDetails: { deliveryCountry: 'DE' } });
      expect(reads).toEqual([guest.cartId]);
      expect(stepReads).toEqual([guest.cartId]);
      // The same fingerprint as a later read of the checkout: the shopper confirms what is there.
      expect(answer.data?.startCheckout.cartFingerprint).toBe(await guest.fingerprint());
    } finally {
      upstream.cart = cart;
      upstream.shippingStep = shippingStep;
    }
  });

  it('shows and drives a checkout only for the user id that owns it', async () => {
    const guest = await shopper();
    await guest.mutate('startCheckout');
    const stranger = await shopper();
    const intruder = guest.via(world.orchestrator);
    intruder.userId = stranger.userId;
    expect(await intruder.checkout()).toMatchObject({ __typename: 'CheckoutNotFoundError', errorCode: 'CHECKOUT_NOT_FOUND' });
    for (const [name, input] of [
      ['chooseCheckoutLoginOption', { option: 'guest' }],
      ['selectCheckoutPayment', { paymentId: 'INVOICE' }],
      ['submitOrder', { expectedCartFingerprint: 'x' }],
      ['editCheckoutShipping', {}],
    ] as const) {
      expect(await intruder.mutate(name, input)).toMatchObject({ __typename: 'CheckoutNotFoundError' });
    }
    // Starting someone else's cart is refused by the upstream (the user id does not own it).
    expect(await intruder.mutate('startCheckout')).toMatchObject({ __typename: 'CartNotFoundError' });
    const anonymous = await world.orchestrator.graphql('query($c: ID!) { checkout(cartId: $c) { __typename } }', { c: guest.cartId });
    expect(anonymous.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect((await guest.checkout()).version).toBe(1);
  });

  it('logs a customer in at the login step: carts merged, the checkout follows the customer cart', async () => {
    const visitor = await shopper([[FOLDER, 1]]);
    const started = await visitor.mutate('startCheckout');
    const wrong = await visitor.mutate('checkoutLogin', { email: ANNA.email, password: 'nope-nope' });
    expect(wrong).toMatchObject({ __typename: 'LoginFailedError', errorCode: 'LOGIN_FAILED', messageKey: 'vue.user.login.error.invalidCredentials' });
    const invalid = await visitor.mutate('checkoutLogin', { email: 'not-an-email', password: 'x' });
    expect(invalid).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [
        { field: 'email', messageKey: 'vue.form.error.email.incorrect' },
        { field: 'password', messageKey: 'vue.form.error.password.invalidLength' },
      ],
    });

    const login = await visitor.mutate('checkoutLogin', ANNA);
    expect(login).toMatchObject({ __typename: 'CheckoutLoggedIn', session: { guest: false, token: expect.any(String) }, checkout: { id: started.id, session: 'loggedIn' } });
    const customer = visitor.loggedIn(login.session!);
    // Spec §2: a session exists → the login step sends the shopper on to shipping.
    expect(await customer.checkout()).toMatchObject({ id: started.id, state: 'active.shipping.editing', routes: expect.arrayContaining([expect.objectContaining({ step: 'login', redirectTo: '/checkout/shipping', reason: 'SESSION_EXISTS' })]) });

    // A logged-in customer ships to their address book entries.
    const book = await customer.checkout('shippingDetails { billingAddresses { id isCustomerAddress } shippingAddresses { id isStation } }');
    const details = (book as unknown as { shippingDetails: { billingAddresses: { id: string; isCustomerAddress: boolean }[]; shippingAddresses: { id: string; isStation: boolean }[] } }).shippingDetails;
    const home = details.billingAddresses.find((a) => a.isCustomerAddress)!.id;
    const potsdam = details.shippingAddresses.find((a) => !a.isStation)!.id;
    const saved = await customer.mutate('saveShippingStep', { deliveryType: 'shippingAddress', billingAddressId: home, shippingAddressId: potsdam });
    expect(saved).toMatchObject({ __typename: 'ShippingStepSaved', session: null, checkout: { state: 'active.payment.editing', shipping: { deliveryType: 'shippingAddress', validated: true } } });
    const unknown = await customer.mutate('saveShippingStep', { deliveryType: 'shippingAddress', billingAddressId: home, shippingAddressId: 'A-404' });
    expect(unknown).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'shippingAddressId', messageKey: 'vue.checkout.error.addressNotFound' }] });
  });

  it('skips the payment step for a B2B customer in the educational shop', async () => {
    const school = await shopper([[FOLDER, 4]], 'edu-de');
    const started = await school.mutate('startCheckout');
    expect(started).toMatchObject({ site: 'edu-de', isB2b: true, payment: { applies: false } });
    const login = await school.mutate('checkoutLogin', SCHOOL);
    expect(login.__typename).toBe('CheckoutLoggedIn');
    school.cartId = login.session!.cartId;
    school.userId = login.session!.userId;
    school.jwt = login.session!.token;
    const details = (await school.checkout('shippingDetails { billingAddresses { id isCustomerAddress } orderReferenceEnabled }')) as unknown as { shippingDetails: { billingAddresses: { id: string }[]; orderReferenceEnabled: boolean } };
    expect(details.shippingDetails.orderReferenceEnabled).toBe(true);
    const saved = await school.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddressId: details.shippingDetails.billingAddresses[0]!.id, orderReference: 'BEST-2026-17' });
    expect(saved).toMatchObject({ checkout: { state: 'active.summary', payment: { applies: false } } });
    expect(await school.mutate('selectCheckoutPayment', { paymentId: 'INVOICE' })).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'PAYMENT_NOT_APPLICABLE' });
    await school.mutate('submitOrder', { expectedCartFingerprint: await school.fingerprint() });
    expect(await school.waitForSettled()).toMatchObject({ state: 'confirmed', orderId: expect.any(String) });
  });

  it('forces DHL for a German packstation and refuses other shippers there', async () => {
    const guest = await shopper();
    await guest.mutate('startCheckout');
    await guest.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const packstation = { firstName: 'Erika', lastName: 'Muster', postNumber: '12345678', packstation: '123', postcode: '10115', city: 'Berlin' };
    const refused = await guest.mutate('saveShippingStep', { deliveryType: 'packstation', billingAddress: GUEST_BILLING, packstation, shipperCode: 'dpd', email: 'p@example.de' });
    expect(refused).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'SHIPPER_REFUSED' });
    const saved = await guest.mutate('saveShippingStep', { deliveryType: 'packstation', billingAddress: GUEST_BILLING, packstation, email: 'p@example.de' });
    expect(saved).toMatchObject({ __typename: 'ShippingStepSaved', checkout: { shipping: { deliveryType: 'packstation', selectedShipperCode: 'dhl', deliveryCountry: 'DE', validated: true } } });
  });

  it('answers the spec message keys of invalid forms and changes nothing', async () => {
    const guest = await shopper();
    await guest.mutate('startCheckout');
    const option = await guest.mutate('chooseCheckoutLoginOption', { option: 'register' });
    const invalid = await guest.mutate('saveShippingStep', {
      deliveryType: 'shippingAddress',
      billingAddress: { ...GUEST_BILLING, firstName: '', postcode: '1011' },
      email: 'erika@',
      password: 'ab',
    });
    expect(invalid).toMatchObject({
      __typename: 'ValidationError',
      errorCode: 'VALIDATION_FAILED',
      fieldErrors: [
        { field: 'email', messageKey: 'vue.form.error.email.incorrect' },
        { field: 'password', messageKey: 'vue.form.error.password.invalidLength' },
        { field: 'billingAddress.firstName', messageKey: 'vue.form.error.requiredField' },
        { field: 'billingAddress.postcode', messageKey: 'vue.form.error.postcode.incorrect' },
        { field: 'shippingAddress', messageKey: 'vue.form.error.requiredField' },
      ],
    });
    expect((await guest.checkout()).version).toBe(option.version);
  });

  it('validates the payment step (none selected, X_RECHNUNG buyer reference)', async () => {
    const guest = await shopper();
    await guest.mutate('startCheckout');
    await guest.mutate('chooseCheckoutLoginOption', { option: 'guest' });
    const saved = await guest.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddress: GUEST_BILLING, email: 'x@example.de' });
    guest.jwt = saved.session!.token;
    expect(await guest.mutate('selectCheckoutPayment', { paymentId: '' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'paymentId', messageKey: 'vue.checkout.paymentStep.errorNoPaymentSelected' }],
    });
    expect(await guest.mutate('selectCheckoutPayment', { paymentId: 'X_RECHNUNG', buyerReference: 'abc' })).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'buyerReference', messageKey: 'vue.form.error.buyerReference.invalid' }],
    });
    expect(await guest.mutate('selectCheckoutPayment', { paymentId: 'X_RECHNUNG', buyerReference: '991-12345-67' })).toMatchObject({
      state: 'active.summary',
      payment: { selectedMethodId: 'X_RECHNUNG', buyerReference: '991-12345-67', validated: true },
    });
    // From the summary, back to payment and to shipping.
    expect(await guest.mutate('editCheckoutPayment')).toMatchObject({ state: 'active.payment.editing' });
    expect(await guest.mutate('editCheckoutShipping')).toMatchObject({ state: 'active.shipping.editing' });
  });

  it('express pay skips the payment step; aborting starts the steps over', async () => {
    const guest = await shopper();
    await guest.mutate('startCheckout');
    const express = await guest.mutate('selectExpressPay');
    expect(express).toMatchObject({ expressPaySelected: true, loginOption: 'guest', payment: { applies: false, selectedMethodId: 'AMAZONPAY' } });
    const aborted = await guest.mutate('abortExpressPay');
    expect(aborted).toMatchObject({ expressPaySelected: false, state: 'active.login', articleCount: 2, payment: { selectedMethodId: null } });
    expect(await guest.mutate('abortExpressPay')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'AMAZON_PAY_NOT_SELECTED' });
  });

  it('waits for the payment provider (PayPal) and confirms only the order the submission created', async () => {
    const { guest, waiting } = await submittedWith('PAYPAL');
    expect(waiting).toMatchObject({ state: 'awaitingPaymentProvider', phase: 'AWAITING_PAYMENT_PROVIDER', orderId: null, redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/__payment\/paypal\?orderId=\d+/) });
    const orderId = new URL(waiting.redirectUrl!).searchParams.get('orderId')!;
    expect(await guest.mutate('confirmPaymentReturn', { orderId: '999999999' })).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'ORDER_ID_MISSING' });
    expect(await guest.mutate('confirmPaymentReturn', { orderId })).toMatchObject({ state: 'confirmed', orderId });
  });

  it('hands the card form data over for CREDIT_CARD; cancelled on the card form it goes back to payment, a charged card confirms the order', async () => {
    const { guest, waiting } = await submittedWith('CREDIT_CARD');
    expect(waiting).toMatchObject({ state: 'awaitingPaymentProvider', computopData: { mid: expect.any(String), data: expect.any(String), len: expect.any(Number), url: expect.stringMatching(/\/__payment\/computop$/) } });
    const [cancelled] = (await world.upstream.orders(guest.cartId)).map((order) => order.orderId);
    expect(await postOnProviderPage(waiting, 'Zahlung abbrechen')).toBe('/checkout/payment?cancelPayment=CREDIT_CARD');
    expect(await guest.mutate('cancelCheckoutPayment')).toMatchObject({ state: 'active.payment.editing', computopData: null, payment: { selectedMethodId: null } });

    // By card again: a new order; the card charged, the buyer comes back with its id and it is confirmed.
    expect(await guest.mutate('selectCheckoutPayment', { paymentId: 'CREDIT_CARD' })).toMatchObject({ state: 'active.summary' });
    await guest.mutate('submitOrder', { expectedCartFingerprint: await guest.fingerprint() });
    const again = await guest.waitForSettled();
    expect(again).toMatchObject({ state: 'awaitingPaymentProvider', submissionAttempt: 2 });
    const [orderId] = (await world.upstream.orders(guest.cartId)).map((order) => order.orderId);
    expect(orderId).not.toBe(cancelled);
    expect(await postOnProviderPage(again, 'Karte belasten und zurück zum Shop')).toBe(`http://shop.test/checkout/confirmation?orderId=${orderId}`);
    expect(await guest.mutate('cancelCheckoutPayment')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'SUBMISSION_IN_PROGRESS' });
    expect(await guest.mutate('confirmPaymentReturn', { orderId })).toMatchObject({ state: 'confirmed', orderId });
  });

  it('completes Amazon-style pay when the buyer comes back from Amazon: only the completion confirms the order', async () => {
    const visitor = await shopper([[FOLDER, 1]]);
    await visitor.mutate('startCheckout');
    const login = await visitor.mutate('checkoutLogin', ANNA);
    const customer = visitor.loggedIn(login.session!);
    const home = await customer.customerAddressId();
    await customer.mutate('saveShippingStep', { deliveryType: 'sameAsBilling', billingAddressId: home });
    expect(await customer.mutate('selectExpressPay')).toMatchObject({ state: 'active.summary', expressPaySelected: true });
    const complete = async (checkoutSessionId: string) => (await customer.gql<{ completeExpressPay: CheckoutAnswer }>(COMPLETE, { i: { cartId: customer.cartId, checkoutSessionId } })).data?.completeExpressPay;
    expect(await complete('amzn-cs-early')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'ORDER_ID_MISSING' });

    await customer.mutate('submitOrder', { expectedCartFingerprint: await customer.fingerprint() });
    const waiting = await customer.waitForSettled();
    expect(waiting).toMatchObject({ state: 'awaitingPaymentProvider', orderId: null, redirectUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/__payment\/amazonpay\?orderId=\d+/) });
    const orderId = new URL(waiting.redirectUrl!).searchParams.get('orderId')!;
    // The order id alone (a hand-made return URL) confirms nothing: the payment is not complete.
    expect(await customer.mutate('confirmPaymentReturn', { orderId })).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'ORDER_ID_MISSING' });
    // A session Amazon never made for this order is refused; the order stands and still waits.
    expect(await complete('amzn-cs-made-up')).toMatchObject({ __typename: 'CheckoutStepFailedError', messageKey: 'vue.checkout.payment.error' });
    expect(await customer.checkout()).toMatchObject({ state: 'awaitingPaymentProvider', orderId: null });
    expect(await world.upstream.orders(customer.cartId)).toHaveLength(1);

    const sessions = await amazonSessions(waiting.redirectUrl!);
    expect(await complete(sessions.pay)).toMatchObject({ __typename: 'Checkout', state: 'confirmed', orderId });
    // Coming back again (a reload of the return URL) changes nothing; another session is refused.
    expect(await complete(sessions.pay)).toMatchObject({ __typename: 'Checkout', state: 'confirmed', orderId });
    expect(await complete(sessions.decline)).toMatchObject({ __typename: 'CheckoutStepFailedError', messageKey: 'vue.checkout.payment.error' });
    expect(await customer.checkout()).toMatchObject({ state: 'confirmed', orderId, payment: { selectedMethodId: 'AMAZONPAY' } });
    const bad = await customer.gql(COMPLETE, { i: { cartId: customer.cartId, checkoutSessionId: 'a b' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a declined Amazon-style payment voids the order: back to payment, and the next submission places a new order', async () => {
    const guest = await shopper();
    await guestAtSummary(guest);
    expect(await guest.mutate('selectExpressPay')).toMatchObject({ state: 'active.summary', expressPaySelected: true });
    await guest.mutate('submitOrder', { expectedCartFingerprint: await guest.fingerprint() });
    const waiting = await guest.waitForSettled();
    const voided = new URL(waiting.redirectUrl!).searchParams.get('orderId')!;
    const sessions = await amazonSessions(waiting.redirectUrl!);

    const declined = await guest.gql<{ completeExpressPay: CheckoutAnswer & { checkout?: CheckoutAnswer } }>(COMPLETE, { i: { cartId: guest.cartId, checkoutSessionId: sessions.decline } });
    expect(declined.data?.completeExpressPay).toMatchObject({
      __typename: 'CheckoutStepFailedError',
      messageKey: 'vue.checkout.payment.error',
      checkout: { state: 'failed.paymentDeclined', orderId: null },
    });
    expect(await guest.checkout()).toMatchObject({ state: 'failed.paymentDeclined', lastError: { code: 'PAYMENT_DECLINED', messageKey: 'vue.checkout.payment.error' } });
    // The upstream voided the unpaid order; completing it now fails and changes nothing.
    expect(await world.upstream.orders(guest.cartId)).toEqual([]);
    expect((await guest.gql<{ completeExpressPay: CheckoutAnswer }>(COMPLETE, { i: { cartId: guest.cartId, checkoutSessionId: sessions.pay } })).data?.completeExpressPay).toMatchObject({
      __typename: 'CheckoutRefusedError',
      reason: 'ORDER_ID_MISSING',
    });

    expect(await guest.mutate('retryCheckoutPayment')).toMatchObject({ state: 'active.payment.editing', expressPaySelected: false, payment: { applies: true, selectedMethodId: null } });
    await paidByInvoiceInstead(guest, voided);
  });
  it('a payment cancelled on the PayPal page goes back to payment: the order is taken back, the next submission places a new one', async () => {
    const { guest, waiting } = await submittedWith('PAYPAL');
    expect(waiting).toMatchObject({ state: 'awaitingPaymentProvider' });
    expect(waiting.actions?.find((a) => a.action === 'cancelCheckoutPayment')).toEqual({ action: 'cancelCheckoutPayment', allowed: true, reason: null });
    const cancelled = new URL(waiting.redirectUrl!).searchParams.get('orderId')!;

    // Nothing was cancelled at PayPal yet (a hand-made ?cancelPayment): the order stands, nothing changes.
    expect(await guest.mutate('cancelCheckoutPayment')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'SUBMISSION_IN_PROGRESS' });
    expect(await guest.checkout()).toMatchObject({ state: 'awaitingPaymentProvider', version: waiting.version });

    // The buyer cancels on the PayPal page: the upstream takes the order back and sends them to cancelUrl.
    const back = await cancelOnProviderPage(waiting.redirectUrl!, 'http://shop.test/checkout/payment');
    expect(back).toBe('http://shop.test/checkout/payment?cancelPayment=PAYPAL');
    expect(await world.upstream.orders(guest.cartId)).toEqual([]);
    const reopened = await guest.mutate('cancelCheckoutPayment');
    expect(reopened).toMatchObject({ __typename: 'Checkout', state: 'active.payment.editing', orderId: null, redirectUrl: null, lastError: null, payment: { applies: true, selectedMethodId: null, validated: false } });
    // Once is enough: a second cancel (a reload) is refused and changes nothing.
    expect(await guest.mutate('cancelCheckoutPayment')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'NOT_IN_THIS_STATE' });
    expect(await guest.checkout()).toMatchObject({ version: reopened.version });
    const records = await world.keyspace.redis.hgetall(`${workflowKeys(world.keyspace.prefix, waiting.id!).base}:submit`);
    expect(Object.keys(records)).not.toContain(`result:${guest.cartId}`);
    const entries = (await history(waiting.id!)).slice(-1).map((e) => [e.type, e.actor, e.command, e.state]);
    expect(entries).toEqual([['payment.cancelled', 'shopper', 'CancelPaymentCommand', 'active.payment.editing']]);

    // Paid another way, the same cart becomes a new order (a new attempt; no failed submission counted).
    await paidByInvoiceInstead(guest, cancelled);
    expect(await guest.mutate('cancelCheckoutPayment')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'ALREADY_SUBMITTED' });
  });

  it('resuming a checkout whose order the upstream took back meanwhile (the way back got lost) opens the payment step', async () => {
    const { guest, waiting } = await submittedWith('PAYPAL');
    // Resumed while the order stands: still waiting, the kept answer kept.
    expect(await guest.mutate('startCheckout')).toMatchObject({ state: 'awaitingPaymentProvider', version: waiting.version });
    const submitKey = `${workflowKeys(world.keyspace.prefix, waiting.id!).base}:submit`;
    expect(await world.keyspace.redis.hexists(submitKey, `result:${guest.cartId}`)).toBe(1);

    await cancelOnProviderPage(waiting.redirectUrl!, '/checkout/payment');
    const resumed = await guest.mutate('startCheckout');
    expect(resumed).toMatchObject({ state: 'active.payment.editing', orderId: null, redirectUrl: null, payment: { selectedMethodId: null, validated: false } });
    expect(await world.keyspace.redis.hexists(submitKey, `result:${guest.cartId}`)).toBe(0);
    expect((await history(waiting.id!)).slice(-1).map((e) => [e.type, e.command, e.state])).toEqual([['payment.cancelled', 'StartCheckoutCommand', 'active.payment.editing']]);
    await paidByInvoiceInstead(guest, new URL(waiting.redirectUrl!).searchParams.get('orderId')!);
  });

  it('an express Amazon-style payment cancelled at Amazon leaves express pay for the payment step; strangers cannot cancel', async () => {
    const guest = await shopper();
    await guestAtSummary(guest);
    await guest.mutate('selectExpressPay');
    await guest.mutate('submitOrder', { expectedCartFingerprint: await guest.fingerprint() });
    const waiting = await guest.waitForSettled();
    expect(await cancelOnProviderPage(waiting.redirectUrl!, '/checkout/payment')).toBe('/checkout/payment?cancelPayment=AMAZONPAY');

    const stranger = await shopper();
    stranger.cartId = guest.cartId;
    expect(await stranger.mutate('cancelCheckoutPayment')).toMatchObject({ __typename: 'CheckoutNotFoundError' });
    expect(await guest.checkout()).toMatchObject({ state: 'awaitingPaymentProvider' });
    expect(await guest.mutate('cancelCheckoutPayment')).toMatchObject({ state: 'active.payment.editing', expressPaySelected: false, payment: { applies: true, selectedMethodId: null } });
    const bad = await guest.gql('mutation($i: CheckoutRefInput!) { cancelCheckoutPayment(input: $i) { __typename } }', { i: { cartId: 'x'.repeat(300) } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

/**
 * Cancels on the stand-in's provider page (PayPal or Amazon Pay) as the buyer would: posts its
 * cancel form; answers where the upstream sends the browser back to.
 */
async function cancelOnProviderPage(redirectUrl: string, cancelUrl: string): Promise<string | null> {
  const res = await fetch(`${redirectUrl}&returnUrl=${encodeURIComponent('http://shop.test/checkout/confirmation')}&cancelUrl=${encodeURIComponent(cancelUrl)}`);
  return postPageForm(res, redirectUrl, 'Zahlung abbrechen');
}

/**
 * The buyer on the page a waiting checkout sends them to (the card form is posted, a redirect
 * followed; cancelUrl /checkout/payment) clicks a button: where the upstream sends the browser back to.
 */
async function postOnProviderPage(waiting: CheckoutAnswer, button: string): Promise<string | null> {
  const urls = { returnUrl: 'http://shop.test/checkout/confirmation', cancelUrl: '/checkout/payment' };
  const card = waiting.computopData;
  if (!card) return postPageForm(await fetch(`${waiting.redirectUrl}&${new URLSearchParams(urls).toString()}`), waiting.redirectUrl!, button);
  const fields = new URLSearchParams({ MerchantID: card.mid, Data: card.data, Len: String(card.len), ...urls });
  return postPageForm(await fetch(card.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() }), card.url, button);
}

/** Posts the form of the page's button as a browser would; the page must answer 200 and the post 303. */
async function postPageForm(res: Response, pageUrl: string, button: string): Promise<string | null> {
  expect(res.status).toBe(200);
  const page = await res.text();
  const form = new RegExp(`<form method="post" action="([^"]+)">((?:(?!<form).)*?)<button type="submit">${button}</button></form>`).exec(page);
  if (!form) throw new Error(`no "${button}" form on the provider page: ${page}`);
  const fields = new URLSearchParams([...form[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [m[1]!, m[2]!.replaceAll('&amp;', '&')]));
  const posted = await fetch(new URL(form[1]!, pageUrl), { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: fields.toString() });
  expect(posted.status).toBe(303);
  return posted.headers.get('location');
}

/** The stand-in's Amazon page for the order: the checkout session ids of its "pay" and "decline" links. */
async function amazonSessions(redirectUrl: string): Promise<{ pay: string; decline: string }> {
  const res = await fetch(`${redirectUrl}&returnUrl=${encodeURIComponent('http://shop.test/checkout/confirmation')}`);
  expect(res.status).toBe(200);
  const page = await res.text();
  const session = (text: string): string => {
    const href = new RegExp(`<a href="([^"]+)">${text.replace(/[()]/g, '\\$&')}</a>`).exec(page)?.[1];
    const id = href ? new URL(href.replaceAll('&amp;', '&')).searchParams.get('amazonCheckoutSessionId') : null;
    if (!id) throw new Error(`no "${text}" link with a checkout session on the Amazon page: ${page}`);
    return id;
  };
  return { pay: session('Mit Amazon Pay bezahlen'), decline: session('Zahlung ablehnen (Test)') };
}

const COMPLETE = `mutation($i: CompleteExpressPayInput!) { completeExpressPay(input: $i) { __typename ... on Checkout { orderId state } ... on ErrorResult { messageKey } ... on CheckoutRefusedError { reason } ... on CheckoutStepFailedError { checkout { state orderId } } } }`;
