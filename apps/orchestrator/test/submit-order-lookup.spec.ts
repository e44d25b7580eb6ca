import { WorkflowStore } from '../src/workflow/workflow-store.js';
import { guestAtSummary, newShopper, type CheckoutAnswer, type TestShopper } from './support/checkout.js';
import { INTERNAL_SECRET, staffHeaders, SUPPORT } from './support/staff.js';
import { startWorld, type World } from './support/world.js';

const submit = async (shopper: TestShopper): Promise<CheckoutAnswer> => shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
const eventTypes = async (world: World, workflowId: string) => (await new WorkflowStore(world.keyspace.redis, world.keyspace.prefix).history(workflowId)).map((e) => e.type);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the upstream has placed the cart's order (the submit whose answer our side lost). */
async function orderPlaced(world: World, cartId: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await world.upstream.orders(cartId)).length === 0) {
    if (Date.now() > deadline) throw new Error(`no order for ${cartId}`);
    await sleep(50);
  }
}

/** Waits until the submission's job has used its attempts and waits to look again. */
async function lookingAgain(world: World, jobId: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const job = await world.submitQueue.getJob(jobId);
    if (job && (await job.getState()) === 'delayed' && (job.progress as { orderIdPending?: boolean } | undefined)?.orderIdPending) return;
    if (Date.now() > deadline) throw new Error(`${jobId} never went back to looking`);
    await sleep(50);
  }
}

