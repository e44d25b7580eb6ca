// Workflow figures of `npm run bench` (issue 4), measured in this process against the built
// orchestrator (apps/orchestrator/dist) on real Redis and the real upstream stand-in over HTTP:
//   command_p50_ms / command_p99_ms   one checkout command: load → transition → persist → event,
//                                     200 checkouts sending commands at random times (Poisson,
//                                     COMMAND_RATE per second in all), no upstream call in them
//   command_burst_*                   the same 200 checkouts all sending at the same instant,
//                                     round after round: saturated throughput and its latency
//   checkout_e2e_p50_ms               a whole checkout (every command over GraphQL + the submit
//                                     job), the time spent waiting for the upstream taken out
//   submit_jobs_per_s                 order-submit jobs processed per second, the upstream's answers
//                                     taken out (as for checkout_e2e): what the orchestrator costs
//   bare_bullmq_jobs_per_s            no-op BullMQ jobs on the same Redis, same concurrency, drained
//                                     right before and right after the submit jobs (the mean)
//   machine_step_us                   one step of the checkout machine as a submit job's result
//                                     takes it, in this process, no I/O: restore the persisted
//                                     'submitting' snapshot → submit.succeeded → history entry →
//                                     persisted snapshot as JSON
//   submit_floor_*                    what a submit job stripped to its irreducible parts (one read
//                                     + intent, one machine step, one save) reaches against bare jobs
//                                     measured beside it (bench-submit-floor.mjs)
//   submit_jobs_per_s_real_upstream   the same jobs against the real upstream stand-in over HTTP
//   upstream_submit_pairs_per_s       the two upstream calls a submit job makes (read the cart,
//                                     submitCart), sent straight to the stand-in: the ceiling any
//                                     submit job can reach here with the real upstream
// Issue 23 (the workflow kernel), measured in the same run:
//   submit_vs_floor_ratio             submit_jobs_per_s ÷ submit_floor_jobs_per_s: the real
//                                     order-submit job (upstream answers taken out) against the
//                                     floor job. Both drain queues of the same size filled while
//                                     no worker ran, one right after the other in this process
//                                     (the same apps up), on the same Redis, with the same worker
//                                     concurrency (config.workerConcurrency: worker_concurrency,
//                                     submit_floor_concurrency), the clock running from the
//                                     worker's start to the last job's result
//   redis_calls_per_command           Redis commands one checkout command sends (load → transition
//                                     → persist → publish, BullMQ adds included if it enqueues),
//                                     counted exactly with MONITOR (bench-redis-calls.mjs) on
//                                     every connection the orchestrator app of the commands section
//                                     opened, over an untimed round of REDIS_COUNT_COMMANDS
//                                     commands of the same kind as the timed ones, ÷ commands
//   redis_calls_per_submit            Redis commands per order-submit job on every connection the
//                                     worker app opened, BullMQ's own included (the blocking wait
//                                     for a job, moveToActive, moveToFinished, lock renewals), over
//                                     an untimed drain of REDIS_COUNT_JOBS jobs queued like the
//                                     timed ones (upstream answers taken out), from the queue's
//                                     resume until no job is waiting or active, ÷ jobs
//   redis_calls_per_submit_app        the same without what BullMQ's Worker sends to take and finish
//                                     a job whatever the processor does (BULLMQ_WORKER_COMMANDS:
//                                     BZPOPMIN, moveToActive, moveToFinished, extendLock(s),
//                                     moveStalledJobsToWait): the application's own commands, jobs
//                                     it enqueues included
//   redis_calls_per_*_by_name         those counts per command name (EVALSHA of a BullMQ script
//                                     named bullmq:<script>), per command or job
// Commands that Lua scripts run inside Redis are not counted; the EVALSHA that ran them is.
import { Queue } from 'bullmq';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BULLMQ_WORKER_COMMANDS, perUnit, redisCallCounter } from './bench-redis-calls.mjs';
import { benchSubmitFloor, drainJobs } from './bench-submit-floor.mjs';
import { inBatches, percentile, unionLength } from './bench-support.mjs';
import { ROOT } from './stack.mjs';

const dist = (path) => import(pathToFileURL(join(ROOT, 'apps/orchestrator/dist', path)).href);
/** The first of `paths` the build has (a module the workflow kernel moved out of checkout/). */
const distFirst = async (...paths) => {
  const found = paths.find((path) => existsSync(join(ROOT, 'apps/orchestrator/dist', path)));
  if (!found) throw new Error(`none of ${paths.join(', ')} in apps/orchestrator/dist`);
  return dist(found);
};

