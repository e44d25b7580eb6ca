import { guestAtSummary, newShopper, RESULT_FIELDS, type CheckoutAnswer, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// Issue 26, checkout side: the checkout start extends the cart's lightning reservation; a change
// of the cart's prices reaches the shopper as the cart-changed notice, and the order is refused
// until the submit names it (spec session-checkout-account §4 Submit, cart changed).

/** A seeded deal (upstream README): −30 %, at most 5 per cart. */
const DEAL_ITEM = '10005-01';
const RESERVATION_MS = 1500;
const NOTICE = 'cartChangeNotice { id messageKey reasons changedItemIds }';

type Notice = { id: string; messageKey: string; reasons: string[]; changedItemIds: string[] };
type WithNotice = CheckoutAnswer & { cartChangeNotice?: Notice | null; cart?: { total: { amount: number } } };

describe('checkout start extends the lightning reservation (real Redis, real upstream stand-in)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('checkout-lightning', { JOB_BACKOFF_MS: '50' });
  });
  afterAll(async () => {
    if (!world) return;
    await fetch(`${world.upstream.url}/__faults/lightning-reservation`, { method: 'DELETE' }).catch(() => undefined);
    await fetch(`${world.upstream.url}/__faults/lightning-deal-end`, { method: 'DELETE' }).catch(() => undefined);
    await world.close();
  });

  /** Reservations of new adds, refreshes and extends last `ms` (the stand-in's test hook). */
  const reservationsLast = async (ms: number): Promise<void> => {
    const response = await fetch(`${world.upstream.url}/__faults/lightning-reservation`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ms }) });
    if (!response.ok) throw new Error(`lightning-reservation hook answered ${response.status}`);
  };

  /** Puts the deal item in the shopper's cart at the deal price (addLightningDealToCart: the reservation's workflow starts). */
  const addAtDealPrice = async (shopper: TestShopper, quantity: number): Promise<void> => {
    const answer = await shopper.gql<{ addLightningDealToCart: { __typename: string } }>(
      'mutation($i: AddLightningDealToCartInput!) { addLightningDealToCart(input: $i) { __typename ... on ErrorResult { errorCode message } } }',
      { i: { cartId: shopper.cartId, itemId: DEAL_ITEM, quantity } },
    );
    if (answer.data?.addLightningDealToCart.__typename !== 'LightningCartUpdated') throw new Error(`addLightningDealToCart: ${JSON.stringify(answer)}`);
  };

  const start = async (shopper: TestShopper): Promise<WithNotice> => {
    const answer = await shopper.gql<{ startCheckout: WithNotice }>(`mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { ${RESULT_FIELDS} ... on Checkout { ${NOTICE} cart { ... on Cart { total { amount } } } } } }`, {
      i: { cartId: shopper.cartId },
    });
    if (answer.errors) throw new Error(`startCheckout answered errors: ${JSON.stringify(answer.errors)}`);
    return answer.data!.startCheckout;
  };

  const submit = async (shopper: TestShopper, extra: Record<string, unknown> = {}): Promise<WithNotice> =>
    shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint(), ...extra });

  /** The cart's reservation as the orchestrator has it. */
  const reservation = async (shopper: TestShopper): Promise<{ state: string; expiresAt: string | null }> => {
    const answer = await shopper.gql<{ lightningReservation: { state: string; expiresAt: string | null } }>('query($c: ID!) { lightningReservation(cartId: $c) { ... on LightningReservation { state expiresAt } } }', { c: shopper.cartId });
    return answer.data!.lightningReservation;
  };
  const reservationEnd = async (shopper: TestShopper): Promise<string | null> => (await reservation(shopper)).expiresAt;

  /** Polls `read` until `done` holds (at most 10 s); answers the last value read. */
  const until = async <T,>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
    const deadline = Date.now() + 10_000;
    let value = await read();
    while (!done(value) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  };

  /** Lets the reservation (RESERVATION_MS long) run out, then has the next extends last a minute so nothing after the next start races its end. */
  const letReservationRunOut = async (): Promise<void> => {
    await new Promise((resolve) => setTimeout(resolve, RESERVATION_MS + 700));
    await reservationsLast(60_000);
  };

  /** A guest at the summary with the deal item reserved, whose reservation then ran out. */
  const summaryWithExpiredReservation = async (): Promise<TestShopper> => {
    const guest = await newShopper(world.orchestrator);
    await addAtDealPrice(guest, 1);
    await guestAtSummary(guest);
    // The start inside guestAtSummary extended it by RESERVATION_MS again: let that run out too.
    await letReservationRunOut();
    return guest;
  };

  beforeEach(() => reservationsLast(RESERVATION_MS));

  it('a start over a reservation ending within five minutes extends it and shows no notice; the order goes through', async () => {
    const guest = await newShopper(world.orchestrator);
    await reservationsLast(60_000);
    await addAtDealPrice(guest, 1);
    await guestAtSummary(guest);
    const before = await reservationEnd(guest);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = await start(guest);
    expect(started).toMatchObject({ __typename: 'Checkout', state: 'active.summary', cartChangeNotice: null });
    expect(Date.parse((await reservationEnd(guest))!)).toBeGreaterThan(Date.parse(before!));
    expect(await submit(guest)).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
    expect(await guest.waitForSettled()).toMatchObject({ state: 'confirmed' });
    // The placed order converts the reservation (the checkout tells lightning through its front door).
    expect(await until(() => reservation(guest), (r) => r.state === 'CONVERTED')).toMatchObject({ state: 'CONVERTED' });
  });

  it('a reservation that expires after the start reaches the running checkout as the notice; the order needs it seen', async () => {
    const guest = await newShopper(world.orchestrator);
    await addAtDealPrice(guest, 1);
    await guestAtSummary(guest);
    expect((await guest.checkout(NOTICE)) as WithNotice).toMatchObject({ state: 'active.summary', cartChangeNotice: null });
    // The expiry job fires at the reservation's end (RESERVATION_MS after the last start) and tells the checkout.
    const seen = (await until(
      async () => (await guest.checkout(NOTICE)) as WithNotice,
      (c) => c.cartChangeNotice != null,
    )) as WithNotice;
    expect(await reservation(guest)).toMatchObject({ state: 'EXPIRED' });
    const notice = seen.cartChangeNotice!;
    expect(notice).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), messageKey: 'vue.checkout.summaryStep.notification.cartChanged', reasons: ['EXPIRED'], changedItemIds: [DEAL_ITEM] });
    expect(await submit(guest)).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'CART_CHANGE_NOT_SEEN' });
    expect(await world.upstream.orders(guest.cartId)).toEqual([]);
    expect(await submit(guest, { seenCartChangeId: notice.id })).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
    expect(await guest.waitForSettled()).toMatchObject({ state: 'confirmed' });
  });

  it('a checkout started again does not move a reservation that runs longer than five minutes', async () => {
    const guest = await newShopper(world.orchestrator);
    await reservationsLast(20 * 60_000);
    await addAtDealPrice(guest, 1);
    // The first start creates the checkout and extends the reservation.
    await guestAtSummary(guest);
    const held = await reservationEnd(guest);
    expect(Date.parse(held!)).toBeGreaterThan(Date.now() + 19 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let page = 0; page < 3; page++) {
      expect(await start(guest)).toMatchObject({ __typename: 'Checkout', state: 'active.summary', cartChangeNotice: null });
    }
    expect(await reservationEnd(guest)).toBe(held);
  });

  it('an expired reservation: the start reports the change as the notice with the new prices, and the order needs it seen', async () => {
    const guest = await summaryWithExpiredReservation();
    const started = await start(guest);
    expect(started).toMatchObject({ __typename: 'Checkout', state: 'active.summary' });
    const notice = started.cartChangeNotice!;
    // The deal runs and has stock: the expired reservation is claimed again (the line costs the deal price again).
    expect(notice).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), messageKey: 'vue.checkout.summaryStep.notification.cartChanged', reasons: ['REFRESHED'], changedItemIds: [DEAL_ITEM] });
    // The checkout's figures are the cart's as read after the extend.
    expect(started.total!.amount).toBe(started.cart!.total.amount);
    // The summary's order button is offered as it sends (naming the notice).
    expect(started.actions?.find((a) => a.action === 'submitOrder')).toMatchObject({ allowed: true });

    // Without naming it (or naming another one): refused, nothing changes.
    const blind = await submit(guest);
    expect(blind).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'CART_CHANGE_NOT_SEEN', messageKey: 'vue.checkout.summaryStep.notification.cartChanged', checkout: { state: 'active.summary', version: started.version } });
    expect(await submit(guest, { seenCartChangeId: 'some-older-change' })).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'CART_CHANGE_NOT_SEEN' });
    expect(await world.upstream.orders(guest.cartId)).toEqual([]);

    // Naming the notice the summary showed: the order goes on, and the notice is gone.
    const submitted = await submit(guest, { seenCartChangeId: notice.id });
    expect(submitted).toMatchObject({ __typename: 'Checkout', state: 'submitting', submissionAttempt: 1 });
    const done = await guest.waitForSettled();
    expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String) });
    const after = (await guest.checkout(NOTICE)) as WithNotice;
    expect(after.cartChangeNotice).toBeNull();
  });

  it('a later start with a newer change replaces the notice; the old id is refused', async () => {
    const guest = await summaryWithExpiredReservation();
    // The first start's extend runs RESERVATION_MS too, so it can run out before the second start.
    await reservationsLast(RESERVATION_MS);
    const first = (await start(guest)).cartChangeNotice!;
    expect(first).toBeTruthy();
    await letReservationRunOut();
    const second = (await start(guest)).cartChangeNotice!;
    expect(second).toBeTruthy();
    expect(second.id).not.toBe(first.id);
    expect(await submit(guest, { seenCartChangeId: first.id })).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'CART_CHANGE_NOT_SEEN' });
    expect(await submit(guest, { seenCartChangeId: second.id })).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
    await guest.waitForSettled();
  });

  it('an upstream that cannot extend does not hold the start: an expired reservation is still reported, and the order goes through once seen', async () => {
    const guest = await summaryWithExpiredReservation();
    let notice: Notice;
    try {
      await world.upstream.fault({ operation: 'extendLightningDealReservation', times: 20, kind: 'http', status: 503 });
      const started = await start(guest);
      expect(started).toMatchObject({ __typename: 'Checkout', state: 'active.summary' });
      // The reservation as recorded ran out: its line costs the normal price now.
      notice = started.cartChangeNotice!;
      expect(notice).toMatchObject({ reasons: ['EXPIRED'], changedItemIds: [DEAL_ITEM] });
      expect(started.total!.amount).toBe(started.cart!.total.amount);
    } finally {
      await world.upstream.clearFaults();
    }
    expect(await submit(guest)).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'CART_CHANGE_NOT_SEEN' });
    // The submit's own cart check (fingerprint of the cart as shown) still guards the prices.
    expect(await submit(guest, { seenCartChangeId: notice.id })).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
    expect(await guest.waitForSettled()).toMatchObject({ state: 'confirmed' });
  });

  it('an upstream that cannot extend a running reservation: the start answers without a notice', async () => {
    const guest = await newShopper(world.orchestrator);
    await reservationsLast(60_000);
    await addAtDealPrice(guest, 1);
    await guestAtSummary(guest);
    try {
      await world.upstream.fault({ operation: 'extendLightningDealReservation', times: 20, kind: 'http', status: 503 });
      expect(await start(guest)).toMatchObject({ __typename: 'Checkout', state: 'active.summary', cartChangeNotice: null });
    } finally {
      await world.upstream.clearFaults();
    }
    expect(await submit(guest)).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
    await guest.waitForSettled();
  });

  it('a deal that ended during the checkout: the extend reports NOT_LEGAL_DEAL and the line costs the normal price', async () => {
    const guest = await newShopper(world.orchestrator);
    // Ends within five minutes, so the next start extends it.
    await reservationsLast(60_000);
    await addAtDealPrice(guest, 1);
    await guestAtSummary(guest);
    const LINES = 'cart { ... on Cart { total { amount } lines { itemId quantityLightning quantityNormal } } }';
    type WithLines = WithNotice & { cart: { total: { amount: number }; lines: { itemId: string; quantityLightning: number; quantityNormal: number }[] } };
    const startWithLines = async (): Promise<WithLines> => {
      const answer = await guest.gql<{ startCheckout: WithLines }>(`mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { ${RESULT_FIELDS} ... on Checkout { ${NOTICE} ${LINES} } } }`, { i: { cartId: guest.cartId } });
      if (answer.errors) throw new Error(`startCheckout answered errors: ${JSON.stringify(answer.errors)}`);
      return answer.data!.startCheckout;
    };
    const before = (await guest.checkout(LINES)) as WithLines;
    expect(before.cart.lines.find((l) => l.itemId === DEAL_ITEM)).toMatchObject({ quantityLightning: 1 });
    const ended = await fetch(`${world.upstream.url}/__faults/lightning-deal-end`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ itemId: DEAL_ITEM }) });
    try {
      expect(ended.status).toBe(200);
      const started = await startWithLines();
      expect(started).toMatchObject({ __typename: 'Checkout', state: 'active.summary' });
      expect(started.cartChangeNotice).toMatchObject({ reasons: ['NOT_LEGAL_DEAL'], changedItemIds: [DEAL_ITEM] });
      // The line costs the normal price now: more than at the deal price, and the checkout's total says so.
      expect(started.cart.lines.find((l) => l.itemId === DEAL_ITEM)).toMatchObject({ quantityLightning: 0, quantityNormal: 1 });
      expect(started.cart.total.amount).toBeGreaterThan(before.cart.total.amount);
      expect(started.total!.amount).toBe(started.cart.total.amount);
      expect(await submit(guest)).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'CART_CHANGE_NOT_SEEN' });
      expect(await submit(guest, { seenCartChangeId: started.cartChangeNotice!.id })).toMatchObject({ __typename: 'Checkout', state: 'submitting' });
      expect(await guest.waitForSettled()).toMatchObject({ state: 'confirmed' });
    } finally {
      await fetch(`${world.upstream.url}/__faults/lightning-deal-end`, { method: 'DELETE' });
    }
  });

  it('refuses a seenCartChangeId that is not an id, changing nothing', async () => {
    const guest = await newShopper(world.orchestrator);
    const summary = await guestAtSummary(guest);
    const answer = await guest.raw('submitOrder', { expectedCartFingerprint: await guest.fingerprint(), seenCartChangeId: '../x y' });
    expect(answer.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await guest.checkout()).toMatchObject({ state: 'active.summary', version: summary.version });
  });

  it('a cart without lightning lines starts and submits as before', async () => {
    const guest = await newShopper(world.orchestrator);
    await guestAtSummary(guest);
    expect(await start(guest)).toMatchObject({ state: 'active.summary', cartChangeNotice: null });
    expect(await submit(guest)).toMatchObject({ state: 'submitting' });
    await guest.waitForSettled();
  });
});
