// The floor of a workflow-driven submit job, measured (part of `npm run bench`, issue 4):
// BullMQ jobs whose processor does only what a submit job cannot leave out, with nothing of the
// orchestrator around it (no Nest, no command or event bus, no runner, no logging, no upstream):
//   1. one Redis command reads the workflow, the session token and a kept answer, and records
//      the submit intent (it must be stored before submitCart is sent);
//   2. one step of the checkout machine: the persisted 'submitting' snapshot restored,
//      submit.succeeded sent, the new snapshot persisted (the result drives the workflow);
//   3. one compare-and-set save of the workflow with its history entry and the kept answer.
// Measured in rounds that alternate with bare no-op jobs (same queue options, same concurrency),
// because a run's speed drifts as it warms up. Figures:
//   submit_floor_jobs_per_s             floor jobs (steps 1–3) per second, the mean of the rounds,
//                                       at `concurrency` (the orchestrator's worker concurrency,
//                                       submit_floor_concurrency): the denominator of
//                                       submit_vs_floor_ratio (bench-workflow.mjs)
//   submit_floor_vs_bare_ratio          steps 1–3
//   submit_floor_redis_only_vs_bare_ratio  steps 1 and 3 (the machine step left out)
// If the floor itself stays below a target, no leaner implementation of the job can reach it.
import { Queue, Worker } from 'bullmq';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './stack.mjs';

const dist = (path) => import(pathToFileURL(join(ROOT, 'apps/orchestrator/dist', path)).href);
const orchestratorRequire = createRequire(join(ROOT, 'apps/orchestrator/package.json'));
const fromOrchestrator = (name) => import(pathToFileURL(orchestratorRequire.resolve(name)).href);

// Read everything the job needs and record the intent, in one round trip (KEYS: state hash,
// session token, submit records; ARGV: kept-answer field, intent field, intent value, ttl ms).
const BEGIN_SCRIPT = `
local state = redis.call('HGETALL', KEYS[1])
local jwt = redis.call('GET', KEYS[2])
local kept = redis.call('HGET', KEYS[3], ARGV[1])
local prior = redis.call('HEXISTS', KEYS[3], ARGV[2])
redis.call('HSET', KEYS[3], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[3], ARGV[4])
return {state, jwt, kept, prior}
`;

const TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Queues `jobs` submit-shaped jobs while no worker runs (removed once completed), then drains them
 * with `concurrency` at a time: jobs per second. `handle` gets each job's data; without it the
 * jobs are no-ops (bare BullMQ).
 */
