import type { Queue } from 'bullmq';
import { ORDER_SUBMIT_QUEUE } from '../../src/checkout/jobs/job-payloads.js';
import { startOrchestrator, type TestOrchestrator } from './orchestrator.js';
import { testKeyspace, testQueue, testRedisEnv } from './redis.js';
import { startUpstream, type TestUpstream } from './upstream.js';

export interface World {
  upstream: TestUpstream;
  orchestrator: TestOrchestrator;
  keyspace: ReturnType<typeof testKeyspace>;
  /** The order-submit queue of this world's prefix, to look at (or add) jobs; closed by close(). */
  submitQueue: Queue;
  /** Another orchestrator on the same Redis prefix and upstream (e.g. other timeouts). */
  startAnother(env?: Record<string, string>): Promise<TestOrchestrator>;
  close(): Promise<void>;
}

/** Real upstream stand-in + real Redis (own prefix) + the orchestrator, and a close() for afterAll. */
export async function startWorld(label: string, env: Record<string, string> = {}): Promise<World> {
  const keyspace = testKeyspace(label);
  const others: TestOrchestrator[] = [];
  let upstream: TestUpstream | undefined;
  let orchestrator: TestOrchestrator | undefined;
  const submitQueue = testQueue(ORDER_SUBMIT_QUEUE, keyspace.prefix);
  const close = async (): Promise<void> => {
    // Each step runs even when an earlier one fails, so nothing is left running.
    await Promise.allSettled([...others, orchestrator].map((app) => app?.close()));
    await submitQueue.close();
    await upstream?.stop();
    await keyspace.cleanUp();
  };
  try {
    upstream = await startUpstream();
    // Integration tests probe the upstream on every call; the catalogue cache has its own test.
    // Every test visitor posts from this one address, some by the hundred at once: the lightning
    // add limits are tested on their own (lightning-rate-limit.spec.ts sets them low).
    const baseEnv = {
      ...testRedisEnv(),
      REDIS_KEY_PREFIX: keyspace.prefix,
      UPSTREAM_URL: upstream.url,
      CATALOGUE_CACHE_TTL_MS: '0',
      LIGHTNING_ADDS_PER_VISITOR: '100000',
      LIGHTNING_ADDS_PER_ADDRESS: '1000000',
    };
    orchestrator = await startOrchestrator({ ...baseEnv, ...env });
    const startAnother = async (extra: Record<string, string> = {}): Promise<TestOrchestrator> => {
      const another = await startOrchestrator({ ...baseEnv, ...extra });
      others.push(another);
      return another;
    };
    return { upstream, orchestrator, keyspace, submitQueue, startAnother, close };
  } catch (error) {
    await close();
    throw error;
  }
}
