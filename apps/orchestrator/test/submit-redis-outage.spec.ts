import type { Redis } from 'ioredis';
import { CheckoutQueues } from '../src/checkout/jobs/checkout-queues.js';
import { OrderSubmitProcessor } from '../src/checkout/jobs/order-submit.processor.js';
import { CheckoutRunner } from '../src/checkout/runner/checkout-runner.js';
import { CheckoutUpstream } from '../src/checkout/upstream/checkout-upstream.js';
import { REDIS } from '../src/redis/redis.module.js';
import { BulkReplays } from '../src/support/replay/bulk-replays.js';
import { WorkflowStoreService } from '../src/workflow/workflow-store.service.js';
import { guestAtSummary, newShopper } from './support/checkout.js';
import { startRedisProxy, type RedisProxy } from './support/redis-proxy.js';
import { testRedisUrl } from './support/redis.js';
import { startWorld, type World } from './support/world.js';

/** Waits until the app's Redis client is connected again. */
async function ready(redis: Redis, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (redis.status !== 'ready') {
    if (Date.now() > deadline) throw new Error(`Redis did not reconnect within ${timeoutMs} ms (status ${redis.status})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The orchestrator reaches the real test Redis through a TCP proxy the test can cut. No worker
// runs in it: the test hands the queued job to the processor, as BullMQ would, attempt by attempt.
describe('order-submit job when Redis goes away after the upstream placed the order (real Redis behind a cut connection)', () => {
  let proxy: RedisProxy;
  let world: World;

  beforeAll(async () => {
    proxy = await startRedisProxy(testRedisUrl());
    world = await startWorld('submit-redis-outage', { ORCHESTRATOR_WORKERS: '0', REDIS_URL: proxy.url, SUBMIT_JOB_ATTEMPTS: '3' });
  });
  afterAll(async () => {
    try {
      await world?.close();
    } finally {
      await proxy?.close();
    }
  });

  it('the attempt fails retryably without calling the checkout failed; the next attempt records the order placed, no second order', async () => {
    const app = world.orchestrator.app;
    const upstream = app.get(CheckoutUpstream);
    const shopper = await newShopper(world.orchestrator);
    await guestAtSummary(shopper);
    const submitted = await shopper.mutate('submitOrder', { expectedCartFingerprint: await shopper.fingerprint() });
    const workflowId = submitted.id!;
    const job = (await world.submitQueue.getJob(`submit-${workflowId}-1`))!;

    // The upstream places the order; then Redis goes away before the result is saved, and is back
    // a moment after that save failed (so the job could have recorded a failure).
    const redis = app.get<Redis>(REDIS);
    const store = app.get(WorkflowStoreService);
    const submitCart = upstream.submitCart;
    const save = store.save;
    upstream.submitCart = async (...args) => {
      const answer = await submitCart.apply(upstream, args);
      await proxy.cut();
      return answer;
    };
    store.save = async (...args) => {
      try {
        return await save.apply(store, args);
      } finally {
        await proxy.restore();
        await ready(redis);
      }
    };
    let firstError: unknown;
    try {
      await app.get(OrderSubmitProcessor).process(job);
    } catch (error) {
      firstError = error;
    } finally {
      upstream.submitCart = submitCart;
      store.save = save;
      await proxy.restore();
    }
    // Thrown as it is (for BullMQ's backoff), not as a final failure.
    expect(firstError).toBeInstanceOf(Error);
    expect((firstError as Error).name).toBe('MaxRetriesPerRequestError');
    const placed = await world.upstream.orders(shopper.cartId);
    expect(placed).toHaveLength(1);

    await ready(redis);
    const runner = app.get(CheckoutRunner);
    // Still submitting: the shopper is not told the order failed.
    expect((await runner.load(workflowId))?.snapshot.value).toBe('submitting');

    // BullMQ's next attempt: the cart is submitted upstream and the intent is ours, so the order
    // is recorded, not placed again.
    const retried = await world.submitQueue.getJob(job.id!);
    const result = await app.get(OrderSubmitProcessor).process(retried!);
    expect(result).toEqual({ outcome: 'ordered', orderId: placed[0]!.orderId, existingOrder: true });
    const checkout = await runner.load(workflowId);
    expect(checkout?.snapshot.value).toBe('confirmed');
    expect(checkout?.snapshot.context.orderId).toBe(placed[0]!.orderId);
    expect(await world.upstream.orders(shopper.cartId)).toHaveLength(1);

    // The app's BullMQ queues lost their connections too: a command of each waits until they are back.
    const queues = app.get(CheckoutQueues);
    for (const queue of [queues.orderSubmit, queues.speditionFields, app.get(BulkReplays).queue]) await queue.getJobCounts();
  });
});
