// The failover scenario of issue 30, shared by its test (apps/orchestrator/test/cluster-failover.spec.ts)
// and the bench (bench-cluster.mjs): checkouts brought to the summary through the orchestrators
// on a Redis Cluster, then submitted in a steady stream while the master serving the order-submit
// queue is SIGKILLed (its replica takes over). Every submit a shopper could not get through is
// sent again, as the storefront's retry does; afterwards every checkout is read back and compared
// with the orders the upstream stand-in placed. Talks to the apps over HTTP only; whoever calls it
// starts the cluster, the stand-in (faults API on, for its order list), the orchestrators and the workers.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { keySlot } from './redis-cluster.mjs';

const BILLING = { formType: 'private', salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' };
const ITEM = '10401-01';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GraphQL call; resolves with { data, errors } or rejects when no answer came (connection refused, timeout). */
async function graphql(url, headers, query, variables = {}, timeoutMs = 10_000) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await res.json();
  return { data: body.data ?? null, errors: body.errors ?? null };
}

async function must(url, headers, query, variables, field, types) {
  const { data, errors } = await graphql(url, headers, query, variables);
  const value = data?.[field];
  if (errors || !value || (types && !types.includes(value.__typename))) throw new Error(`${field}: ${JSON.stringify(errors ?? value)}`);
  return value;
}

/**
 * A guest with a cart of 2 folders, through every checkout step to the summary (the bench's
 * cluster part prepares its checkouts with it too).
 */
export async function toSummary(url, n) {
  const headers = { 'X-Tafel-Site': 'de-de' };
  const cart = await must(url, headers, 'mutation { createCart { cartId userId } }', {}, 'createCart');
  headers['X-iSHOP-API-USERID'] = cart.userId;
  const ref = { cartId: cart.cartId };
  await must(url, headers, 'mutation($i: AddToCartInput!) { addToCart(input: $i) { __typename } }', { i: { ...ref, itemId: ITEM, quantity: 2 } }, 'addToCart', ['CartUpdated']);
  const started = await must(url, headers, 'mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { __typename ... on Checkout { id } } }', { i: ref }, 'startCheckout', ['Checkout']);
  await must(url, headers, 'mutation($i: ChooseCheckoutLoginOptionInput!) { chooseCheckoutLoginOption(input: $i) { __typename } }', { i: { ...ref, option: 'guest' } }, 'chooseCheckoutLoginOption', ['Checkout']);
  const saved = await must(
    url,
    headers,
    'mutation($i: SaveShippingStepInput!) { saveShippingStep(input: $i) { __typename ... on ShippingStepSaved { session { token } } } }',
    { i: { ...ref, deliveryType: 'sameAsBilling', billingAddress: BILLING, email: `failover-${n}@example.de` } },
    'saveShippingStep',
    ['ShippingStepSaved'],
  );
  headers['X-JWT'] = saved.session.token;
  await must(url, headers, 'mutation($i: SelectCheckoutPaymentInput!) { selectCheckoutPayment(input: $i) { __typename } }', { i: { ...ref, paymentId: 'INVOICE' } }, 'selectCheckoutPayment', ['Checkout']);
  const { cartFingerprint } = await must(url, headers, 'query($c: ID!) { checkout(cartId: $c) { __typename ... on Checkout { cartFingerprint } } }', { c: cart.cartId }, 'checkout', ['Checkout']);
  return { n, cartId: cart.cartId, checkoutId: started.id, headers, fingerprint: cartFingerprint };
}

async function inBatches(count, concurrency, run) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) {
        const n = next;
        next += 1;
        results[n] = await run(n);
      }
    }),
  );
  return results;
}

/** Slot ranges ("0-5460", "7") of CLUSTER NODES, to tell whether a slot is one of them. */
function inRanges(ranges, slot) {
  return ranges.some((entry) => {
    if (entry.startsWith('[')) return false;
    const [from, to = from] = entry.split('-').map(Number);
    return slot >= from && slot <= to;
  });
}

/**
 * @param {object} options
 * @param {import('./redis-cluster.mjs').RedisCluster} options.cluster the cluster the apps run on
 * @param {string[]} options.orchestratorUrls the orchestrators; shoppers and their retries take turns
 * @param {string} options.upstreamUrl the stand-in (UPSTREAM_FAULTS=1: its /__faults/orders list)
 * @param {number} [options.checkouts] default 200
 * @param {number} [options.spreadMs] the submits start evenly over this long (default 4000)
 * @param {number} [options.killAfterMs] the master dies this long after the first submit (default 1500)
 * @param {string} [options.queueTag] the hash tag of the submit queue's keys (default 'order-submit')
 * @param {number} [options.retryEveryMs] a failed submit is sent again after this long (default 200)
 * @param {number} [options.submitDeadlineMs] a shopper gives up resubmitting after this long (default 60000)
 * @param {number} [options.settleTimeoutMs] how long the checkouts may take to leave 'submitting' (default 60000)
 * @param {(line: string) => void} [options.log]
 */