// Review of issue 22, finding 2: after this workflow's submit went out (its intent recorded),
// nothing that fails afterwards makes the checkout "failed"; finding 3: the looking is capped
// and ends in a distinct outcome support lists and can replay.
describe('order submission after the submit went out (real Redis, real stand-in)', () => {
  describe('looking for the order without a cap in reach', () => {
    let world: World;

    // submitCart gives up after 1 s while the stand-in places the order after 1.5 s: attempt 1's
    // answer is lost; attempt 2 (the last) comes 2 s later.
    beforeAll(async () => {
      world = await startWorld('submit-order-lookup', { UPSTREAM_TIMEOUT_MS: '1000', UPSTREAM_SUBMIT_TIMEOUT_MS: '1000', JOB_BACKOFF_MS: '2000', SUBMIT_JOB_ATTEMPTS: '2' });
    });
    afterAll(() => world.close());
    afterEach(() => world.upstream.clearFaults());

    it('the cart read times out on the last attempt: not failed, the job looks again and records the one order', async () => {
      const shopper = await newShopper(world.orchestrator);
      await guestAtSummary(shopper);
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'delay', delayMs: 1500, times: 1 });
      const submitted = await submit(shopper);
      const jobId = `submit-${submitted.id}-1`;
      await orderPlaced(world, shopper.cartId);
      // The last attempt's cart read and the read that would check the cart before a failure both time out.
      await world.upstream.fault({ operation: 'FindCart', kind: 'delay', delayMs: 3000, times: 2 });

      await lookingAgain(world, jobId);
      expect((await shopper.checkout()).state).toBe('submitting');
      expect((await world.submitQueue.getJobLogs(jobId)).logs).toEqual([expect.stringMatching(/order may be placed \(submit sent\), its id not yet known: .*timed out/i)]);

      // The fault is used up: the next look finds the cart submitted by this workflow and learns the order.
      const done = await shopper.waitForSettled(20_000);
      expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), submissionAttempt: 1 });
      expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
      const job = await world.submitQueue.getJob(jobId);
      expect(job?.returnvalue).toEqual({ outcome: 'ordered', orderId: done.orderId, existingOrder: true });
      expect(await eventTypes(world, submitted.id!)).not.toContain('submit.failed');
    }, 60_000);

    it('the stored session expired while looking: not SESSION_EXPIRED, the order recorded once the upstream answers', async () => {
      const shopper = await newShopper(world.orchestrator);
      await guestAtSummary(shopper);
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'delay', delayMs: 1500, times: 1 });
      const submitted = await submit(shopper);
      const jobId = `submit-${submitted.id}-1`;
      await orderPlaced(world, shopper.cartId);
      // The upstream refuses the session for the last attempt's lookup and the next look's.
      const unauthenticated = { kind: 'error', classification: 'UNAUTHENTICATED', messageKey: 'vue.error.security.valid_token_required' } as const;
      await world.upstream.fault({ operation: 'SubmitCart', ...unauthenticated, times: 2 });

      await lookingAgain(world, jobId);
      expect((await shopper.checkout()).state).toBe('submitting');
      const done = await shopper.waitForSettled(30_000);
      expect(done).toMatchObject({ state: 'confirmed', orderId: expect.any(String), submissionAttempt: 1 });
      expect(await world.upstream.orders(shopper.cartId)).toEqual([expect.objectContaining({ orderId: done.orderId })]);
      const events = await eventTypes(world, submitted.id!);
      expect(events).not.toContain('submit.failed');
      expect(events).not.toContain('session.expired');
    }, 60_000);
  });

  describe('looking past SUBMIT_ORDER_LOOKUP_MAX_MS', () => {
    let world: World;

    beforeAll(async () => {
      world = await startWorld('submit-order-lookup-cap', {
        UPSTREAM_TIMEOUT_MS: '1000',
        UPSTREAM_SUBMIT_TIMEOUT_MS: '1000',
        JOB_BACKOFF_MS: '2000',
        SUBMIT_JOB_ATTEMPTS: '2',
        // The last attempt comes about 3 s after the submit, one more look at the cap.
        SUBMIT_ORDER_LOOKUP_MAX_MS: '5000',
        INTERNAL_API_SECRET: INTERNAL_SECRET,
      });
    });
    afterAll(() => world.close());
    afterEach(() => world.upstream.clearFaults());

    it('ends in orderIdUnknown (not failed), listed for support; a replay confirms the one order', async () => {
      const shopper = await newShopper(world.orchestrator);
      await guestAtSummary(shopper);
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'delay', delayMs: 1500, times: 1 });
      const submitted = await submit(shopper);
      const workflowId = submitted.id!;
      await orderPlaced(world, shopper.cartId);
      // From now on the upstream names no order: every lookup answers 503.
      await world.upstream.fault({ operation: 'SubmitCart', kind: 'http', status: 503, times: 100 });

      const settled = await shopper.waitForSettled(20_000);
      expect(settled).toMatchObject({ state: 'orderIdUnknown', orderId: null, submissionAttempt: 1, lastError: { code: 'ORDER_ID_UNKNOWN', messageKey: 'tafel.checkout.orderReceived' } });
      const job = await world.submitQueue.getJob(`submit-${workflowId}-1`);
      expect(await job?.getState()).toBe('completed');
      expect(job?.returnvalue).toEqual({ outcome: 'orderIdUnknown', orderId: null, existingOrder: false });
      const events = await eventTypes(world, workflowId);
      expect(events).toContain('submit.orderIdUnknown');
      expect(events).not.toContain('submit.failed');
      // The shopper cannot order again from here.
      expect(await shopper.mutate('retryOrderSubmission')).toMatchObject({ __typename: 'CheckoutRefusedError', reason: 'ALREADY_SUBMITTED' });

      const agent = await staffHeaders(world.orchestrator, SUPPORT);
      const LIST = `query($f: FailedSubmissionFilter) { failedSubmissions(filter: $f) { total items { workflowId reason category state status orderId } } }`;
      const listed = async () =>
        (await world.orchestrator.graphql<{ failedSubmissions: { items: Record<string, unknown>[] } }>(LIST, { f: { reason: 'ORDER_ID_UNKNOWN' } }, agent)).data?.failedSubmissions.items.find((i) => i.workflowId === workflowId);
      for (let i = 0; i < 50 && !(await listed()); i += 1) await sleep(100);
      expect(await listed()).toEqual({ workflowId, reason: 'ORDER_ID_UNKNOWN', category: 'UPSTREAM_UNAVAILABLE', state: 'orderIdUnknown', status: 'OPEN', orderId: null });

      // The upstream answers again: support's replay asks it for the order of the submitted cart.
      await world.upstream.clearFaults();
      const REPLAY = `mutation($w: ID!) { replaySubmission(input: { workflowId: $w }) { outcome attempt } }`;
      expect((await world.orchestrator.graphql<{ replaySubmission: unknown }>(REPLAY, { w: workflowId }, agent)).data?.replaySubmission).toEqual({ outcome: 'STARTED', attempt: 1 });
      const done = await shopper.waitFor((c) => c.state === 'confirmed', 20_000);
      expect(done).toMatchObject({ orderId: expect.any(String), submissionAttempt: 1 });
      // One order in the whole stand-in: the replay learned it, it placed none.
      expect(await world.upstream.orders()).toEqual([expect.objectContaining({ orderId: done.orderId, cartId: shopper.cartId })]);
      for (let i = 0; i < 50 && (await listed())?.status !== 'RESOLVED'; i += 1) await sleep(100);
      expect(await listed()).toMatchObject({ status: 'RESOLVED', state: 'confirmed', orderId: done.orderId });
      expect((await world.orchestrator.graphql<{ replaySubmission: { outcome: string } }>(REPLAY, { w: workflowId }, agent)).data?.replaySubmission.outcome).toBe('ALREADY_CONFIRMED');
      expect(await world.upstream.orders()).toHaveLength(1);
    }, 60_000);
  });
});
