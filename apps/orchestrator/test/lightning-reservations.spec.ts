import { EventBus } from '@nestjs/cqrs';
import { expiryJobId, lightningWorkflowId } from '@tafel/lightning-machine';
import type { Queue } from 'bullmq';
import { OrderPlacedEvent } from '../src/checkout/index.js';
import { LIGHTNING_EXPIRY_QUEUE, LightningCheckout } from '../src/lightning/index.js';
import { workflowKeys } from '../src/workflow/workflow-keys.js';
import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { LIGHTNING_LINES, lightningCartLines, setReservationLength, waitUntil, withReservationLength, type LightningLine } from './support/lightning.js';
import { testQueue, testRedisEnv } from './support/redis.js';
import { startOrchestrator, type TestOrchestrator } from './support/orchestrator.js';
import { INTERNAL_SECRET, staffHeaders, SUPPORT } from './support/staff.js';
import { startWorker, type TestWorker } from './support/worker.js';
import { startWorld, type World } from './support/world.js';

// Seeded deals of the stand-in (apps/upstream-shop README "Lightning deals"): each test uses its own,
// so what one reserves never counts against another's stock.
const DEAL_MAX_5 = '10005-01'; // max 5 per cart
const DEAL_SOLD_OUT = '10709-02'; // 100 % reserved: unavailable
const DEAL_EXPIRY = '10473-01'; // max 2, 40 stock, 22 % taken elsewhere
const DEAL_SCARCE = '10301-01'; // max 2 per cart, stock 40, 81 % taken elsewhere: 8 left
const DEAL_MANY_CARTS = '10401-03'; // max 10 per cart, stock 200, 12 % taken elsewhere: 176 left
const DEAL_ONE_CART = '10162-01'; // max 10 per cart, stock 200, 90 % taken elsewhere: 20 left
const DEAL_RESTART = '10617-01';
const DEAL_EXTEND = '10351-01';
const DEAL_UNREAD = '10209-01'; // the add whose reservation read fails afterwards
const DEAL_AGAIN = '10504-01'; // an end scheduled again after its job finished

const RESERVATION = 'cartId state hasReservation expired expiresAt items { itemId quantity } lastChange { reasons changedItemIds messageKey }';
const CART_LINES = `id ${LIGHTNING_LINES}`;
const RESULT = `__typename
  ... on LightningCartUpdated { cart { ${CART_LINES} } reservation { ${RESERVATION} } change { reasons changedItemIds messageKey } }
  ... on LightningRefusedError { errorCode reason messageKey allowedQuantity }
  ... on ValidationError { errorCode messageKey fieldErrors { field messageKey } }
  ... on CartNotFoundError { errorCode }
  ... on CartUpdateRejectedError { errorCode messageKey }
  ... on LightningDisabledError { errorCode }`;

