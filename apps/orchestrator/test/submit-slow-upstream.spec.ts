import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { guestAtSummary, newShopper, type CheckoutAnswer, type TestShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

/** How many more SubmitCart calls the stand-in's delay fault will slow down (each call uses one). */
async function slowSubmitsLeft(world: World): Promise<number> {
  const { faults } = (await (await fetch(`${world.upstream.url}/__faults`)).json()) as { faults: { operation: string; remaining: number }[] };
  return faults.filter((f) => f.operation === 'SubmitCart').reduce((sum, f) => sum + f.remaining, 0);
}

const submit = async (shopper: TestShopper): Promise<CheckoutAnswer> => shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
const eventTypes = async (world: World, workflowId: string) => (await new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).history(workflowId)).map((e) => e.type);

// Issue 22 item 2: an upstream whose submitCart takes 6 s on every call while still placing the order.
describe('order submission against a slow upstream (real Redis, real stand-in)', () => {
  describe('submitCart slower than an ordinary upstream call (5 s) on every attempt', () => {
    let world: World;

    // The ordinary 5 s call budget; submitCart has its own (UPSTREAM_SUBMIT_TIMEOUT_MS, default 20 s).
    beforeAll(async () => {
      world = await startWorld('submit-slow-upstream', { UPSTREAM_TIMEOUT_MS: '5000', JOB_BACKOFF_MS: '100', SUBMIT_JOB_ATTEMPTS: '3' });
    });
    afterAll(() => world.close());
    afterEach(() => world.upstream.clearFaults());

    it('ends confirmed with the order id: one submitCart call, one order, never failed', async () => {
      const shopper = await newShopper(world.orchestrator);
      await guestAtSummary(shopper);
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'delay', delayMs: 6000, times: 10 });
      const submitted = await submit(shopper);
      expect(submitted).toMatchObject({ state: 'submitting', submissionAttempt: 1 });

      const done = await shopper.waitForSettled(40_000);
      expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), submissionAttempt: 1 });
      expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
      // The one call that placed the order is the only submitCart the upstream saw.
      expect(await slowSubmitsLeft(world)).toBe(9);
      const job = await world.submitQueue.getJob(`submit-${submitted.id}-1`);
      expect(job?.attemptsMade).toBe(1);
      expect(job?.returnvalue).toEqual({ outcome: 'ordered', orderId: done.orderId, existingOrder: false });
      expect(await eventTypes(world, submitted.id!)).not.toContain('submit.failed');
    }, 60_000);
  });

  describe('submitCart slower than its own budget on every attempt', () => {
    let world: World;

    // submitCart gives up after 1 s while the stand-in places the order after 1.5 s; 3 attempts, 1 s then 2 s apart.
    beforeAll(async () => {
      world = await startWorld('submit-slower-than-budget', { UPSTREAM_SUBMIT_TIMEOUT_MS: '1000', JOB_BACKOFF_MS: '1000', SUBMIT_JOB_ATTEMPTS: '3' });
    });
    afterAll(() => world.close());
    afterEach(() => world.upstream.clearFaults());

    it('the order placed by the first attempt is not called failed when the attempts run out: the job keeps looking and records it', async () => {
      const shopper = await newShopper(world.orchestrator);
      await guestAtSummary(shopper);
      // Attempt 1 places the order (its answer lost to our timeout); attempts 2 and 3 find the cart
      // submitted and cannot learn the order id in time; the look after the attempts ran out can.
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'delay', delayMs: 1500, times: 3 });
      const submitted = await submit(shopper);
      const jobId = `submit-${submitted.id}-1`;

      // Attempts used up, yet the workflow is submitting, not failed, and support sees why.
      const deadline = Date.now() + 15_000;
      let job = await world.submitQueue.getJob(jobId);
      while (Date.now() < deadline && !(job && job.attemptsStarted >= 3 && (await job.getState()) === 'delayed')) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        job = await world.submitQueue.getJob(jobId);
      }
      expect(await job?.getState()).toBe('delayed');
      expect(job?.progress).toEqual({ orderPlaced: true, orderIdPending: true });
      expect((await world.submitQueue.getJobLogs(jobId)).logs).toEqual([expect.stringContaining('order placed, its id not yet known')]);
      expect((await shopper.checkout()).state).toBe('submitting');
      expect(await world.upstream.orders(shopper.cartId)).toHaveLength(1);

      const done = await shopper.waitForSettled(20_000);
      expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), submissionAttempt: 1 });
      expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
      const finished = await world.submitQueue.getJob(jobId);
      expect(await finished?.getState()).toBe('completed');
      expect(finished?.returnvalue).toEqual({ outcome: 'ordered', orderId: done.orderId, existingOrder: true });
      expect(await eventTypes(world, submitted.id!)).not.toContain('submit.failed');
    }, 60_000);
  });
});
