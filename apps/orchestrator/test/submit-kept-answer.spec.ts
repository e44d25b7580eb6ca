import { OrderSubmitProcessor } from '../src/checkout/jobs/order-submit.processor.js';
import { CheckoutRepository } from '../src/checkout/runner/checkout-repository.js';
import { CheckoutRunner } from '../src/checkout/runner/checkout-runner.js';
import { CheckoutUpstream } from '../src/checkout/upstream/checkout-upstream.js';
import { hsetWithExpiry } from '../src/redis/lua-script.js';
import { workflowKeys } from '../src/workflow/workflow-keys.js';
import { guestAtSummary, newShopper } from './support/checkout.js';
import { startWorld, type World } from './support/world.js';

// No worker runs in this orchestrator: the test hands the queued job to the processor itself.
describe('order-submit job with an upstream answer kept from an earlier run (real Redis, real stand-in)', () => {
  let world: World;

  beforeAll(async () => {
    world = await startWorld('submit-kept-answer', { ORCHESTRATOR_WORKERS: '0' });
  });
  afterAll(() => world.close());
  afterEach(() => world.upstream.clearFaults());

  it('records the kept order without asking the upstream again, even after the session expired', async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
    expect(submitted).toMatchObject({ state: 'submitting', submissionAttempt: 1 });
    const workflowId = submitted.id!;
    const job = await world.submitQueue.getJob(`submit-${workflowId}-1`);
    expect(await job?.getState()).toBe('waiting');

    // An earlier run got the upstream's answer and died before the workflow recorded it; since
    // then the shopper's session token has expired and the upstream refuses every cart call.
    const app = world.orchestrator.app;
    const kept = app.get(CheckoutRepository).submitResultRecord(workflowId, shopper.cartId, { orderId: 'KEPT-4711', newCartId: 'kept-next-cart', redirectUrl: null, computopData: null });
    await hsetWithExpiry(world.keyspace.redis, kept.key, { [kept.field]: kept.value }, kept.ttlMs);
    await world.keyspace.redis.del(`${workflowKeys(world.keyspace.prefix, workflowId).base}:session`);
    for (const operation of ['FindCart', 'SubmitCart']) await world.upstream.fault({ operation, kind: 'http', status: 500, times: 10 });

    const result = await app.get(OrderSubmitProcessor).process(job!);
    expect(result).toEqual({ outcome: 'ordered', orderId: 'KEPT-4711', existingOrder: true });
    const checkout = await app.get(CheckoutRunner).load(workflowId);
    expect(checkout?.snapshot.value).toBe('confirmed');
    expect(checkout?.snapshot.context).toMatchObject({ orderId: 'KEPT-4711', newCartId: 'kept-next-cart', submissionAttempt: 1 });
    // Nothing was placed upstream by this job.
    expect(await world.upstream.orders(shopper.cartId)).toEqual([]);
  });

  it('keeps the upstream answer with the recorded order, and keeps it too when the workflow moved on during the upstream call', async () => {
    const app = world.orchestrator.app;
    const repository = app.get(CheckoutRepository);
    const runner = app.get(CheckoutRunner);
    const upstream = app.get(CheckoutUpstream);

    const first = await newShopper(world.orchestrator);
    await guestAtSummary(first);
    const firstId = (await first.mutate('submitOrder', { expectedCartFingerprint: await first.fingerprint() })).id!;
    const placed = await app.get(OrderSubmitProcessor).process((await world.submitQueue.getJob(`submit-${firstId}-1`))!);
    expect(placed).toMatchObject({ outcome: 'ordered', existingOrder: false });
    expect(await repository.submitResult(firstId, first.cartId)).toMatchObject({ orderId: placed.orderId });
    expect((await runner.load(firstId))?.snapshot.context.orderId).toBe(placed.orderId);

    // While the upstream places the order, something else moves the workflow on (it is no longer
    // submitting this attempt): the result is stale, yet the answer is kept (the save command that
    // loses the version check still writes it).
    const second = await newShopper(world.orchestrator);
    await guestAtSummary(second);
    const secondId = (await second.mutate('submitOrder', { expectedCartFingerprint: await second.fingerprint() })).id!;
    const submitCart = upstream.submitCart;
    upstream.submitCart = async (...args) => {
      const moved = await runner.change(secondId, { command: 'TestMovesOn', actor: 'system', principal: { system: true }, plan: () => [{ type: 'submit.failed', reason: 'UPSTREAM_UNAVAILABLE' }] });
      expect(moved.kind).toBe('saved');
      return submitCart.apply(upstream, args);
    };
    try {
      const stale = await app.get(OrderSubmitProcessor).process((await world.submitQueue.getJob(`submit-${secondId}-1`))!);
      expect(stale).toMatchObject({ outcome: 'ordered', existingOrder: false });
      expect(await repository.submitResult(secondId, second.cartId)).toMatchObject({ orderId: stale.orderId });
      expect((await runner.load(secondId))?.snapshot.value).toEqual({ failed: 'upstreamUnavailable' });
    } finally {
      upstream.submitCart = submitCart;
    }
  });

  it('without a kept answer and without the session token: SESSION_EXPIRED, final, nothing placed', async () => {
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
    const workflowId = submitted.id!;
    const job = await world.submitQueue.getJob(`submit-${workflowId}-1`);
    await world.keyspace.redis.del(`${workflowKeys(world.keyspace.prefix, workflowId).base}:session`);

    await expect(world.orchestrator.app.get(OrderSubmitProcessor).process(job!)).rejects.toThrow('SESSION_EXPIRED');
    expect((await world.orchestrator.app.get(CheckoutRunner).load(workflowId))?.snapshot.value).toBe('sessionExpired');
    expect(await world.upstream.orders(shopper.cartId)).toEqual([]);
  });
});