interface Reservation {
  cartId: string;
  state: string;
  hasReservation: boolean;
  expired: boolean;
  expiresAt: string | null;
  items: { itemId: string; quantity: number }[];
  lastChange: { reasons: string[]; changedItemIds: string[]; messageKey: string | null } | null;
}
interface CartResult {
  __typename: string;
  cart?: { id: string; lines: LightningLine[] };
  reservation?: Reservation;
  change?: { reasons: string[]; changedItemIds: string[]; messageKey: string | null } | null;
  reason?: string;
  messageKey?: string;
  allowedQuantity?: number | null;
  errorCode?: string;
  fieldErrors?: { field: string; messageKey: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('lightning reservations on the workflow kernel (real Redis, real stand-in, worker process)', () => {
  let world: World;
  let worker: TestWorker | undefined;
  let queue: Queue;
  let env: Record<string, string>;

  beforeAll(async () => {
    // The API runs no workers: the expiry jobs run in the worker process, as in production.
    // 200 carts adding at once queue up at the stand-in: on a loaded machine some calls took over
    // the default 5 s upstream budget. No test here relies on an upstream timeout.
    world = await startWorld('lightning-reservations', { ORCHESTRATOR_WORKERS: '0', JOB_BACKOFF_MS: '50', LIGHTNING_SWITCH_CACHE_MS: '0', INTERNAL_API_SECRET: INTERNAL_SECRET, UPSTREAM_TIMEOUT_MS: '30000' });
    env = { ...testRedisEnv(), REDIS_KEY_PREFIX: world.keyspace.prefix, UPSTREAM_URL: world.upstream.url, JOB_BACKOFF_MS: '50', LIGHTNING_SWITCH_CACHE_MS: '0' };
    worker = await startWorker(env);
    queue = testQueue(LIGHTNING_EXPIRY_QUEUE, world.keyspace.prefix);
  }, 60_000);
  afterAll(async () => {
    if (world) await setReservationLength(world.upstream, null).catch(() => undefined);
    await Promise.allSettled([worker?.stop(), queue?.close()]);
    await world?.close();
  });

  /** Runs `work` while the stand-in's reservations of new adds, refreshes and extends last `ms`. */
  const lasting = <T>(ms: number, work: () => Promise<T>): Promise<T> => withReservationLength(world.upstream, ms, work);

  const newCart = async (app: TestOrchestrator = world.orchestrator): Promise<{ cartId: string; userId: string }> => {
    const answer = await app.graphql<{ createCart: { cartId: string; userId: string } }>('mutation { createCart { cartId userId } }');
    return answer.data!.createCart;
  };

  const add = async (cart: { cartId: string; userId: string }, itemId: unknown, quantity: unknown, app: TestOrchestrator = world.orchestrator): Promise<CartResult> => {
    const answer = await app.graphql<{ addLightningDealToCart: CartResult }>(`mutation($input: AddLightningDealToCartInput!) { addLightningDealToCart(input: $input) { ${RESULT} } }`, { input: { cartId: cart.cartId, itemId, quantity } }, cart.userId);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.addLightningDealToCart;
  };

  const refresh = async (cart: { cartId: string; userId: string }): Promise<CartResult> => {
    const answer = await world.orchestrator.graphql<{ refreshLightningReservation: CartResult }>(`mutation($input: LightningCartRefInput!) { refreshLightningReservation(input: $input) { ${RESULT} } }`, { input: { cartId: cart.cartId } }, cart.userId);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.refreshLightningReservation;
  };

  const read = async (cart: { cartId: string; userId: string }): Promise<Reservation> => {
    const answer = await world.orchestrator.graphql<{ lightningReservation: Reservation }>(`query($cartId: ID!) { lightningReservation(cartId: $cartId) { __typename ... on LightningReservation { ${RESERVATION} } } }`, { cartId: cart.cartId }, cart.userId);
    return answer.data!.lightningReservation;
  };

  const cartLines = (cart: { cartId: string; userId: string }): Promise<LightningLine[]> => lightningCartLines(world.orchestrator, cart);

  /** Asks the stand-in directly, as the user `userId` (X-iSHOP-API-USERID). */
  const upstreamAs = async <T>(userId: string, query: string, variables: Record<string, unknown>): Promise<T> => {
    const token = (await (await fetch(`${world.upstream.url}/oauth/token`, { method: 'POST', headers: { authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials&scope=de-de' })).json()) as { access_token: string };
    const response = await fetch(`${world.upstream.url}/api/shop/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json', 'X-iSHOP-API-USERID': userId },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    if (body.errors) throw new Error(`upstream answered errors: ${JSON.stringify(body.errors)}`);
    return body.data;
  };

  /** The upstream's own view of the cart's reservation (asked directly, as the owner). */
  const upstreamReservation = async (cart: { cartId: string; userId: string }) => {
    const data = await upstreamAs<{ getLightningDealReservation: { hasLightningDealReservation: boolean; isLightningDealReservationExpired: boolean; lightningDealReservationTimestampEnd: string | null; items: { itemId: string; quantity: number }[] } }>(
      cart.userId,
      'query($c: ID) { getLightningDealReservation(cartId: $c) { hasLightningDealReservation isLightningDealReservationExpired lightningDealReservationTimestampEnd items { itemId quantity } } }',
      { c: cart.cartId },
    );
    return data.getLightningDealReservation;
  };

  const deal = async (itemId: string) => {
    const answer = await world.orchestrator.graphql<{ runningLightningDeals: { deal: { itemId: string; reservedPercent: number; quantityMax: number; available: boolean } }[] }>('{ runningLightningDeals { deal { itemId reservedPercent quantityMax available } } }');
    return answer.data!.runningLightningDeals.find((d) => d.deal.itemId === itemId)!.deal;
  };

  const history = (cartId: string) => new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).history(lightningWorkflowId(cartId));
  const jobState = async (cartId: string, expiresAt: string) => (await queue.getJob(expiryJobId(lightningWorkflowId(cartId), expiresAt)))?.getState() ?? 'missing';

  /** Waits until the expiry job has recorded reservation.expired in the workflow's history (the job, not a read's sync). */
  const waitForExpiry = (cartId: string, timeoutMs = 20_000, times = 1): Promise<void> =>
    waitUntil(`the expiry job of cart ${cartId}`, async () => (await history(cartId)).filter((e) => e.type === 'reservation.expired' && e.command === 'ExpireLightningReservationCommand').length >= times, timeoutMs, 100);
  // An expiry job records its event before it returns, and a superseded one is removed after the
  // answer: its state is reached a moment after what the test saw.
  const waitForJobState = (cartId: string, expiresAt: string, state: string): Promise<void> =>
    waitUntil(`the expiry job of ${expiresAt} ${state}`, async () => (await jobState(cartId, expiresAt)) === state, 5000, 20);
  const waitForJob = (job: { getState(): Promise<string> }, state: string, timeoutMs = 20_000): Promise<void> => waitUntil(`a job in state ${state}`, async () => (await job.getState()) === state, timeoutMs);

  it('reserves at the deal price, schedules the expiry job at the end, and refuses what the deal does not allow before asking the upstream', async () => {
    const cart = await newCart();
    const added = await add(cart, DEAL_MAX_5, 2);
    expect(added).toMatchObject({ __typename: 'LightningCartUpdated', reservation: { cartId: cart.cartId, state: 'RESERVED', hasReservation: true, expired: false, items: [{ itemId: DEAL_MAX_5, quantity: 2 }], lastChange: { reasons: [], changedItemIds: [DEAL_MAX_5], messageKey: null } }, change: { reasons: [] } });
    const line = added.cart!.lines.find((l) => l.itemId === DEAL_MAX_5)!;
    expect(line).toMatchObject({ quantity: 2, quantityLightning: 2, quantityNormal: 0, isLightningDeal: true });
    const expiresAt = added.reservation!.expiresAt!;
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiresAt).toBe((await upstreamReservation(cart)).lightningDealReservationTimestampEnd);
    // The delayed job at the end, by the id of that end.
    const job = await queue.getJob(expiryJobId(lightningWorkflowId(cart.cartId), expiresAt));
    expect(await job!.getState()).toBe('delayed');
    expect(job!.data).toEqual({ workflowId: lightningWorkflowId(cart.cartId), expiresAt });
    expect(Math.abs(job!.timestamp + job!.delay - Date.parse(expiresAt))).toBeLessThan(1000);

    // 2 held of at most 5: 4 more is refused as a whole, with what may still be added; nothing changes upstream.
    expect(await add(cart, DEAL_MAX_5, 4)).toMatchObject({ __typename: 'LightningRefusedError', errorCode: 'LIGHTNING_REFUSED', reason: 'QUANTITY_ABOVE_ALLOWED', messageKey: 'vue.buybox.text.quantity.error', allowedQuantity: 3 });
    expect((await upstreamReservation(cart)).items).toEqual([{ itemId: DEAL_MAX_5, quantity: 2 }]);
    // A sold-out deal and an item without a deal: DEAL_OVER.
    expect(await add(cart, DEAL_SOLD_OUT, 1)).toMatchObject({ __typename: 'LightningRefusedError', reason: 'DEAL_OVER' });
    expect(await add(cart, '10001-01', 1)).toMatchObject({ __typename: 'LightningRefusedError', reason: 'DEAL_OVER' });
    // Bad input: ValidationError with the spec's keys, nothing called.
    expect(await add(cart, DEAL_MAX_5, 0)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'quantity', messageKey: 'vue.pdp.minQuantity' }] });
    expect(await add(cart, DEAL_MAX_5, 10_000)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'quantity', messageKey: 'vue.buybox.text.quantity.error' }] });
    expect(await add(cart, 'no such/item', 1)).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'itemId' }] });
    // Another visitor cannot touch or read the cart's reservation.
    expect(await add({ cartId: cart.cartId, userId: (await newCart()).userId }, DEAL_MAX_5, 1)).toMatchObject({ __typename: 'CartNotFoundError' });
    expect((await upstreamReservation(cart)).items).toEqual([{ itemId: DEAL_MAX_5, quantity: 2 }]);

    // One more within the maximum restarts the 15 minutes: a new end, a new job; the superseded one is removed.
    const again = await add(cart, DEAL_MAX_5, 3);
    expect(again.reservation).toMatchObject({ state: 'RESERVED', items: [{ itemId: DEAL_MAX_5, quantity: 5 }] });
    const moved = again.reservation!.expiresAt!;
    expect(Date.parse(moved)).toBeGreaterThan(Date.parse(expiresAt));
    expect(await jobState(cart.cartId, moved)).toBe('delayed');
    await waitForJobState(cart.cartId, expiresAt, 'missing');
    expect(await add(cart, DEAL_MAX_5, 1)).toMatchObject({ __typename: 'LightningRefusedError', reason: 'QUANTITY_ABOVE_ALLOWED', allowedQuantity: 0 });

    // Support's inspector shows the kind and the pending expiry with its job's state.
    const staff = await staffHeaders(world.orchestrator, SUPPORT);
    const inspected = await world.orchestrator.graphql<{ workflow: { kind: string; state: string; scheduledJobs: { job: string; queue: string; jobId: string; runAt: string; state: string }[]; chart: { title: string } } }>(
      'query($id: ID!) { workflow(kind: "lightning", id: $id) { kind state scheduledJobs { job queue jobId runAt state } chart { title } } }',
      { id: lightningWorkflowId(cart.cartId) },
      staff,
    );
    expect(inspected.errors).toBeUndefined();
    expect(inspected.data!.workflow).toEqual({
      kind: 'lightning',
      state: 'reserved',
      scheduledJobs: [{ job: 'lightning-expiry', queue: 'lightning-expiry', jobId: expiryJobId(lightningWorkflowId(cart.cartId), moved), runAt: moved, state: 'delayed' }],
      chart: { title: 'Blitzangebot-Reservierung' },
    });
  });

  it("converts the reservation when the checkout places the cart's order (its OrderPlacedEvent)", async () => {
    const cart = await newCart();
    const end = (await add(cart, DEAL_MAX_5, 1)).reservation!.expiresAt!;
    world.orchestrator.app.get(EventBus).publish(new OrderPlacedEvent('checkout-x', cart.cartId, 'O-1', 1, false));
    await waitUntil('the reservation converted', async () => (await read(cart)).state === 'CONVERTED');
    expect(await read(cart)).toMatchObject({ state: 'CONVERTED', items: [{ itemId: DEAL_MAX_5, quantity: 1 }] });
    expect((await history(cart.cartId)).at(-1)).toMatchObject({ type: 'order.submitted', actor: 'system', command: 'MarkLightningOrderedCommand' });
    // Nothing is pending any more: the expiry job of the end is gone.
    await waitForJobState(cart.cartId, end, 'missing');
  });

  it('expires through the delayed job at the end: the workflow is EXPIRED and the cart shows normal prices; refresh claims it again', async () => {
    // A refresh of a running reservation leaves it as it is (a 15-minute one: still running whatever the machine's load).
    const running = await newCart();
    const runningEnd = (await add(running, DEAL_EXPIRY, 1)).reservation!.expiresAt!;
    expect(await refresh(running)).toMatchObject({ __typename: 'LightningCartUpdated', change: { reasons: [], messageKey: null }, reservation: { state: 'RESERVED', expiresAt: runningEnd } });

    const cart = await newCart();
    const added = await lasting(2000, () => add(cart, DEAL_EXPIRY, 1));
    expect(added.reservation).toMatchObject({ state: 'RESERVED' });
    const end = added.reservation!.expiresAt!;
    const lightningPrice = added.cart!.lines[0]!.pricePerUnitLightning!.amount;

    await waitForExpiry(cart.cartId);
    const entries = await history(cart.cartId);
    const fired = entries.find((e) => e.type === 'reservation.expired')!;
    expect(fired).toMatchObject({ actor: 'system', state: 'expired' });
    expect(Date.parse(fired.time) - Date.parse(end)).toBeGreaterThanOrEqual(0);
    await waitForJobState(cart.cartId, end, 'completed');
    // The same expiry run a second time (another job for the same end) does nothing.
    const expiredHistory = (await history(cart.cartId)).length;
    const second = await queue.add('expire', { workflowId: lightningWorkflowId(cart.cartId), expiresAt: end }, { jobId: `again-${lightningWorkflowId(cart.cartId)}` });
    await waitForJob(second, 'completed');
    expect((await queue.getJob(second.id!))!.returnvalue).toEqual({ outcome: 'stale' });
    expect(await history(cart.cartId)).toHaveLength(expiredHistory);
    expect(await read(cart)).toMatchObject({ state: 'EXPIRED', hasReservation: true, expired: true, items: [{ itemId: DEAL_EXPIRY, quantity: 1 }], lastChange: { reasons: ['EXPIRED'], changedItemIds: [DEAL_EXPIRY], messageKey: 'vue.checkout.summaryStep.notification.cartChanged' } });
    const [line] = await cartLines(cart);
    expect(line).toMatchObject({ quantity: 1, quantityLightning: 0, quantityNormal: 1, isLightningDeal: false, pricePerUnitLightning: null });
    expect(line!.unitPrice.amount).toBeGreaterThan(lightningPrice);

    // Reserve again: REFRESHED, a new end, the job of that end.
    const refreshed = await refresh(cart);
    expect(refreshed).toMatchObject({ __typename: 'LightningCartUpdated', change: { reasons: ['REFRESHED'], messageKey: 'vue.checkout.summaryStep.notification.cartChanged' }, reservation: { state: 'RESERVED', expired: false, items: [{ itemId: DEAL_EXPIRY, quantity: 1 }] } });
    expect(refreshed.cart!.lines[0]).toMatchObject({ quantityLightning: 1, isLightningDeal: true });
    expect(await jobState(cart.cartId, refreshed.reservation!.expiresAt!)).toBe('delayed');
  }, 60_000);

  it('treats a stale or repeated expiry job as a no-op', async () => {
    const cart = await newCart();
    const added = await add(cart, DEAL_MAX_5, 1);
    const end = added.reservation!.expiresAt!;
    const before = await history(cart.cartId);
    const workflowId = lightningWorkflowId(cart.cartId);
    // A job for an end the reservation never had, due now.
    const stale = new Date(Date.parse(end) - 60_000).toISOString();
    await queue.add('expire', { workflowId, expiresAt: stale }, { jobId: expiryJobId(workflowId, stale) });
    const job = await queue.getJob(expiryJobId(workflowId, stale));
    await waitForJob(job!, 'completed');
    expect(await job!.getState()).toBe('completed');
    expect((await queue.getJob(job!.id!))!.returnvalue).toEqual({ outcome: 'stale' });
    expect(await history(cart.cartId)).toHaveLength(before.length);
    expect(await read(cart)).toMatchObject({ state: 'RESERVED', expiresAt: end });
  });

  it('does not expire early when our clock runs ahead: the upstream still holds the reservation, so the job waits for its end', async () => {
    const cart = await newCart();
    // 10 s: the early job is surely run and moved before the end, however loaded the machine.
    const end = (await lasting(10_000, () => add(cart, DEAL_MAX_5, 1))).reservation!.expiresAt!;
    const workflowId = lightningWorkflowId(cart.cartId);
    // The job of the current end, run now (as a worker whose clock is ahead would): the upstream says it still runs.
    const early = await queue.add('expire', { workflowId, expiresAt: end }, { jobId: `early-${workflowId}` });
    await waitForJob(early, 'delayed', 8000);
    expect(Date.now()).toBeLessThan(Date.parse(end));
    expect((await history(cart.cartId)).some((e) => e.type === 'reservation.expired')).toBe(false);
    expect(await read(cart)).toMatchObject({ state: 'RESERVED', expiresAt: end });
    // At the upstream's end it expires, once.
    await waitForExpiry(cart.cartId, 30_000);
    await waitForJob(early, 'completed');
    expect((await history(cart.cartId)).filter((e) => e.type === 'reservation.expired')).toHaveLength(1);
    expect(Date.parse((await history(cart.cartId)).find((e) => e.type === 'reservation.expired')!.time)).toBeGreaterThanOrEqual(Date.parse(end));
  }, 60_000);

  it('extends at checkout start: nothing changed, refreshed after expiry, reduced quantity; a cart without a reservation answers null', async () => {
    const checkout = world.orchestrator.app.get(LightningCheckout);
    const cart = await newCart();
    const identity = { userId: cart.userId, site: 'de-de' };
    expect(await checkout.extendForCheckout(cart.cartId, identity)).toBeNull();

    const added = await add(cart, DEAL_EXTEND, 1);
    const first = added.reservation!.expiresAt!;
    await sleep(20);
    expect(await checkout.extendForCheckout(cart.cartId, identity)).toEqual({ reasons: [], changedItemIds: [], pricesChanged: false });
    const extended = await read(cart);
    expect(extended).toMatchObject({ state: 'RESERVED' });
    expect(Date.parse(extended.expiresAt!)).toBeGreaterThan(Date.parse(first));
    expect(await jobState(cart.cartId, extended.expiresAt!)).toBe('delayed');
    await waitForJobState(cart.cartId, first, 'missing');

    // Expired, then the checkout starts: claimed again (REFRESHED), the prices changed.
    const expiring = await newCart();
    await lasting(1500, () => add(expiring, DEAL_EXTEND, 1));
    await waitForExpiry(expiring.cartId);
    const refreshed = await checkout.extendForCheckout(expiring.cartId, { userId: expiring.userId, site: 'de-de' });
    expect(refreshed).toMatchObject({ reasons: ['REFRESHED'], pricesChanged: true });
    expect(await read(expiring)).toMatchObject({ state: 'RESERVED', lastChange: { reasons: ['REFRESHED'] } });

    // Expired while others took the last deal stock: the extend lowers it (here to nothing: released).
    const scarce = await newCart();
    expect(await lasting(1500, () => add(scarce, DEAL_SCARCE, 2))).toMatchObject({ __typename: 'LightningCartUpdated' });
    await waitForExpiry(scarce.cartId);
    const others = await Promise.all(Array.from({ length: 4 }, () => newCart()));
    for (const other of others) expect(await add(other, DEAL_SCARCE, 2)).toMatchObject({ __typename: 'LightningCartUpdated' });
    expect((await deal(DEAL_SCARCE)).reservedPercent).toBe(100);
    const reduced = await checkout.extendForCheckout(scarce.cartId, { userId: scarce.userId, site: 'de-de' });
    expect(reduced).toEqual({ reasons: ['REDUCED_QUANTITY'], changedItemIds: [DEAL_SCARCE], pricesChanged: true });
    expect(await read(scarce)).toMatchObject({ state: 'RELEASED', hasReservation: false, items: [] });
    // NOT_LEGAL_DEAL needs a deal whose window ended: the stand-in's first deal ends 6 h after its start (not reachable here).
  }, 60_000);

  it('answers LightningDisabledError and NONE while lightning deals are off, changing nothing', async () => {
    const cart = await newCart();
    await add(cart, DEAL_MAX_5, 1);
    const before = await history(cart.cartId);
    const switchTo = async (value: string | null) => {
      const response = await fetch(`${world.upstream.url}/__faults/lightning-switch`, value === null ? { method: 'DELETE' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ value }) });
      expect(response.status).toBe(200);
    };
    await switchTo('off');
    try {
      expect(await add(cart, DEAL_MAX_5, 1)).toEqual({ __typename: 'LightningDisabledError', errorCode: 'LIGHTNING_DISABLED' });
      expect(await refresh(cart)).toEqual({ __typename: 'LightningDisabledError', errorCode: 'LIGHTNING_DISABLED' });
      expect(await read(cart)).toMatchObject({ state: 'NONE', hasReservation: false, items: [] });
      const withField = await world.orchestrator.graphql<{ cart: { lightningReservation: unknown } }>('query($c: ID!) { cart(cartId: $c) { ... on Cart { lightningReservation { state } } } }', { c: cart.cartId }, cart.userId);
      expect(withField.data).toEqual({ cart: { lightningReservation: null } });
      expect(await world.orchestrator.app.get(LightningCheckout).extendForCheckout(cart.cartId, { userId: cart.userId, site: 'de-de' })).toBeNull();
    } finally {
      await switchTo(null);
    }
    expect((await upstreamReservation(cart)).items).toEqual([{ itemId: DEAL_MAX_5, quantity: 1 }]);
    expect(await history(cart.cartId)).toHaveLength(before.length);
  });

  it('heals a reservation the upstream made without our save (the save failed): the next read records it and schedules its expiry', async () => {
    const cart = await newCart();
    // The upstream add happened, our record of it did not (as when Redis failed after cart_update).
    const added = await upstreamAs<{ cart_update: { successful: boolean } }>(cart.userId, 'mutation($d: CartUpdateInput!) { cart_update(data: $d) { successful } }', { d: { cartId: cart.cartId, ops: [{ addPosition: { itemId: `${DEAL_MAX_5}#LIGHTNING_DEAL`, quantity: 2 } }] } });
    expect(added).toEqual({ cart_update: { successful: true } });
    expect(await history(cart.cartId)).toEqual([]);
    const healed = await read(cart);
    expect(healed).toMatchObject({ state: 'RESERVED', items: [{ itemId: DEAL_MAX_5, quantity: 2 }], expiresAt: (await upstreamReservation(cart)).lightningDealReservationTimestampEnd });
    expect(await jobState(cart.cartId, healed.expiresAt!)).toBe('delayed');
    expect((await history(cart.cartId)).map((e) => e.type)).toEqual(['lightning.started', 'cart.synced']);
  });

  it('follows the cart to a new owner id the upstream lets read it (a login that moves the cart): the checkout still extends it', async () => {
    const cart = await newCart();
    await add(cart, DEAL_EXTEND, 1);
    // The workflow as it was written under the user id the cart had before (the stand-in keeps the
    // id at login, so the move is made in the store).
    const stateKey = workflowKeys(world.keyspace.prefix, lightningWorkflowId(cart.cartId)).state;
    await world.keyspace.redis.hset(stateKey, 'meta:owner', 'former-visitor-id');
    expect(await world.orchestrator.app.get(LightningCheckout).extendForCheckout(cart.cartId, { userId: cart.userId, site: 'de-de' })).toEqual({ reasons: [], changedItemIds: [], pricesChanged: false });
    expect(await world.keyspace.redis.hget(stateKey, 'meta:owner')).toBe(cart.userId);
    expect(await read(cart)).toMatchObject({ state: 'RESERVED', items: [{ itemId: DEAL_EXTEND, quantity: 1 }] });
    // A user id the upstream does not let read the cart gets nothing.
    const stranger = await world.orchestrator.graphql<{ lightningReservation: { __typename: string } }>('query($c: ID!) { lightningReservation(cartId: $c) { __typename } }', { c: cart.cartId }, (await newCart()).userId);
    expect(stranger.data).toEqual({ lightningReservation: { __typename: 'CartNotFoundError' } });
    expect(await world.keyspace.redis.hget(stateKey, 'meta:owner')).toBe(cart.userId);
  });

  it('heals a workflow the upstream moved on from: a read syncs it (cart.synced)', async () => {
    const cart = await newCart();
    await add(cart, DEAL_MAX_5, 1);
    // The shopper removes the line in the basket (the cart area, not a lightning command): the reservation goes with it.
    const lines = await cartLines(cart);
    const removed = await world.orchestrator.graphql(`mutation($input: RemoveCartLineInput!) { removeCartLine(input: $input) { __typename } }`, { input: { cartId: cart.cartId, lineId: (await world.orchestrator.graphql<{ cart: { lines: { id: string }[] } }>(`query($c: ID!) { cart(cartId: $c) { ... on Cart { lines { id } } } }`, { c: cart.cartId }, cart.userId)).data!.cart.lines[0]!.id } }, cart.userId);
    expect(lines).toHaveLength(1);
    expect(removed.data).toMatchObject({ removeCartLine: { __typename: 'CartUpdated' } });
    expect(await read(cart)).toMatchObject({ state: 'RELEASED', hasReservation: false });
    expect((await history(cart.cartId)).map((e) => e.type)).toContain('cart.synced');
  });

  it('answers LightningCartUpdated when the reservation cannot be read after the upstream added: the next read records it, no second add needed', async () => {
    const cart = await newCart();
    // The add reads the reservation once before cart_update (passes: a 0 ms delay fault) and once after (fails).
    await world.upstream.fault({ operation: 'GetLightningDealReservation', kind: 'delay', delayMs: 0, times: 1 });
    await world.upstream.fault({ operation: 'GetLightningDealReservation', kind: 'error', times: 1 });
    const added = await add(cart, DEAL_UNREAD, 2);
    // Both faults were used by the add: its second reservation read failed.
    expect(await (await fetch(`${world.upstream.url}/__faults`)).json()).toEqual({ faults: [] });
    expect(added).toMatchObject({
      __typename: 'LightningCartUpdated',
      reservation: { cartId: cart.cartId, state: 'RESERVED', hasReservation: true, expired: false, items: [{ itemId: DEAL_UNREAD, quantity: 2 }], lastChange: { reasons: [], changedItemIds: [DEAL_UNREAD] } },
      change: { reasons: [], changedItemIds: [DEAL_UNREAD], messageKey: null },
    });
    expect(added.cart!.lines.find((l) => l.itemId === DEAL_UNREAD)).toMatchObject({ quantityLightning: 2, isLightningDeal: true });
    // Nothing was recorded by the add; the next read records what the upstream holds, with its expiry job.
    expect(await history(cart.cartId)).toEqual([]);
    const upstreamEnd = (await upstreamReservation(cart)).lightningDealReservationTimestampEnd;
    const healed = await read(cart);
    expect(healed).toMatchObject({ state: 'RESERVED', hasReservation: true, items: [{ itemId: DEAL_UNREAD, quantity: 2 }], expiresAt: upstreamEnd });
    expect(await jobState(cart.cartId, healed.expiresAt!)).toBe('delayed');
    // One add, held once: the shopper had no reason to add again.
    expect((await upstreamReservation(cart)).items).toEqual([{ itemId: DEAL_UNREAD, quantity: 2 }]);
  });

  it('runs the expiry job again when a sync brings back an end whose job finished (expired by our clock), and it fires at the end', async () => {
    const cart = await newCart();
    const end = (await lasting(10_000, () => add(cart, DEAL_AGAIN, 1))).reservation!.expiresAt!;
    const workflowId = lightningWorkflowId(cart.cartId);
    const jobId = expiryJobId(workflowId, end);
    // The end's job, run early as its last attempt while the upstream cannot be asked: it expires by our clock and finishes.
    await (await queue.getJob(jobId))!.remove();
    await world.upstream.fault({ operation: 'GetLightningDealReservation', kind: 'error', times: 1 });
    const byOurClock = await queue.add('expire', { workflowId, expiresAt: end }, { jobId, attempts: 1 });
    await waitForJob(byOurClock, 'completed');
    expect((await queue.getJob(jobId))!.returnvalue).toEqual({ outcome: 'expired' });
    expect(await history(cart.cartId)).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'reservation.expired' })]));
    // The upstream still holds it to the same end: a read syncs it back, and the finished job of that end runs again, waiting for the end.
    expect(await read(cart)).toMatchObject({ state: 'RESERVED', expiresAt: end });
    expect(Date.now()).toBeLessThan(Date.parse(end));
    await waitUntil('the expiry job of the end scheduled again', async () => (await jobState(cart.cartId, end)) === 'delayed', 8000, 20);
    expect(Date.now()).toBeLessThan(Date.parse(end));
    // At the end it fires: the second reservation.expired, recorded by the job.
    await waitForExpiry(cart.cartId, 30_000, 2);
    await waitForJobState(cart.cartId, end, 'completed');
    expect((await queue.getJob(jobId))!.returnvalue).toEqual({ outcome: 'expired' });
    expect(await read(cart)).toMatchObject({ state: 'EXPIRED', expiresAt: end });
  }, 60_000);

  it('releases rather than expires when the lines are gone from the cart at the end (no EXPIRED notice)', async () => {
    const cart = await newCart();
    const end = (await add(cart, DEAL_MAX_5, 1)).reservation!.expiresAt!;
    const lineId = (await world.orchestrator.graphql<{ cart: { lines: { id: string }[] } }>(`query($c: ID!) { cart(cartId: $c) { ... on Cart { lines { id } } } }`, { c: cart.cartId }, cart.userId)).data!.cart.lines[0]!.id;
    // Removed straight at the upstream: nothing of ours reads the cart before the job.
    const removed = await upstreamAs<{ cart_update: { successful: boolean } }>(cart.userId, 'mutation($d: CartUpdateInput!) { cart_update(data: $d) { successful } }', { d: { cartId: cart.cartId, ops: [{ removePosition: { positionId: lineId } }] } });
    expect(removed).toEqual({ cart_update: { successful: true } });
    // The end's job, run now.
    const job = (await queue.getJob(expiryJobId(lightningWorkflowId(cart.cartId), end)))!;
    await job.promote();
    await waitForJob(job, 'completed');
    expect((await queue.getJob(job.id!))!.returnvalue).toEqual({ outcome: 'synced' });
    const entries = await history(cart.cartId);
    expect(entries.some((e) => e.type === 'reservation.expired')).toBe(false);
    expect(entries.at(-1)).toMatchObject({ type: 'cart.synced', actor: 'system', command: 'ExpireLightningReservationCommand', state: 'released' });
    const after = await read(cart);
    expect(after).toMatchObject({ state: 'RELEASED', hasReservation: false, items: [] });
    expect(after.lastChange?.reasons ?? []).not.toContain('EXPIRED');
  });

  it('keeps the pending expiry through a restart of the orchestrator and the worker', async () => {
    await worker!.kill();
    worker = undefined;
    const api = await startOrchestrator({ ...env, ORCHESTRATOR_WORKERS: '0', LOG_LEVEL: 'error' });
    const cart = await newCart(api);
    const end = (await lasting(2500, () => add(cart, DEAL_RESTART, 1, api))).reservation!.expiresAt!;
    await api.close();
    // Nobody runs the job while everything is down: past the end, it waits.
    await sleep(Math.max(0, Date.parse(end) - Date.now()) + 500);
    expect(await jobState(cart.cartId, end)).toBe('delayed');
    expect((await history(cart.cartId)).some((e) => e.type === 'reservation.expired')).toBe(false);
    // New processes: the job is still there and fires.
    worker = await startWorker(env);
    await waitForExpiry(cart.cartId);
    await waitForJobState(cart.cartId, end, 'completed');
  }, 60_000);

  it('never reserves more than the deal stock across 200 concurrent carts, nor more than the per-cart maximum on one cart', async () => {
    const before = await deal(DEAL_MANY_CARTS);
    expect(before).toMatchObject({ reservedPercent: 12, quantityMax: 10, available: true });
    const carts = await Promise.all(Array.from({ length: 200 }, () => newCart()));
    const answers = await Promise.all(carts.map((cart) => add(cart, DEAL_MANY_CARTS, 1)));
    const reserved = answers.filter((a) => a.__typename === 'LightningCartUpdated').length;
    // 200 in stock, 24 taken elsewhere: 176 can be reserved, and exactly those are.
    expect(reserved).toBe(176);
    expect(answers.filter((a) => a.__typename === 'LightningRefusedError').every((a) => a.reason === 'QUANTITY_ABOVE_ALLOWED' || a.reason === 'DEAL_OVER')).toBe(true);
    const held = await Promise.all(carts.map((cart) => upstreamReservation(cart)));
    expect(held.reduce((sum, r) => sum + (r.items.find((i) => i.itemId === DEAL_MANY_CARTS)?.quantity ?? 0), 0)).toBe(176);
    expect(await deal(DEAL_MANY_CARTS)).toMatchObject({ reservedPercent: 100 });
    // Each workflow says what the upstream holds for its cart.
    const views = await Promise.all(carts.slice(0, 40).map((cart) => read(cart)));
    views.forEach((view, i) => expect(view.items).toEqual(held[i]!.items));

    // 30 concurrent adds of 1 on one cart: at most the deal's maximum of 10 is held.
    const cart = await newCart();
    const many = await Promise.all(Array.from({ length: 30 }, () => add(cart, DEAL_ONE_CART, 1)));
    const ok = many.filter((a) => a.__typename === 'LightningCartUpdated').length;
    expect(ok).toBe(10);
    expect(many.filter((a) => a.__typename !== 'LightningCartUpdated').every((a) => a.reason === 'QUANTITY_ABOVE_ALLOWED')).toBe(true);
    expect((await upstreamReservation(cart)).items).toEqual([{ itemId: DEAL_ONE_CART, quantity: 10 }]);
    expect(await read(cart)).toMatchObject({ state: 'RESERVED', items: [{ itemId: DEAL_ONE_CART, quantity: 10 }] });
  }, 60_000);
});
