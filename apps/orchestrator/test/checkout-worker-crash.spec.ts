import type { Job } from 'bullmq';
import { guestAtSummary, newShopper } from './support/checkout.js';
import { testRedisEnv } from './support/redis.js';
import { startUpstreamRecorder, type UpstreamRecorder } from './support/upstream-recorder.js';
import { startWorker, type TestWorker } from './support/worker.js';
import { startWorld, type World } from './support/world.js';

// The API runs without workers; the jobs run in the separate worker process (dist/worker.js).
// A job whose worker died is taken up again once its 2 s lock has run out.
const ENV = { ORCHESTRATOR_WORKERS: '0', JOB_LOCK_MS: '2000', JOB_BACKOFF_MS: '100', UPSTREAM_TIMEOUT_MS: '10000' };

describe('a worker killed in the middle of an order-submit job', () => {
  let world: World;
  let workerEnv: Record<string, string>;
  // The workers talk to the stand-in through a recorder: a worker is killed once its call of the
  // slow operation is known to be on its way (a fixed wait raced a loaded machine or a cluster).
  let recorder: UpstreamRecorder;
  const workers: TestWorker[] = [];

  beforeAll(async () => {
    world = await startWorld('checkout-worker-crash', ENV);
    recorder = await startUpstreamRecorder(world.upstream.url);
    workerEnv = { ...ENV, ...testRedisEnv(), REDIS_KEY_PREFIX: world.keyspace.prefix, UPSTREAM_URL: recorder.url };
  });
  afterAll(async () => {
    try {
      await Promise.allSettled(workers.map((w) => w.kill()));
      await recorder?.close();
    } finally {
      await world.close();
    }
  });
  afterEach(() => world.upstream.clearFaults());

  const worker = async (): Promise<TestWorker> => {
    const started = await startWorker(workerEnv);
    workers.push(started);
    return started;
  };

  const activeJob = async (jobId: string): Promise<Job> => {
    for (let i = 0; i < 100; i += 1) {
      const job = await world.submitQueue.getJob(jobId);
      if (job && (await job.getState()) === 'active') return job;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`job ${jobId} never became active`);
  };

  it.each([
    ['while submitCart was on its way (the order is placed, the answer lost)', 'SubmitCart', true],
    ['before submitCart was sent', 'FindCart', false],
  ])('%s: restarted, the job completes once and there is one order', async (_name, slowOperation, existingOrder) => {
    // Only this case's worker may take the job: the one killed must be the one running it.
    await Promise.all(workers.splice(0).map((w) => w.kill()));
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const first = await worker();
    const fingerprint = await shopper.fingerprint();
    // The upstream takes 1.5 s for this operation: long enough to kill the worker in the middle.
    // (The submit command reads the cart itself first, so a slow FindCart must hit the job's read.)
    await world.upstream.fault({ operation: slowOperation, kind: 'delay', delayMs: 1500, times: slowOperation === 'FindCart' ? 2 : 1 });
    // Counted before the job exists: its call may come before the job is seen active.
    const seenBefore = recorder.callsOf(slowOperation).length;
    const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: fingerprint });
    const jobId = `submit-${submitted.id}-${submitted.submissionAttempt}`;
    await activeJob(jobId);
    for (let i = 0; i < 1000 && recorder.callsOf(slowOperation).length === seenBefore; i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(recorder.callsOf(slowOperation).length).toBeGreaterThan(seenBefore);
    // In the middle of the 1.5 s the stand-in takes for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.kill();
    expect((await shopper.checkout()).state).toBe('submitting');

    await worker();
    const done = await shopper.waitForSettled(20_000);
    expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), submissionAttempt: 1 });
    expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
    const job = await world.submitQueue.getJob(jobId);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toEqual({ outcome: 'ordered', orderId: done.orderId, existingOrder });
  }, 45_000);
});