export async function runFailover(options) {
  const {
    cluster,
    orchestratorUrls,
    upstreamUrl,
    checkouts = 200,
    spreadMs = 4000,
    killAfterMs = 1500,
    queueTag = 'order-submit',
    retryEveryMs = 200,
    submitDeadlineMs = 60_000,
    settleTimeoutMs = 60_000,
    log = () => {},
  } = options;
  const urls = orchestratorUrls;

  let t = performance.now();
  const shoppers = await inBatches(checkouts, 8, (n) => toSummary(urls[n % urls.length], n));
  log(`${checkouts} checkouts at the summary in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // The master of the submit queue: while it is away, no submit job can be queued, taken or finished.
  const victim = await cluster.masterOf(queueTag);
  const victimSlots = (await cluster.masters()).find((m) => m.port === victim.port)?.slots ?? [];
  for (const shopper of shoppers) shopper.onVictim = inRanges(victimSlots, keySlot(shopper.checkoutId));

  /** @type {{ n: number, onVictim: boolean, start: number, end: number, ok: boolean, error: string | null }[]} */
  const attempts = [];
  const submitOnce = async (shopper, url) => {
    const start = performance.now();
    let ok = false;
    let error = null;
    try {
      const { data, errors } = await graphql(
        url,
        shopper.headers,
        'mutation($i: SubmitOrderInput!) { submitOrder(input: $i) { __typename ... on Checkout { state } } }',
        { i: { cartId: shopper.cartId, expectedCartFingerprint: shopper.fingerprint } },
      );
      // Any answer of the union is the command done (a repeat finds the checkout submitting or
      // ordered); GraphQL errors (SERVICE_UNAVAILABLE while the slot has no master) are not.
      if (data?.submitOrder) {
        ok = true;
        shopper.answer = data.submitOrder.__typename;
      } else error = errors?.[0]?.extensions?.code ?? errors?.[0]?.message ?? 'no answer';
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    attempts.push({ n: shopper.n, onVictim: shopper.onVictim, start, end: performance.now(), ok, error });
    return ok;
  };
  const submitUntilAnswered = async (shopper) => {
    const deadline = performance.now() + submitDeadlineMs;
    for (let attempt = 0; performance.now() < deadline; attempt += 1) {
      if (await submitOnce(shopper, urls[(shopper.n + attempt) % urls.length])) return;
      await sleep(retryEveryMs);
    }
  };

  // This process's event-loop delay over the submits: where the apps run in it (the test), a
  // stalled loop holds every answer, whatever Redis does.
  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  const startedAt = performance.now();
  let killedAt = 0;
  let clusterOkAt = null;
  const killing = sleep(killAfterMs).then(async () => {
    killedAt = performance.now();
    await cluster.killNode(victim.port);
    // Watched from the kill on: when every live node reports cluster_state:ok on live masters.
    clusterOkAt = cluster.waitForOk({ timeoutMs: 60_000 }).then(() => performance.now());
    log(`killed master ${victim.port} (order-submit queue and ${shoppers.filter((s) => s.onVictim).length} of the workflows) ${((killedAt - startedAt) / 1000).toFixed(1)} s into the submits`);
  });
  const submitting = shoppers.map(async (shopper, n) => {
    await sleep((n * spreadMs) / shoppers.length);
    await submitUntilAnswered(shopper);
  });
  await Promise.all([killing, ...submitting]);
  loopDelay.disable();
  log(`every submit answered ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill (${attempts.filter((a) => !a.ok).length} attempts refused or unanswered)`);

  // The replica took over: wait for the cluster to say so, then for every checkout to settle.
  t = performance.now();
  const clusterOkS = ((await clusterOkAt) - killedAt) / 1000;
  const finals = new Map();
  const settleDeadline = performance.now() + settleTimeoutMs;
  let pending = shoppers;
  while (pending.length > 0 && performance.now() < settleDeadline) {
    const still = [];
    await inBatches(pending.length, 10, async (i) => {
      const shopper = pending[i];
      try {
        const { data } = await graphql(urls[i % urls.length], shopper.headers, 'query($c: ID!) { checkout(cartId: $c) { __typename ... on Checkout { id state orderId submissionAttempt lastError { code } } } }', { c: shopper.cartId });
        const checkout = data?.checkout;
        if (checkout?.__typename === 'Checkout') finals.set(shopper.n, checkout);
        if (!checkout || checkout.__typename !== 'Checkout' || checkout.state === 'submitting') still.push(shopper);
      } catch {
        still.push(shopper);
      }
    });
    pending = still;
    if (pending.length > 0) await sleep(250);
  }
  log(`checkouts settled ${((performance.now() - t) / 1000).toFixed(1)} s after the submits (${pending.length} not)`);

  const res = await fetch(`${upstreamUrl}/__faults/orders`);
  if (!res.ok) throw new Error(`GET /__faults/orders answered ${res.status} (start the stand-in with UPSTREAM_FAULTS=1)`);
  const ordersByCart = new Map();
  for (const order of (await res.json()).orders) ordersByCart.set(order.cartId, [...(ordersByCart.get(order.cartId) ?? []), order]);

  const outcomes = shoppers.map((shopper) => {
    const checkout = finals.get(shopper.n) ?? null;
    const orders = ordersByCart.get(shopper.cartId) ?? [];
    let outcome;
    if (orders.length > 1) outcome = 'doubled';
    else if (checkout?.state === 'confirmed') outcome = orders.length === 1 && orders[0].orderId === checkout.orderId ? 'confirmed' : 'lost';
    else if (checkout?.state?.startsWith('failed.')) outcome = 'failed';
    // Never accepted: every submit of this shopper refused or unanswered until it gave up, and
    // nothing placed: no order was lost, but the shop did not take it (counted on its own).
    else if (!shopper.answer && orders.length === 0 && checkout?.state?.startsWith('active.')) outcome = 'unanswered';
    else outcome = 'lost';
    return { n: shopper.n, cartId: shopper.cartId, checkoutId: shopper.checkoutId, onVictim: shopper.onVictim, state: checkout?.state ?? null, orderId: checkout?.orderId ?? null, orders: orders.length, answer: shopper.answer ?? null, outcome };
  });

  // Commands succeed again: the first submit begun after the kill on a workflow of the dead
  // master's slots that was answered (its answer's time, counted from the kill).
  const afterKill = attempts.filter((a) => a.start >= killedAt);
  const firstVictimOk = afterKill.filter((a) => a.onVictim && a.ok).reduce((min, a) => Math.min(min, a.end), Infinity);
  const lastFailure = attempts.filter((a) => !a.ok).reduce((max, a) => Math.max(max, a.end), killedAt);
  const count = (outcome) => outcomes.filter((o) => o.outcome === outcome).length;
  // Submit attempts per second after the kill: answered, and not (with why), where they ended.
  const timeline = [];
  for (const a of attempts.filter((x) => x.end >= killedAt)) {
    const second = Math.floor((a.end - killedAt) / 1000);
    timeline[second] ??= { second, answered: 0, not: 0, why: {} };
    if (a.ok) timeline[second].answered += 1;
    else {
      timeline[second].not += 1;
      timeline[second].why[a.error] = (timeline[second].why[a.error] ?? 0) + 1;
    }
  }
  return {
    checkouts,
    killed_port: victim.port,
    on_killed_master: shoppers.filter((s) => s.onVictim).length,
    submit_attempts: attempts.length,
    submit_attempts_failed: attempts.filter((a) => !a.ok).length,
    submit_errors: [...new Set(attempts.filter((a) => !a.ok).map((a) => a.error))].slice(0, 10),
    // How long a submit took to be answered at worst (ok or refused), and how many got no answer
    // at all within the client's 10 s: a call made while Redis is away must fail fast, not hang.
    slowest_submit_s: attempts.reduce((max, a) => Math.max(max, a.end - a.start), 0) / 1000,
    slowest_submits: [...attempts]
      .sort((a, b) => b.end - b.start - (a.end - a.start))
      .slice(0, 3)
      .map((a) => ({ s: (a.end - a.start) / 1000, from_kill_s: (a.start - killedAt) / 1000, on_killed_master: a.onVictim, error: a.error })),
    loop_delay_max_s: loopDelay.max / 1e9,
    submits_unanswered: attempts.filter((a) => a.error !== null && a.error.includes('timeout')).length,
    recovery_s: Number.isFinite(firstVictimOk) ? (firstVictimOk - killedAt) / 1000 : null,
    last_failure_s: (lastFailure - killedAt) / 1000,
    cluster_ok_s: clusterOkS,
    confirmed: count('confirmed'),
    failed: count('failed'),
    lost: count('lost'),
    unanswered: count('unanswered'),
    doubled: count('doubled'),
    timeline: timeline.filter(Boolean),
    outcomes,
  };
}