export async function drainJobs({ redisUrl, prefix, concurrency, jobs, handle }) {
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const queue = new Queue('drain', { connection, prefix });
  await queue.addBulk(Array.from({ length: jobs }, (_, i) => ({ name: 'submit', data: { workflowId: `co-floor-${i}`, cartId: `cart-${i}`, attempt: 1 }, opts: { removeOnComplete: true } })));
  let done = 0;
  let finish;
  let failure;
  const finished = new Promise((resolve) => (finish = resolve));
  const worker = new Worker('drain', handle ? (job) => handle(job.data) : async () => null, { connection, prefix, concurrency, autorun: false });
  worker.on('completed', () => {
    if (++done === jobs) finish();
  });
  worker.on('failed', (_job, error) => {
    failure ??= error;
    finish();
  });
  try {
    const t0 = performance.now();
    worker.run();
    await finished;
    if (failure) throw new Error(`a drained job failed: ${failure.message}`);
    return jobs / ((performance.now() - t0) / 1000);
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/**
 * Runs `rounds` × (bare drain, floor drain, redis-only drain) of `jobs` jobs each, starting
 * every workflow from `persisted` (a real checkout in 'submitting'). Keys live under `prefix`.
 */
export async function benchSubmitFloor({ redisUrl, prefix, persisted, concurrency, jobs = 3000, rounds = 3 }) {
  const [{ WorkflowStore, parseStoredWorkflow }, { workflowKeys }, { CHECKOUT_MACHINE_NAME, CHECKOUT_MACHINE_VERSION }, { Redis }, xstate, { checkoutMachine, persistCheckout }] = await Promise.all([
    dist('workflow/workflow-store.js'),
    dist('workflow/workflow-keys.js'),
    dist('checkout/runner/checkout-snapshot.js'),
    fromOrchestrator('ioredis'),
    fromOrchestrator('xstate'),
    fromOrchestrator('@tafel/checkout-machine'),
  ]);
  const { createActor, fromPromise } = xstate;
  // As the orchestrator runs it: the host actor provided once, a restored submitOrder answers 'queued'.
  const machine = checkoutMachine.provide({ actors: { submitOrder: fromPromise(async () => ({ kind: 'queued' })) } });
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const begin = await redis.script('LOAD', BEGIN_SCRIPT);
  const meta = { owner: 'bench', site: 'de-de', originCartId: 'bench', createdAt: new Date().toISOString(), failedSubmissions: '0' };
  const cart = JSON.stringify({ lines: [{ itemId: '10401-01', quantity: 2, name: 'Ordner A4, 8 cm Rücken, Blau', unitCents: 249 }], totalCents: 993 });

  /** One drain under its own key prefix; the floor's drains start from `jobs` stored workflows. */
  async function drain(name, work) {
    const runPrefix = `${prefix}:${name}`;
    const store = new WorkflowStore(redis, runPrefix);
    if (work) {
      await Promise.all(
        Array.from({ length: jobs }, async (_, i) => {
          const id = `co-floor-${i}`;
          await store.save(id, 0, { machine: CHECKOUT_MACHINE_NAME, machineVersion: CHECKOUT_MACHINE_VERSION, snapshot: persisted, meta, ttlMs: TTL_MS }, { type: 'order.submit', command: 'SubmitOrderCommand', actor: 'shopper', resultingState: 'submitting', at: new Date() });
          await redis.set(`${workflowKeys(runPrefix, id).base}:session`, 'bench-session-token', 'PX', TTL_MS);
        }),
      );
    }
    return drainJobs({ redisUrl, prefix: `${runPrefix}:bull`, concurrency, jobs, handle: work && ((data) => work(store, data)) });
  }

  const job = (withMachine) => async (store, { workflowId, cartId, attempt }) => {
    const keys = store.keys(workflowId);
    const [hash, jwt, , prior] = await redis.evalsha(begin, 3, keys.state, `${keys.base}:session`, `${keys.base}:submit`, `result:${cartId}`, `intent:${cartId}`, cart, TTL_MS);
    const stored = parseStoredWorkflow(workflowId, hash);
    if (stored === null || jwt === null || prior !== 0 || stored.snapshot.context.submissionAttempt !== attempt) throw new Error(`workflow ${workflowId} is not submitting attempt ${attempt}`);
    let snapshot = stored.snapshot;
    let state = 'submitting';
    if (withMachine) {
      const actor = createActor(machine, { snapshot });
      actor.start();
      actor.send({ type: 'submit.succeeded', orderId: `FLOOR-${cartId}`, newCartId: `${cartId}-next` });
      state = String(actor.getSnapshot().value);
      snapshot = persistCheckout(actor).snapshot;
      actor.stop();
      if (state !== 'confirmed') throw new Error(`machine step ended in ${state}`);
    }
    const record = { key: `${keys.base}:submit`, field: `result:${cartId}`, value: JSON.stringify({ orderId: `FLOOR-${cartId}`, newCartId: `${cartId}-next` }), ttlMs: TTL_MS };
    const event = { type: 'submit.succeeded', command: 'RecordSubmitResultCommand', actor: 'system', resultingState: state, at: new Date(), payload: { orderId: `FLOOR-${cartId}` } };
    await store.save(workflowId, stored.version, { machine: CHECKOUT_MACHINE_NAME, machineVersion: CHECKOUT_MACHINE_VERSION, snapshot, meta: { failedSubmissions: '0' }, ttlMs: TTL_MS }, event, record);
  };

  const totals = { bare: 0, floor: 0, redisOnly: 0 };
  try {
    for (let round = 0; round < rounds; round += 1) {
      totals.bare += await drain(`bare-${round}`, null);
      totals.floor += await drain(`floor-${round}`, job(true));
      totals.redisOnly += await drain(`redis-${round}`, job(false));
    }
  } finally {
    redis.disconnect();
  }
  return {
    submit_floor_jobs: jobs * rounds,
    submit_floor_concurrency: concurrency,
    submit_floor_jobs_per_s: totals.floor / rounds,
    submit_floor_bare_jobs_per_s: totals.bare / rounds,
    submit_floor_vs_bare_ratio: totals.floor / totals.bare,
    submit_floor_redis_only_vs_bare_ratio: totals.redisOnly / totals.bare,
  };
}
