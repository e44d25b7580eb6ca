import { jest } from '@jest/globals';
import type { CommandBus } from '@nestjs/cqrs';
import { DelayedError, type Job } from 'bullmq';
import { loadConfig } from '../../config/config.js';
import type { CheckoutRepository } from '../runner/checkout-repository.js';
import type { CheckoutUpstream } from '../upstream/checkout-upstream.js';
import { OrderSubmitProcessor } from './order-submit.processor.js';

const data = { workflowId: 'co-c1', attempt: 1, cartId: 'c1', userId: 'u1', site: 'de-de', expectedCartFingerprint: 'abc' };

/** A BullMQ job on its `attemptsMade + 1`th of 5 attempts (only what the processor touches). */
function jobOn(attemptsMade: number) {
  const moveToDelayed = jest.fn(async (_at: number, _token?: string) => undefined);
  const job = {
    id: 'submit-co-c1-1',
    data,
    attemptsMade,
    attemptsStarted: attemptsMade + 1,
    opts: { attempts: 5 },
    timestamp: Date.now(),
    log: jest.fn(async () => 0),
    updateProgress: jest.fn(async () => undefined),
    moveToDelayed,
  };
  return { job: job as unknown as Job, moveToDelayed };
}

describe('OrderSubmitProcessor when Redis does not answer the job state', () => {
  const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' });
  const execute = jest.fn(async () => 'recorded');
  const processor = new OrderSubmitProcessor(
    { submitJobState: async () => Promise.reject(lost) } as unknown as CheckoutRepository,
    {} as CheckoutUpstream,
    { execute } as unknown as CommandBus,
    loadConfig({ JOB_BACKOFF_MS: '1000' }),
  );

  it('on the last attempt looks again later instead of ending the job with the workflow stuck in submitting', async () => {
    const { job, moveToDelayed } = jobOn(4);
    const before = Date.now();
    await expect(processor.process(job, 'worker-token')).rejects.toBeInstanceOf(DelayedError);
    expect(moveToDelayed).toHaveBeenCalledTimes(1);
    const [at, token] = moveToDelayed.mock.calls[0]!;
    expect(token).toBe('worker-token');
    // 1 s doubled per attempt started, capped at 5 minutes.
    expect(at - before).toBeGreaterThanOrEqual(16_000);
    expect(at - before).toBeLessThan(5 * 60_000 + 1000);
    expect(execute).not.toHaveBeenCalled();
  });

  it('on an earlier attempt leaves the retry to BullMQ', async () => {
    const { job, moveToDelayed } = jobOn(1);
    await expect(processor.process(job, 'worker-token')).rejects.toBe(lost);
    expect(moveToDelayed).not.toHaveBeenCalled();
    expect(execute).not.toHaveBeenCalled();
  });
});
