import { keyPrefixFor } from '@tafel/infra/test-support/redis';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { parseClusterNodes } from '../../src/config/config.js';
import { bullPrefix, openBull } from '../../src/queues/bull-connection.js';
import { scanKeys, type RedisClient } from '../../src/redis/redis-client.js';
import { newCluster, type RedisTarget } from '../../src/redis/redis-connection.js';

/** The nodes of this run's Redis Cluster (TAFEL_TEST_REDIS=cluster), or null on one Redis. */
export function testClusterNodes(): string | null {
  return process.env.ORCHESTRATOR_TEST_REDIS_CLUSTER_NODES || null;
}

/** The Redis of this test run (see global-setup.ts); a test that needs one Redis (not a cluster). */
export function testRedisUrl(): string {
  const url = process.env.ORCHESTRATOR_TEST_REDIS_URL;
  if (url) return url;
  if (testClusterNodes()) throw new Error('this test talks to one Redis (testRedisUrl) and cannot run on the Redis Cluster run: use testRedisEnv()/testRedisTarget() to make it cluster-capable, or leave it out of jest.cluster.config.mjs');
  throw new Error('ORCHESTRATOR_TEST_REDIS_URL is not set: run the tests with apps/orchestrator/jest.config.mjs (its globalSetup provides Redis)');
}

/** Where this run's Redis is, as the app's config says it (one Redis, or the cluster's nodes). */
export function testRedisTarget(): RedisTarget {
  const nodes = testClusterNodes();
  if (nodes !== null) return { redisUrl: 'redis://127.0.0.1:6379', redisClusterNodes: parseClusterNodes(nodes) };
  return { redisUrl: testRedisUrl(), redisClusterNodes: null };
}

/** The environment that points an orchestrator (or worker process) at this run's Redis. */
export function testRedisEnv(): Record<string, string> {
  const nodes = testClusterNodes();
  return nodes !== null ? { REDIS_CLUSTER_NODES: nodes } : { REDIS_URL: testRedisUrl() };
}

/** A new connection to this run's Redis: a Redis, or a Cluster on the cluster run. */
export function testRedisClient(): RedisClient {
  const target = testRedisTarget();
  return target.redisClusterNodes === null ? new Redis(target.redisUrl, { maxRetriesPerRequest: 1 }) : newCluster(target.redisClusterNodes, { maxRetriesPerRequest: 1 });
}

/** A BullMQ queue of the app's under `prefix` on this run's Redis (its close() closes its connection). */
export function testQueue(name: string, prefix: string): Queue {
  return openBull(testRedisTarget(), `test-${name}`, (connection) => new Queue(name, { connection, prefix: bullPrefix(prefix, name) }));
}

/** QueueEvents of a queue of the app's under `prefix` on this run's Redis. */
export function testQueueEvents(name: string, prefix: string): QueueEvents {
  return openBull(testRedisTarget(), `test-${name}-events`, (connection) => new QueueEvents(name, { connection, prefix: bullPrefix(prefix, name) }));
}

/** Every key matching `pattern` on this connection, on every master of a cluster (KEYS reaches one node). */
export async function keysMatching(redis: RedisClient, pattern: string): Promise<string[]> {
  const found = new Set<string>();
  for await (const keys of scanKeys(redis, pattern, 500)) for (const key of keys) found.add(key);
  return [...found];
}

/** A key prefix of this test file's own, plus a connection to inspect and clean it up. */
export function testKeyspace(label: string): { prefix: string; redis: RedisClient; keys(pattern: string): Promise<string[]>; cleanUp(): Promise<void> } {
  const prefix = keyPrefixFor(`orch-${label}`);
  const redis = testRedisClient();
  return {
    prefix,
    redis,
    keys: (pattern) => keysMatching(redis, pattern),
    async cleanUp() {
      try {
        for await (const keys of scanKeys(redis, `${prefix}:*`, 500)) {
          // One DEL per key: on a cluster the keys of a batch live on many slots.
          if (testClusterNodes() === null) await redis.del(...keys);
          else await Promise.all(keys.map((key) => redis.del(key)));
        }
      } finally {
        redis.disconnect();
      }
    },
  };
}