/** Sizes of the untimed passes that count Redis commands (MONITOR slows Redis, so never timed). */
const REDIS_COUNT_COMMANDS = 400;
const REDIS_COUNT_JOBS = 200;

const BILLING = { formType: 'private', salutation: 'Frau', firstName: 'Erika', lastName: 'Muster', streetAndNumber: 'Hauptstraße 5', postcode: '10115', city: 'Berlin', country: 'DE' };




/** A GraphQL client of one shopper against the in-process orchestrator. */
function shopperClient(url) {
  const headers = { 'content-type': 'application/json' };
  const gql = async (query, variables = {}) => {
    const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const json = await res.json();
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
  return { headers, gql };
}

async function newCart(url) {
  const client = shopperClient(url);
  const { createCart } = await client.gql('mutation { createCart { cartId userId } }');
  client.headers['X-iSHOP-API-USERID'] = createCart.userId;
  await client.gql('mutation($i: AddToCartInput!) { addToCart(input: $i) { __typename } }', { i: { cartId: createCart.cartId, itemId: '10401-01', quantity: 2 } });
  return { ...client, cartId: createCart.cartId };
}

const typename = (data, field) => {
  const value = data[field];
  const name = value.__typename;
  if (!['Checkout', 'ShippingStepSaved'].includes(name)) throw new Error(`${field}: ${JSON.stringify(value)}`);
  return value;
};

/** Every checkout command of a guest up to the summary; answers the cart fingerprint. */
async function toSummary(shopper, n) {
  const ref = { cartId: shopper.cartId };
  typename(await shopper.gql('mutation($i: CheckoutRefInput!) { startCheckout(input: $i) { __typename } }', { i: ref }), 'startCheckout');
  typename(await shopper.gql('mutation($i: ChooseCheckoutLoginOptionInput!) { chooseCheckoutLoginOption(input: $i) { __typename } }', { i: { ...ref, option: 'guest' } }), 'chooseCheckoutLoginOption');
  const saved = typename(
    await shopper.gql('mutation($i: SaveShippingStepInput!) { saveShippingStep(input: $i) { __typename ... on ShippingStepSaved { session { token } } } }', {
      i: { ...ref, deliveryType: 'sameAsBilling', billingAddress: BILLING, email: `bench-${n}@example.de` },
    }),
    'saveShippingStep',
  );
  shopper.headers['X-JWT'] = saved.session.token;
  typename(await shopper.gql('mutation($i: SelectCheckoutPaymentInput!) { selectCheckoutPayment(input: $i) { __typename } }', { i: { ...ref, paymentId: 'INVOICE' } }), 'selectCheckoutPayment');
  return (await shopper.gql('query($c: ID!) { checkout(cartId: $c) { ... on Checkout { cartFingerprint } } }', { c: shopper.cartId })).checkout.cartFingerprint;
}

const submit = (shopper, fingerprint) =>
  shopper.gql('mutation($i: SubmitOrderInput!) { submitOrder(input: $i) { __typename ... on Checkout { id } } }', { i: { cartId: shopper.cartId, expectedCartFingerprint: fingerprint } });

/** The upstream calls of a submit job, straight to the stand-in, `concurrency` at a time: pairs per second. */
async function directSubmits(upstreamUrl, shoppers, concurrency) {
  const tokenAnswer = await fetch(`${upstreamUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from('tafel:tafel-secret').toString('base64')}` },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = await tokenAnswer.json();
  const call = async (shopper, operationName, query) => {
    const res = await fetch(`${upstreamUrl}/api/shop/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'X-iSHOP-API-USERID': shopper.headers['X-iSHOP-API-USERID'], 'X-JWT': shopper.headers['X-JWT'] },
      body: JSON.stringify({ operationName, query, variables: { cartId: shopper.cartId } }),
    });
    const json = await res.json();
    if (json.errors) throw new Error(JSON.stringify(json.errors));
    return json.data;
  };
  const t0 = performance.now();
  await inBatches(shoppers.length, concurrency, async (n) => {
    await call(shoppers[n], 'FindCart', 'query FindCart($cartId: ID!) { shop_findCart(cartId: $cartId, calculateShippingCost: true) { id attributes { submitted } details { articleCount total { amount } } items { itemId quantity unitPrices { current { amount } } } } }');
    const { submitCart } = await call(shoppers[n], 'SubmitCart', 'mutation SubmitCart($cartId: ID!) { submitCart(cartId: $cartId) { orderId errorMessage } }');
    if (!submitCart.orderId) throw new Error(`direct submit failed: ${submitCart.errorMessage}`);
  });
  return shoppers.length / ((performance.now() - t0) / 1000);
}

/**
 * Microseconds of one machine step as RecordSubmitResultCommand runs it, without Redis: the
 * checkout machine restored from `persisted` (a checkout in 'submitting'), with the runner's
 * history recorder inspecting it → submit.succeeded → settled → history entries → persisted
 * snapshot as JSON. Sequential, after a warm-up: the least a submit job spends on its workflow.
 */
async function machineStepUs(persisted, { checkoutMachine, persistCheckout }, { createActor, fromPromise, waitFor }, HistoryRecorder, steps = 2000) {
  const machine = checkoutMachine.provide({ actors: { submitOrder: fromPromise(async () => ({ kind: 'queued' })) } });
  const json = JSON.stringify(persisted);
  const event = { type: 'submit.succeeded', orderId: 'BENCH-STEP', newCartId: 'bench-step-next' };
  const step = async () => {
    const recorder = new HistoryRecorder('RecordSubmitResultCommand', 'system');
    const actor = createActor(machine, { snapshot: JSON.parse(json), inspect: recorder.inspect });
    actor.start();
    recorder.sending(event);
    actor.send(event);
    const done = await waitFor(actor, (snapshot) => snapshot.status !== 'active' || snapshot.value === 'confirmed');
    const text = JSON.stringify(persistCheckout(actor).snapshot);
    actor.stop();
    if (done.value !== 'confirmed' || recorder.events(new Date()).length === 0 || text.length === 0) throw new Error(`machine step ended in ${JSON.stringify(done.value)}`);
  };
  for (let n = 0; n < 300; n += 1) await step();
  const t0 = performance.now();
  for (let n = 0; n < steps; n += 1) await step();
  return ((performance.now() - t0) * 1000) / steps;
}

/** Resolves when the EventBus of `app` has published OrderPlacedEvent for every id in `ids`. */
function ordersPlaced(app, EventBus, OrderPlacedEvent, ids) {
  const waiting = new Set(ids);
  return new Promise((resolve) => {
    const subscription = app.get(EventBus).subscribe((event) => {
      if (event instanceof OrderPlacedEvent && waiting.delete(event.workflowId) && waiting.size === 0) {
        subscription.unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Runs the workflow measurements; `prefix` is this run's own Redis key namespace. `sections`
 * chooses among 'commands', 'e2e' and 'submit' (submit jobs beside bare BullMQ jobs).
 */
export async function benchWorkflow(options) {
  const orchestratorRequire = createRequire(join(ROOT, 'apps/orchestrator/package.json'));
  const { Redis } = await import(pathToFileURL(orchestratorRequire.resolve('ioredis')).href);
  const counter = await redisCallCounter({ redisUrl: options.redisUrl, Redis, bullmqEntry: orchestratorRequire.resolve('bullmq') });
  try {
    return await measure(counter, options);
  } finally {
    counter.close();
  }
}

async function measure(counter, { redisUrl, upstreamUrl, prefix, commandCheckouts = 200, commandRounds = 10, commandRate = 1000, e2eRuns = 25, submitJobs = 300, excludedJobs = 1000, sections = ['commands', 'e2e', 'submit'] }) {
  const [{ createApp }, { loadConfig }, { createWorker }, { CheckoutRunner }, { HistoryRecorder }, { OrderPlacedEvent }, { UpstreamClient }, { CheckoutUpstream }] = await Promise.all([
    dist('app.js'),
    dist('config/config.js'),
    dist('worker.js'),
    dist('checkout/runner/checkout-runner.js'),
    distFirst('workflow/history-recorder.js', 'checkout/runner/history-recorder.js'),
    dist('checkout/events/order-placed.event.js'),
    dist('upstream/upstream-client.js'),
    dist('checkout/upstream/checkout-upstream.js'),
  ]);
  // The modules the orchestrator itself resolves (the EventBus class is its DI token).
  const orchestratorRequire = createRequire(join(ROOT, 'apps/orchestrator/package.json'));
  const fromOrchestrator = (name) => import(pathToFileURL(orchestratorRequire.resolve(name)).href);
  const [{ EventBus }, xstate, checkoutMachineLib] = await Promise.all([fromOrchestrator('@nestjs/cqrs'), fromOrchestrator('xstate'), fromOrchestrator('@tafel/checkout-machine')]);
  const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, UPSTREAM_URL: upstreamUrl, LOG_LEVEL: 'error', NODE_ENV: 'production', CATALOGUE_CACHE_TTL_MS: '0', ...(process.env.WORKER_CONCURRENCY ? { WORKER_CONCURRENCY: process.env.WORKER_CONCURRENCY } : {}) };
  const results = {};

  // 1. Commands: 200 checkouts at once, each sending pure machine events through the runner.
  if (sections.includes('commands')) {
    const notTheApp = counter.ownConnections();
    const app = await createApp(loadConfig({ ...env, ORCHESTRATOR_WORKERS: '0' }));
    await app.init();
    try {
      const runner = app.get(CheckoutRunner);
      const ids = Array.from({ length: commandCheckouts }, (_, i) => `co-bench-${Date.now()}-${i}`);
      const meta = { owner: 'bench', site: 'de-de', originCartId: 'bench', createdAt: new Date().toISOString() };
      const input = { cartId: 'bench', articleCount: 2, totalCents: 998, shippers: [{ code: 'dhl', enabled: true }, { code: 'dpd', enabled: true }], selectedShipperCode: 'dhl', deliveryCountry: 'DE' };
      await Promise.all(ids.map((id) => runner.change(id, { command: 'BenchStart', actor: 'shopper', principal: { shopper: meta.owner }, create: { input, meta }, plan: () => [{ type: 'login.chooseOption', option: 'guest' }] })));
      const command = (id, round) => {
        const deliveryType = round % 2 === 0 ? 'packstation' : 'sameAsBilling';
        return runner.change(id, { command: 'BenchCommand', actor: 'shopper', principal: { shopper: 'bench' }, plan: () => [{ type: 'shipping.setDeliveryType', deliveryType, deliveryCountry: 'DE' }] }).then((outcome) => {
          if (outcome.kind !== 'saved') throw new Error(`bench command not saved: ${outcome.kind}`);
        });
      };

      // Warm-up (not measured): JIT, connections and Redis scripts, as the e2e figure's first runs.
      for (let round = 0; round < 3; round += 1) await Promise.all(ids.map((id) => command(id, round)));

      // Open loop: commands arrive when they arrive, whether or not earlier ones are done; latency
      // counts from the planned arrival (no coordinated omission).
      const arrivals = [];
      let at = 0;
      for (let n = 0; n < commandRounds * commandCheckouts; n += 1) {
        at += -Math.log(1 - Math.random()) * (1000 / commandRate);
        arrivals.push(at);
      }
      const latencies = [];
      const inFlight = [];
      const start = performance.now();
      for (const [n, arrival] of arrivals.entries()) {
        const wait = start + arrival - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        const planned = start + arrival;
        inFlight.push(command(ids[Math.floor(Math.random() * ids.length)], n).then(() => latencies.push(performance.now() - planned)));
      }
      await Promise.all(inFlight);
      latencies.sort((a, b) => a - b);

      // Closed loop: every checkout at once, round after round.
      const burst = [];
      const burstStart = performance.now();
      for (let round = 0; round < commandRounds; round += 1) {
        await Promise.all(
          ids.map(async (id) => {
            const t0 = performance.now();
            await command(id, round);
            burst.push(performance.now() - t0);
          }),
        );
      }
      const burstSeconds = (performance.now() - burstStart) / 1000;
      burst.sort((a, b) => a - b);

      // Counted, untimed: rounds of one command per checkout, as the burst sends them.
      await counter.start();
      let counted = 0;
      for (let round = commandRounds; counted < REDIS_COUNT_COMMANDS; round += 1) {
        const batch = ids.slice(0, REDIS_COUNT_COMMANDS - counted);
        await Promise.all(batch.map((id) => command(id, round)));
        counted += batch.length;
      }
      const calls = await counter.stop({ exclude: notTheApp });
      if (calls.connections === 0) throw new Error('no Redis command of the orchestrator was counted');
      Object.assign(results, {
        command_checkouts: commandCheckouts,
        command_rate_per_s: commandRate,
        command_samples: latencies.length,
        command_p50_ms: percentile(latencies, 50),
        command_p99_ms: percentile(latencies, 99),
        command_burst_per_s: burst.length / burstSeconds,
        command_burst_p50_ms: percentile(burst, 50),
        command_burst_p99_ms: percentile(burst, 99),
        redis_count_commands: counted,
        redis_calls_per_command: calls.total / counted,
        redis_calls_per_command_by_name: perUnit(calls.byName, counted),
      });
    } finally {
      await app.close();
    }
  }

  // 2. Whole checkouts, one after the other, upstream waiting time taken out.
  if (sections.includes('e2e')) {
    const app = await createApp(loadConfig({ ...env, ORCHESTRATOR_WORKERS: '1' }));
    await app.listen(0, '127.0.0.1');
    const url = await app.getUrl();
    const client = app.get(UpstreamClient);
    const original = client.request.bind(client);
    let intervals = null;
    client.request = async (...args) => {
      const t0 = performance.now();
      try {
        return await original(...args);
      } finally {
        intervals?.push([t0, performance.now()]);
      }
    };
    try {
      const durations = [];
      for (let run = 0; run < e2eRuns + 3; run += 1) {
        const shopper = await newCart(url);
        intervals = [];
        const t0 = performance.now();
        const fingerprint = await toSummary(shopper, `e2e-${run}`);
        const { submitOrder } = await submit(shopper, fingerprint);
        await ordersPlaced(app, EventBus, OrderPlacedEvent, [submitOrder.id]);
        const wall = performance.now() - t0;
        const upstream = unionLength(intervals);
        intervals = null;
        // The first runs warm up JIT, connections and the token.
        if (run >= 3) durations.push(wall - upstream);
      }
      durations.sort((a, b) => a - b);
      Object.assign(results, { checkout_e2e_runs: durations.length, checkout_e2e_p50_ms: percentile(durations, 50), checkout_e2e_p90_ms: percentile(durations, 90) });
    } finally {
      client.request = original;
      await app.close();
    }
  }

  // 3. Submit jobs: queued while no worker runs, then processed by a worker of their own; once
  //    with the real upstream stand-in, once with its answers taken out (read beforehand).
  const config = loadConfig({ ...env, ORCHESTRATOR_WORKERS: '0' });
  // A real checkout in 'submitting', as the submit jobs found it (the floor starts from it).
  let submitting = null;
  if (sections.includes('submit')) {
    const app = await createApp(config);
    await app.listen(0, '127.0.0.1');
    const url = await app.getUrl();
    // The app's BullMQ prefix of the queue (apps/orchestrator/src/queues/bull-connection.ts bullPrefix).
    const submitQueue = new Queue('order-submit', { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix: `${prefix}:bull:{order-submit}` });
    try {
      const shoppers = await inBatches(submitJobs * 2 + excludedJobs + REDIS_COUNT_JOBS, 10, async (n) => {
        const shopper = await newCart(url);
        return { shopper, fingerprint: await toSummary(shopper, `jobs-${n}`) };
      });
      const real = shoppers.slice(0, submitJobs);
      const direct = shoppers.slice(submitJobs, submitJobs * 2);
      const excluded = shoppers.slice(submitJobs * 2, submitJobs * 2 + excludedJobs);
      const countedJobs = shoppers.slice(submitJobs * 2 + excludedJobs);
      results.upstream_submit_pairs_per_s = await directSubmits(upstreamUrl, direct.map((s) => s.shopper), config.workerConcurrency);

      // Jobs are queued by the real submitOrder command while no worker runs, then drained. With
      // `count`, untimed: the worker's Redis commands are counted from the resume until no job
      // is waiting or active any more (the last jobs' moveToFinished included).
      const drain = async (batch, prepare, count = false) => {
        await submitQueue.pause();
        const ids = await inBatches(batch.length, 20, async (n) => (await submit(batch[n].shopper, batch[n].fingerprint)).submitOrder.id);
        const notTheWorker = counter.ownConnections();
        const worker = await createWorker(config);
        try {
          await prepare(worker, ids);
          const placed = ordersPlaced(worker, EventBus, OrderPlacedEvent, ids);
          if (count) await counter.start();
          const t0 = performance.now();
          await submitQueue.resume();
          await placed;
          const perSecond = batch.length / ((performance.now() - t0) / 1000);
          if (!count) return perSecond;
          for (;;) {
            const { waiting, active, delayed } = await submitQueue.getJobCounts('waiting', 'active', 'delayed');
            if (waiting + active + delayed === 0) break;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          return counter.stop({ exclude: notTheWorker });
        } finally {
          await worker.close();
        }
      };
      // The worker's two upstream calls answer at once with what the stand-in answered before.
      const answerFromMemory = async (worker, batch) => {
        const upstream = worker.get(CheckoutUpstream);
        const carts = new Map();
        await inBatches(batch.length, 10, async (n) => {
          const { shopper } = batch[n];
          const identity = { userId: shopper.headers['X-iSHOP-API-USERID'], jwt: shopper.headers['X-JWT'], site: 'de-de' };
          carts.set(shopper.cartId, await upstream.cart(shopper.cartId, identity));
        });
        upstream.cart = async (cartId) => carts.get(cartId);
        upstream.submitCart = async (cartId) => ({ orderId: `BENCH-${cartId}`, newCartId: `${cartId}-next`, errorMessage: null, redirectUrl: null, computopData: null });
      };
      results.submit_jobs_real_upstream = real.length;
      results.submit_jobs_per_s_real_upstream = await drain(real, async () => undefined);

      // The worker's two upstream calls answer at once with what the stand-in answered before the
      // clock starts: the orchestrator's own cost of a submit job (Redis, workflow, BullMQ).
      // Bare jobs right before and right after them: the machine's speed drifts within a run.
      const bare = () => drainJobs({ redisUrl, prefix: `${prefix}:bare`, concurrency: config.workerConcurrency, jobs: submitJobs * 10 });
      const bareBefore = await bare();
      results.submit_jobs = excluded.length;
      results.submit_jobs_per_s = await drain(excluded, async (worker, ids) => {
        const queued = await app.get(CheckoutRunner).load(ids[0]);
        if (queued?.persisted.value !== 'submitting') throw new Error(`checkout ${ids[0]} is not submitting`);
        submitting = queued.persisted;
        results.machine_step_us = await machineStepUs(queued.persisted, checkoutMachineLib, xstate, HistoryRecorder);
        await answerFromMemory(worker, excluded);
      });
      results.bare_bullmq_jobs_per_s = (bareBefore + (await bare())) / 2;
      // The floor right after, so that it runs as the submit jobs did: same process state (this
      // section's API app still up), same drain size, same concurrency.
      Object.assign(results, await benchSubmitFloor({ redisUrl, prefix: `${prefix}:floor`, persisted: submitting, concurrency: config.workerConcurrency, jobs: excluded.length }));

      // Counted, untimed: jobs as the timed ones above.
      const calls = await drain(countedJobs, (worker) => answerFromMemory(worker, countedJobs), true);
      if (calls.connections === 0) throw new Error('no Redis command of the worker was counted');
      const bullmq = Object.entries(calls.byName).filter(([name]) => BULLMQ_WORKER_COMMANDS.has(name)).reduce((sum, [, count]) => sum + count, 0);
      Object.assign(results, {
        redis_count_jobs: countedJobs.length,
        redis_calls_per_submit: calls.total / countedJobs.length,
        redis_calls_per_submit_app: (calls.total - bullmq) / countedJobs.length,
        redis_calls_per_submit_by_name: perUnit(calls.byName, countedJobs.length),
      });
    } finally {
      await submitQueue.close();
      await app.close();
    }
  }

  if (sections.includes('submit')) {
    results.submit_vs_bare_ratio = results.submit_jobs_per_s / results.bare_bullmq_jobs_per_s;
    results.bare_job_us = 1e6 / results.bare_bullmq_jobs_per_s;
    results.submit_real_upstream_vs_ceiling_ratio = results.submit_jobs_per_s_real_upstream / results.upstream_submit_pairs_per_s;
    results.worker_concurrency = config.workerConcurrency;
    if (results.submit_floor_concurrency !== results.worker_concurrency) throw new Error('the floor and the submit jobs ran at different concurrency');
    results.submit_vs_floor_ratio = results.submit_jobs_per_s / results.submit_floor_jobs_per_s;
  }
  return results;
}
